/**
 * What the server emits: full records for snapshots, and patches holding only the
 * fields that changed since the last drain (compared with what was last sent, so a
 * value that moved and came back within one drain is not sent).
 */
import type {
  AgentState,
  AgentStatistics,
  AgentStatisticsPatch,
  BusinessProcessStatistics,
  BusinessProcessStatisticsPatch,
} from '../../src/protocol/events';
import { agentStatistics } from './agent-stats';
import { breakTypeName, SIM_STATE_NAMES } from './catalog';
import { computeKpis } from './kpis';
import type { SimAgent, SimBusinessProcess } from './model';
import { createKpiStairs, recordKpiValue, type KpiStairs } from '../../src/domain/kpi-stairs';
import type { BusinessProcessKpiId } from '../../src/domain/kpi-ids';
import { groupAgentCounts } from '../../src/domain/agent-state';
import { oldestWaitingArrival } from './routing';
import type { SimOfferEvent, SimWorld } from './world';

export interface SimChanges {
  /** Simulated time of the drain (ms since the epoch): the `t` of the socket batches. */
  at: number;
  businessProcessPatches: BusinessProcessStatisticsPatch[];
  agentStatisticsPatches: AgentStatisticsPatch[];
  agentStates: AgentState[];
  /** Offers to external (real) agents and what became of them. */
  offers: SimOfferEvent[];
  /** Business processes whose agent assignments changed (ids). */
  assignmentChanges: string[];
}

export interface SimSnapshot {
  at: number;
  businessProcesses: BusinessProcessStatistics[];
  agentStatistics: AgentStatistics[];
  agentStates: AgentState[];
}

type StairsRecord = Partial<Record<BusinessProcessKpiId, KpiStairs>>;
/** Each business process's KPI stairs, kept beside the model so the pure model stays as it is. */
const stairsOf = new WeakMap<SimBusinessProcess, StairsRecord>();

/** Records the KPI values with the model's time; a new object only for the KPIs that moved. */
function recordStairs(
  bp: SimBusinessProcess,
  kpis: BusinessProcessStatistics['kpis'],
  at: number,
): StairsRecord {
  const previous = stairsOf.get(bp) ?? {};
  let next: StairsRecord | null = null;
  for (const key of Object.keys(kpis) as BusinessProcessKpiId[]) {
    const value = kpis[key] as number;
    const before = previous[key];
    const after =
      before === undefined ? createKpiStairs(value, at) : recordKpiValue(before, value, at);
    if (after === before) continue;
    (next ??= { ...previous })[key] = after;
  }
  if (next === null) return previous;
  stairsOf.set(bp, next);
  return next;
}

/**
 * A business process's statistics now. `record` records the KPI values into its stairs:
 * only a drain does, at the time its batch carries, since every hub records the patch's
 * values at that time too; a snapshot between drains sends the stairs as last recorded (the
 * next drain brings any value that moved since, and every hub records it then).
 */
export function businessProcessStatistics(
  world: SimWorld,
  bp: SimBusinessProcess,
  record = true,
): BusinessProcessStatistics {
  const kpis = computeKpis(bp.counters, world.now, oldestWaitingArrival(bp));
  const groups = groupAgentCounts(bp.agentCounts);
  return {
    businessProcessId: bp.id,
    businessProcessName: bp.name,
    lastResetTime: world.lastResetTime,
    totalReadyAgents: groups.ready,
    totalBusyAgents: groups.busy,
    totalBreakAgents: groups.break,
    totalUnavailableAgents: groups.offline,
    agentCounts: { ...bp.agentCounts },
    kpis,
    kpiStairs: (!record && stairsOf.get(bp)) || recordStairs(bp, kpis, world.now),
  };
}

export function agentState(agent: SimAgent): AgentState {
  const breakName = agent.breakTypeId === null ? undefined : breakTypeName(agent.breakTypeId);
  return {
    agentId: agent.id,
    stateId: agent.stateId,
    stateName: breakName ?? SIM_STATE_NAMES[agent.stateId],
    breakTypeId: agent.breakTypeId,
    since: agent.since,
    loadAllowanceId: agent.loadAllowanceId,
    hasTelephonyInteraction: agent.work.some(
      (ix) => ix.media === 'telephony' && ix.phase === 'handling',
    ),
  };
}

