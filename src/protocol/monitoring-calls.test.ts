import { describe, expect, it } from 'vitest';
import { endpointPath } from './endpoint';
import { ENDPOINTS } from './endpoints';
import { monitoringEndpoint } from './monitoring-calls';

const pathOf =
  (...args: Parameters<typeof monitoringEndpoint>) =>
  (supId: string, agentId: string) =>
    endpointPath(ENDPOINTS[monitoringEndpoint(...args)].route, { supId, agentId });

describe('monitoringEndpoint (supervisor-dashboards §7)', () => {
  it('calls barge-in "intervene" and appends /stop to stop', () => {
    expect(pathOf('bargeIn', 'start')('sup-1', 'agent-2')).toBe(
      '/api/supervisor/intervene/sup-1/agent-2',
    );
    expect(pathOf('record', 'stop')('sup-1', 'agent-2')).toBe(
      '/api/supervisor/record/sup-1/agent-2/stop',
    );
  });

  it('keeps hostile ids inside their own path segment', () => {
    expect(pathOf('listen', 'start')('../admin', 'a/b?c#d')).toBe(
      '/api/supervisor/listen/..%2Fadmin/a%2Fb%3Fc%23d',
    );
  });
});
