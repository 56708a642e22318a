/**
 * The contact-centre simulator: a seeded discrete-event model. Simulated time is in ms
 * since the epoch and only moves through advanceTo: the engine never reads a clock and
 * has no timers or I/O, so one seed replays the same events.
 */
import type { OwnWork } from '../../src/domain/agent-own-work';
import type { AgentStateId } from '../../src/protocol/events';
import { onActivity, onAgentTimer } from './agent-activity';
import {
  onTemporaryExpiry,
  setTemporaryExpiration,
  type TemporaryExpiryTarget,
} from './assignments';
import { createAgentCallbacks, type AgentCallback } from './agent-callbacks';
import { onCallbackDue, onCallbackExpiry } from './callback-flow';
import { ChangeTracker, snapshotOf, type SimChanges, type SimSnapshot } from './changes';
import {
  addExternalAgent,
  externalAgentAction,
  offerNow,
  setExternalOwnWork,
  setAgentAssignment,
  setAgentState,
  setLoadAllowance,
  type ExternalAgentAction,
  type ExternalAgentOptions,
  type SimCommandResult,
} from './commands';
import { DEFAULT_SIM_CONFIG, type Media, type SimConfig } from './config';
import type { EventLog } from './event-log';
import {
  onArrivalTick,
  onConsult,
  onDeadline,
  onHandleEnd,
  onWrapUpEnd,
  answer,
  withdrawOffer,
} from './interaction-flow';
import { rescaleDurations } from './load-mode';
import type { SimAgent, SimBusinessProcess, SimCallback, SimInteraction } from './model';
import { resetBpCounters, newAgentCounters } from './model';
import { createWorld } from './world-build';
import { EV, markAgentStats, markBp, record, type SimWorld } from './world';

export interface SimAgentInfo {
  agentId: string;
  name: string;
  external: boolean;
  stateId: AgentStateId;
  loadAllowanceId: string;
  defaultLoadAllowanceId: string;
  /** Effective assignments (home plus active temporary, minus inactive temporary). */
  assignedBusinessProcessIds: string[];
  temporaryAssignments: { businessProcessId: string; active: boolean; expiresAt: number }[];
}

/** One agent's assignment to one business process (supervisor Agents tab). */
export interface SimAssignment {
  agentId: string;
  agentName: string;
  /** Whether the business process routes to the agent now. */
  active: boolean;
  /** Whether it is the agent's permanent assignment. */
  permanent: boolean;
  /** A temporary assignment (active) or removal (inactive) and when it ends. */
  temporary: { active: boolean; expiresAt: number } | null;
}

/** A callback of a business process that is due or being worked on (supervisor Callbacks tab). */
export interface SimQueuedCallback {
  callbackId: string;
  requestedAt: number;
  /** When it came due and joined the queue (after a reschedule, the latest time). */
  queuedAt: number;
  attempts: number;
  /**
   * scheduled: an agent's callback before its moment; waiting: due, for a ready agent of the
   * business process (an agent's callback: for that agent); otherwise the agent's step on it.
   */
  step: 'scheduled' | 'waiting' | 'preview' | 'dialing' | 'connected';
  agentId: string | null;
  agentName: string | null;
  /** The number an agent gave when scheduling it; absent for the centre's own callbacks. */
  destination?: string;
}

/** The shift's counters behind the service level (kpis.ts gives the formula). */
export interface SimServiceLevelFigures {
  answeredWithinGoal: number;
  /** answeredLive + abandoned - abandonedShort: the service level's denominator. */
  counted: number;
  answeredLive: number;
  countedAbandons: number;
  goalSeconds: number;
}

/** An interaction an agent is being offered, handling or wrapping up. */
export interface SimWorkItem {
  interactionId: string;
  agentId: string;
  businessProcessId: string;
  media: Media;
  phase: 'ringing' | 'handling' | 'wrapUp';
  arrivedAt: number;
  /** When the current offer started ringing. */
  offeredAt: number;
  /** When the agent answered, or null while ringing. */
  answeredAt: number | null;
}

