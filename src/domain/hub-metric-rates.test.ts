import { describe, expect, it } from 'vitest';
import { metricRates } from './hub-metric-rates';

const at = (n: number) => ({
  eventsIn: n,
  patchesOut: n / 10,
  bytesOut: n * 100,
  flushCount: n / 100,
});

describe('hub metric rates', () => {
  it('divides the growth of each counter by the seconds between snapshots', () => {
    expect(metricRates(at(1000), at(3000), 2)).toEqual({
      eventsIn: 1000,
      patchesOut: 100,
      bytesOut: 100_000,
      flushCount: 10,
    });
  });
  it('a counter that went down (a new hub) or no elapsed time gives 0', () => {
    expect(metricRates(at(3000), at(1000), 1).eventsIn).toBe(0);
    expect(metricRates(at(1000), at(3000), 0).eventsIn).toBe(0);
  });
});
