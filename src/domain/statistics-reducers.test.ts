import { describe, expect, it } from 'vitest';
import {
  entryFromPatch,
  mergeShallow,
  mergeStatisticsPatch,
  reconcileEntry,
  sameEntry,
} from './statistics-reducers';

interface Bp {
  id: string;
  name: string;
  ready: number;
  agentCounts: { ready: number; busy: number };
  kpis: Partial<Record<'sl' | 'asa', number>>;
}

const NESTED = new Set(['agentCounts', 'kpis']);
const SHAPE = {
  required: ['id', 'name', 'ready', 'agentCounts', 'kpis'],
  completeNested: { agentCounts: ['ready', 'busy'] },
};

function bp(): Bp {
  return {
    id: 'bp1',
    name: 'Sales',
    ready: 2,
    agentCounts: { ready: 2, busy: 1 },
    kpis: { sl: 0.8 },
  };
}

describe('mergeStatisticsPatch', () => {
  it('a patch that changes nothing keeps the same object', () => {
    const prev = bp();
    expect(
      mergeStatisticsPatch(
        prev,
        { id: 'bp1', ready: 2, agentCounts: { busy: 1 } as Bp['agentCounts'] },
        NESTED,
      ),
    ).toBe(prev);
  });

  it('a changed field gives a new object and leaves the old one untouched', () => {
    const prev = bp();
    const next = mergeStatisticsPatch(prev, { ready: 3 }, NESTED);
    expect(next).not.toBe(prev);
    expect(next.ready).toBe(3);
    expect(prev.ready).toBe(2);
  });

  it('agentCounts are merged, not replaced', () => {
    const next = mergeStatisticsPatch(
      bp(),
      { agentCounts: { busy: 4 } as Bp['agentCounts'] },
      NESTED,
    );
    expect(next.agentCounts).toEqual({ ready: 2, busy: 4 });
  });

  it('kpis are merged so one changed KPI keeps the others', () => {
    const next = mergeStatisticsPatch(bp(), { kpis: { asa: 12 } }, NESTED);
    expect(next.kpis).toEqual({ sl: 0.8, asa: 12 });
  });

  it('an unchanged nested record keeps its identity', () => {
    const prev = bp();
    const next = mergeStatisticsPatch(
      prev,
      { ready: 5, agentCounts: { ready: 2 } as Bp['agentCounts'] },
      NESTED,
    );
    expect(next.agentCounts).toBe(prev.agentCounts);
  });

  it('undefined patch fields mean not sent', () => {
    const prev = bp();
    expect(mergeStatisticsPatch(prev, { name: undefined } as unknown as Partial<Bp>, NESTED)).toBe(
      prev,
    );
  });
});

describe('mergeShallow', () => {
  it('returns the previous object when every field is equal', () => {
    const prev = { a: 1, b: 'x' };
    expect(mergeShallow(prev, { a: 1 })).toBe(prev);
    expect(mergeShallow(prev, { b: 'y' })).toEqual({ a: 1, b: 'y' });
  });
});

describe('entryFromPatch', () => {
  it('a complete patch creates the entry', () => {
    expect(entryFromPatch<Bp>(bp(), SHAPE)).toEqual(bp());
  });

  it('a partial patch for an unknown entry creates nothing', () => {
    expect(entryFromPatch<Bp>({ id: 'bp2', ready: 1 }, SHAPE)).toBeNull();
  });

  it('incomplete agentCounts create nothing', () => {
    expect(
      entryFromPatch<Bp>({ ...bp(), agentCounts: { ready: 1 } as Bp['agentCounts'] }, SHAPE),
    ).toBeNull();
  });
});

describe('reconcileEntry', () => {
  it('an equal full entry keeps the held object', () => {
    const prev = bp();
    expect(reconcileEntry(prev, bp(), NESTED)).toBe(prev);
  });

  it('a different full entry replaces it, kpis included', () => {
    const prev = bp();
    const next = { ...bp(), kpis: {} };
    expect(reconcileEntry(prev, next, NESTED)).toBe(next);
  });

  it('an entry with an extra field is not the same', () => {
    expect(sameEntry({ a: 1 }, { a: 1, b: 2 }, new Set())).toBe(false);
    expect(sameEntry({ a: 1, b: 2 }, { a: 1 }, new Set())).toBe(false);
  });

  it('without a held entry the new one is taken', () => {
    const next = bp();
    expect(reconcileEntry(undefined, next)).toBe(next);
  });
});