export interface Simulation {
  readonly config: SimConfig;
  /** Current simulated time (ms since the epoch). */
  readonly now: number;
  readonly lastResetTime: number;
  readonly eventLog: EventLog;
  /** Total change marks so far (statistics and states), for load calibration. */
  readonly changeMarks: number;
  /** Processes every event up to and including simTimeMs; returns how many ran. */
  advanceTo(simTimeMs: number): number;
  /** What changed since the last drain. */
  drainChanges(): SimChanges;
  snapshot(): SimSnapshot;
  /** Starts a new shift at atMs (advancing to it first): in-shift counters restart from zero. */
  resetShift(atMs: number): void;
  /** Load mode: every model duration × `scale` from now on, arrival rates following (load-mode.ts). */
  setDurationScale(scale: number): void;
  setAgentState(
    agentId: string,
    stateId: AgentStateId,
    breakTypeId?: string | null,
  ): SimCommandResult;
  setLoadAllowance(agentId: string, loadAllowanceId: string): SimCommandResult;
  /** With expiresAt (ms since the epoch) the assignment is temporary. */
  setAssignment(
    agentId: string,
    businessProcessId: string,
    active: boolean,
    expiresAt?: number,
  ): SimCommandResult;
  /** New expiry for every temporary assignment of a business process (now or earlier ends them); undefined for an unknown one. */
  setTemporaryExpiration(businessProcessId: string, expiresAt: number): number | undefined;
  /** Agents assigned to a business process now, or holding a temporary assignment on it; undefined for an unknown one. */
  assignmentsOf(businessProcessId: string): SimAssignment[] | undefined;
  addExternalAgent(
    agentId: string,
    name: string,
    businessProcessIds: readonly string[],
    options?: ExternalAgentOptions,
  ): SimCommandResult;
  externalAgentAction(
    agentId: string,
    interactionId: string,
    action: ExternalAgentAction,
  ): SimCommandResult;
  /** A real user's own (unrouted) work changed: dialing, outgoing, busy or none; their state follows. */
  setExternalOwnWork(agentId: string, ownWork: OwnWork): SimCommandResult;
  /** Test support: offers a new interaction of this medium to a signed-in real user now. */
  offerNow(agentId: string, media: Media): SimCommandResult;
  agentInfo(agentId: string): SimAgentInfo | undefined;
  /** What every agent is working on now (the supervisor's supervised interactions). */
  currentWork(): SimWorkItem[];
  listAgents(): SimAgentInfo[];
  businessProcesses(): { businessProcessId: string; businessProcessName: string }[];
  /**
   * Callbacks of a business process that are due (queued for a ready agent) or being worked on,
   * oldest first; undefined for an unknown one. The centre's requests not yet due are not
   * listed (they wait only as timed events); callbacks agents scheduled are, from the start.
   */
  callbackQueueOf(businessProcessId: string): SimQueuedCallback[] | undefined;
  /** A callback an agent scheduled joins its business process's queue (agent-callbacks.ts). */
  addAgentCallback(callback: AgentCallback): void;
  /** The agent handled their callback: it leaves the queue. */
  removeAgentCallback(callbackId: string): void;
  /** The counters behind the service level of a business process; undefined for an unknown one. */
  serviceLevelFiguresOf(businessProcessId: string): SimServiceLevelFigures | undefined;
}

export function createSimulation(overrides: Partial<SimConfig> = {}): Simulation {
  const config: SimConfig = { ...DEFAULT_SIM_CONFIG, ...overrides };
  if (overrides.shiftStartMs === undefined) config.shiftStartMs = config.startTimeMs;
  // acceleration compresses durations, never the clock: timestamps stay wall-clock time
  config.durationScale /= config.accel;
  const world = createWarmWorld(config);
  const tracker = new ChangeTracker();
  const agentCallbacks = createAgentCallbacks();
  const info = (a: SimAgent): SimAgentInfo => agentInfoOf(world, a);
  return {
    config,
    get now() {
      return world.now;
    },
    get lastResetTime() {
      return world.lastResetTime;
    },
    get eventLog() {
      return world.log;
    },
    get changeMarks() {
      return world.changeMarks;
    },
    advanceTo: (t) => advance(world, t),
    drainChanges: () => tracker.drain(world),
    snapshot: () => snapshotOf(world),
    resetShift: (atMs) => {
      resetShift(world, atMs);
      world.nextShiftAt = firstShiftAfter(world.config, atMs, atMs);
    },
    setDurationScale: (scale) => rescaleDurations(world, scale),
    setAgentState: (agentId, stateId, breakTypeId) =>
      setAgentState(world, agentId, stateId, breakTypeId),
    setLoadAllowance: (agentId, id) => setLoadAllowance(world, agentId, id),
    setAssignment: (agentId, bpId, active, expiresAt) =>
      setAgentAssignment(world, agentId, bpId, active, expiresAt),
    addExternalAgent: (agentId, name, bpIds, options) =>
      addExternalAgent(world, agentId, name, bpIds, options),
    externalAgentAction: (agentId, ixId, action) =>
      externalAgentAction(world, agentId, ixId, action),
    setExternalOwnWork: (agentId, ownWork) => setExternalOwnWork(world, agentId, ownWork),
    offerNow: (agentId, media) => offerNow(world, agentId, media),
    setTemporaryExpiration: (bpId, expiresAt) => {
      const bp = world.bpById.get(bpId);
      return bp === undefined ? undefined : setTemporaryExpiration(world, bp, expiresAt);
    },
    assignmentsOf: (bpId) => {
      const bp = world.bpById.get(bpId);
      return bp === undefined ? undefined : assignmentsOf(world, bp);
    },
    agentInfo: (agentId) => {
      const a = world.agentById.get(agentId);
      return a === undefined ? undefined : info(a);
    },
    listAgents: () => world.agents.map(info),
    currentWork: () => world.agents.flatMap((a) => a.work.flatMap((ix) => workItemOf(a, ix))),
    businessProcesses: () =>
      world.bps.map((bp) => ({ businessProcessId: bp.id, businessProcessName: bp.name })),
    callbackQueueOf: (bpId) => {
      const bp = world.bpById.get(bpId);
      if (bp === undefined) return undefined;
      return [
        ...callbackQueueOf(world, bp),
        ...agentCallbacks.of(bpId).map((cb): SimQueuedCallback => ({
          callbackId: cb.callbackId,
          requestedAt: cb.requestedAt,
          queuedAt: cb.dueAt,
          attempts: 0,
          step: cb.dueAt > world.now ? 'scheduled' : 'waiting',
          agentId: cb.agentId,
          agentName: cb.agentName,
          destination: cb.destination,
        })),
      ].sort((a, b) => a.queuedAt - b.queuedAt || a.requestedAt - b.requestedAt);
    },
    addAgentCallback: (callback) => agentCallbacks.add(callback),
    removeAgentCallback: (callbackId) => agentCallbacks.remove(callbackId),
    serviceLevelFiguresOf: (bpId) => {
      const c = world.bpById.get(bpId)?.counters;
      if (c === undefined) return undefined;
      const countedAbandons = c.abandoned - c.abandonedShort;
      return {
        answeredWithinGoal: c.answeredWithinGoal,
        counted: c.answeredLive + countedAbandons,
        answeredLive: c.answeredLive,
        countedAbandons,
        goalSeconds: world.config.serviceLevelGoalSeconds,
      };
    },
  };
}