type NumberRecord = Record<string, number>;

function changedNumbers(prev: NumberRecord | undefined, next: NumberRecord): NumberRecord | null {
  let out: NumberRecord | null = null;
  for (const key in next) {
    const value = next[key] as number;
    if (prev !== undefined && prev[key] === value) continue;
    (out ??= {})[key] = value;
  }
  return out;
}

function diffBusinessProcess(
  prev: BusinessProcessStatistics | undefined,
  next: BusinessProcessStatistics,
): BusinessProcessStatisticsPatch | null {
  if (prev === undefined) return next;
  // no stairs: every hub records the values it receives into its own copy (kpi-stairs.ts)
  const { agentCounts, kpis, kpiStairs: _stairs, businessProcessId, ...scalars } = next;
  const {
    agentCounts: prevCounts,
    kpis: prevKpis,
    kpiStairs: _prevStairs,
    businessProcessId: _id,
    ...prevScalars
  } = prev;
  const patch: BusinessProcessStatisticsPatch = { businessProcessId };
  let changed = false;
  for (const key of Object.keys(scalars) as (keyof typeof scalars)[]) {
    if (scalars[key] === prevScalars[key]) continue;
    (patch as Record<string, unknown>)[key] = scalars[key];
    changed = true;
  }
  const counts = changedNumbers(prevCounts, agentCounts);
  if (counts !== null) {
    patch.agentCounts = counts;
    changed = true;
  }
  const kpiPatch = changedNumbers(prevKpis, kpis);
  if (kpiPatch !== null) {
    patch.kpis = kpiPatch;
    changed = true;
  }
  return changed ? patch : null;
}

/** Keeps what was last sent and turns dirty marks into patches. */
export class ChangeTracker {
  private sentBps: (BusinessProcessStatistics | undefined)[] = [];
  private sentAgents: (AgentStatistics | undefined)[] = [];

  drain(world: SimWorld): SimChanges {
    const businessProcessPatches: BusinessProcessStatisticsPatch[] = [];
    // the longest waiting time grows without any event: queues with someone waiting are always re-checked
    for (const bp of world.bps) if (bp.counters.waiting > 0) world.dirtyBps.add(bp.index);
    for (const i of world.dirtyBps.drain()) {
      const next = businessProcessStatistics(world, world.bps[i] as SimBusinessProcess);
      const patch = diffBusinessProcess(this.sentBps[i], next);
      this.sentBps[i] = next;
      if (patch !== null) businessProcessPatches.push(patch);
    }
    const agentStatisticsPatches: AgentStatisticsPatch[] = [];
    for (const i of world.dirtyAgentStats.drain()) {
      const next = agentStatistics(world.agents[i] as SimAgent);
      const prev = this.sentAgents[i];
      this.sentAgents[i] = next;
      if (prev === undefined) {
        agentStatisticsPatches.push(next);
        continue;
      }
      const changed = changedNumbers(prev as unknown as NumberRecord, stripName(next));
      if (changed !== null) agentStatisticsPatches.push({ agentId: next.agentId, ...changed });
    }
    const agentStates = world.dirtyAgentStates
      .drain()
      .map((i) => agentState(world.agents[i] as SimAgent));
    const offers = world.offers;
    world.offers = [];
    const assignmentChanges = world.dirtyAssignments
      .drain()
      .map((i) => (world.bps[i] as SimBusinessProcess).id);
    return {
      at: world.now,
      businessProcessPatches,
      agentStatisticsPatches,
      agentStates,
      offers,
      assignmentChanges,
    };
  }
}

/** Full records now; agent timing counters include the current state up to now. */
export function snapshotOf(world: SimWorld): SimSnapshot {
  return {
    at: world.now,
    businessProcesses: world.bps.map((bp) => businessProcessStatistics(world, bp, false)),
    agentStatistics: world.agents.map((a) => agentStatistics(a, world.now)),
    agentStates: world.agents.map(agentState),
  };
}

function stripName(s: AgentStatistics): NumberRecord {
  const { agentId: _id, agentName: _name, ...numbers } = s;
  return numbers;
}
