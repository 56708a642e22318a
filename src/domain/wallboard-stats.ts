/**
 * Business-process statistics in the wallboard form (supervisor-dashboards §3 "Business process
 * statistics"): every figure as `{ value, alertType }`, the alert type taken from the health of
 * that KPI under the business process's active threshold profile.
 *
 * Values keep the statistics units (src/domain/kpi-ids.ts): counts, seconds for times,
 * fractions 0..1 for percentages. A KPI the statistics do not carry is `null`, never 0.
 */
import type { BusinessProcessAgentCounts } from './agent-state';
import type { HealthState, KpiValues } from './health';
import type { BusinessProcessKpiId } from './kpi-ids';
import { compareNames } from './summary-table';
import { alertTypeOf, type AlertType } from './wallboard';

/** One wallboard figure. */
export interface WallboardValue {
  /** In statistics units; null when the statistics have no value for it. */
  value: number | null;
  /** None when the figure has no complete threshold pair in the active profile. */
  alertType: AlertType;
}

/** Callback counters of one business process. */
export interface WallboardCallbackStatistics {
  failedPercent: WallboardValue;
  processed: WallboardValue;
  purged: WallboardValue;
  reachedPercent: WallboardValue;
  requested: WallboardValue;
  toBeProcessed: WallboardValue;
}

/** One business process in the wallboard form. */
export interface WallboardBusinessProcessStatistics {
  businessProcessId: string;
  businessProcessName: string;
  /** Shift start, ms since the epoch. */
  lastResetTime: number;
  availableAgents: WallboardValue;
  backofficeAgents: WallboardValue;
  busyAgents: WallboardValue;
  handleOutgoingAgents: WallboardValue;
  onBreakAgents: WallboardValue;
  noAnswerAgents: WallboardValue;
  abandoned: WallboardValue;
  answered: WallboardValue;
  overflowed: WallboardValue;
  totalQueued: WallboardValue;
  waiting: WallboardValue;
  averageSpeedOfAnswer: WallboardValue;
  serviceLevel: WallboardValue;
  averageRingTime: WallboardValue;
  longestWaitingTime: WallboardValue;
  callbacks: WallboardCallbackStatistics;
}

/** Agent counts by state group, as the live statistics carry them (offline is not read). */
export type WallboardAgentCounts = Omit<BusinessProcessAgentCounts, 'offline'>;

/** What the mapping reads of a business process's live statistics. */
export interface WallboardStatisticsSource {
  businessProcessId: string;
  businessProcessName: string;
  lastResetTime: number;
  agentCounts: WallboardAgentCounts;
  kpis: KpiValues;
}

type AgentFigure =
  | 'availableAgents'
  | 'backofficeAgents'
  | 'busyAgents'
  | 'handleOutgoingAgents'
  | 'onBreakAgents'
  | 'noAnswerAgents';
type KpiFigure = Exclude<
  keyof WallboardBusinessProcessStatistics,
  AgentFigure | 'businessProcessId' | 'businessProcessName' | 'lastResetTime' | 'callbacks'
>;

/**
 * The KPI each figure is read from. Every wallboard figure has a live source of the same
 * quantity, so none is null by design:
 * - averageSpeedOfAnswer reads businessProcessAverageAnswerTime rather than businessProcessASA:
 *   the statistics define the two as one measure, and only the former is in the threshold
 *   profiles (Reactivity group), so the wallboard can show its alert.
 * - totalQueued is the interactions queued in the shift; waiting is those waiting now.
 */
export const WALLBOARD_KPI_SOURCES = {
  abandoned: 'businessProcessAbandonedInteractions',
  answered: 'businessProcessAnsweredInteractions',
  overflowed: 'businessProcessOverflowInteractions',
  totalQueued: 'businessProcessTotalQueuedInteractions',
  waiting: 'businessProcessWaitingInteractions',
  averageSpeedOfAnswer: 'businessProcessAverageAnswerTime',
  serviceLevel: 'businessProcessServiceLevel',
  averageRingTime: 'businessProcessAverageRingTime',
  longestWaitingTime: 'businessProcessLongestWaitingTime',
} as const satisfies Record<KpiFigure, BusinessProcessKpiId>;

