/**
 * Intraday arrival-rate factor: a typical two-peak contact-centre day (morning and
 * early-afternoon peaks, quiet nights), peak = 1 so the derived rate puts the target
 * occupancy on the busiest hour. Linear between hourly points, on the centre's local
 * hour (startHourOfDay at the simulation start), so a demo started at any wall time
 * opens on a working morning.
 */
const TYPICAL_HOURLY_FACTORS = [
  0.08, 0.06, 0.05, 0.04, 0.04, 0.07, 0.17, 0.42, 0.7, 0.88, 1.0, 0.96,
  0.83, 0.8, 0.92, 0.95, 0.87, 0.75, 0.58, 0.42, 0.3, 0.21, 0.15, 0.1,
] as const;

const HOUR_MS = 3_600_000;

export interface IntradayCurve {
  factorAt(t: number): number;
  readonly maxFactor: number;
}

export function createIntradayCurve(kind: 'typical' | 'flat', startTimeMs: number, startHourOfDay: number): IntradayCurve {
  if (kind === 'flat') return { factorAt: () => 1, maxFactor: 1 };
  return {
    maxFactor: 1,
    factorAt(t) {
      const hour = ((((t - startTimeMs) / HOUR_MS + startHourOfDay) % 24) + 24) % 24;
      const i = Math.floor(hour);
      const a = TYPICAL_HOURLY_FACTORS[i] as number;
      const b = TYPICAL_HOURLY_FACTORS[(i + 1) % 24] as number;
      return a + (b - a) * (hour - i);
    },
  };
}
