import { describe, expect, it } from 'vitest';
import { decodeBatch, decodeSingle, ZOD_ITEM_VALIDATORS } from './decode-events';

const state = {
  agentId: 'a1',
  stateId: 'ready',
  stateName: 'Ready',
  breakTypeId: null,
  since: 1,
  loadAllowanceId: 'la',
  hasTelephonyInteraction: false,
};

describe('event decoding', () => {
  it('one malformed item costs that item only', () => {
    const decoded = decodeBatch(
      'agent:state',
      { t: 1, items: [state, { ...state, since: -1 }, state] },
      ZOD_ITEM_VALIDATORS['agent:state'],
    );
    expect(decoded?.items).toHaveLength(2);
    expect(decoded?.dropped).toBe(1);
  });

  it('a malformed envelope drops the whole batch', () => {
    expect(
      decodeBatch('agent:state', { items: [state] }, ZOD_ITEM_VALIDATORS['agent:state']),
    ).toBeNull();
    expect(decodeBatch('counters', { t: 1, items: [] }, ZOD_ITEM_VALIDATORS.counters)).toBeNull();
  });

  it('the counters envelope keeps its subscription id', () => {
    const decoded = decodeBatch(
      'counters',
      {
        t: 1,
        clientSubscriptionId: 's1',
        items: [{ handlerId: 'h', counterTypeId: 'c', value: 2 }],
      },
      ZOD_ITEM_VALIDATORS.counters,
    );
    expect(decoded?.envelope).toEqual({ t: 1, clientSubscriptionId: 's1' });
  });

  it('unknown fields of an item are stripped', () => {
    const decoded = decodeBatch(
      'agent:state',
      { t: 1, items: [{ ...state, secret: 'x' }] },
      ZOD_ITEM_VALIDATORS['agent:state'],
    );
    expect(decoded?.items[0]).toEqual(state);
  });

  it('single events decode with their schema', () => {
    expect(decodeSingle('session:ended', { reason: 'revoked' })).toEqual({ reason: 'revoked' });
    expect(decodeSingle('session:ended', { reason: 'bored' })).toBeNull();
  });
});
