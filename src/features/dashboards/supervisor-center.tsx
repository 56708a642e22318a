import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import ReactGridLayout, {
  getCompactor,
  useContainerWidth,
  type Layout,
  type LayoutItem,
} from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import './dashboards.css';
import { HEALTH_STATUS_NAMES, type HealthStatus } from '../../domain/health';
import {
  CARD_ORDER_HOLD_MS,
  COMPACT_CARD_MIN_WIDTH_PX,
  COMPACT_CARD_ROW_HEIGHT_PX,
  COMPACT_GRID_GAP_PX,
  holdCardOrder,
  monitoringColumns,
  monitoringLayout,
  orderAfterDrop,
  orderMonitoringCards,
  type CardDensity,
  type CardSorting,
  type ShownCardOrder,
} from '../../domain/monitoring-grid';
import { MONITORING_GRID_GAP_PX } from '../../domain/supervisor-constants';
import { useHubConnection } from '../../hub-client/hub-context';
import type { TopicSignals } from '../../hub-client/topic-signals';
import { useTopicKeys, useTopicValue } from '../../hub-client/use-topic';
import { CardOptionsDialog } from './card-options-dialog';
import { FloorTotalsStrip } from './floor-totals-strip';
import { ORGANIZED_DATA_TAB, type CardViewState } from './card-active-view';
import { useCardElements } from './use-card-elements';
import { Snackbar } from '../../ui/snackbar';
import { useAdaptiveSettings, type AdaptiveDashboardSettings } from './use-adaptive-settings';
import { useInteractionHold } from './use-interaction-hold';