const CALLBACK_STEPS: Partial<Record<SimAgent['timerPhase'], SimQueuedCallback['step']>> = {
  callbackPreview: 'preview',
  callbackDial: 'dialing',
  callbackTalk: 'connected',
};

function callbackQueueOf(world: SimWorld, bp: SimBusinessProcess): SimQueuedCallback[] {
  const rows: SimQueuedCallback[] = [];
  for (const cb of bp.callbacksDue.valid((c) => c.phase === 'due')) {
    rows.push({
      callbackId: cb.id,
      requestedAt: cb.requestedAt,
      queuedAt: cb.dueAt,
      attempts: cb.attempts,
      step: 'waiting',
      agentId: null,
      agentName: null,
    });
  }
  for (const agent of world.agents) {
    const cb = agent.callback;
    const step = CALLBACK_STEPS[agent.timerPhase];
    if (cb === null || cb.bp !== bp || cb.phase !== 'working' || step === undefined) continue;
    rows.push({
      callbackId: cb.id,
      requestedAt: cb.requestedAt,
      queuedAt: cb.dueAt,
      attempts: cb.attempts,
      step,
      agentId: agent.id,
      agentName: agent.name,
    });
  }
  return rows.sort((a, b) => a.queuedAt - b.queuedAt || a.requestedAt - b.requestedAt);
}

function advance(world: SimWorld, until: number): number {
  let processed = 0;
  while (world.nextShiftAt !== null && world.nextShiftAt <= until) {
    const at = world.nextShiftAt;
    world.nextShiftAt = at + shiftPeriodMs(world.config);
    processed += runEvents(world, at);
    resetShift(world, at);
  }
  return processed + runEvents(world, until);
}

/** Length of a shift when the centre starts them on its own, else 0. */
function shiftPeriodMs(config: SimConfig): number {
  if (config.intradayCurve !== 'cycle' || config.shiftCycles <= 0) return 0;
  return config.shiftCycles * config.intradayCycleMinutes * 60_000 * config.durationScale;
}

/** The first automatic shift start after `now`, counted from the current shift's start. */
function firstShiftAfter(config: SimConfig, lastResetTime: number, now: number): number | null {
  const period = shiftPeriodMs(config);
  if (period <= 0) return null;
  return lastResetTime + (Math.floor(Math.max(0, now - lastResetTime) / period) + 1) * period;
}

function runEvents(world: SimWorld, until: number): number {
  let processed = 0;
  const queue = world.events;
  while (queue.peekTime() <= until) {
    const e = queue.pop();
    if (e === undefined) break;
    world.now = e.at;
    dispatch(world, e.kind, e.target, e.token);
    processed++;
  }
  if (until > world.now) world.now = until;
  return processed;
}

