import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createKpiStairs,
  MAX_KPI_STEPS,
  packKpiStairs,
  pastThresholdSince,
  recordKpiValue,
  recordPackedKpiValue,
} from './kpi-stairs';

/** What a hub watching every change would say: start of the current run past the threshold. */
function watchedSince(
  samples: [number, number][],
  threshold: number,
  lowerIsWorse: boolean,
): number | null {
  const past = (v: number) => (lowerIsWorse ? v <= threshold : v >= threshold);
  let since: number | null = null;
  for (const [at, value] of samples) since = past(value) ? (since ?? at) : null;
  return since;
}

function stairsOf(samples: [number, number][]) {
  const [first, ...rest] = samples as [[number, number], ...[number, number][]];
  let stairs = createKpiStairs(first[1], first[0]);
  for (const [at, value] of rest) stairs = recordKpiValue(stairs, value, at);
  return stairs;
}

describe('kpi stairs', () => {
  it('finds when a KPI crossed its threshold, not when a later value replaced the one before', () => {
    const stairs = stairsOf([
      [0, 5],
      [10, 10],
      [20, 8],
      [30, 12],
    ]);
    expect(pastThresholdSince(stairs, 7, false)).toBe(10);
    expect(pastThresholdSince(stairs, 9, false)).toBe(30);
    expect(pastThresholdSince(stairs, 13, false)).toBeNull();
    expect(pastThresholdSince(stairs, 4, false)).toBe(0);
  });

  it('mirrors for a lower-is-worse KPI', () => {
    const stairs = stairsOf([
      [0, 0.95],
      [10, 0.7],
      [20, 0.85],
      [30, 0.6],
    ]);
    expect(pastThresholdSince(stairs, 0.8, true)).toBe(30);
    expect(pastThresholdSince(stairs, 0.9, true)).toBe(10);
    expect(pastThresholdSince(stairs, 0.5, true)).toBeNull();
  });

  it('agrees with a hub that watched every change, for any history and threshold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 21 }),
        fc.boolean(),
        (values, threshold, lowerIsWorse) => {
          const samples = values.map((v, i): [number, number] => [i * 1000, v]);
          const stairs = stairsOf(samples);
          expect(pastThresholdSince(stairs, threshold, lowerIsWorse)).toBe(
            watchedSince(samples, threshold, lowerIsWorse),
          );
        },
      ),
    );
  });

  it('stays bounded, and a breach older than what it keeps keeps its start', () => {
    // an average handling time: 0 until the first call ends at 1 s, then 120 s creeping up for hours
    const samples: [number, number][] = Array.from({ length: 500 }, (_, i) => [i * 1000, i + 119]);
    let stairs = createKpiStairs(0, 0);
    const sinceOne: (number | null)[] = [];
    for (const [at, value] of samples.slice(1)) {
      stairs = recordKpiValue(stairs, value, at);
      sinceOne.push(pastThresholdSince(stairs, 1, false));
    }
    expect(stairs.low.length).toBeLessThanOrEqual(MAX_KPI_STEPS);
    expect(stairs.high.length).toBe(1);
    expect(stairs.from).toBe(0);
    expect(pastThresholdSince(stairs, 0, false)).toBe(0);
    expect(pastThresholdSince(stairs, 600, false)).toBe(481_000);
    // past 1 s since the 0 ended: the same answer after every one of the 499 changes
    expect(new Set(sinceOne)).toEqual(new Set([1000]));
  });

  it('bounded stairs never date a breach earlier than a hub that watched every change', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 0, max: 401 }),
        fc.boolean(),
        (values, threshold, lowerIsWorse) => {
          const samples = values.map((v, i): [number, number] => [i * 1000, v]);
          const stairs = stairsOf(samples);
          expect(stairs.low.length).toBeLessThanOrEqual(MAX_KPI_STEPS);
          expect(stairs.high.length).toBeLessThanOrEqual(MAX_KPI_STEPS);
          expect(stairs.from).toBe(0);
          const watched = watchedSince(samples, threshold, lowerIsWorse);
          const since = pastThresholdSince(stairs, threshold, lowerIsWorse);
          if (watched === null) expect(since).toBeNull();
          else expect(since).toBeGreaterThanOrEqual(watched);
        },
      ),
    );
  });

  it('packed stairs answer as the stairs they were packed from, for any history and threshold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 80 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (values, threshold, lowerIsWorse) => {
          const stairs = stairsOf(values.map((value, i) => [i * 1000, value]));
          expect(pastThresholdSince(packKpiStairs(stairs), threshold, lowerIsWorse)).toBe(
            pastThresholdSince(stairs, threshold, lowerIsWorse),
          );
        },
      ),
    );
  });

  it('an unchanged value changes nothing', () => {
    const stairs = createKpiStairs(3, 0);
    expect(recordKpiValue(stairs, 3, 100)).toBe(stairs);
    const packed = packKpiStairs(stairs);
    expect(recordPackedKpiValue(packed, 3, 100)).toBe(packed);
  });

  it('a hub recording packed stairs keeps the very steps the server records, full stacks included', () => {
    fc.assert(
      fc.property(
        // a few values repeat (nothing recorded), most do not; up to 200 fill both sides past 48
        fc.array(
          fc.oneof(fc.integer({ min: 0, max: 5 }), fc.double({ min: -50, max: 50, noNaN: true })),
          {
            minLength: 1,
            maxLength: 200,
            size: 'max',
          },
        ),
        // sorted, every value is a step of one side: the stack fills and merges
        fc.boolean(),
        (unsorted, rising) => {
          const values = rising ? [...unsorted].sort((a, b) => a - b) : unsorted;
          const [first = 0, ...rest] = values;
          let server = createKpiStairs(first, 0);
          let hub = packKpiStairs(server);
          rest.forEach((value, i) => {
            server = recordKpiValue(server, value, (i + 1) * 100);
            hub = recordPackedKpiValue(hub, value, (i + 1) * 100);
          });
          expect(hub).toEqual(packKpiStairs(server));
        },
      ),
    );
  });
});
