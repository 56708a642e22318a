/**
 * Intraday arrival-rate factor: a typical two-peak contact-centre day (morning and
 * early-afternoon peaks, quiet nights), peak = 1 so the derived rate puts the target
 * occupancy on the busiest hour. Linear between hourly points, on the centre's local
 * hour (startHourOfDay at the simulation start), so a demo started at any wall time
 * opens on a working morning.
 */
const TYPICAL_HOURLY_FACTORS = [
  0.08, 0.06, 0.05, 0.04, 0.04, 0.07, 0.17, 0.42, 0.7, 0.88, 1.0, 0.96, 0.83, 0.8, 0.92, 0.95, 0.87,
  0.75, 0.58, 0.42, 0.3, 0.21, 0.15, 0.1,
] as const;

const HOUR_MS = 3_600_000;

export interface IntradayCurve {
  factorAt(t: number): number;
  readonly maxFactor: number;
}

export interface CycleShape {
  /** Period in engine ms (already compressed by durationScale). */
  periodMs: number;
  troughFactor: number;
}

export function createIntradayCurve(
  kind: 'cycle' | 'typical' | 'flat',
  startTimeMs: number,
  startHourOfDay: number,
  cycle?: CycleShape,
): IntradayCurve {
  if (kind === 'flat') return { factorAt: () => 1, maxFactor: 1 };
  if (kind === 'cycle')
    return cycleCurve(startTimeMs, cycle ?? { periodMs: 600_000, troughFactor: 0.55 });
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

/**
 * Where a fresh start sits on the cycle: a tenth of a period after the trough, so the
 * peak comes 40 % of a period in (4 minutes of a 10-minute cycle), when the agents have
 * filled up with work and a queue can form, rather than after a quiet half-cycle.
 */
const CYCLE_PHASE_AT_START = 0.1;

/** A compressed day: the rate climbs from the trough to the peak and back once a period, as a raised cosine. */
function cycleCurve(startTimeMs: number, { periodMs, troughFactor }: CycleShape): IntradayCurve {
  const trough = Math.min(1, Math.max(0, troughFactor));
  return {
    maxFactor: 1,
    factorAt(t) {
      const phase = ((t - startTimeMs) / periodMs + CYCLE_PHASE_AT_START) * 2 * Math.PI;
      return trough + ((1 - trough) * (1 - Math.cos(phase))) / 2;
    },
  };
}
