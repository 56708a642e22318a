import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGENT_STATES } from '../../src/domain/agent-state';
import { ALL_KPI_IDS } from '../../src/domain/kpi-ids';
import { agentCountsSchema, SERVER_EVENTS } from '../../src/protocol/events';
import { ZOD_ITEM_VALIDATORS, type BatchEventName } from './decode-events';
import { FAST_ITEM_VALIDATORS } from './item-validators';

/** Values near every edge the schemas draw: lengths 0/1/64/128/129/256/257, signs, non-finite. */
const edgeValue = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '',
      'x',
      ...[64, 65, 128, 129, 256, 257].map((length) => 'x'.repeat(length)),
    ),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      0,
      -0,
      -1,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      true,
      false,
      undefined,
      [],
      ...AGENT_STATES,
    ),
  },
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.anything({ maxDepth: 1 }),
);

const nestedValue = (keys: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...keys, 'other'), edgeValue) },
    { weight: 1, arbitrary: edgeValue },
  );

/** The nested objects of a business-process patch, with their own keys. */
const NESTED: Partial<Record<string, fc.Arbitrary<unknown>>> = {
  agentCounts: nestedValue(Object.keys(agentCountsSchema.shape)),
  kpis: nestedValue(ALL_KPI_IDS),
};

const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const instant = fc.double({ min: 0, max: 4e12, noNaN: true });
const id = fc.string({ minLength: 1, maxLength: 128 });
const textUpTo = (maxLength: number) => fc.string({ maxLength });

/** A well-formed value for each field name the batch schemas use. */
function wellFormed(key: string): fc.Arbitrary<unknown> {
  if (key === 'agentCounts')
    return fc.dictionary(fc.constantFrom(...Object.keys(agentCountsSchema.shape)), finite);
  if (key === 'kpis') return fc.dictionary(fc.constantFrom(...ALL_KPI_IDS), finite);
  if (key === 'stateId') return fc.constantFrom(...AGENT_STATES);
  if (key === 'breakTypeId') return fc.option(id);
  if (key === 'hasTelephonyInteraction') return fc.boolean();
  if (key === 'agentName' || key === 'businessProcessName') return textUpTo(256);
  if (key === 'stateName') return textUpTo(128);
  if (key === 'dimension') return textUpTo(64);
  if (key === 'since' || key === 'countedAt' || key === 'lastResetTime') return instant;
  if (key.endsWith('Id')) return id;
  return finite;
}

/** Well-formed items from the schema's own keys: a patch names its entry, the rest may be absent. */
function wellFormedItemsOf(name: BatchEventName): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(SERVER_EVENTS[name].shape.items.element.shape);
  // kpiStairs come only by the edits: they go to zod
  const patchOf = { 'stats:businessProcess': 'businessProcessId', 'stats:agent': 'agentId' };
  const entryKey = name in patchOf ? patchOf[name as keyof typeof patchOf] : undefined;
  const fields = keys.filter((key) => key !== 'kpiStairs');
  return fc.record(Object.fromEntries(fields.map((key) => [key, wellFormed(key)])), {
    requiredKeys: entryKey === undefined ? fields : [entryKey],
  });
}

/**
 * Well-formed items, then one to three of their keys (or a key zod strips) set to a value
 * near some edge or to a well-formed nested object, or removed.
 */
function itemsOf(name: BatchEventName): fc.Arbitrary<unknown> {
  const keys = Object.keys(SERVER_EVENTS[name].shape.items.element.shape);
  const base = wellFormedItemsOf(name);
  const edit = fc.tuple(
    fc.constantFrom(...keys, 'extra', 'kpiStairs', 'constructor', '__proto__'),
    fc.option(
      fc.oneof(
        { weight: 8, arbitrary: edgeValue },
        { weight: 1, arbitrary: NESTED.agentCounts! },
        { weight: 1, arbitrary: NESTED.kpis! },
        { weight: 1, arbitrary: fc.oneof(wellFormed('kpis'), wellFormed('agentCounts')) },
      ),
      { nil: undefined },
    ),
  );
  const edited = fc
    .tuple(base, fc.array(edit, { minLength: 1, maxLength: 3 }))
    .map(([item, edits]) => {
      const copy: Record<string, unknown> = { ...item };
      for (const [key, value] of edits)
        if (value === undefined) delete copy[key];
        else
          Object.defineProperty(copy, key, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      return copy;
    });
  return fc.oneof(
    { weight: 3, arbitrary: base },
    { weight: 6, arbitrary: edited },
    { weight: 1, arbitrary: edgeValue },
  );
}

const KINDS: BatchEventName[] = ['stats:businessProcess', 'stats:agent', 'agent:state', 'counters'];

describe('hand-written item validators', () => {
  it.each(KINDS)('%s: decide every item exactly as zod does', (name) => {
    let acceptedFast = 0;
    fc.assert(
      fc.property(itemsOf(name), (item) => {
        const fast = FAST_ITEM_VALIDATORS[name](item);
        expect(fast).toEqual(ZOD_ITEM_VALIDATORS[name](item));
        if (fast !== undefined && fast === item) acceptedFast += 1;
      }),
      { numRuns: 8_000 },
    );
    // the generator reaches the fast path, so the comparison above covers it
    expect(acceptedFast).toBeGreaterThan(20);
  });

  it.each(KINDS)('%s: keep every well-formed item as it came, without zod', (name) => {
    fc.assert(
      fc.property(wellFormedItemsOf(name), (item) => {
        expect(FAST_ITEM_VALIDATORS[name](item)).toBe(item);
      }),
      { numRuns: 1_000 },
    );
  });

  it('leave __proto__ keys, at any depth, to zod', () => {
    const hostile = [
      '{"businessProcessId":"bp","__proto__":{"kpis":{}}}',
      '{"businessProcessId":"bp","kpis":{"__proto__":{"businessProcessServiceLevel":1}}}',
      '{"businessProcessId":"bp","agentCounts":{"__proto__":{"ready":1},"busy":2}}',
    ].map((text) => JSON.parse(text) as unknown);
    for (const item of hostile) {
      const decoded = FAST_ITEM_VALIDATORS['stats:businessProcess'](item);
      expect(decoded).not.toBe(item);
      expect(decoded).toEqual(ZOD_ITEM_VALIDATORS['stats:businessProcess'](item));
    }
  });

  it('keep a well-formed item as it came, and strip what zod strips', () => {
    const state = {
      agentId: 'a1',
      stateId: 'break',
      stateName: 'Lunch',
      breakTypeId: 'lunch',
      since: 1,
      loadAllowanceId: 'la',
      hasTelephonyInteraction: false,
    };
    expect(FAST_ITEM_VALIDATORS['agent:state'](state)).toBe(state);
    const withExtra = { ...state, secret: 'x' };
    expect(FAST_ITEM_VALIDATORS['agent:state'](withExtra)).toEqual(state);
    expect(FAST_ITEM_VALIDATORS['agent:state']({ ...state, since: -1 })).toBeUndefined();
    const patch = { businessProcessId: 'bp', kpis: { businessProcessServiceLevel: 0.5 } };
    expect(FAST_ITEM_VALIDATORS['stats:businessProcess'](patch)).toBe(patch);
    expect(
      FAST_ITEM_VALIDATORS['stats:businessProcess']({ ...patch, kpis: { unknownKpi: 1 } }),
    ).toBeUndefined();
  });
});
