import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { computed, type ReadonlySignal } from '@preact/signals-react';
import { floorTotals, type FloorTotals } from '../../domain/floor-totals';
import { useHubConnection } from '../../hub-client/hub-context';
import { LiveText } from '../../hub-client/live-text';
import type { TopicSignals } from '../../hub-client/topic-signals';
import { AGENT_COUNT_NOTE, type FigureNote } from '../../domain/figure-notes';
import { kpiValueText, noteTitle } from './kpi-text';

/** The totals as a signal of every listed business process's statistics and health. */
function totalsOf(store: TopicSignals, ids: readonly string[]): ReadonlySignal<FloorTotals> {
  return computed(() =>
    floorTotals(
      ids.flatMap((id) => {
        const stats = store.entry('businessProcessStatistics', id).value;
        if (!stats) return [];
        return [{ ...stats, status: store.entry('health', id).value?.status ?? null }];
      }),
    ),
  );
}

/**
 * Totals across every supervised business process, above the cards: the floor at a glance
 * without reading each card. The totals are one computed signal, and each figure is bound to
 * it: a patch writes the changed figures into the DOM, React renders the strip only when the
 * list of business processes changes.
 */
export function FloorTotalsStrip({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('dashboards');
  const { store } = useHubConnection();
  const noteId = useId();
  const totals = useMemo(() => totalsOf(store, ids), [store, ids]);
  const items: {
    key: string;
    label: string;
    value: (totals: FloorTotals) => string;
    tone?: 'danger' | 'warning' | 'good';
    note?: FigureNote;
  }[] = [
    {
      key: 'businessProcesses',
      label: t('totals.businessProcesses'),
      value: (x) => String(x.businessProcesses),
    },
    { key: 'danger', label: t('health.danger'), value: (x) => String(x.danger), tone: 'danger' },
    {
      key: 'warning',
      label: t('health.warning'),
      value: (x) => String(x.warning),
      tone: 'warning',
    },
    { key: 'good', label: t('health.good'), value: (x) => String(x.good), tone: 'good' },
    {
      key: 'ready',
      label: t('counts.ready'),
      value: (x) => String(x.ready),
      note: AGENT_COUNT_NOTE,
    },
    { key: 'busy', label: t('counts.busy'), value: (x) => String(x.busy), note: AGENT_COUNT_NOTE },
    {
      key: 'break',
      label: t('counts.break'),
      value: (x) => String(x.onBreak),
      note: AGENT_COUNT_NOTE,
    },
    {
      key: 'waiting',
      label: t('kpi.businessProcessWaitingInteractions'),
      value: (x) => String(x.waiting),
      note: 'liveNow',
    },
    {
      key: 'longest',
      label: t('kpi.businessProcessLongestWaitingTime'),
      value: (x) => kpiValueText('businessProcessLongestWaitingTime', x.longestWaiting),
      note: 'liveNow',
    },
    {
      key: 'answered',
      label: t('kpi.businessProcessAnsweredInteractions'),
      value: (x) => String(x.answered),
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
            <LiveText
              as="dd"
              data-testid={`total-${item.key}`}
              source={totals}
              immediate
              text={item.value}
            />
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
