/**
 * Builds the simulated centre from a config: business processes with their arrival
 * rates, agents with their assignments and load allowances, and the first events.
 */
import type { AgentStateId } from '../../src/protocol/events';
import {
  DEFAULT_SIM_LOAD_ALLOWANCE,
  SIM_LOAD_ALLOWANCES,
  businessProcessId,
  businessProcessName,
  simAgentId,
  simAgentName,
} from './catalog';
import { MEDIA, type SimConfig } from './config';
import { erlangC } from './erlang-c';
import { EventLog } from './event-log';
import { EventQueue } from './event-queue';
import { Fifo } from './fifo';
import { agentCountsKey } from '../../src/domain/agent-state';
import { createIntradayCurve } from './intraday-curve';
import { scheduleNextArrival } from './interaction-flow';
import { scheduleNextActivity } from './agent-activity';
import {
  emptyAgentCounts,
  newAgentCounters,
  newBpCounters,
  type SimAgent,
  type SimBusinessProcess,
} from './model';
import { createRng } from './prng';
import { updateAvailability } from './routing';
import {
  ASSUMED_CHAT_CONCURRENCY,
  AVAILABLE_SHARE_WITH_ACTIVITIES,
  HANDLING_MEDIA_FACTOR,
  LOGIN_AT_START_MEAN_SECONDS,
} from './tuning';
import { DirtySet, ms, record, startAgentTimer, type SimWorld } from './world';

/** Share of agents per default load allowance (single, standard, high). */
const LOAD_ALLOWANCE_SHARES = [0.2, 0.6, 0.2] as const;

export function createWorld(config: SimConfig): SimWorld {
  const world: SimWorld = {
    config,
    rng: createRng(config.seed),
    events: new EventQueue<object>(),
    now: config.startTimeMs,
    bps: [],
    bpById: new Map(),
    agents: [],
    agentById: new Map(),
    people: [],
    log: new EventLog(config.eventLogCapacity, config.recordFullLog),
    curve: createIntradayCurve(config.intradayCurve, config.startTimeMs, config.startHourOfDay, {
      periodMs: config.intradayCycleMinutes * 60_000 * config.durationScale,
      troughFactor: config.cycleTroughFactor,
    }),
    dirtyBps: new DirtySet(),
    dirtyAgentStats: new DirtySet(),
    dirtyAgentStates: new DirtySet(),
    dirtyAssignments: new DirtySet(),
    offers: [],
    nextInteraction: 0,
    nextCallback: 0,
    lastResetTime: config.shiftStartMs,
    nextShiftAt: null,
    changeMarks: 0,
  };
  for (let i = 0; i < config.businessProcesses; i++) {
    const bp = createBusinessProcess(i);
    world.bps.push(bp);
    world.bpById.set(bp.id, bp);
  }
  const rng = world.rng;
  const n = config.businessProcesses;
  for (let i = 0; i < config.agents; i++) {
    const home = new Set([i % n]);
    const { min, max } = config.assignmentsPerAgent;
    const wanted = Math.min(n, min + rng.int(Math.max(1, max - min + 1)));
    while (home.size < wanted) home.add(rng.int(n));
    let r = rng.next();
    const la =
      SIM_LOAD_ALLOWANCES.find((_, k) => (r -= LOAD_ALLOWANCE_SHARES[k] ?? 0) < 0) ??
      DEFAULT_SIM_LOAD_ALLOWANCE;
    const offline = rng.chance(config.offlineAtStartFraction);
    const agent = addAgent(
      world,
      simAgentId(i),
      simAgentName(i),
      false,
      home,
      la.id,
      offline ? 'offline' : 'ready',
    );
    if (offline)
      startAgentTimer(
        world,
        agent,
        'offline',
        rng.exponential(ms(world, LOGIN_AT_START_MEAN_SECONDS)),
      );
    if (config.agentActivities) scheduleNextActivity(world, agent);
  }
  deriveArrivalRates(world);
  for (const bp of world.bps) scheduleNextArrival(world, bp);
  return world;
}

function createBusinessProcess(index: number): SimBusinessProcess {
  return {
    index,
    id: businessProcessId(index),
    name: businessProcessName(index),
    baseRatePerMs: 0,
    queues: { telephony: new Fifo(), chat: new Fifo(), sms: new Fifo() },
    emailBacklog: new Fifo(),
    callbacksDue: new Fifo(),
    ready: new Fifo(),
    chatSpare: new Fifo(),
    counters: newBpCounters(),
    agentCounts: emptyAgentCounts(),
  };
}

