/**
 * Live data in: every socket event is decoded (a malformed event or item is dropped,
 * counted per kind and logged once per kind) and applied to its topic through the
 * pure reducers, which keep an entry's identity when nothing changed.
 */
import {
  agentCountsSchema,
  agentStatisticsSchema,
  businessProcessStatisticsSchema,
  type AgentState,
  type AgentStatistics,
  type BusinessProcessStatistics,
  type CounterValue,
  type ServerEventPayload,
  type ServerNotification,
} from '../../src/protocol/events';
import type { HubMetrics } from '../../src/protocol/hub';
import {
  entryFromPatch,
  mergeStatisticsPatch,
  reconcileEntry,
  type EntryShape,
} from '../../src/domain/statistics-reducers';
import {
  decodeBatch,
  decodeSingle,
  isBatchEventName,
  isServerEventName,
  type BatchEventName,
  type BatchItem,
  type ItemValidator,
} from './decode-events';
import { countDropped } from './metrics';
import { KpiStairsStore } from './kpi-stairs-store';
import type { Publisher } from './publisher';

/** Most notifications kept for tabs: older ones have long been shown. */
export const MAX_NOTIFICATIONS = 100;
/** Key of single-value topics. */
export const CURRENT_KEY = 'current';

/** Nested records merged one level deep rather than replaced. */
export const BUSINESS_PROCESS_NESTED_KEYS: ReadonlySet<string> = new Set(['agentCounts', 'kpis']);
const NO_NESTED: ReadonlySet<string> = new Set();
const BUSINESS_PROCESS_SHAPE: EntryShape = {
  // an optional field never holds an entry back
  required: Object.entries(businessProcessStatisticsSchema.shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key),
  completeNested: { agentCounts: Object.keys(agentCountsSchema.shape) },
};
const AGENT_STATISTICS_SHAPE: EntryShape = {
  required: Object.keys(agentStatisticsSchema.shape),
  completeNested: {},
};

export interface IngestHooks {
  /** The logged-in user's agent id (their own state goes to ownAgent). */
  ownAgentId(): string | null;
  /** Supervisors and wallboard users keep every agent's state in supervisedAgents. */
  tracksSupervisedAgents(): boolean;
  onCounters(clientSubscriptionId: string, items: CounterValue[]): void;
  onNotification(notification: ServerNotification): void;
  onSessionEnded(reason: ServerEventPayload<'session:ended'>['reason']): void;
  onAssignmentsChanged(businessProcessId: string): void;
  onHealthConfigurationChanged(businessProcessId: string): void;
  /** Interaction, element, recording, message, typing, email and monitoring events, decoded. */
  onInteractionEvent(event: InteractionEvent): void;
  log(level: 'info' | 'warn' | 'error', message: string): void;
}

/** One decoded event of the agent's interactions (or a supervisor's monitoring). */
export type InteractionEvent = {
  [N in InteractionEventName]: { name: N; payload: ServerEventPayload<N> };
}[InteractionEventName];
export type InteractionEventName =
  | 'interaction'
  | 'element'
  | 'recording'
  | 'conversation:message'
  | 'typing'
  | 'email'
  | 'supervisor:monitoring';

export type ItemValidators = { [N in BatchEventName]: ItemValidator<BatchItem<N>> };

