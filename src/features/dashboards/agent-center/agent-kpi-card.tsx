import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_KPI_TIMERS, agentKpiTimers } from '../../../domain/agent-kpi-timers';
import { formatDuration } from '../../../domain/format';
import { useTopicValue } from '../../../hub-client/use-topic';
import type { AgentStatistics } from '../../../protocol/events';
import { useNow } from '../../../ui/use-now';
import { AgentCard } from './agent-card';
import { AgentKpiHelp } from './agent-kpi-help';
import type { CardProps } from './card-props';
import { Figures } from './figures';
import { Spinner } from './spinner';

type CountKey =
  | 'agentTotalAnsweredCalls'
  | 'agentMissedCalls'
  | 'agentRejectedCalls'
  | 'agentTotalTransfer'
  | 'agentTotalCallbacksReschedule';
const COUNTS: readonly [string, CountKey][] = [
  ['answered', 'agentTotalAnsweredCalls'],
  ['missed', 'agentMissedCalls'],
  ['rejected', 'agentRejectedCalls'],
  ['transferred', 'agentTotalTransfer'],
  ['callbacks', 'agentTotalCallbacksReschedule'],
];

/**
 * The logged-in agent's key performance indicators: counts, average handle time, and live
 * timers that tick from their start times on the shared 1 s tick (supervisor-dashboards §2).
 */
export function AgentKpiCard({ card }: CardProps) {
  const { t } = useTranslation('dashboards');
  const [helpOpen, setHelpOpen] = useState(false);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const session = useTopicValue('session');
  const agentId = session?.name === 'active' ? session.user.userId : '';
  const stats = useTopicValue('agentStatistics', agentId);
  return (
    <AgentCard
      cardId={card._id}
      type={card.componentName}
      title={t('agentCenter.cardTypes.agentKpi')}
      controls={
        <button
          type="button"
          className="agent-icon-button"
          aria-expanded={helpOpen}
          onClick={() => setHelpOpen((open) => !open)}
        >
          <span aria-hidden="true">?</span>
          <span className="visually-hidden">{t('agentCenter.agentKpi.help')}</span>
        </button>
      }
    >
      <Figures
        items={[
          ...COUNTS.map(([id, key]) => ({
            id,
            label: t(`agentCenter.agentKpi.${id}`),
            value: stats ? String(stats[key]) : <Spinner />,
          })),
          {
            id: 'averageHandleTime',
            label: t('agentCenter.agentKpi.averageHandleTime'),
            value: stats ? formatDuration(stats.agentAverageTreatingTime) : <Spinner />,
          },
        ]}
      />
      <h3 className="agent-card__subtitle">{t('agentCenter.agentKpi.timers')}</h3>
      <AgentTimers stats={stats} />
      {helpOpen && <AgentKpiHelp onClose={closeHelp} />}
    </AgentCard>
  );
}

/** The live timers: the only part of the card that renders every second. */
function AgentTimers({ stats }: { stats: AgentStatistics | undefined }) {
  const { t } = useTranslation('dashboards');
  const state = useTopicValue('ownAgent');
  const now = useNow();
  const timers = stats && state ? agentKpiTimers(stats, state, now) : null;
  return (
    <Figures
      items={AGENT_KPI_TIMERS.map((timer) => ({
        id: `timer-${timer}`,
        label: t(`agentCenter.agentKpi.${timer}`),
        value: timers ? formatDuration(timers[timer]) : <Spinner />,
      }))}
    />
  );
}
