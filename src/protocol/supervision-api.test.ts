import { describe, expect, it } from 'vitest';
import { monitoringPath } from './supervision-api';

describe('monitoringPath (supervisor-dashboards §7)', () => {
  it('calls barge-in "intervene" and appends /stop to stop', () => {
    expect(monitoringPath('bargeIn', 'sup-1', 'agent-2', 'start')).toBe(
      '/supervisor/intervene/sup-1/agent-2',
    );
    expect(monitoringPath('record', 'sup-1', 'agent-2', 'stop')).toBe(
      '/supervisor/record/sup-1/agent-2/stop',
    );
  });

  it('keeps hostile ids inside their own path segment', () => {
    expect(monitoringPath('listen', '../admin', 'a/b?c#d', 'start')).toBe(
      '/supervisor/listen/..%2Fadmin/a%2Fb%3Fc%23d',
    );
  });
});
