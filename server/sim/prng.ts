/**
 * Seeded pseudo-random numbers for the simulator: xoshiro128** seeded through
 * splitmix32, so one integer seed gives one reproducible stream on every platform
 * (Math.random cannot be seeded, and the engine must replay exactly for a seed).
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Exponential with the given mean (any unit). */
  exponential(mean: number): number;
  /** Standard normal (Box-Muller; the second value is kept for the next call). */
  normal(): number;
  /** Lognormal with the given mean and coefficient of variation (sd / mean). */
  lognormal(mean: number, cv: number): number;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A seeded generator; the same seed always yields the same sequence. */
export function createRng(seed: number): Rng {
  const init = splitmix32(seed);
  let s0 = init();
  let s1 = init();
  let s2 = init();
  let s3 = init();
  // xoshiro must not start from the all-zero state
  if ((s0 | s1 | s2 | s3) === 0) s0 = 1;
  let spareNormal: number | null = null;

  const nextUint = (): number => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return result;
  };
  const next = (): number => nextUint() / 4294967296;

  const normal = (): number => {
    if (spareNormal !== null) {
      const v = spareNormal;
      spareNormal = null;
      return v;
    }
    // 1 - next() is in (0, 1]: log never sees 0
    const u1 = 1 - next();
    const u2 = next();
    const r = Math.sqrt(-2 * Math.log(u1));
    spareNormal = r * Math.sin(2 * Math.PI * u2);
    return r * Math.cos(2 * Math.PI * u2);
  };

  return {
    next,
    int: (n) => Math.floor(next() * n),
    chance: (p) => p > 0 && next() < p,
    exponential: (mean) => -Math.log(1 - next()) * mean,
    normal,
    lognormal: (mean, cv) => {
      // parameters of the underlying normal that give this mean and cv
      const sigma2 = Math.log(1 + cv * cv);
      const mu = Math.log(mean) - sigma2 / 2;
      return Math.exp(mu + Math.sqrt(sigma2) * normal());
    },
  };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
