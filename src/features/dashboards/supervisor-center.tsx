import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import './dashboards.css';
import { HEALTH_STATUS_NAMES } from '../../domain/health';
import { monitoringColumns, monitoringLayout, orderFromLayout, orderMonitoringCards, type CardSorting } from '../../domain/monitoring-grid';
import { MONITORING_GRID_GAP_PX } from '../../domain/supervisor-constants';
import { useHubConnection } from '../../hub-client/hub-context';
import { useTopicKeys, useTopicValue } from '../../hub-client/use-topic';
import { CardOptionsDialog } from './card-options-dialog';
import { ORGANIZED_DATA_TAB, type CardViewState } from './card-active-view';
import { MonitoringCard } from './monitoring-card';
import { Snackbar } from '../../ui/snackbar';
import { useAdaptiveSettings } from './use-adaptive-settings';

const CARD_ROW_HEIGHT_PX = 262;

/**
 * Supervisor information center (adaptive): one monitoring card per supervised business
 * process in a draggable grid; drag only in Custom sorting; cards re-sort under Health.
 */
export function SupervisorCenter() {
  const { t } = useTranslation('dashboards');
  const { store } = useHubConnection();
  const ids = useTopicKeys('businessProcessStatistics');
  useTopicKeys('health');
  const connection = useTopicValue('connection');
  const [settings, saveSettings] = useAdaptiveSettings();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const { width, containerRef, mounted } = useContainerWidth();
  const columns = monitoringColumns(mounted ? width : null);

  // Order depends on every card's health status: one signal read per card, recomputed
  // only when a status changes (statusKey), not on every value change.
  const statusKey = useStatusKey(ids);
  const order = useMemo(() => {
    const cards = ids.map((id) => ({
      businessProcessId: id,
      businessProcessName: store.entry('businessProcessStatistics', id).peek()?.businessProcessName ?? id,
      status: store.entry('health', id).peek()?.status ?? null,
    }));
    const custom = [...settings.cards].sort((a, b) => a.order - b.order).map((c) => c.businessProcessId);
    return orderMonitoringCards(settings.sorting, cards, custom);
    // statusKey stands for every card's status
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, statusKey, settings.sorting, settings.cards, store]);

  useHealthAnnouncements(ids, setAnnouncement);

  const views = useMemo(() => new Map(settings.cards.map((c) => [c.businessProcessId, { selectedCardIndex: c.selectedCardIndex, isPinned: c.isPinned }])), [settings.cards]);
  const viewOf = (id: string): CardViewState => views.get(id) ?? { selectedCardIndex: ORGANIZED_DATA_TAB, isPinned: false };
  // A pinned card is twice as tall, so its active view has room.
  const layout = useMemo(
    () => monitoringLayout(order, columns).map((item) => (views.get(item.i)?.isPinned ? { ...item, h: 2 } : item)),
    [order, columns, views],
  );
  const stale = connection !== undefined && connection.name !== 'connected';

  function save(next: readonly string[], sorting: CardSorting, changed?: { id: string; view: CardViewState }): void {
    void saveSettings({
      sorting,
      cards: next.map((businessProcessId, index) => ({
        businessProcessId,
        ...(changed?.id === businessProcessId ? changed.view : viewOf(businessProcessId)),
        order: index,
      })),
    });
  }
  const saveOrder = (next: readonly string[], sorting: CardSorting) => save(next, sorting);

  return (
    <section className="supervisor-center" aria-labelledby="supervisor-center-title">
      <div className="screen-toolbar">
        <h1 id="supervisor-center-title">{t('supervisorCenter')}</h1>
        <span className="screen-toolbar__meta">{t('sortedBy', { sorting: t(`options.sortings.${settings.sorting}`) })}</span>
        <button type="button" className="button button-outline" onClick={() => setOptionsOpen(true)}>
          {t('options.open')}
        </button>
      </div>
      {stale && (
        <p className="banner banner--warning" role="status">
          {t('staleData')}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div ref={containerRef} className="monitoring-grid">
        {ids.length === 0 && <p>{t('loading')}</p>}
        {mounted && ids.length > 0 && (
          <ReactGridLayout
            width={width}
            layout={layout}
            gridConfig={{ cols: columns, rowHeight: CARD_ROW_HEIGHT_PX, margin: [MONITORING_GRID_GAP_PX, MONITORING_GRID_GAP_PX], containerPadding: [0, 0] }}
            dragConfig={{ enabled: settings.sorting === 'Custom', handle: '.drag-handle', cancel: 'button, input, select' }}
            resizeConfig={{ enabled: false }}
            onDragStop={(next: Layout) => saveOrder(orderFromLayout(next), 'Custom')}
          >
            {order.map((id) => (
              <div key={id}>
                <MonitoringCard
                  businessProcessId={id}
                  stale={stale}
                  view={viewOf(id)}
                  onView={(view) => save(order, settings.sorting, { id, view })}
                  notify={setSnackbar}
                />
              </div>
            ))}
          </ReactGridLayout>
        )}
      </div>
      {snackbar !== null && (
        <div className="snackbar-region" role="status">
          <Snackbar message={snackbar} dismissLabel={t('dismiss')} visibleMs={6_000} onClose={() => setSnackbar(null)} />
        </div>
      )}
      {optionsOpen && (
        <CardOptionsDialog
          sorting={settings.sorting}
          onCancel={() => setOptionsOpen(false)}
          onUpdate={(sorting) => {
            setOptionsOpen(false);
            saveOrder(order, sorting);
          }}
        />
      )}
    </section>
  );
}

/** A string that changes exactly when some card's health status changes. */
function useStatusKey(ids: readonly string[]): string {
  const { store } = useHubConnection();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribes = ids.map((id) => store.entry('health', id).subscribe(onChange));
      return () => unsubscribes.forEach((u) => u());
    },
    [ids, store],
  );
  const read = useCallback(() => ids.map((id) => store.entry('health', id).peek()?.status ?? 0).join(''), [ids, store]);
  return useSyncExternalStore(subscribe, read, read);
}

/** Announces a business process changing health status through the aria-live region. */
function useHealthAnnouncements(ids: readonly string[], announce: (text: string) => void): void {
  const { t } = useTranslation('dashboards');
  const { store } = useHubConnection();
  const last = useRef(new Map<string, number>());
  useEffect(() => {
    const unsubscribes = ids.map((id) =>
      store.entry('health', id).subscribe((health) => {
        if (!health) return;
        const before = last.current.get(id);
        last.current.set(id, health.status);
        if (before === undefined || before === health.status) return;
        const name = store.entry('businessProcessStatistics', id).peek()?.businessProcessName ?? id;
        announce(t('healthChanged', { name, status: t(`health.${HEALTH_STATUS_NAMES[health.status]}`) }));
      }),
    );
    return () => unsubscribes.forEach((u) => u());
  }, [ids, store, announce, t]);
}
