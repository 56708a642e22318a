import { describe, expect, it } from 'vitest';
import {
  EMPTY_COUNTER_REFS,
  addCounterRefs,
  counterPairKey,
  counterUnion,
  isCounterHeld,
  isValidCounterPair,
  releaseTabCounterRefs,
  removeCounterRefs,
  sameCounterUnion,
} from './counter-subscriptions';

const A = { handlerId: 'h1', counterTypeId: 'c1' };
const B = { handlerId: 'h1', counterTypeId: 'c1', dimension: 'voice' };
const C = { handlerId: 'h2', counterTypeId: 'c9' };

describe('counter subscriptions', () => {
  it('a pair needs both handlerId and counterTypeId', () => {
    expect(isValidCounterPair(A)).toBe(true);
    expect(isValidCounterPair({ handlerId: '', counterTypeId: 'c1' })).toBe(false);
    expect(isValidCounterPair({ handlerId: 'h1' })).toBe(false);
    expect(isValidCounterPair({ counterTypeId: 'c1' })).toBe(false);
    expect(isValidCounterPair({ handlerId: 'h1', counterTypeId: 'c1', dimension: 3 })).toBe(false);
    expect(isValidCounterPair(null)).toBe(false);
  });

  it('the dimension is part of the key', () => {
    expect(counterPairKey(A)).toBe('h1|c1|');
    expect(counterPairKey(B)).toBe('h1|c1|voice');
  });

  it('the union holds each pair once however many tabs hold it', () => {
    let refs = addCounterRefs(EMPTY_COUNTER_REFS, 'tab1', [A, B]);
    refs = addCounterRefs(refs, 'tab2', [A, C]);
    expect(counterUnion(refs).map(counterPairKey)).toEqual(['h1|c1|', 'h1|c1|voice', 'h2|c9|']);
  });

  it('a pair stays while any reference remains', () => {
    let refs = addCounterRefs(EMPTY_COUNTER_REFS, 'tab1', [A, A]);
    refs = addCounterRefs(refs, 'tab2', [A]);
    refs = removeCounterRefs(refs, 'tab1', [A]);
    expect(isCounterHeld(refs, counterPairKey(A))).toBe(true);
    refs = removeCounterRefs(refs, 'tab1', [A]);
    expect(isCounterHeld(refs, counterPairKey(A))).toBe(true);
    refs = removeCounterRefs(refs, 'tab2', [A]);
    expect(isCounterHeld(refs, counterPairKey(A))).toBe(false);
    expect(counterUnion(refs)).toEqual([]);
  });

  it('releasing a tab drops all its references at once', () => {
    let refs = addCounterRefs(EMPTY_COUNTER_REFS, 'tab1', [A, B, B]);
    refs = addCounterRefs(refs, 'tab2', [C]);
    refs = releaseTabCounterRefs(refs, 'tab1');
    expect(counterUnion(refs)).toEqual([C]);
  });

  it('removing a pair the tab never held changes nothing', () => {
    const refs = addCounterRefs(EMPTY_COUNTER_REFS, 'tab1', [A]);
    expect(counterUnion(removeCounterRefs(refs, 'tab1', [C]))).toEqual([A]);
    expect(removeCounterRefs(refs, 'tab9', [A])).toBe(refs);
  });

  it('only contract fields reach the union', () => {
    const refs = addCounterRefs(EMPTY_COUNTER_REFS, 'tab1', [{ ...A, extra: 1 } as typeof A]);
    expect(counterUnion(refs)).toEqual([A]);
  });

  it('unions compare by their pairs', () => {
    expect(sameCounterUnion([A, B], [{ ...A }, { ...B }])).toBe(true);
    expect(sameCounterUnion([A], [B])).toBe(false);
    expect(sameCounterUnion([A], [A, B])).toBe(false);
  });
});
