/**
 * The default thresholds on the default floor (issue: figures that reconcile): over a
 * simulated hour at real time, cards go Warning and Danger under pressure and come back to
 * Good when the floor recovers, never stuck for the rest of the run. Health is evaluated
 * the way the dashboards do it (`evaluateHealth`, with hysteresis) every 10 s.
 */
import { describe, expect, it } from 'vitest';
import {
  evaluateHealth,
  HEALTH_STATUS,
  type HealthState,
  type HealthStatus,
} from '../../src/domain/health';
import { DEFAULT_HEALTH_THRESHOLDS } from '../../src/domain/health-thresholds';
import { parseSimConfig } from './config-parse';
import { createSimulation } from './engine';

const START = Date.UTC(2026, 0, 5, 9);
const MINUTE = 60_000;
const STEP = 10_000;

/** Each business process's health every 10 s for an hour, and the shift starts seen. */
function healthOverAnHour(seed: number, shiftCycles: number) {
  const config = parseSimConfig({ env: {}, argv: [], nowMs: START });
  const sim = createSimulation({ ...config, seed, shiftCycles });
  const previous = new Map<string, HealthState>();
  const statuses = new Map<string, HealthStatus[]>();
  const resets = new Set<number>();
  for (let t = START + STEP; t <= START + 60 * MINUTE; t += STEP) {
    sim.advanceTo(t);
    sim.drainChanges();
    resets.add(sim.lastResetTime);
    for (const bp of sim.snapshot().businessProcesses) {
      const health = evaluateHealth(
        previous.get(bp.businessProcessId) ?? null,
        bp.kpis,
        DEFAULT_HEALTH_THRESHOLDS,
        t,
      );
      previous.set(bp.businessProcessId, health);
      statuses.set(bp.businessProcessId, [
        ...(statuses.get(bp.businessProcessId) ?? []),
        health.status,
      ]);
    }
  }
  return { statuses: [...statuses.values()], resets };
}

/** The longest run of samples not Good, in minutes. */
function longestBreachMinutes(samples: readonly HealthStatus[]): number {
  let longest = 0;
  let run = 0;
  for (const status of samples) {
    run = status === HEALTH_STATUS.Good ? 0 : run + 1;
    longest = Math.max(longest, run);
  }
  return (longest * STEP) / MINUTE;
}

describe('the default thresholds on the default floor', () => {
  for (const seed of [1, 3, 7]) {
    it(`seed ${seed}: cards go Warning and Danger under pressure and back to Good, never for good`, () => {
      const { statuses } = healthOverAnHour(
        seed,
        parseSimConfig({ env: {}, argv: [], nowMs: START }).shiftCycles,
      );
      const reached = (status: HealthStatus) => statuses.filter((s) => s.includes(status)).length;
      // the floor is under pressure: most cards breach at some point, some reach Danger
      expect(reached(HEALTH_STATUS.Warning) + reached(HEALTH_STATUS.Danger)).toBeGreaterThanOrEqual(
        statuses.length * 0.75,
      );
      expect(reached(HEALTH_STATUS.Danger)).toBeGreaterThanOrEqual(statuses.length / 2);
      // ...and it recovers: no card stays out of Good longer than two compressed days
      for (const samples of statuses) expect(longestBreachMinutes(samples)).toBeLessThanOrEqual(20);
      // ...and Good is a common sight, not a rare one
      const all = statuses.flat();
      expect(all.filter((s) => s === HEALTH_STATUS.Good).length / all.length).toBeGreaterThan(0.3);
    });
  }

  it('the server starts a shift every compressed day, so shift-long rates recover', () => {
    const { resets } = healthOverAnHour(
      1,
      parseSimConfig({ env: {}, argv: [], nowMs: START }).shiftCycles,
    );
    expect([...resets].sort()).toEqual([0, 1, 2, 3, 4, 5, 6].map((k) => START + k * 10 * MINUTE));
  });

  it('one endless shift (SIM_SHIFT_CYCLES=0) leaves cards in a breach for most of the hour', () => {
    // why the server does not run one endless shift: the check above fails on it
    const { statuses } = healthOverAnHour(3, 0);
    expect(Math.max(...statuses.map(longestBreachMinutes))).toBeGreaterThan(30);
  });
});
