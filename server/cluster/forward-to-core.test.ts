import { describe, expect, it } from 'vitest';
import { forwardsToCore } from './forward-to-core';
import { roleOf } from './role';

describe('what an edge forwards to the core', () => {
  it('forwards the routes of live state, answers store-only routes itself', () => {
    for (const route of [
      '/api/agent/register',
      '/api/agent/current/keepAlive',
      '/api/agent/:id/state',
      '/api/statistics/subscribeForCounters',
      '/api/interaction/:id/transfer',
      '/api/crm/contact/:id/note',
      '/api/logout',
    ])
      expect(forwardsToCore(route), route).toBe(true);
    for (const route of [
      '/api/login',
      '/api/session/resume',
      '/api/settings/:agentId',
      '/api/themes/all',
      '/api/health',
      '/api/cluster/node',
      '/api/diagnostics/connections',
    ])
      expect(forwardsToCore(route), route).toBe(false);
  });

  it('leaves what the router did not match and the client files to the edge', () => {
    expect(forwardsToCore(undefined)).toBe(false);
    expect(forwardsToCore('/')).toBe(false);
    expect(forwardsToCore('/assets/app.js')).toBe(false);
  });
});

describe('ROLE', () => {
  it('is all by default and refuses anything but all, core, edge', () => {
    expect(roleOf(undefined)).toBe('all');
    expect(roleOf('')).toBe('all');
    expect(roleOf('edge')).toBe('edge');
    expect(() => roleOf('Core')).toThrow('ROLE must be all, core or edge, got Core');
  });
});
