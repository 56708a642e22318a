import { useTranslation } from 'react-i18next';
import type { BusinessProcessKpiId } from '../../../domain/kpi-ids';
import { useTopicValue } from '../../../hub-client/use-topic';
import { kpiValueText } from '../kpi-text';
import type { CardProps } from './card-props';
import { Figures } from './figures';
import { Spinner } from './spinner';
import { SingleProcessCard } from './single-process-card';

/** The queue summary's figures in the spec's order (supervisor-dashboards §2 "Queue summary"). */
const QUEUE_SUMMARY_KPIS: readonly [string, BusinessProcessKpiId][] = [
  ['liveWaiting', 'businessProcessWaitingInteractions'],
  ['deferrableWaiting', 'businessProcessWaitingDeferrableInteractions'],
  ['longestWaiting', 'businessProcessLongestWaitingTime'],
  ['serviceLevel', 'businessProcessServiceLevel'],
  ['asa', 'businessProcessASA'],
  ['answered', 'businessProcessAnsweredInteractions'],
  ['abandoned', 'businessProcessAbandonedInteractions'],
  ['overflowed', 'businessProcessOverflowInteractions'],
  ['abandonRate', 'businessProcessAbandonedPercentage'],
  ['averageHandleTime', 'businessProcessAverageAgentHandlingTime'],
];

/** Queue summary of one business process assigned to the logged-in agent. */
export function QueueSummaryCard({ card, onChange }: CardProps) {
  const { t } = useTranslation('dashboards');
  return (
    <SingleProcessCard
      card={card}
      onChange={onChange}
      title={t('agentCenter.cardTypes.queueSummary')}
      assignedOnly
      Body={QueueSummaryBody}
    />
  );
}

function QueueSummaryBody({ businessProcessId }: { businessProcessId: string }) {
  const { t } = useTranslation('dashboards');
  const stats = useTopicValue('businessProcessStatistics', businessProcessId);
  if (!stats) return <Spinner />;
  const figures = QUEUE_SUMMARY_KPIS.map(([id, kpi]) => ({
    id,
    label: t(`agentCenter.queueSummary.${id}`),
    value: kpiValueText(kpi, stats.kpis[kpi]),
  }));
  // ready agents stand fourth, as the spec lists them
  figures.splice(3, 0, {
    id: 'readyAgents',
    label: t('agentCenter.queueSummary.readyAgents'),
    value: String(stats.totalReadyAgents),
  });
  return <Figures items={figures} />;
}
