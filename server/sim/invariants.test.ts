import { describe, expect, it } from 'vitest';
import { ALL_KPI_IDS } from '../../src/domain/kpi-ids';
import { createSimulation, type Simulation } from './engine';
import { replayKpis } from './log-replay';

const HOUR_MS = 3_600_000;
const START = Date.UTC(2024, 2, 4, 8);

/** Opens empty (no warm-up): work carried over a shift reset is counted in no shift total. */
function longRun(seed: number): Simulation {
  return createSimulation({ seed, startTimeMs: START, recordFullLog: true, warmUpMinutes: 0 });
}

describe('simulator invariants over a long seeded run', () => {
  it('offered = answered + abandoned + overflowed + still waiting, per business process, at every checkpoint', () => {
    const sim = longRun(11);
    let sawOverflowOrAbandon = false;
    for (let h = 1; h <= 8; h++) {
      sim.advanceTo(START + h * HOUR_MS);
      for (const bp of sim.snapshot().businessProcesses) {
        const k = bp.kpis;
        const answered = k.businessProcessAnsweredInteractions ?? NaN;
        const ended = k.businessProcessEndedInteractions ?? NaN;
        // in process = ringing + (answered, not yet ended): the ringing ones are still waiting for an agent
        const ringing = (k.businessProcessInProcessInteractions ?? NaN) - (answered - ended);
        const stillWaiting =
          (k.businessProcessWaitingInteractions ?? NaN) +
          (k.businessProcessWaitingDeferrableInteractions ?? NaN) +
          ringing;
        expect(ringing).toBeGreaterThanOrEqual(0);
        expect(k.businessProcessTotalInteractions).toBe(
          answered +
            (k.businessProcessAbandonedInteractions ?? NaN) +
            (k.businessProcessOverflowInteractions ?? NaN) +
            stillWaiting,
        );
        if ((k.businessProcessAbandonedInteractions ?? 0) > 0) sawOverflowOrAbandon = true;
      }
    }
    expect(sawOverflowOrAbandon).toBe(true);
  });

  it('every published KPI equals its recomputation from the raw event log, also after a shift reset', () => {
    const sim = longRun(12);
    const check = (): void => {
      const replayed = replayKpis(sim.eventLog.events(), sim.config, sim.now);
      for (const bp of sim.snapshot().businessProcesses) {
        const expected = replayed.get(bp.businessProcessId);
        for (const id of ALL_KPI_IDS) expect([id, bp.kpis[id]]).toEqual([id, expected?.[id] ?? 0]);
      }
    };
    sim.advanceTo(START + 5 * HOUR_MS + 1234);
    check();
    sim.resetShift(START + 6 * HOUR_MS);
    expect(
      sim.snapshot().businessProcesses.every((bp) => bp.lastResetTime === START + 6 * HOUR_MS),
    ).toBe(true);
    expect(
      sim
        .snapshot()
        .businessProcesses.every((bp) => bp.kpis.businessProcessAnsweredInteractions === 0),
    ).toBe(true);
    sim.advanceTo(START + 7 * HOUR_MS + 77);
    check();
  });

  it("an agent's per-medium counts add up to their totals, and more than one medium has work", () => {
    const sim = longRun(13);
    sim.advanceTo(START + 3 * HOUR_MS);
    const media = ['Telephony', 'Email', 'Chat', 'Sms'] as const;
    const busyMedia = new Set<string>();
    for (const a of sim.snapshot().agentStatistics) {
      const sum = (kind: 'answered' | 'missed' | 'rejected' | 'transfer') =>
        media.reduce((n, m) => n + a[`${kind}${m}`], 0);
      expect([a.agentId, sum('answered'), sum('missed'), sum('rejected'), sum('transfer')]).toEqual(
        [
          a.agentId,
          a.agentTotalAnsweredCalls,
          a.agentMissedCalls,
          a.agentRejectedCalls,
          a.agentTotalTransfer,
        ],
      );
      for (const m of media) if (a[`answered${m}`] > 0) busyMedia.add(m);
    }
    expect(busyMedia.size).toBeGreaterThan(1);
  });

  it('the same seed gives the same event log and a different seed a different one', () => {
    const run = (seed: number): string => {
      const sim = longRun(seed);
      sim.advanceTo(START + 2 * HOUR_MS);
      sim.setAgentState('agent-sim-3', 'break', 'break-coffee');
      sim.advanceTo(START + 3 * HOUR_MS);
      return sim.eventLog.hash();
    };
    const a = run(21);
    expect(run(21)).toBe(a);
    expect(run(22)).not.toBe(a);
  });

  it('the bounded event log keeps only the most recent events', () => {
    const sim = createSimulation({ seed: 3, startTimeMs: START, eventLogCapacity: 500 });
    sim.advanceTo(START + HOUR_MS);
    const events = sim.eventLog.events();
    expect(sim.eventLog.total).toBeGreaterThan(500);
    expect(events).toHaveLength(500);
    expect(events.every((e, i) => i === 0 || e.t >= (events[i - 1]?.t ?? 0))).toBe(true);
    expect(events.at(-1)?.t).toBeGreaterThan(START + 0.9 * HOUR_MS);
  });
});