function dispatch(world: SimWorld, kind: number, target: object, token: number): void {
  switch (kind) {
    case EV.arrival:
      return onArrivalTick(world, target as SimBusinessProcess);
    case EV.deadline:
      return onDeadline(world, target as SimInteraction, token);
    case EV.answer: {
      const ix = target as SimInteraction;
      if (ix.phase === 'ringing' && ix.offerSeq === token) answer(world, ix);
      return;
    }
    case EV.noAnswer:
    case EV.reject: {
      const ix = target as SimInteraction;
      if (ix.phase === 'ringing' && ix.offerSeq === token)
        withdrawOffer(world, ix, kind === EV.noAnswer ? 'miss' : 'reject');
      return;
    }
    case EV.handleEnd:
      return onHandleEnd(world, target as SimInteraction);
    case EV.wrapUpEnd:
      return onWrapUpEnd(world, target as SimInteraction);
    case EV.consultStart:
    case EV.consultEnd:
      return onConsult(world, target as SimInteraction, kind === EV.consultStart);
    case EV.agentTimer:
      return onAgentTimer(world, target as SimAgent, token);
    case EV.activity:
      return onActivity(world, target as SimAgent);
    case EV.temporaryExpiry:
      return onTemporaryExpiry(world, target as TemporaryExpiryTarget, token);
    case EV.callbackDue:
      return onCallbackDue(world, target as SimCallback, token);
    case EV.callbackExpiry:
      return onCallbackExpiry(world, target as SimCallback);
    default:
      return;
  }
}

/**
 * The world at config.startTimeMs. A 'cycle' centre is warmed up first: it runs
 * `warmUpMinutes` of model time before the start, so the floor opens already busy (agents
 * on calls, work waiting) as a centre does when a supervisor logs in mid-morning, then the
 * shift counters are zeroed at the start so every in-shift figure counts from it.
 */
function createWarmWorld(config: SimConfig): SimWorld {
  const warmMs =
    config.intradayCurve === 'cycle' ? config.warmUpMinutes * 60_000 * config.durationScale : 0;
  let world: SimWorld;
  if (warmMs <= 0) world = createWorld(config);
  else {
    world = createWorld({ ...config, startTimeMs: config.startTimeMs - warmMs });
    world.config = config;
    resetShift(world, config.startTimeMs);
    world.lastResetTime = config.shiftStartMs;
  }
  world.nextShiftAt = firstShiftAfter(config, world.lastResetTime, world.now);
  return world;
}

function resetShift(world: SimWorld, atMs: number): void {
  advance(world, atMs);
  world.lastResetTime = atMs;
  record(world, { t: world.now, type: 'reset' });
  for (const bp of world.bps) {
    resetBpCounters(bp.counters);
    markBp(world, bp);
  }
  for (const agent of world.agents) {
    agent.counters = newAgentCounters();
    agent.countedAt = world.now;
    markAgentStats(world, agent);
  }
}

function workItemOf(agent: SimAgent, ix: SimInteraction): SimWorkItem[] {
  if (ix.phase !== 'ringing' && ix.phase !== 'handling' && ix.phase !== 'wrapUp') return [];
  return [
    {
      interactionId: ix.id,
      agentId: agent.id,
      businessProcessId: ix.bp.id,
      media: ix.media,
      phase: ix.phase,
      arrivedAt: ix.arrivedAt,
      offeredAt: ix.offeredAt,
      answeredAt: ix.phase === 'ringing' ? null : ix.answeredAt,
    },
  ];
}

function assignmentsOf(world: SimWorld, bp: SimBusinessProcess): SimAssignment[] {
  const out: SimAssignment[] = [];
  for (const a of world.agents) {
    const t = a.temporary.get(bp.index);
    const permanent = a.home.has(bp.index);
    if (!permanent && t === undefined) continue;
    out.push({
      agentId: a.id,
      agentName: a.name,
      active: a.bpSet.has(bp.index),
      permanent,
      temporary: t === undefined ? null : { active: t.active, expiresAt: t.expiresAt },
    });
  }
  return out;
}

function agentInfoOf(world: SimWorld, a: SimAgent): SimAgentInfo {
  return {
    agentId: a.id,
    name: a.name,
    external: a.external,
    stateId: a.stateId,
    loadAllowanceId: a.loadAllowanceId,
    defaultLoadAllowanceId: a.defaultLoadAllowanceId,
    assignedBusinessProcessIds: a.bps.map((bp) => bp.id),
    temporaryAssignments: [...a.temporary].map(([i, t]) => ({
      businessProcessId: (world.bps[i] as SimBusinessProcess).id,
      active: t.active,
      expiresAt: t.expiresAt,
    })),
  };
}
