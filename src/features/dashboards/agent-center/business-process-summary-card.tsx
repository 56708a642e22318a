import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  businessProcessSummaryTotals,
  summarySelection,
  type BusinessProcessSummaryTotals,
} from '../../../domain/agent-queue-cards';
import { formatDuration } from '../../../domain/format';
import { useHubConnection } from '../../../hub-client/hub-context';
import { AgentCard } from './agent-card';
import { BusinessProcessMultiSelect } from './business-process-multi-select';
import type { CardProps } from './card-props';
import { Donut } from './donut';
import { Figures } from './figures';
import { instantText } from './instant-text';
import { Spinner } from './spinner';
import { useAppTimeZone } from '../../../ui/use-app-time-zone';
import { useAppTimeFormat } from '../../../ui/use-app-time-format';
import { useBusinessProcesses } from './use-business-processes';

/**
 * Queue summary by business process: the chosen business processes' waiting interactions as a
 * donut, longest waiting, waiting emails, callbacks and last reset (supervisor-dashboards §2).
 * The statistics carry no per-media split of live waiting interactions, so the donut shows
 * telephony, chat and SMS together against email rather than invent a split.
 */
export function BusinessProcessSummaryCard({ card, onChange }: CardProps) {
  const { t } = useTranslation('dashboards');
  const options = useBusinessProcesses();
  const selected = summarySelection(card.businessProcessIds, options);
  return (
    <AgentCard
      cardId={card._id}
      type={card.componentName}
      title={t('agentCenter.cardTypes.queueSummaryByBusinessProcess')}
      controls={
        <BusinessProcessMultiSelect
          options={options}
          selected={selected}
          onChange={(ids) => onChange({ businessProcessIds: ids })}
        />
      }
    >
      {options.length === 0 ? (
        <p className="agent-card__note">{t('agentCenter.noBusinessProcessToShow')}</p>
      ) : selected.length === 0 ? (
        <p className="agent-card__note">{t('agentCenter.bpSummary.noneSelected')}</p>
      ) : (
        <SummaryBody ids={selected} />
      )}
    </AgentCard>
  );
}

/**
 * Totals over the chosen business processes, null until all their statistics arrived.
 * Re-renders when a total changes, not on every change of the statistics.
 */
function useSummaryTotals(ids: readonly string[]): BusinessProcessSummaryTotals | null {
  const { store } = useHubConnection();
  const key = ids.join('\n');
  const cache = useRef<{ text: string; totals: BusinessProcessSummaryTotals | null } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribes = key
        .split('\n')
        .map((id) => store.entry('businessProcessStatistics', id).subscribe(onChange));
      return () => unsubscribes.forEach((u) => u());
    },
    [key, store],
  );
  const read = useCallback(() => {
    const entries = key.split('\n').map((id) => store.peek('businessProcessStatistics', id));
    const known = entries.filter((e) => e !== undefined);
    const totals = known.length === entries.length ? businessProcessSummaryTotals(known) : null;
    const text = JSON.stringify(totals);
    // the same totals keep the same object, as useSyncExternalStore requires
    if (cache.current?.text !== text) cache.current = { text, totals };
    return cache.current.totals;
  }, [key, store]);
  return useSyncExternalStore(subscribe, read, read);
}

function SummaryBody({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('dashboards');
  const timeZone = useAppTimeZone();
  const timeFormat = useAppTimeFormat();
  const totals = useSummaryTotals(ids);
  if (totals === null) return <Spinner />;
  return (
    <div className="agent-card__split">
      <Donut
        label={t('agentCenter.bpSummary.waiting')}
        total={totals.liveWaiting + totals.emailsWaiting}
        totalLabel={t('agentCenter.bpSummary.waiting')}
        slices={[
          {
            key: 'liveWaiting',
            label: t('agentCenter.bpSummary.liveWaiting'),
            value: totals.liveWaiting,
            tone: 'tone-live',
          },
          {
            key: 'emailsWaiting',
            label: t('agentCenter.bpSummary.emails'),
            value: totals.emailsWaiting,
            tone: 'tone-email',
          },
        ]}
      />
      <Figures
        items={[
          {
            id: 'longestWaiting',
            label: t('agentCenter.bpSummary.longestWaiting'),
            value: formatDuration(totals.longestWaiting),
          },
          {
            id: 'emailsWaiting',
            label: t('agentCenter.bpSummary.emailsWaiting'),
            value: totals.emailsWaiting,
          },
          { id: 'callbacks', label: t('agentCenter.bpSummary.callbacks'), value: totals.callbacks },
          {
            id: 'lastReset',
            label: t('agentCenter.lastReset'),
            value: instantText(totals.lastResetTime, timeZone, timeFormat, t('agentCenter.none')),
          },
        ]}
      />
    </div>
  );
}