/**
 * The KPI each callback counter is read from. "Reached" is a callback attempt that got through
 * to the customer, which is what the statistics count as a successful one (processed = succeeded
 * + failed), so reachedPercent is the successful percentage.
 */
export const WALLBOARD_CALLBACK_KPI_SOURCES = {
  failedPercent: 'callbackFailedPercentageInShift',
  processed: 'callbackProcessedInShift',
  purged: 'callbackInteractionsPurgedInShift',
  reachedPercent: 'callbackSuccessfulPercentageInShift',
  requested: 'callbackRequestedInShift',
  toBeProcessed: 'callbackToBeProcessed',
} as const satisfies Record<keyof WallboardCallbackStatistics, BusinessProcessKpiId>;

/**
 * Agent figures from the state-group counts (supervisor-dashboards §3 "Grouping"). The wallboard
 * form has no consult-or-conference figure, and those agents are handling an interaction, so
 * they count as busy; the break figure is the break group without no-answer, which has its own.
 */
const AGENT_FIGURES: Record<AgentFigure, (counts: WallboardAgentCounts) => number> = {
  availableAgents: (c) => c.ready,
  backofficeAgents: (c) => c.backoffice,
  busyAgents: (c) => c.busy + c.consultOrConference,
  handleOutgoingAgents: (c) => c.outgoing,
  onBreakAgents: (c) => c.inBreak,
  noAnswerAgents: (c) => c.noAnswer,
};

function mapFigures<K extends string, V>(
  sources: Record<K, V>,
  figure: (source: V) => WallboardValue,
): Record<K, WallboardValue> {
  const entries = (Object.entries(sources) as [K, V][]).map(
    ([key, source]) => [key, figure(source)] as const,
  );
  return Object.fromEntries(entries) as Record<K, WallboardValue>;
}

/**
 * One business process in the wallboard form. `health` is its evaluation against the active
 * threshold profile (evaluateHealth); KPIs it does not list (no complete threshold pair, no
 * value) and agent counts (no thresholds exist for them) are None.
 */
export function toWallboardStatistics(
  source: WallboardStatisticsSource,
  health: Pick<HealthState, 'kpis'>,
): WallboardBusinessProcessStatistics {
  const fromKpi = (id: BusinessProcessKpiId): WallboardValue => {
    const status = health.kpis[id]?.status;
    return {
      value: source.kpis[id] ?? null,
      alertType: status === undefined ? 'None' : alertTypeOf(status),
    };
  };
  return {
    businessProcessId: source.businessProcessId,
    businessProcessName: source.businessProcessName,
    lastResetTime: source.lastResetTime,
    ...mapFigures(AGENT_FIGURES, (count) => ({
      value: count(source.agentCounts),
      alertType: 'None',
    })),
    ...mapFigures(WALLBOARD_KPI_SOURCES, fromKpi),
    callbacks: mapFigures(WALLBOARD_CALLBACK_KPI_SOURCES, fromKpi),
  };
}

/**
 * Every business process in the wallboard form, sorted by upper-cased name (§3). `healthOf`
 * evaluates one against its active threshold profile.
 */
export function toWallboardStatisticsList<S extends WallboardStatisticsSource>(
  sources: readonly S[],
  healthOf: (source: S) => Pick<HealthState, 'kpis'>,
): WallboardBusinessProcessStatistics[] {
  return [...sources]
    .sort(
      (a, b) =>
        compareNames(a.businessProcessName, b.businessProcessName) ||
        a.businessProcessId.localeCompare(b.businessProcessId),
    )
    .map((source) => toWallboardStatistics(source, healthOf(source)));
}
