import { useTranslation } from 'react-i18next';
import { queueStatusAgents } from '../../../domain/agent-queue-cards';
import { useTopicValue } from '../../../hub-client/use-topic';
import { kpiValueText } from '../kpi-text';
import type { CardProps } from './card-props';
import { Donut } from './donut';
import { Figures } from './figures';
import { instantText } from './instant-text';
import { Spinner } from './spinner';
import { useAppTimeZone } from '../../../ui/use-app-time-zone';
import { useAppTimeFormat } from '../../../ui/use-app-time-format';
import { SingleProcessCard } from './single-process-card';

/** Queue status: agents by state as a donut, total agents, queue figures and last reset (supervisor-dashboards §2). */
export function QueueStatusCard({ card, onChange }: CardProps) {
  const { t } = useTranslation('dashboards');
  return (
    <SingleProcessCard
      card={card}
      onChange={onChange}
      title={t('agentCenter.cardTypes.queueStatus')}
      Body={QueueStatusBody}
    />
  );
}

function QueueStatusBody({ businessProcessId }: { businessProcessId: string }) {
  const { t } = useTranslation('dashboards');
  const stats = useTopicValue('businessProcessStatistics', businessProcessId);
  const timeZone = useAppTimeZone();
  const timeFormat = useAppTimeFormat();
  if (!stats) return <Spinner />;
  const agents = queueStatusAgents(stats);
  return (
    <div className="agent-card__split">
      <Donut
        label={t('agentCenter.queueStatus.donut')}
        total={agents.total}
        totalLabel={t('agentCenter.queueStatus.totalAgents')}
        slices={[
          {
            key: 'ready',
            label: t('agentCenter.queueStatus.ready'),
            value: agents.ready,
            tone: 'tone-ready',
          },
          {
            key: 'busy',
            label: t('agentCenter.queueStatus.busy'),
            value: agents.busy,
            tone: 'tone-busy',
          },
          {
            key: 'unavailable',
            label: t('agentCenter.queueStatus.unavailable'),
            value: agents.unavailable,
            tone: 'tone-unavailable',
          },
        ]}
      />
      <Figures
        items={[
          {
            id: 'totalAgents',
            label: t('agentCenter.queueStatus.totalAgents'),
            value: agents.total,
          },
          {
            id: 'queued',
            label: t('agentCenter.queueStatus.queued'),
            value: kpiValueText(
              'businessProcessTotalQueuedInteractions',
              stats.kpis.businessProcessTotalQueuedInteractions,
            ),
          },
          {
            id: 'longestWaiting',
            label: t('agentCenter.queueStatus.longestWaiting'),
            value: kpiValueText(
              'businessProcessLongestWaitingTime',
              stats.kpis.businessProcessLongestWaitingTime,
            ),
          },
          {
            id: 'callbacksToBeProcessed',
            label: t('agentCenter.queueStatus.callbacksToBeProcessed'),
            value: kpiValueText('callbackToBeProcessed', stats.kpis.callbackToBeProcessed),
          },
          {
            id: 'lastReset',
            label: t('agentCenter.lastReset'),
            value: instantText(stats.lastResetTime, timeZone, timeFormat, t('agentCenter.none')),
          },
        ]}
      />
    </div>
  );
}
