import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from './endpoints';
import { EVENT_INVALIDATES, invalidatedByCall, MUTATION_INVALIDATES } from './read-invalidations';

const names = Object.keys(ENDPOINTS) as EndpointName[];

describe('read invalidations', () => {
  it('only mutations invalidate, and only reads of the table are invalidated', () => {
    for (const [name, invalidates] of Object.entries(MUTATION_INVALIDATES)) {
      expect(ENDPOINTS[name as EndpointName].method, name).not.toBe('GET');
      for (const [read] of invalidates({ id: 'x', agentId: 'x', supId: 's', bpId: 'b' }))
        expect(ENDPOINTS[read].method, `${name} -> ${read}`).toBe('GET');
    }
    for (const invalidates of Object.values(EVENT_INVALIDATES))
      for (const [read] of invalidates('bp1')) expect(ENDPOINTS[read].method).toBe('GET');
  });

  it('a mutation reaches the reads of the same thing, from its params', () => {
    expect(invalidatedByCall('assignmentsActivate', { id: 'bp7' })).toEqual([
      ['assignments', { id: 'bp7' }],
    ]);
    expect(invalidatedByCall('themeUpdate', { id: 't1' })).toContainEqual(['themes']);
    expect(invalidatedByCall('crmContactNote', { id: 'c1' })).toEqual([
      ['crmContactNotes', { id: 'c1' }],
    ]);
  });

  it('a read or a call the table leaves out invalidates nothing', () => {
    expect(invalidatedByCall('themes')).toEqual([]);
    expect(invalidatedByCall('accept', { id: 'i1' })).toEqual([]);
    expect(names.filter((n) => ENDPOINTS[n].method === 'GET' && n in MUTATION_INVALIDATES)).toEqual(
      [],
    );
  });

  it('an assignment event reaches that business process only', () => {
    expect(EVENT_INVALIDATES.assignmentsChanged('bp2')).toEqual([['assignments', { id: 'bp2' }]]);
  });
});
