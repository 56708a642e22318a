/**
 * Why two figures on screen can seem not to agree (issue: figures that reconcile), as a
 * note the tooltips and the help show beside the figure:
 * - Abandoned counts every customer who hung up before an answer, short abandons (within
 *   the grace period) included; the abandon rate, answered rate and service level leave
 *   those out, so "Abandoned 1" can stand beside "Abandon rate 0.00 %".
 * - Queued, Answered and the other in-shift counts are totals since the last shift reset,
 *   Waiting and Longest waiting are live: "Queued 40" beside "Waiting 2" is no contradiction.
 * - Agent counts are per business process: an agent who serves several is counted in each,
 *   so the floor totals add up to more than the agents on the floor.
 */
import type { BusinessProcessKpiId } from './kpi-ids';

export type FigureNote =
  | 'shortAbandonsCounted'
  | 'shortAbandonsLeftOut'
  | 'shiftTotal'
  | 'liveNow'
  | 'agentsInEachBusinessProcess';

const NOTES: Partial<Record<BusinessProcessKpiId, FigureNote>> = {
  businessProcessAbandonedInteractions: 'shortAbandonsCounted',
  businessProcessAbandonedPercentage: 'shortAbandonsLeftOut',
  businessProcessAnsweredPercentage: 'shortAbandonsLeftOut',
  businessProcessServiceLevel: 'shortAbandonsLeftOut',
  businessProcessTotalQueuedInteractions: 'shiftTotal',
  businessProcessAnsweredInteractions: 'shiftTotal',
  businessProcessOverflowInteractions: 'shiftTotal',
  businessProcessTotalInteractions: 'shiftTotal',
  businessProcessEndedInteractions: 'shiftTotal',
  callbackRequestedInShift: 'shiftTotal',
  callbackProcessedInShift: 'shiftTotal',
  businessProcessWaitingInteractions: 'liveNow',
  businessProcessWaitingDeferrableInteractions: 'liveNow',
  businessProcessLongestWaitingTime: 'liveNow',
  businessProcessInProcessInteractions: 'liveNow',
  callbackToBeProcessed: 'liveNow',
};

/** The note that explains how a KPI relates to the figures beside it, or null when it needs none. */
export function figureNoteOf(id: BusinessProcessKpiId): FigureNote | null {
  return NOTES[id] ?? null;
}

/** The note of the agent counts (Ready, Busy, Break) wherever they are summed over business processes. */
export const AGENT_COUNT_NOTE: FigureNote = 'agentsInEachBusinessProcess';

/**
 * True when the abandoned count and the abandon rate on one card seem to disagree, which only
 * short abandons explain: some abandoned, none of them counted in the rate.
 */
export function onlyShortAbandons(
  abandoned: number | undefined,
  abandonedPercentage: number | undefined,
): boolean {
  return typeof abandoned === 'number' && abandoned > 0 && abandonedPercentage === 0;
}