export function createEventIngest(
  publisher: Publisher,
  metrics: HubMetrics,
  hooks: IngestHooks,
  validators: ItemValidators,
  kpiStairs: KpiStairsStore = new KpiStairsStore(),
) {
  const businessProcesses = publisher.store('businessProcessStatistics');
  const agentStatistics = publisher.store('agentStatistics');
  const supervisedAgents = publisher.store('supervisedAgents');
  const ownAgent = publisher.store('ownAgent');
  const notifications = publisher.store('notifications');

  function dropped(kind: string, count: number, why: string): void {
    if (count > 0 && countDropped(metrics, kind, count))
      hooks.log('warn', `dropped ${kind} event: ${why} (logged once per kind)`);
  }

  /** `at`: the batch's server time, when the server recorded the patch's KPI values. */
  function applyBusinessProcess(item: BatchItem<'stats:businessProcess'>, at: number): void {
    const prev = businessProcesses.get(item.businessProcessId);
    // a patch is a partial entry with a partial agentCounts; the stairs stay in the hub, and
    // are in place before the topic takes the values (health reads them as it does)
    const { kpiStairs: stairs, ...patch } = item as Partial<BusinessProcessStatistics>;
    if (stairs !== undefined) kpiStairs.merge(item.businessProcessId, stairs);
    if (patch.kpis !== undefined) kpiStairs.record(item.businessProcessId, patch.kpis, at);
    const next =
      prev === undefined
        ? entryFromPatch(patch, BUSINESS_PROCESS_SHAPE)
        : mergeStatisticsPatch(prev, patch, BUSINESS_PROCESS_NESTED_KEYS);
    if (next !== null) businessProcesses.set(item.businessProcessId, next);
  }

  function applyAgentStatistics(item: BatchItem<'stats:agent'>): void {
    const prev = agentStatistics.get(item.agentId);
    const patch = item as Partial<AgentStatistics>; // same shape, every field optional
    const next =
      prev === undefined
        ? entryFromPatch(patch, AGENT_STATISTICS_SHAPE)
        : mergeStatisticsPatch(prev, patch, NO_NESTED);
    if (next !== null) agentStatistics.set(item.agentId, next);
  }

  function applyAgentState(item: AgentState, own: string | null, supervised: boolean): void {
    if (item.agentId === own)
      ownAgent.set(CURRENT_KEY, reconcileEntry(ownAgent.get(CURRENT_KEY), item));
    if (supervised)
      supervisedAgents.set(item.agentId, reconcileEntry(supervisedAgents.get(item.agentId), item));
  }

  function applyNotification(notification: ServerNotification): void {
    notifications.set(notification.id, notification);
    // Map order is insertion order: the first keys are the oldest
    for (const key of notifications.entries.keys()) {
      if (notifications.entries.size <= MAX_NOTIFICATIONS) break;
      notifications.delete(key);
    }
    hooks.onNotification(notification);
  }

  function batch<N extends BatchEventName>(name: N, payload: unknown) {
    const decoded = decodeBatch(name, payload, validators[name]);
    if (decoded === null) {
      metrics.eventsIn += 1;
      dropped(name, 1, 'malformed payload');
      return null;
    }
    metrics.eventsIn += decoded.items.length + decoded.dropped;
    dropped(name, decoded.dropped, 'malformed item');
    return decoded;
  }

  return function ingest(event: string, payload: unknown): void {
    if (!isServerEventName(event)) {
      metrics.eventsIn += 1;
      dropped(`unknown:${event}`, 1, 'unknown event');
      return;
    }
    if (isBatchEventName(event)) {
      switch (event) {
        case 'stats:businessProcess': {
          const decoded = batch(event, payload);
          if (decoded === null) return;
          for (const item of decoded.items) applyBusinessProcess(item, decoded.envelope.t);
          return;
        }
        case 'stats:agent':
          for (const item of batch(event, payload)?.items ?? []) applyAgentStatistics(item);
          return;
        case 'agent:state': {
          const own = hooks.ownAgentId();
          const supervised = hooks.tracksSupervisedAgents();
          for (const item of batch(event, payload)?.items ?? [])
            applyAgentState(item, own, supervised);
          return;
        }
        case 'counters': {
          const decoded = batch(event, payload);
          if (decoded !== null)
            hooks.onCounters(decoded.envelope.clientSubscriptionId, decoded.items);
          return;
        }
      }
    }
    metrics.eventsIn += 1;
    switch (event) {
      case 'notification': {
        const decoded = decodeSingle(event, payload);
        if (decoded === null) dropped(event, 1, 'malformed payload');
        else applyNotification(decoded);
        return;
      }
      case 'live':
        // liveness only: the hub stamps freshness for every event it hears
        if (decodeSingle(event, payload) === null) dropped(event, 1, 'malformed payload');
        return;
      case 'session:ended': {
        const decoded = decodeSingle(event, payload);
        if (decoded === null) dropped(event, 1, 'malformed payload');
        else hooks.onSessionEnded(decoded.reason);
        return;
      }
      case 'businessProcess:assignments': {
        const decoded = decodeSingle(event, payload);
        if (decoded === null) dropped(event, 1, 'malformed payload');
        else hooks.onAssignmentsChanged(decoded.businessProcessId);
        return;
      }
      case 'businessProcess:healthConfiguration': {
        const decoded = decodeSingle(event, payload);
        if (decoded === null) dropped(event, 1, 'malformed payload');
        else hooks.onHealthConfigurationChanged(decoded.businessProcessId);
        return;
      }
      case 'interaction':
      case 'element':
      case 'recording':
      case 'conversation:message':
      case 'typing':
      case 'email':
      case 'supervisor:monitoring': {
        const decoded = decodeSingle(event, payload);
        if (decoded === null) dropped(event, 1, 'malformed payload');
        else hooks.onInteractionEvent({ name: event, payload: decoded } as InteractionEvent);
        return;
      }
    }
  };
}

/**
 * A business process whose health status changes (or that appears or goes) is sent with
 * the next fast flush, not the statistics cadence: an alert must not wait up to a second
 * behind the figures. Only the status counts: time in breach and values move every tick
 * and wait their turn.
 */
export function expediteHealthStatusChanges(publisher: Publisher): void {
  const statuses = new Map<string, number>();
  publisher.store('health').watch((businessProcessId, health) => {
    const before = statuses.get(businessProcessId);
    if (health === undefined) statuses.delete(businessProcessId);
    else statuses.set(businessProcessId, health.status);
    if (before !== health?.status) publisher.expedite('health', businessProcessId);
  });
}
