import { ALL_KPI_IDS, type BusinessProcessKpiId } from '../../src/domain/kpi-ids';
import type { KpiDescription } from '../../src/protocol/reference-api';

// Typed as a full record so a KPI id added to kpi-ids.ts fails compilation until described here.
const DESCRIPTIONS: Record<BusinessProcessKpiId, readonly [name: string, description: string]> = {
  businessProcessAnsweredInteractions: [
    'Answered',
    'Interactions answered by an agent since the last reset.',
  ],
  businessProcessOverflowInteractions: [
    'Overflow',
    'Interactions moved on to another business process or destination because this one could not take them.',
  ],
  businessProcessAbandonedInteractions: [
    'Abandoned',
    'Interactions the customer ended while still waiting in the queue.',
  ],
  businessProcessAbandonedPercentage: [
    'Abandoned %',
    'Abandoned interactions as a share of all interactions that left the queue.',
  ],
  businessProcessVoiceMails: [
    'Voice mails',
    'Calls that ended in a voice mail left by the customer.',
  ],
  businessProcessTotalInternalTransferredOut: [
    'Internal transfers out',
    'Interactions transferred to another agent or business process of the organization.',
  ],
  businessProcessTotalExternalTransferredOut: [
    'External transfers out',
    'Interactions transferred to a number outside the organization.',
  ],
  businessProcessDNCRequestsInShift: [
    'DNC requests',
    'Do-not-call requests recorded during the current shift.',
  ],
  businessProcessServiceLevel: [
    'Service level',
    'Share of interactions answered within the goal time (for example 80 % within 20 s).',
  ],
  businessProcessWaitingInteractions: ['Waiting', 'Interactions waiting in the queue right now.'],
  businessProcessLongestWaitingTime: [
    'Longest waiting time',
    'How long the interaction that has waited longest has been waiting, in seconds.',
  ],
  businessProcessAverageWaitingTime: [
    'Average waiting time',
    'Average time interactions waited in the queue before being answered or abandoned, in seconds.',
  ],
  businessProcessAverageAnswerTime: [
    'Average answer time',
    'Average time from entering the queue to being answered, in seconds.',
  ],
  businessProcessAverageAgentHandlingTime: [
    'Average handling time',
    'Average time an agent spent on an answered interaction, talk and wrap-up, in seconds.',
  ],
  callbackAverageHandlingTime: [
    'Callback handling time',
    'Average time an agent spent on a callback, in seconds.',
  ],
  callbackRequestedInShift: [
    'Callbacks requested',
    'Callbacks customers asked for during the current shift.',
  ],
  callbackProcessedInShift: [
    'Callbacks processed',
    'Callbacks attempted during the current shift.',
  ],
  callbackSuccessfulPercentageInShift: [
    'Callbacks reached %',
    'Share of processed callbacks that reached the customer.',
  ],
  callbackFailedPercentageInShift: [
    'Callbacks failed %',
    'Share of processed callbacks that did not reach the customer.',
  ],
  callbackToBeProcessed: ['Callbacks to process', 'Callbacks scheduled and not yet attempted.'],
  callbackInteractionsPurgedInShift: [
    'Callbacks purged',
    'Callbacks removed without being attempted during the current shift.',
  ],
  businessProcessTotalQueuedInteractions: [
    'Queued',
    'Interactions that entered the queue since the last reset.',
  ],
  businessProcessAnsweredPercentage: [
    'Answered %',
    'Answered interactions as a share of all interactions that left the queue.',
  ],
  businessProcessASA: [
    'ASA',
    'Average speed of answer: the average wait of answered interactions, in seconds.',
  ],
  businessProcessWaitingDeferrableInteractions: [
    'Waiting deferrable',
    'Deferrable interactions (such as email) waiting to be handled.',
  ],
  businessProcessTotalInteractions: [
    'Total interactions',
    'All interactions of the business process since the last reset.',
  ],
  businessProcessInProcessInteractions: [
    'In process',
    'Interactions an agent is handling right now.',
  ],
  businessProcessEndedInteractions: ['Ended', 'Interactions that have ended since the last reset.'],
  businessProcessRequestCallbackInteractions: [
    'Callback requests',
    'Interactions in which the customer asked to be called back.',
  ],
  businessProcessAverageRingTime: [
    'Average ring time',
    'Average time an offered interaction rang before the agent answered, in seconds.',
  ],
  callbackReschedulededInShift: [
    'Callbacks rescheduled',
    'Callbacks moved to a later time during the current shift.',
  ],
  callbackSucceededInShift: [
    'Callbacks succeeded',
    'Callbacks that reached the customer during the current shift.',
  ],
  callbackFailedInShift: [
    'Callbacks failed',
    'Callbacks that did not reach the customer during the current shift.',
  ],
};

/** One description per business-process KPI, in the order of kpi-ids.ts. */
export const KPI_DESCRIPTIONS: readonly KpiDescription[] = ALL_KPI_IDS.map((kpiId) => {
  const [name, description] = DESCRIPTIONS[kpiId];
  return { kpiId, name, description };
});
