import { describe, expect, it } from 'vitest';
import { checkModeConfig } from './config';
import { createSimulation } from './engine';
import { erlangC } from './erlang-c';

const HOUR_MS = 3_600_000;

/** Service level and ASA of one check-mode run. */
function checkRun(
  agents: number,
  seed: number,
  hours: number,
): { sl: number; asa: number; answered: number; abandoned: number } {
  const sim = createSimulation(
    checkModeConfig({
      agents,
      arrivalsPerHourPerBusinessProcess: 120,
      handlingMeanSeconds: 240,
      seed,
      startTimeMs: 0,
    }),
  );
  sim.advanceTo(hours * HOUR_MS);
  const kpis = sim.snapshot().businessProcesses[0]?.kpis ?? {};
  return {
    sl: kpis.businessProcessServiceLevel ?? NaN,
    asa: kpis.businessProcessASA ?? NaN,
    answered: kpis.businessProcessAnsweredInteractions ?? 0,
    abandoned: kpis.businessProcessAbandonedInteractions ?? NaN,
  };
}

describe('simulator against Erlang C', () => {
  it('with exponential handling and no abandonment agrees with Erlang C within 2 points (11 agents, 120 calls/h, 240 s)', () => {
    const expected = erlangC(11, 120, 240, 20);
    // 4 independent seeds x 500 simulated hours: ASA is heavy-tailed, one short run wanders
    const runs = [11, 12, 13, 14].map((seed) => checkRun(11, seed, 500));
    const sl = runs.reduce((s, r) => s + r.sl, 0) / runs.length;
    const asa = runs.reduce((s, r) => s + r.asa, 0) / runs.length;
    for (const r of runs) {
      expect(r.answered).toBeGreaterThan(55_000);
      expect(r.abandoned).toBe(0);
    }
    expect(Math.abs(sl - expected.serviceLevel)).toBeLessThan(0.02);
    expect(Math.abs(asa - expected.averageSpeedOfAnswerSeconds)).toBeLessThan(2);
  });

  it('an understaffed check run falls clearly below the staffed service level, near its own Erlang C figure', () => {
    const run = checkRun(9, 5, 300);
    expect(Math.abs(run.sl - erlangC(9, 120, 240, 20).serviceLevel)).toBeLessThan(0.1);
    expect(run.sl).toBeLessThan(erlangC(11, 120, 240, 20).serviceLevel - 0.1);
  });
});
