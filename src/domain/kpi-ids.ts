/**
 * Business-process KPI ids (supervisor-dashboards §3), grouped as the organized-data tab
 * groups them. Values travel as numbers: counts, seconds for times, fractions 0..1 for
 * percentages (displayed ×100 with two decimals).
 */
export const VOLUME_KPI_IDS = [
  'businessProcessAnsweredInteractions',
  'businessProcessOverflowInteractions',
  'businessProcessAbandonedInteractions',
  'businessProcessAbandonedPercentage',
  'businessProcessVoiceMails',
  'businessProcessTotalInternalTransferredOut',
  'businessProcessTotalExternalTransferredOut',
  'businessProcessDNCRequestsInShift',
] as const;

export const REACTIVITY_KPI_IDS = [
  'businessProcessServiceLevel',
  'businessProcessWaitingInteractions',
  'businessProcessLongestWaitingTime',
  'businessProcessAverageWaitingTime',
  'businessProcessAverageAnswerTime',
  'businessProcessAverageAgentHandlingTime',
] as const;

export const CALLBACK_KPI_IDS = [
  'callbackAverageHandlingTime',
  'callbackRequestedInShift',
  'callbackProcessedInShift',
  'callbackSuccessfulPercentageInShift',
  'callbackFailedPercentageInShift',
  'callbackToBeProcessed',
  'callbackInteractionsPurgedInShift',
] as const;

/** KPIs used by the summary table and queue cards beyond the three groups. */
export const EXTRA_KPI_IDS = [
  'businessProcessTotalQueuedInteractions',
  'businessProcessAnsweredPercentage',
  'businessProcessASA',
  'businessProcessWaitingDeferrableInteractions',
  'businessProcessTotalInteractions',
  'businessProcessInProcessInteractions',
  'businessProcessEndedInteractions',
  'businessProcessRequestCallbackInteractions',
  'businessProcessAverageRingTime',
  'callbackReschedulededInShift',
  'callbackSucceededInShift',
  'callbackFailedInShift',
] as const;

export const KPI_GROUPS = {
  Volume: VOLUME_KPI_IDS,
  Reactivity: REACTIVITY_KPI_IDS,
  Callbacks: CALLBACK_KPI_IDS,
} as const;
export type KpiGroupName = keyof typeof KPI_GROUPS;

export type BusinessProcessKpiId =
  | (typeof VOLUME_KPI_IDS)[number]
  | (typeof REACTIVITY_KPI_IDS)[number]
  | (typeof CALLBACK_KPI_IDS)[number]
  | (typeof EXTRA_KPI_IDS)[number];

export const ALL_KPI_IDS: readonly BusinessProcessKpiId[] = [
  ...VOLUME_KPI_IDS,
  ...REACTIVITY_KPI_IDS,
  ...CALLBACK_KPI_IDS,
  ...EXTRA_KPI_IDS,
];

/** How a KPI value is measured, for formatting and threshold inputs. */
export type KpiUnit = 'count' | 'seconds' | 'fraction';

const SECONDS: ReadonlySet<string> = new Set([
  'businessProcessLongestWaitingTime',
  'businessProcessAverageWaitingTime',
  'businessProcessAverageAnswerTime',
  'businessProcessAverageAgentHandlingTime',
  'businessProcessASA',
  'businessProcessAverageRingTime',
  'callbackAverageHandlingTime',
]);
const FRACTIONS: ReadonlySet<string> = new Set([
  'businessProcessAbandonedPercentage',
  'businessProcessServiceLevel',
  'businessProcessAnsweredPercentage',
  'callbackSuccessfulPercentageInShift',
  'callbackFailedPercentageInShift',
]);

/** The unit a KPI's value is expressed in. */
export function kpiUnit(id: BusinessProcessKpiId): KpiUnit {
  if (SECONDS.has(id)) return 'seconds';
  if (FRACTIONS.has(id)) return 'fraction';
  return 'count';
}