/** Room for three breached KPIs and the insight line under figure labels of two lines (dashboards.css says it too). */
const CARD_ROW_HEIGHT_PX = 290;
/** One object for every card without saved view state, so memoised cards see stable props. */
const DEFAULT_VIEW: CardViewState = { selectedCardIndex: ORGANIZED_DATA_TAB, isPinned: false };
/** No compaction and overlap allowed: while a card is dragged no other card makes way; the drop swaps two places. */
const DRAG_ONLY_THE_CARD = getCompactor(null, true);
const NO_RESIZE = { enabled: false };

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
  // the settings are read afresh on every render: keep one array while their content stands,
  // so the order, the views and the cards' props stay the same objects
  const cardsKey = JSON.stringify(settings.cards);
  const savedCards = useMemo(
    () => JSON.parse(cardsKey) as AdaptiveDashboardSettings['cards'],
    [cardsKey],
  );
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [snackbar, setSnackbar] = useState<string | null>(null);
  // measured before the first paint: drawn at a guessed 1280 px first, every card would slide into place
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const compact = settings.density === 'compact';
  const columns = compact
    ? monitoringColumns(mounted ? width : null, COMPACT_CARD_MIN_WIDTH_PX, COMPACT_GRID_GAP_PX)
    : monitoringColumns(mounted ? width : null);
  const rowHeight = compact ? COMPACT_CARD_ROW_HEIGHT_PX : CARD_ROW_HEIGHT_PX;
  const gap = compact ? COMPACT_GRID_GAP_PX : MONITORING_GRID_GAP_PX;

  // Order depends on every card's health status: one signal read per card, recomputed
  // only when a status changes (statusKey), not on every value change.
  const statusKey = useStatusKey(ids);
  const sorted = useMemo(() => {
    const cards = ids.map((id) => ({
      businessProcessId: id,
      businessProcessName: store.peek('businessProcessStatistics', id)?.businessProcessName ?? id,
      status: store.peek('health', id)?.status ?? null,
    }));
    const custom = [...savedCards]
      .sort((a, b) => a.order - b.order)
      .map((c) => c.businessProcessId);
    return orderMonitoringCards(settings.sorting, cards, custom);
    // statusKey stands for every card's status
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, statusKey, settings.sorting, savedCards, store]);

  // a card does not move away from under the user's hand: re-sorts by health wait for a pause
  const { held, handlers: activity } = useInteractionHold(CARD_ORDER_HOLD_MS);
  const [shownBefore, setShownBefore] = useState<ShownCardOrder | null>(null);
  const shown = holdCardOrder(shownBefore, { order: sorted, sorting: settings.sorting }, held);
  // kept from render to render (React's pattern for state following props): the same object while the order stands
  if (shown !== shownBefore) setShownBefore(shown);

  // a status change that leaves the order as it was keeps the same array: the grid does not re-render
  const orderKey = shown.order.join('\n');
  const order = useMemo(() => (orderKey === '' ? [] : orderKey.split('\n')), [orderKey]);

  const views = useMemo(
    () =>
      new Map(
        savedCards.map((c) => [
          c.businessProcessId,
          { selectedCardIndex: c.selectedCardIndex, isPinned: c.isPinned },
        ]),
      ),
    [savedCards],
  );
  const viewOf = useCallback((id: string): CardViewState => views.get(id) ?? DEFAULT_VIEW, [views]);
  // A pinned card is twice as tall, so its active view has room.
  const layout = useMemo(
    () => monitoringLayout(order, columns, (id) => (views.get(id)?.isPinned ? 2 : 1)),
    [order, columns, views],
  );
  const stale = connection !== undefined && connection.name !== 'connected';

  const save = useCallback(
    (
      next: readonly string[],
      sorting: CardSorting,
      changed?: { id: string; view: CardViewState },
      density: CardDensity = settings.density,
    ): void => {
      void saveSettings({
        sorting,
        density,
        cards: next.map((businessProcessId, index) => ({
          businessProcessId,
          ...(changed?.id === businessProcessId ? changed.view : viewOf(businessProcessId)),
          order: index,
        })),
      });
    },
    [saveSettings, viewOf, settings.density],
  );
  const saveOrder = (next: readonly string[], sorting: CardSorting) => save(next, sorting);
  // Read at call time, so the callbacks below stay the same functions for the page's life: a
  // re-sort (a health status change) must not render 200 memoised cards, nor restart the
  // status pulse of every off-screen card whose status moved since it last rendered.
  const latest = useRef({ save, order, layout, sorting: settings.sorting });
  useLayoutEffect(() => {
    latest.current = { save, order, layout, sorting: settings.sorting };
  });
  const onCardView = useCallback(
    (id: string, view: CardViewState) =>
      latest.current.save(latest.current.order, latest.current.sorting, { id, view }),
    [],
  );
  const onDragStop = useCallback(
    (_next: Layout, _old: LayoutItem | null, dropped: LayoutItem | null) => {
      if (dropped === null) return;
      const { order: before, layout: placed } = latest.current;
      latest.current.save(
        orderAfterDrop(before, placed, dropped.i, dropped.x, dropped.y),
        'Custom',
      );
    },
    [],
  );
  const dragEnabled = settings.sorting === 'Custom';
  const cards = useCardElements(ids, order, {
    stale,
    viewOf,
    onView: onCardView,
    notify: setSnackbar,
  });
  // the same objects while their values stand: each grid item compares its margin by identity
  const gridConfig = useMemo(
    () => ({
      cols: columns,
      rowHeight,
      margin: [gap, gap] as [number, number],
      containerPadding: [0, 0] as [number, number],
    }),
    [columns, rowHeight, gap],
  );
  const dragConfig = useMemo(
    () => ({ enabled: dragEnabled, handle: '.drag-handle', cancel: 'button, input, select' }),
    [dragEnabled],
  );
  // The same element while nothing it shows changed: React then skips the grid and its 200
  // items outright when this screen renders for something else (stale banner, a dialog).
  const grid = useMemo(
    () => (
      <ReactGridLayout
        width={width}
        layout={layout}
        gridConfig={gridConfig}
        dragConfig={dragConfig}
        resizeConfig={NO_RESIZE}
        compactor={DRAG_ONLY_THE_CARD}
        onDragStop={onDragStop}
      >
        {cards}
      </ReactGridLayout>
    ),
    [width, layout, gridConfig, dragConfig, onDragStop, cards],
  );

  return (
    <section className="supervisor-center" aria-labelledby="supervisor-center-title">
      <div className="screen-toolbar">
        <h1 id="supervisor-center-title">{t('supervisorCenter')}</h1>
        <span className="screen-toolbar__meta">
          {t('sortedBy', { sorting: t(`options.sortings.${settings.sorting}`) })}
        </span>
        <button
          type="button"
          className="button button-outline"
          aria-pressed={compact}
          onClick={() =>
            save(order, settings.sorting, undefined, compact ? 'comfortable' : 'compact')
          }
        >
          {t('density.compact')}
        </button>
        <button
          type="button"
          className="button button-outline"
          onClick={() => setOptionsOpen(true)}
        >
          {t('options.open')}
        </button>
      </div>
      {stale && (
        <p className="banner banner--warning" role="status">
          {t('staleData')}
        </p>
      )}
      <HealthAnnouncer ids={ids} />
      {ids.length > 0 && <FloorTotalsStrip ids={ids} />}
      <div
        ref={containerRef}
        className={compact ? 'monitoring-grid monitoring-grid--compact' : 'monitoring-grid'}
        {...activity}
      >
        {ids.length === 0 && <p>{t('loading')}</p>}
        {mounted && ids.length > 0 && grid}
      </div>
      {snackbar !== null && (
        <div className="snackbar-region" role="status">
          <Snackbar
            message={snackbar}
            dismissLabel={t('dismiss')}
            visibleMs={6_000}
            onClose={() => setSnackbar(null)}
          />
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

/** Every card's status as one digit each: a string that changes exactly when some status changes. */
function statusKeyOf(store: TopicSignals, ids: readonly string[]): string {
  let key = '';
  for (const id of ids) key += store.peek('health', id)?.status ?? 0;
  return key;
}

/**
 * The health topic rewrites every business process's entry each second while a status
 * changes rarely: one look at every status per applied patch (a loop of reads) costs less
 * than a computed signal or a subscription per card, which the signals library would track
 * and notify one by one.
 */
function useStatusKey(ids: readonly string[]): string {
  const { store } = useHubConnection();
  const subscribe = useCallback(
    (onChange: () => void) => store.onApplied(onChange, ['health']),
    [store],
  );
  const read = useCallback(() => statusKeyOf(store, ids), [store, ids]);
  return useSyncExternalStore(subscribe, read, read);
}

/** A health change to announce, kept as data so its text follows a language change. */
interface HealthChange {
  name: string;
  status: HealthStatus;
}

/** The aria-live region of health changes: its own component, so an announcement renders only it. */
function HealthAnnouncer({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('dashboards');
  const [change, setChange] = useState<HealthChange | null>(null);
  useHealthAnnouncements(ids, setChange);
  return (
    <p className="visually-hidden" aria-live="polite">
      {change
        ? t('healthChanged', {
            name: change.name,
            status: t(`health.${HEALTH_STATUS_NAMES[change.status]}`),
          })
        : ''}
    </p>
  );
}

/** Announces a business process changing health status through the aria-live region. */
function useHealthAnnouncements(
  ids: readonly string[],
  announce: (change: HealthChange) => void,
): void {
  const { store } = useHubConnection();
  const last = useRef(new Map<string, number>());
  useEffect(() => {
    const look = () => {
      for (const id of ids) {
        const health = store.peek('health', id);
        if (!health) continue;
        const before = last.current.get(id);
        last.current.set(id, health.status);
        if (before === undefined || before === health.status) continue;
        const name = store.peek('businessProcessStatistics', id)?.businessProcessName ?? id;
        announce({ name, status: health.status });
      }
    };
    look();
    return store.onApplied(look, ['health']);
  }, [ids, store, announce]);
}
