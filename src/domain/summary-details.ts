/**
 * The details popup of the summary table (supervisor-dashboards §2): what stands behind a
 * cell, from live figures. A business-process cell breaks down into the related KPIs of that
 * business process; a cell of the totals row breaks down by business process.
 */
import type { BusinessProcessKpiId } from './kpi-ids';
import type { SummaryKpiColumnId } from './summary-table';

/** The shift's counters behind the service level (GET api/businessProcess/{id}/serviceLevel). */
export interface ServiceLevelFigures {
  businessProcessId: string;
  /** Live interactions answered within the goal. */
  answeredWithinGoal: number;
  /** The denominator: answered live plus abandons past the short-abandon grace. */
  counted: number;
  answeredLive: number;
  countedAbandons: number;
  /** The service-level goal, seconds from arrival to answer. */
  goalSeconds: number;
}

/** A figure of the popup: a KPI of the business process, or one of the service-level counters. */
export type DetailFigure =
  | { kind: 'kpi'; id: BusinessProcessKpiId; value: number | undefined }
  | {
      kind: 'serviceLevel';
      id: 'answeredWithinGoal' | 'counted' | 'countedAbandons';
      value: number;
    }
  | { kind: 'goal'; seconds: number };

/** The KPIs that explain each column, the column's own figure first. */
export const DETAIL_KPIS: Readonly<Record<SummaryKpiColumnId, readonly BusinessProcessKpiId[]>> = {
  businessProcessTotalQueuedInteractions: [
    'businessProcessTotalQueuedInteractions',
    'businessProcessWaitingInteractions',
    'businessProcessWaitingDeferrableInteractions',
    'businessProcessLongestWaitingTime',
    'businessProcessAverageWaitingTime',
  ],
  businessProcessAnsweredInteractions: [
    'businessProcessAnsweredInteractions',
    'businessProcessAnsweredPercentage',
    'businessProcessASA',
    'businessProcessAverageAgentHandlingTime',
    'businessProcessTotalInteractions',
  ],
  businessProcessAbandonedInteractions: [
    'businessProcessAbandonedInteractions',
    'businessProcessAbandonedPercentage',
    'businessProcessRequestCallbackInteractions',
    'businessProcessVoiceMails',
  ],
  businessProcessOverflowInteractions: [
    'businessProcessOverflowInteractions',
    'businessProcessTotalInternalTransferredOut',
    'businessProcessTotalExternalTransferredOut',
  ],
  callbackRequestedInShift: [
    'callbackRequestedInShift',
    'callbackProcessedInShift',
    'callbackToBeProcessed',
    'callbackReschedulededInShift',
    'callbackInteractionsPurgedInShift',
  ],
  callbackProcessedInShift: [
    'callbackProcessedInShift',
    'callbackSucceededInShift',
    'callbackFailedInShift',
    'callbackSuccessfulPercentageInShift',
    'callbackFailedPercentageInShift',
    'callbackAverageHandlingTime',
  ],
  callbackToBeProcessed: [
    'callbackToBeProcessed',
    'callbackRequestedInShift',
    'callbackProcessedInShift',
    'callbackInteractionsPurgedInShift',
  ],
  businessProcessServiceLevel: ['businessProcessServiceLevel', 'businessProcessASA'],
  businessProcessAnsweredPercentage: [
    'businessProcessAnsweredPercentage',
    'businessProcessAnsweredInteractions',
    'businessProcessAbandonedInteractions',
    'businessProcessOverflowInteractions',
  ],
  businessProcessAbandonedPercentage: [
    'businessProcessAbandonedPercentage',
    'businessProcessAbandonedInteractions',
    'businessProcessAnsweredInteractions',
    'businessProcessOverflowInteractions',
  ],
  businessProcessASA: [
    'businessProcessASA',
    'businessProcessAnsweredInteractions',
    'businessProcessAverageRingTime',
    'businessProcessLongestWaitingTime',
  ],
};

/**
 * The figures behind one business-process cell. For the service level the counters behind
 * the ratio come second (within goal, counted, of which abandons) and the goal last; without
 * them (not loaded yet) only the KPIs show.
 */
export function detailFigures(
  column: SummaryKpiColumnId,
  kpis: Partial<Record<BusinessProcessKpiId, number>>,
  serviceLevel: ServiceLevelFigures | null,
): DetailFigure[] {
  const figures: DetailFigure[] = DETAIL_KPIS[column].map((id) => ({
    kind: 'kpi',
    id,
    value: kpis[id],
  }));
  if (column !== 'businessProcessServiceLevel' || serviceLevel === null) return figures;
  const [own, ...rest] = figures;
  return [
    ...(own ? [own] : []),
    { kind: 'serviceLevel', id: 'answeredWithinGoal', value: serviceLevel.answeredWithinGoal },
    { kind: 'serviceLevel', id: 'counted', value: serviceLevel.counted },
    { kind: 'serviceLevel', id: 'countedAbandons', value: serviceLevel.countedAbandons },
    ...rest,
    { kind: 'goal', seconds: serviceLevel.goalSeconds },
  ];
}

export interface TotalShare {
  businessProcessId: string;
  businessProcessName: string;
  value: number;
  /** Share of the total, 0..1 (0 when the total is 0). */
  share: number;
}

/** A cell of the totals row broken down by business process, largest first, then by name. */
export function totalBreakdown(
  rows: ReadonlyArray<
    { id: string; businessProcessName: string } & Partial<Record<SummaryKpiColumnId, number>>
  >,
  column: SummaryKpiColumnId,
): { total: number; shares: TotalShare[] } {
  const total = rows.reduce((sum, r) => sum + (r[column] ?? 0), 0);
  const shares = rows
    .map((r) => {
      const value = r[column] ?? 0;
      return {
        businessProcessId: r.id,
        businessProcessName: r.businessProcessName,
        value,
        share: total > 0 ? value / total : 0,
      };
    })
    .sort(
      (a, b) => b.value - a.value || a.businessProcessName.localeCompare(b.businessProcessName),
    );
  return { total, shares };
}