/** Adds an agent in `stateId` with its home assignments counted and its lines joined. */
export function addAgent(
  world: SimWorld,
  id: string,
  name: string,
  external: boolean,
  home: Set<number>,
  loadAllowanceId: string,
  stateId: AgentStateId,
): SimAgent {
  const la =
    SIM_LOAD_ALLOWANCES.find((l) => l.id === loadAllowanceId) ?? DEFAULT_SIM_LOAD_ALLOWANCE;
  const bpSet = new Set(home);
  const agent: SimAgent = {
    index: world.agents.length,
    id,
    name,
    external,
    stateId,
    breakTypeId: null,
    since: world.now,
    countedAt: world.now,
    group: agentCountsKey(stateId, false),
    loadAllowanceId: la.id,
    defaultLoadAllowanceId: la.id,
    maxChats: la.maxConcurrentChats,
    home,
    temporary: new Map(),
    bpSet,
    bps: [...bpSet].sort((a, b) => a - b).map((k) => world.bps[k] as SimBusinessProcess),
    work: [],
    chatCount: 0,
    callback: null,
    availability: 'none',
    availToken: 0,
    availChats: -1,
    timerPhase: 'none',
    timerToken: 0,
    pending: null,
    ownWork: 'none',
    resume: null,
    inConsult: false,
    counters: newAgentCounters(),
  };
  world.agents.push(agent);
  world.agentById.set(id, agent);
  if (external) world.people.push(agent);
  for (const bp of agent.bps) bp.agentCounts[agent.group]++;
  record(world, { t: world.now, type: 'state', agent: id, stateId, breakTypeId: null });
  world.dirtyAgentStates.add(agent.index);
  world.dirtyAgentStats.add(agent.index);
  for (const bp of agent.bps) world.dirtyBps.add(bp.index);
  updateAvailability(world, agent);
  return agent;
}

/**
 * Arrival rate per business process. With no fixed rate, it is derived so the peak
 * loads the agents to `peakOccupancy`: each agent's available time is shared equally
 * among its business processes, and an arrival costs its handling + wrap-up + ring time
 * (divided by the chat concurrency for chat and SMS).
 */
function deriveArrivalRates(world: SimWorld): void {
  const { config } = world;
  if (config.arrivalsPerHourPerBusinessProcess !== null) {
    const perMs =
      (config.arrivalsPerHourPerBusinessProcess * config.rateMultiplier) /
      3_600_000 /
      config.durationScale;
    for (const bp of world.bps) bp.baseRatePerMs = perMs;
    return;
  }
  const workSeconds = workSecondsPerArrival(config);
  const available = availableShare(config);
  const occupancy = peakOccupancy(config);
  const staff = new Array<number>(world.bps.length).fill(0);
  for (const agent of world.agents) {
    for (const k of agent.home) staff[k] = (staff[k] ?? 0) + 1 / agent.home.size;
  }
  for (const bp of world.bps) {
    const agents = (staff[bp.index] ?? 0) * available;
    bp.baseRatePerMs = (occupancy * agents * config.rateMultiplier) / ms(world, workSeconds);
  }
}

/** Agent time (model seconds) one arrival costs on average over the media mix. */
export function workSecondsPerArrival(config: SimConfig): number {
  let total = 0;
  for (const m of MEDIA) total += config.mediaMix[m];
  let workSeconds = 0;
  for (const m of MEDIA) {
    const concurrency = m === 'chat' || m === 'sms' ? ASSUMED_CHAT_CONCURRENCY : 1;
    const perArrival =
      config.handlingMeanSeconds * HANDLING_MEDIA_FACTOR[m] +
      config.wrapUpMeanSeconds +
      config.ringMeanSeconds;
    workSeconds += (config.mediaMix[m] / total) * (perArrival / concurrency);
  }
  return workSeconds;
}

/**
 * Occupancy of the available agents at the peak of the load curve. The compressed-day
 * 'cycle' staffs by Erlang C, as a planner would: the available agents, taken as one
 * pool (they share business processes, so they mostly act as one), are just enough for
 * the cycle's MEAN load to reach `plannedServiceLevel` within the goal. The peak is
 * then above that plan (queues, abandons) and the trough below it (recovery). Other
 * curves use targetOccupancy at their peak.
 */
export function peakOccupancy(config: SimConfig): number {
  if (config.intradayCurve !== 'cycle') return config.targetOccupancy;
  const pool = Math.max(1, Math.round(config.agents * availableShare(config)));
  const aht = workSecondsPerArrival(config);
  const slAt = (occupancy: number): number =>
    erlangC(pool, (occupancy * pool * 3600) / aht, aht, config.serviceLevelGoalSeconds)
      .serviceLevel;
  // service level falls as occupancy rises: bisect for the planned one
  let low = 0.01;
  let high = 0.9999;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (slAt(mid) > config.plannedServiceLevel) low = mid;
    else high = mid;
  }
  const meanFactor = (1 + Math.min(1, Math.max(0, config.cycleTroughFactor))) / 2;
  return low / meanFactor;
}

export function availableShare(config: SimConfig): number {
  return config.agentActivities ? AVAILABLE_SHARE_WITH_ACTIVITIES : 1;
}
