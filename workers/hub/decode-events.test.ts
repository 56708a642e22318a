import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from '../../src/domain/zod';
import { SERVER_EVENTS } from '../../src/protocol/events';
import {
  decodeBatch,
  decodeSingle,
  ZOD_ITEM_VALIDATORS,
  type BatchEventName,
} from './decode-events';

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

  it.each<BatchEventName>(['agent:state', 'counters'])(
    '%s: a batch envelope is decoded exactly as its zod schema decodes it',
    (name) => {
      const reference = SERVER_EVENTS[name].extend({ items: z.array(z.unknown()).max(100_000) });
      const edge = fc.constantFrom(
        0,
        -0,
        -1,
        1.5,
        Number.NaN,
        Infinity,
        '',
        's',
        'x'.repeat(129),
        null,
        [],
      );
      // a well-formed envelope with up to two of its keys, or an unknown one, edited or removed
      const wellFormed = {
        t: 5,
        items: [],
        ...(name === 'counters' && { clientSubscriptionId: 's1' }),
      };
      const key = fc.constantFrom('t', 'items', 'clientSubscriptionId', 'other');
      const edits = fc.array(fc.tuple(key, fc.option(edge, { nil: undefined })), { maxLength: 2 });
      const envelope = edits.map((changes) => {
        const payload: Record<string, unknown> = { ...wellFormed };
        for (const [changed, value] of changes)
          if (value === undefined) delete payload[changed];
          else payload[changed] = value;
        return payload;
      });
      fc.assert(
        fc.property(fc.oneof({ weight: 9, arbitrary: envelope }, edge), (payload) => {
          const zod = reference.safeParse(payload);
          const decoded = decodeBatch(name, payload, ZOD_ITEM_VALIDATORS[name]);
          if (zod.success) {
            const { items: _items, ...rest } = zod.data;
            expect(decoded?.envelope).toEqual(rest);
          } else expect(decoded).toBeNull();
        }),
        { numRuns: 2_000 },
      );
    },
  );
});
