/**
 * Business-process KPI values from the counters of what happened (never drawn at
 * random). Units follow src/domain/kpi-ids.ts: counts, seconds, fractions 0..1.
 *
 * Formulas ("resolved" = left the queue by being answered, abandoned or overflowing):
 * - serviceLevel = answeredWithinGoal / (answeredLive + abandoned - abandonedShort)
 *   over live media (telephony, chat, SMS; email is deferrable and excluded). Answered
 *   within goal means arrival -> answer <= goal. Abandons within the short-abandon
 *   grace (5 s by default) are EXCLUDED from the denominator: a customer who hangs up
 *   in 2 s was never served late. Overflowed interactions are not in it either (another
 *   queue serves them). No resolved interaction yet gives 1 (nothing went wrong).
 * - abandonedPercentage = (abandoned - abandonedShort) / (answered + abandoned - abandonedShort + overflowed)
 * - answeredPercentage = answered / (answered + abandoned - abandonedShort + overflowed)
 * - ASA = averageAnswerTime = answerWaitMsSum / answeredLive (arrival -> answer, incl. ring);
 *   the two ids name one measure, used by different views.
 * - averageWaitingTime = leftQueueWaitMsSum / leftQueue: arrival -> answered, abandoned or
 *   overflowed, over live media (what customers who stopped waiting went through).
 * - longestWaitingTime = now - arrival of the oldest live interaction still waiting, in whole
 *   seconds (it grows by itself; whole seconds keep it to one change a second per queue).
 * - averageAgentHandlingTime = handleMsSum / ended: answer -> end of wrap-up.
 * - averageRingTime = ringMsSum / ringCount: offer -> answer of answered offers.
 * - callbackSuccessful/FailedPercentage = succeeded / processed, failed / processed,
 *   where processed = attempts that ended in success or failure (reschedules and purges
 *   are counted apart); callbackAverageHandlingTime = work (preview -> end of call) / processed.
 * Averages with nothing to average are 0.
 */
import type { BusinessProcessKpiId } from '../../src/domain/kpi-ids';
import type { BpCounters } from './model';

export type KpiValues = Record<BusinessProcessKpiId, number>;

const ratio = (a: number, b: number): number => (b > 0 ? a / b : 0);
const seconds = (ms: number, n: number): number => (n > 0 ? ms / n / 1000 : 0);

export function computeKpis(
  c: BpCounters,
  now: number,
  oldestWaitingArrivedAt: number | null,
): KpiValues {
  const countedAbandons = c.abandoned - c.abandonedShort;
  const resolved = c.answered + countedAbandons + c.overflowed;
  const slBase = c.answeredLive + countedAbandons;
  const asa = seconds(c.answerWaitMsSum, c.answeredLive);
  return {
    businessProcessAnsweredInteractions: c.answered,
    businessProcessOverflowInteractions: c.overflowed,
    businessProcessAbandonedInteractions: c.abandoned,
    businessProcessAbandonedPercentage: ratio(countedAbandons, resolved),
    businessProcessVoiceMails: c.voiceMails,
    businessProcessTotalInternalTransferredOut: c.internalTransfers,
    businessProcessTotalExternalTransferredOut: c.externalTransfers,
    businessProcessDNCRequestsInShift: c.dnc,
    businessProcessServiceLevel: slBase > 0 ? c.answeredWithinGoal / slBase : 1,
    businessProcessWaitingInteractions: c.waiting,
    businessProcessLongestWaitingTime:
      oldestWaitingArrivedAt === null ? 0 : Math.floor((now - oldestWaitingArrivedAt) / 1000),
    businessProcessAverageWaitingTime: seconds(c.leftQueueWaitMsSum, c.leftQueue),
    businessProcessAverageAnswerTime: asa,
    businessProcessAverageAgentHandlingTime: seconds(c.handleMsSum, c.ended),
    callbackAverageHandlingTime: seconds(c.callbackWorkMsSum, c.callbackProcessed),
    callbackRequestedInShift: c.callbackRequested,
    callbackProcessedInShift: c.callbackProcessed,
    callbackSuccessfulPercentageInShift: ratio(c.callbackSucceeded, c.callbackProcessed),
    callbackFailedPercentageInShift: ratio(c.callbackFailed, c.callbackProcessed),
    callbackToBeProcessed: c.callbackToBeProcessed,
    callbackInteractionsPurgedInShift: c.callbackPurged,
    businessProcessTotalQueuedInteractions: c.queued,
    businessProcessAnsweredPercentage: ratio(c.answered, resolved),
    businessProcessASA: asa,
    businessProcessWaitingDeferrableInteractions: c.deferrableWaiting,
    businessProcessTotalInteractions: c.offered,
    businessProcessInProcessInteractions: c.inProcess,
    businessProcessEndedInteractions: c.ended,
    businessProcessRequestCallbackInteractions: c.callbackInteractions,
    businessProcessAverageRingTime: seconds(c.ringMsSum, c.ringCount),
    callbackReschedulededInShift: c.callbackRescheduled,
    callbackSucceededInShift: c.callbackSucceeded,
    callbackFailedInShift: c.callbackFailed,
  };
}
