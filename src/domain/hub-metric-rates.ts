/** Rates of the hub's cumulative counters between two snapshots (the diagnostics view). */

export interface CumulativeHubCounters {
  eventsIn: number;
  patchesOut: number;
  bytesOut: number;
  flushCount: number;
}

export type MetricRates = CumulativeHubCounters;

/**
 * Per-second rates; a counter that went down (the hub restarted) or an interval that is
 * not positive gives 0 rather than a negative or infinite rate.
 */
export function metricRates(
  before: CumulativeHubCounters,
  after: CumulativeHubCounters,
  seconds: number,
): MetricRates {
  const rate = (a: number, b: number) => (seconds > 0 && b >= a ? (b - a) / seconds : 0);
  return {
    eventsIn: rate(before.eventsIn, after.eventsIn),
    patchesOut: rate(before.patchesOut, after.patchesOut),
    bytesOut: rate(before.bytesOut, after.bytesOut),
    flushCount: rate(before.flushCount, after.flushCount),
  };
}
