import { describe, expect, it } from 'vitest';
import { createSimulation, type Simulation } from './engine';
import type { SimLogEvent } from './event-log';

const HOUR_MS = 3_600_000;
const START = Date.UTC(2024, 2, 4, 8);

/** Two business processes, three agents each (agent-sim-1,3,5 on bp-1; 2,4,6 on bp-2), steady calls. */
function smallCentre(seed = 1): Simulation {
  return createSimulation({
    seed,
    startTimeMs: START,
    recordFullLog: true,
    businessProcesses: 2,
    agents: 6,
    assignmentsPerAgent: { min: 1, max: 1 },
    agentActivities: false,
    offlineAtStartFraction: 0,
    arrivalsPerHourPerBusinessProcess: 25,
    intradayCurve: 'flat',
    noAnswerProbability: 0,
    rejectProbability: 0,
    mediaMix: { telephony: 1, chat: 0, email: 0, sms: 0 },
    transferInternalProbability: 0,
  });
}

type OfferEvent = Extract<SimLogEvent, { type: 'offer' }>;
const offers = (sim: Simulation, agent: string, from: number, to: number): OfferEvent[] =>
  sim.eventLog
    .events()
    .filter(
      (e): e is OfferEvent => e.type === 'offer' && e.agent === agent && e.t >= from && e.t < to,
    );

describe('supervisor actions on the simulation', () => {
  it('setting an agent to break removes the agent from routing until the break ends', () => {
    const sim = smallCentre();
    const t = START + HOUR_MS;
    sim.advanceTo(t);
    expect(offers(sim, 'agent-sim-1', START, t).length).toBeGreaterThan(0);
    expect(sim.setAgentState('agent-sim-1', 'break', 'break-lunch')).toEqual({ ok: true });
    sim.advanceTo(START + 6 * HOUR_MS);
    const states = sim.eventLog
      .events()
      .filter((e) => e.type === 'state' && e.agent === 'agent-sim-1' && e.t >= t);
    const breakStart = states.find((e) => e.type === 'state' && e.stateId === 'break');
    expect(breakStart).toBeDefined();
    const breakEnd = states.find(
      (e) => e.t > (breakStart?.t ?? Infinity) && e.type === 'state' && e.stateId !== 'break',
    );
    expect(breakEnd).toBeDefined();
    const [from, to] = [t, breakEnd?.t ?? 0];
    expect(offers(sim, 'agent-sim-1', from, to)).toEqual([]);
    const others =
      offers(sim, 'agent-sim-3', from, to).length + offers(sim, 'agent-sim-5', from, to).length;
    expect(others).toBeGreaterThan(0);
    expect(offers(sim, 'agent-sim-1', to, START + 6 * HOUR_MS).length).toBeGreaterThan(0);
  });

  it('an agent with work asked to break waits for break, then breaks when the work ends', () => {
    const sim = smallCentre(2);
    let t = START;
    while (sim.agentInfo('agent-sim-1')?.stateId !== 'busy') sim.advanceTo((t += 1000));
    expect(sim.setAgentState('agent-sim-1', 'break', 'break-coffee')).toEqual({ ok: true });
    expect(sim.agentInfo('agent-sim-1')?.stateId).toBe('waitingForBreak');
    while (sim.agentInfo('agent-sim-1')?.stateId === 'waitingForBreak') sim.advanceTo((t += 1000));
    const state = sim.snapshot().agentStates.find((s) => s.agentId === 'agent-sim-1');
    expect(state).toMatchObject({
      stateId: 'break',
      breakTypeId: 'break-coffee',
      stateName: 'Coffee',
    });
  });

  it('a temporary assignment routes the business process to the agent until it expires', () => {
    const sim = smallCentre(3);
    const from = START + HOUR_MS;
    const until = START + 3 * HOUR_MS;
    sim.advanceTo(from);
    const bp2 = (a: string, x: number, y: number): number =>
      offers(sim, a, x, y).filter((o) => o.bp === 'bp-2').length;
    expect(bp2('agent-sim-1', START, from)).toBe(0);
    expect(sim.setAssignment('agent-sim-1', 'bp-2', true, until)).toEqual({ ok: true });
    expect(sim.agentInfo('agent-sim-1')?.assignedBusinessProcessIds).toEqual(['bp-1', 'bp-2']);
    const bp2Agents = sim.snapshot().businessProcesses[1]?.agentCounts;
    expect(Object.values(bp2Agents ?? {}).reduce((s, n) => s + n, 0)).toBe(4);
    sim.advanceTo(until);
    expect(bp2('agent-sim-1', from, until)).toBeGreaterThan(0);
    expect(sim.agentInfo('agent-sim-1')?.assignedBusinessProcessIds).toEqual(['bp-1']);
    expect(sim.agentInfo('agent-sim-1')?.temporaryAssignments).toEqual([]);
    sim.advanceTo(START + 6 * HOUR_MS);
    expect(bp2('agent-sim-1', until, START + 6 * HOUR_MS)).toBe(0);
  });

  it('a temporary deactivation keeps the agent off its business process until it expires', () => {
    const sim = smallCentre(4);
    const from = START + HOUR_MS;
    const until = START + 2 * HOUR_MS;
    sim.advanceTo(from);
    expect(sim.setAssignment('agent-sim-1', 'bp-1', false, until)).toEqual({ ok: true });
    sim.advanceTo(START + 5 * HOUR_MS);
    const during = offers(sim, 'agent-sim-1', from, until);
    expect(during).toEqual([]);
    expect(offers(sim, 'agent-sim-1', until, START + 5 * HOUR_MS).length).toBeGreaterThan(0);
  });

  it('refuses unknown agents, states, break types, load allowances, business processes, a change to the current state and offer actions for simulated agents', () => {
    const sim = smallCentre();
    expect(sim.setAgentState('nobody', 'ready')).toEqual({ ok: false, error: 'unknownAgent' });
    expect(sim.setAgentState('agent-sim-1', 'busy')).toEqual({ ok: false, error: 'invalidState' });
    expect(sim.setAgentState('agent-sim-1', 'break', 'break-nap')).toEqual({
      ok: false,
      error: 'unknownBreakType',
    });
    expect(sim.setAgentState('agent-sim-1', 'ready')).toEqual({ ok: false, error: 'sameState' });
    expect(sim.setLoadAllowance('agent-sim-1', 'la-huge')).toEqual({
      ok: false,
      error: 'unknownLoadAllowance',
    });
    expect(sim.setAssignment('agent-sim-1', 'bp-99', true)).toEqual({
      ok: false,
      error: 'unknownBusinessProcess',
    });
    expect(sim.externalAgentAction('agent-sim-1', 'ix-1', 'accept')).toEqual({
      ok: false,
      error: 'notExternal',
    });
  });

  it('going offline resets the load allowance to the default', () => {
    const sim = smallCentre();
    const initial = sim.agentInfo('agent-sim-2')?.defaultLoadAllowanceId;
    const other = initial === 'la-high' ? 'la-single' : 'la-high';
    expect(sim.setLoadAllowance('agent-sim-2', other)).toEqual({ ok: true });
    expect(
      sim.drainChanges().agentStates.find((s) => s.agentId === 'agent-sim-2')?.loadAllowanceId,
    ).toBe(other);
    expect(sim.setAgentState('agent-sim-2', 'offline')).toEqual({ ok: true });
    expect(sim.agentInfo('agent-sim-2')?.loadAllowanceId).toBe(initial);
  });
});
