import { describe, expect, it } from 'vitest';
import type { AgentCounts, BusinessProcessStatistics } from '../../src/protocol/events';
import { createSimulation } from './engine';
import { agentCountsKey, groupAgentCounts } from '../../src/domain/agent-state';
import type { BusinessProcessKpiId } from '../../src/domain/kpi-ids';
import { createKpiStairs, recordKpiValue } from '../../src/domain/kpi-stairs';

const START = Date.UTC(2024, 2, 4, 8);
const MINUTE_MS = 60_000;

describe('agent state grouping per business process', () => {
  it('published agent counts and totals match a recount from the agent states', () => {
    const sim = createSimulation({ seed: 5, startTimeMs: START });
    const seen = new Set<string>();
    for (let m = 10; m <= 240; m += 10) {
      sim.advanceTo(START + m * MINUTE_MS);
      const snap = sim.snapshot();
      const stateOf = new Map(snap.agentStates.map((s) => [s.agentId, s.stateId]));
      for (const bp of snap.businessProcesses) {
        const recount: AgentCounts = {
          ready: 0,
          busy: 0,
          consultOrConference: 0,
          backoffice: 0,
          outgoing: 0,
          inBreak: 0,
          noAnswer: 0,
          offline: 0,
        };
        for (const agent of sim.listAgents()) {
          if (!agent.assignedBusinessProcessIds.includes(bp.businessProcessId)) continue;
          const stateId = stateOf.get(agent.agentId) ?? 'offline';
          seen.add(stateId);
          recount[agentCountsKey(stateId, false)]++;
        }
        // consult is not visible in AgentState: it splits the busy group
        const published = {
          ...bp.agentCounts,
          busy: bp.agentCounts.busy + bp.agentCounts.consultOrConference,
          consultOrConference: 0,
        };
        expect(published).toEqual(recount);
        expect(groupAgentCounts(bp.agentCounts)).toEqual({
          ready: bp.totalReadyAgents,
          busy: bp.totalBusyAgents,
          break: bp.totalBreakAgents,
          offline: bp.totalUnavailableAgents,
        });
      }
    }
    // the run went through the interesting states, so the recount covered them
    for (const s of ['ready', 'busy', 'break', 'backoffice', 'offline']) expect(seen).toContain(s);
  });

  it('patches drained over time rebuild the same statistics as a snapshot, KPI stairs included', () => {
    const sim = createSimulation({ seed: 6, startTimeMs: START });
    const first = sim.drainChanges();
    const bps = new Map<string, BusinessProcessStatistics>();
    for (const p of first.businessProcessPatches)
      bps.set(p.businessProcessId, p as BusinessProcessStatistics);
    const states = new Map(first.agentStates.map((s) => [s.agentId, s]));
    let patches = 0;
    for (let t = 1; t <= 600; t++) {
      sim.advanceTo(START + t * 10_000);
      const changes = sim.drainChanges();
      for (const p of changes.businessProcessPatches) {
        patches++;
        const prev = bps.get(p.businessProcessId) as BusinessProcessStatistics;
        // a patch carries values only: its stairs are recorded as a hub does, at the batch's time
        expect(p.kpiStairs).toBeUndefined();
        const kpiStairs = { ...prev.kpiStairs };
        for (const [id, value] of Object.entries(p.kpis ?? {}) as [
          BusinessProcessKpiId,
          number,
        ][]) {
          const before = kpiStairs[id];
          kpiStairs[id] =
            before === undefined
              ? createKpiStairs(value, changes.at)
              : recordKpiValue(before, value, changes.at);
        }
        bps.set(p.businessProcessId, {
          ...prev,
          ...p,
          agentCounts: { ...prev.agentCounts, ...p.agentCounts },
          kpis: { ...prev.kpis, ...p.kpis },
          kpiStairs,
        } as BusinessProcessStatistics);
      }
      for (const s of changes.agentStates) states.set(s.agentId, s);
    }
    const snap = sim.snapshot();
    expect(patches).toBeGreaterThan(100);
    expect(snap.businessProcesses).toEqual(
      snap.businessProcesses.map((bp) => bps.get(bp.businessProcessId)),
    );
    expect(snap.agentStates).toEqual(snap.agentStates.map((s) => states.get(s.agentId)));
  });

  it('a patch carries only the fields that changed', () => {
    const sim = createSimulation({ seed: 7, startTimeMs: START });
    sim.drainChanges();
    sim.advanceTo(START + 5 * MINUTE_MS);
    const patch = sim.drainChanges().businessProcessPatches[0];
    expect(patch).toBeDefined();
    expect(Object.keys(patch?.kpis ?? {}).length).toBeLessThan(20);
    expect(patch?.businessProcessName).toBeUndefined();
  });
});
