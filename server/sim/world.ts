/**
 * The simulator's shared state and the low-level moves every flow uses: scheduling,
 * logging, change marking and agent state changes (timing, grouping).
 */
import type { AgentStateId } from '../../src/protocol/events';
import { accumulateTime } from './agent-stats';
import type { Media, SimConfig } from './config';
import type { EventLog, SimLogEvent } from './event-log';
import type { EventQueue } from './event-queue';
import { agentCountsKey } from '../../src/domain/agent-state';
import type { IntradayCurve } from './intraday-curve';
import type { SimAgent, SimBusinessProcess } from './model';
import type { Rng } from './prng';

/** Event kinds of the queue (small ints keep the dispatch switch cheap). */
export const EV = {
  arrival: 0,
  deadline: 1,
  answer: 2,
  noAnswer: 3,
  reject: 4,
  handleEnd: 5,
  wrapUpEnd: 6,
  consultStart: 7,
  consultEnd: 8,
  agentTimer: 9,
  activity: 10,
  temporaryExpiry: 11,
  callbackDue: 12,
  callbackExpiry: 13,
} as const;

/** An offer to an external (real) agent, for the server to push to that user. */
export interface SimOfferEvent {
  kind: 'offered' | 'withdrawn' | 'missed';
  at: number;
  interactionId: string;
  agentId: string;
  businessProcessId: string;
  media: Media;
  /** Ms the user has to answer before the offer counts as missed. */
  noAnswerTimeoutMs: number;
}

export class DirtySet {
  private flags: boolean[] = [];
  private list: number[] = [];
  add(i: number): void {
    if (this.flags[i] === true) return;
    this.flags[i] = true;
    this.list.push(i);
  }
  drain(): number[] {
    const out = this.list;
    this.list = [];
    for (const i of out) this.flags[i] = false;
    return out;
  }
}

export interface SimWorld {
  config: SimConfig;
  rng: Rng;
  events: EventQueue<object>;
  now: number;
  bps: SimBusinessProcess[];
  bpById: Map<string, SimBusinessProcess>;
  agents: SimAgent[];
  agentById: Map<string, SimAgent>;
  /** Logged-in real users (external agents): few, and routed to first. */
  people: SimAgent[];
  log: EventLog;
  curve: IntradayCurve;
  dirtyBps: DirtySet;
  dirtyAgentStats: DirtySet;
  dirtyAgentStates: DirtySet;
  /** Business processes whose assignments changed since the last drain (by index). */
  dirtyAssignments: DirtySet;
  offers: SimOfferEvent[];
  nextInteraction: number;
  nextCallback: number;
  lastResetTime: number;
  /** When the next shift starts on its own (`shiftCycles`); null = never. */
  nextShiftAt: number | null;
  /** Every change mark (statistics or state), for load calibration. */
  changeMarks: number;
}

/** Seconds of the model to engine ms, with the load-mode time compression. */
export function ms(world: SimWorld, seconds: number): number {
  return seconds * 1000 * world.config.durationScale;
}

export function schedule(
  world: SimWorld,
  at: number,
  kind: number,
  target: object,
  token = 0,
): void {
  world.events.push(at, kind, target, token);
}

export function record(world: SimWorld, event: SimLogEvent): void {
  world.log.record(event);
}

export function markBp(world: SimWorld, bp: SimBusinessProcess): void {
  world.changeMarks++;
  world.dirtyBps.add(bp.index);
}

export function markAgentStats(world: SimWorld, agent: SimAgent): void {
  world.changeMarks++;
  world.dirtyAgentStats.add(agent.index);
}

/** Moves the agent's grouping (per assigned business process) after a state or consult change. */
export function regroup(world: SimWorld, agent: SimAgent): void {
  const group = agentCountsKey(agent.stateId, agent.inConsult);
  if (group === agent.group) return;
  for (const bp of agent.bps) {
    bp.agentCounts[agent.group]--;
    bp.agentCounts[group]++;
    markBp(world, bp);
  }
  agent.group = group;
}

/** Low-level state change: time accounting, grouping, log, change marks. No routing. */
export function setState(
  world: SimWorld,
  agent: SimAgent,
  stateId: AgentStateId,
  breakTypeId: string | null = null,
): void {
  if (agent.stateId === stateId && agent.breakTypeId === breakTypeId) return;
  const now = world.now;
  accumulateTime(agent.counters, agent.stateId, now - agent.countedAt);
  agent.countedAt = now;
  agent.stateId = stateId;
  agent.breakTypeId = breakTypeId;
  agent.since = now;
  regroup(world, agent);
  record(world, { t: now, type: 'state', agent: agent.id, stateId, breakTypeId });
  markAgentStats(world, agent);
  world.changeMarks++;
  world.dirtyAgentStates.add(agent.index);
}

/** Starts a timed agent phase; any earlier timer of the agent is cancelled. */
export function startAgentTimer(
  world: SimWorld,
  agent: SimAgent,
  phase: SimAgent['timerPhase'],
  durationMs: number | null,
): void {
  agent.timerPhase = phase;
  agent.timerToken++;
  if (durationMs !== null)
    schedule(world, world.now + durationMs, EV.agentTimer, agent, agent.timerToken);
}

export function stopAgentTimer(agent: SimAgent): void {
  agent.timerPhase = 'none';
  agent.timerToken++;
}
