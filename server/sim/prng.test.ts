import { describe, expect, it } from 'vitest';
import { createRng } from './prng';

describe('seeded random numbers', () => {
  it('the same seed gives the same sequence and another seed another', () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const xs = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('exponential and lognormal samples have the asked mean (and lognormal the asked spread)', () => {
    const rng = createRng(3);
    const n = 200_000;
    let exp = 0;
    let ln = 0;
    let ln2 = 0;
    for (let i = 0; i < n; i++) {
      exp += rng.exponential(300);
      const x = rng.lognormal(300, 0.6);
      ln += x;
      ln2 += x * x;
    }
    const mean = ln / n;
    expect(exp / n).toBeCloseTo(300, -1);
    expect(mean).toBeCloseTo(300, -1);
    expect(Math.sqrt(ln2 / n - mean * mean) / mean).toBeCloseTo(0.6, 1);
  });
});
