import { useCallback, useId, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addToFloorTotals,
  emptyFloorTotals,
  sameFloorTotals,
  type FloorTotals,
} from '../../domain/floor-totals';
import { PASSIVE_FIGURE_INTERVAL_MS } from '../../domain/figure-pace';
import { figureBeat } from '../../hub-client/figure-beat';
import { useHubConnection } from '../../hub-client/hub-context';
import type { TopicSignals } from '../../hub-client/topic-signals';
import { AGENT_COUNT_NOTE, type FigureNote } from '../../domain/figure-notes';
import { kpiValueText, noteTitle } from './kpi-text';

/**
 * The totals, read after every applied patch: summed afresh (a thousand business processes
 * take a fraction of a millisecond) and handed out as the same object while they stand, so
 * the strip renders only when a total changes.
 */
function totalsReader(store: TopicSignals, ids: readonly string[]): () => FloorTotals {
  let last: FloorTotals | null = null;
  return () => {
    const totals = emptyFloorTotals();
    for (const id of ids) {
      const stats = store.peek('businessProcessStatistics', id);
      if (!stats) continue;
      addToFloorTotals(totals, stats, store.peek('health', id)?.status ?? null);
    }
    if (last === null || !sameFloorTotals(last, totals)) last = totals;
    return last;
  };
}

/**
 * Totals across every supervised business process, above the cards: the floor at a glance
 * without reading each card. Read at most once per figure beat (4 times a second) after
 * patches, rendered only when a total changes.
 */
export function FloorTotalsStrip({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('dashboards');
  const { store } = useHubConnection();
  const noteId = useId();
  // on the page's figure beat, with the cards' figures: the hub spreads the statistics over the
  // second, and a strip that rendered on each of them drew frames of its own between the beats
  const subscribe = useCallback(
    (onChange: () => void) => {
      const beat = figureBeat(PASSIVE_FIGURE_INTERVAL_MS);
      const stop = store.onApplied(
        () => beat.schedule(onChange),
        ['businessProcessStatistics', 'health'],
      );
      return () => {
        stop();
        beat.cancel(onChange);
      };
    },
    [store],
  );
  const read = useMemo(() => totalsReader(store, ids), [store, ids]);
  const totals = useSyncExternalStore(subscribe, read, read);
  const items: {
    key: string;
    label: string;
    value: string;
    tone?: 'danger' | 'warning' | 'good';
    note?: FigureNote;
  }[] = [
    {
      key: 'businessProcesses',
      label: t('totals.businessProcesses'),
      value: String(totals.businessProcesses),
    },
    { key: 'danger', label: t('health.danger'), value: String(totals.danger), tone: 'danger' },
    { key: 'warning', label: t('health.warning'), value: String(totals.warning), tone: 'warning' },
    { key: 'good', label: t('health.good'), value: String(totals.good), tone: 'good' },
    { key: 'ready', label: t('counts.ready'), value: String(totals.ready), note: AGENT_COUNT_NOTE },
    { key: 'busy', label: t('counts.busy'), value: String(totals.busy), note: AGENT_COUNT_NOTE },
    {
      key: 'break',
      label: t('counts.break'),
      value: String(totals.onBreak),
      note: AGENT_COUNT_NOTE,
    },
    {
      key: 'waiting',
      label: t('kpi.businessProcessWaitingInteractions'),
      value: String(totals.waiting),
      note: 'liveNow',
    },
    {
      key: 'longest',
      label: t('kpi.businessProcessLongestWaitingTime'),
      value: kpiValueText('businessProcessLongestWaitingTime', totals.longestWaiting),
      note: 'liveNow',
    },
    {
      key: 'answered',
      label: t('kpi.businessProcessAnsweredInteractions'),
      value: String(totals.answered),
      note: 'shiftTotal',
    },
  ];
  return (
    <div className="floor-totals-box">
      <dl
        className="floor-totals"
        aria-label={t('totals.label')}
        aria-describedby={noteId}
        data-testid="floor-totals"
      >
        {items.map((item) => (
          <div
            key={item.key}
            className={
              item.tone
                ? `floor-totals__item floor-totals__item--${item.tone}`
                : 'floor-totals__item'
            }
          >
            <dt title={noteTitle(t, item.label, item.note ?? null)}>
              {item.tone && (
                <span aria-hidden="true" className="floor-totals__icon">
                  {{ danger: '✕', warning: '!', good: '✓' }[item.tone]}
                </span>
              )}
              {item.label}
            </dt>
            <dd data-testid={`total-${item.key}`}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {/* a sum of 116 Busy on a floor of 60 agents says why at once, not only on hover */}
      <p id={noteId} className="floor-totals__note" data-testid="floor-totals-note">
        {t('totals.agentsNote')}
      </p>
    </div>
  );
}
