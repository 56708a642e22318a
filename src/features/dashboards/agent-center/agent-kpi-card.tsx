import { useCallback, useMemo, useState } from 'react';
import { computed, type ReadonlySignal } from '@preact/signals-react';
import { useTranslation } from 'react-i18next';
import { AGENT_KPI_TIMERS, agentKpiTimers } from '../../../domain/agent-kpi-timers';
import { formatDuration } from '../../../domain/format';
import { LiveText } from '../../../hub-client/live-text';
import { useSignalSelector } from '../../../hub-client/use-signal-selector';
import { useTopicEntry, useTopicValue } from '../../../hub-client/use-topic';
import type { AgentStatistics } from '../../../protocol/events';
import { nowSignal } from '../../../ui/use-now';
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
  const stats = useTopicEntry('agentStatistics')(agentId);
  // the card renders when the statistics arrive or go; their figures write the DOM themselves
  const known = useSignalSelector(stats, isKnown);
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
            value: known ? (
              <LiveText source={stats} text={(s) => (s ? String(s[key]) : '')} />
            ) : (
              <Spinner />
            ),
          })),
          {
            id: 'averageHandleTime',
            label: t('agentCenter.agentKpi.averageHandleTime'),
            value: known ? (
              <LiveText
                source={stats}
                text={(s) => (s ? formatDuration(s.agentAverageTreatingTime) : '')}
              />
            ) : (
              <Spinner />
            ),
          },
        ]}
      />
      <h3 className="agent-card__subtitle">{t('agentCenter.agentKpi.timers')}</h3>
      <AgentTimers stats={stats} />
      {helpOpen && <AgentKpiHelp onClose={closeHelp} />}
    </AgentCard>
  );
}

const isKnown = (value: unknown): boolean => value !== undefined;

/** The live timers: written into the DOM on the shared 1 s tick, without a React render. */
function AgentTimers({ stats }: { stats: ReadonlySignal<AgentStatistics | undefined> }) {
  const { t } = useTranslation('dashboards');
  const state = useTopicEntry('ownAgent')('current');
  const timers = useMemo(
    () =>
      computed(() => {
        const counters = stats.value;
        const own = state.value;
        return counters && own ? agentKpiTimers(counters, own, nowSignal.value) : null;
      }),
    [stats, state],
  );
  const known = useSignalSelector(timers, isTimed);
  return (
    <Figures
      items={AGENT_KPI_TIMERS.map((timer) => ({
        id: `timer-${timer}`,
        label: t(`agentCenter.agentKpi.${timer}`),
        value: known ? (
          <LiveText
            source={timers}
            immediate
            text={(values) => (values ? formatDuration(values[timer]) : '')}
          />
        ) : (
          <Spinner />
        ),
      }))}
    />
  );
}

const isTimed = (value: unknown): boolean => value !== null;
