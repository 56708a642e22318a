import { memo, useCallback, useEffect, useState, type FocusEvent } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useTranslation } from 'react-i18next';
import { PASSIVE_FIGURE_INTERVAL_MS } from '../../domain/figure-pace';
import {
  HEALTH_STATUS_NAMES,
  type HealthState,
  type HealthStatus,
  type KpiHealth,
} from '../../domain/health';
import { formatDuration } from '../../domain/format';
import {
  CARD_CONTENT_MARGIN,
  CARD_ON_SCREEN_MARGIN_PX,
  cardShowsContent,
  isCardLive,
} from '../../domain/live-card';
import { useHubConnection } from '../../hub-client/hub-context';
import { LiveGate } from '../../hub-client/live-gate';
import {
  FigurePace,
  setAttribute,
  setOneClassOf,
  useLiveBinding,
} from '../../hub-client/live-binding';
import { LiveText } from '../../hub-client/live-text';
import { useSignalSelector } from '../../hub-client/use-signal-selector';
import { useTopicEntry } from '../../hub-client/use-topic';
import type { BusinessProcessStatistics } from '../../protocol/events';
import { nowSignal } from '../../ui/use-now';
import { HealthBadge } from './health-badge';
import { figureTitle, kpiValueText, thresholdUnitsText } from './kpi-text';
import { ActiveView, type CardViewState } from './card-active-view';
import { DataAgeMarker } from './data-age-marker';
import { useIntersecting } from './use-intersecting';
import type { BusinessProcessKpiId } from '../../domain/kpi-ids';

/** Figures every card shows beside the breaches, so a healthy card still says how it runs. */
const KEY_FIGURES: readonly BusinessProcessKpiId[] = [
  'businessProcessServiceLevel',
  'businessProcessWaitingInteractions',
  'businessProcessLongestWaitingTime',
  'businessProcessAnsweredInteractions',
];

export interface MonitoringCardProps {
  businessProcessId: string;
  stale: boolean;
  view: CardViewState;
  onView: (businessProcessId: string, view: CardViewState) => void;
  notify: (message: string) => void;
}

/**
 * Passive view of one business process (supervisor-dashboards §2): agent counts, health
 * background with up to three worst KPIs and their time in breach, and the insight line.
 * It reads only its own business process's signals. Its figures, health class and insight
 * write the DOM themselves (passive figures at most 4 times a second, health at once); React
 * renders it only when its structure changes (name, health status, KPIs in breach), and only while
 * on screen (or focused, or hovered): off screen it subscribes to nothing and says when
 * its figures are from, and further off it is only its frame and name. Props are stable,
 * so the grid re-rendering does not render it.
 */
export const MonitoringCard = memo(function MonitoringCard(props: MonitoringCardProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const intersecting = useIntersecting(element, `${CARD_ON_SCREEN_MARGIN_PX}px 0px`, true);
  const near = useIntersecting(element, CARD_CONTENT_MARGIN, false);
  // A card the health sort moves from under a resting pointer hears no mouseleave and would keep
  // its active view open: the pointer's next move anywhere asks whether it is still over the card.
  useEffect(() => {
    if (!hovered || element === null) return;
    const stillOver = (): void => {
      if (!element.matches(':hover')) setHovered(false);
    };
    document.addEventListener('pointermove', stillOver, { passive: true });
    return () => document.removeEventListener('pointermove', stillOver);
  }, [hovered, element]);
  // a card in view is near whatever the wider observer has yet to say
  const placed = intersecting === true || (intersecting === false && near !== null);
  const presence = placed
    ? { intersecting, near: intersecting || near === true, focused, hovered }
    : null;
  const live = presence !== null && isCardLive(presence);
  // Until the observers have placed it, and while it is far off screen, a card is its frame
  // and name (the article stays the same element): the cards in view render and paint first,
  // and 1,000 cards do not keep 50,000 nodes of content nobody sees.
  return (
    <LiveGate value={live}>
      <CardBody
        {...props}
        live={live}
        placed={placed}
        framed={presence === null || !cardShowsContent(presence)}
        hovered={hovered}
        onHover={setHovered}
        onFocusWithin={setFocused}
        onElement={setElement}
      />
    </LiveGate>
  );
});

interface CardBodyProps extends MonitoringCardProps {
  live: boolean;
  /** The observers have said where it is (on screen, near, or far off). */
  placed: boolean;
  /** Not placed yet, or far off screen: only the frame and the name (a card's content costs a render each). */
  framed: boolean;
  hovered: boolean;
  onHover: (hovered: boolean) => void;
  onFocusWithin: (focused: boolean) => void;
  onElement: (element: HTMLElement | null) => void;
}

function CardBody(props: CardBodyProps) {
  const { businessProcessId, stale, live, placed, framed, onElement } = props;
  const stats = useTopicEntry('businessProcessStatistics')(businessProcessId);
  const health = useTopicEntry('health')(businessProcessId);
  // the card renders when its name comes or changes; figures and health write the DOM themselves
  const businessProcessName = useSignalSelector(stats, nameOf);
  const healthRef = useLiveBinding<HTMLElement, HealthState | undefined>(health, writeCardHealth, {
    immediate: true,
  });
  const articleRef = useCallback(
    (element: HTMLElement | null) => {
      healthRef.current = element;
      onElement(element);
    },
    [healthRef, onElement],
  );
  if (businessProcessName === undefined) return null;
  return (
    <article
      ref={articleRef}
      className={`monitoring-card${stale ? ' monitoring-card--stale' : ''}${props.view.isPinned ? ' monitoring-card--pinned' : ''}`}
      aria-labelledby={`card-title-${businessProcessId}`}
      data-testid={`monitoring-card-${businessProcessId}`}
      data-live={live}
      data-placed={placed}
      onMouseEnter={() => props.onHover(true)}
      onMouseLeave={() => props.onHover(false)}
      onFocus={() => props.onFocusWithin(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!(
          event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
        ))
          props.onFocusWithin(false);
      }}
    >
      {framed ? (
        <header className="monitoring-card__header">
          <h2 id={`card-title-${businessProcessId}`}>{businessProcessName}</h2>
        </header>
      ) : (
        <CardContent {...props} health={health} businessProcessName={businessProcessName} />
      )}
    </article>
  );
}

const nameOf = (stats: BusinessProcessStatistics | undefined): string | undefined =>
  stats?.businessProcessName;
const statusOf = (health: HealthState | undefined): HealthStatus | null => health?.status ?? null;
const CARD_HEALTH_CLASSES = ['unknown', ...Object.values(HEALTH_STATUS_NAMES)].map(
  (name) => `monitoring-card--${name}`,
);

/** Health is the card's class and `data-health`, written at once on every change. */
function writeCardHealth(element: HTMLElement, health: HealthState | undefined): void {
  const name = health ? HEALTH_STATUS_NAMES[health.status] : 'unknown';
  setOneClassOf(element, CARD_HEALTH_CLASSES, `monitoring-card--${name}`);
  setAttribute(element, 'data-health', name);
}

function CardContent(
  props: CardBodyProps & {
    health: ReadonlySignal<HealthState | undefined>;
    businessProcessName: string;
  },
) {
  const { businessProcessId, view, onView, notify, live, hovered } = props;
  const { t } = useTranslation('dashboards');
  const { store } = useHubConnection();
  const status = useSignalSelector(props.health, statusOf);
  const statusName = status === null ? 'unknown' : HEALTH_STATUS_NAMES[status];
  // read without subscribing, in the one render that takes the card off screen
  const offScreenAsOf = live ? null : (store.peek('freshness', 'current')?.receivedAt ?? null);
  return (
    <>
      {/* keyed on the status so the pulse named after it runs again on every change */}
      <div
        key={statusName}
        className={`monitoring-card__pulse pulse-${statusName}`}
        aria-hidden="true"
      />
      <header className="monitoring-card__header drag-handle">
        <h2 id={`card-title-${businessProcessId}`}>{props.businessProcessName}</h2>
        <HealthBadge status={status} />
        <button
          type="button"
          className="button button-text card-pin"
          aria-pressed={view.isPinned}
          onClick={() => onView(businessProcessId, { ...view, isPinned: !view.isPinned })}
        >
          {view.isPinned ? t('active.unpin') : t('active.pin')}
        </button>
      </header>
      <DataAgeMarker onScreen={live} offScreenAsOf={offScreenAsOf} />
      {hovered || view.isPinned ? (
        <ActiveView
          businessProcessId={businessProcessId}
          view={view}
          onView={(next) => onView(businessProcessId, next)}
          notify={notify}
        />
      ) : (
        <PassiveBody
          businessProcessId={businessProcessId}
          offScreenAsOf={live ? null : offScreenAsOf}
        />
      )}
    </>
  );
}

/** `offScreenAsOf`: off screen, times in breach are as of the data's time and do not tick. */
function PassiveBody({
  businessProcessId,
  offScreenAsOf,
}: {
  businessProcessId: string;
  offScreenAsOf: number | null;
}) {
  const { t } = useTranslation('dashboards');
  const stats = useTopicEntry('businessProcessStatistics')(businessProcessId);
  const health = useTopicEntry('health')(businessProcessId);
  // renders when a KPI enters or leaves the breach list or changes status; values write the DOM
  const breaches = useSignalSelector(health, breachesOf, sameBreaches);
  return (
    <FigurePace value={PASSIVE_FIGURE_INTERVAL_MS}>
      <dl className="monitoring-card__counts">
        <div>
          <dt>{t('counts.ready')}</dt>
          <LiveText
            as="dd"
            data-testid="count-ready"
            source={stats}
            text={(s) => countText(s?.totalReadyAgents)}
          />
        </div>
        <div>
          <dt>{t('counts.busy')}</dt>
          <LiveText
            as="dd"
            data-testid="count-busy"
            source={stats}
            text={(s) => countText(s?.totalBusyAgents)}
          />
        </div>
        <div>
          <dt>{t('counts.break')}</dt>
          <LiveText
            as="dd"
            data-testid="count-break"
            source={stats}
            text={(s) => countText(s?.totalBreakAgents)}
          />
        </div>
      </dl>
      <dl className="monitoring-card__figures">
        {KEY_FIGURES.map((id) => (
          <div key={id}>
            {/* the full name on hover too, should a narrow card still cut the label, and why it may not match its neighbours */}
            <dt title={figureTitle(t, id)}>{t(`kpi.${id}`)}</dt>
            <LiveText
              as="dd"
              data-testid={`figure-${id}`}
              source={stats}
              text={(s) => kpiValueText(id, s?.kpis[id])}
            />
          </div>
        ))}
      </dl>
      {breaches.length > 0 && (
        <ul className="monitoring-card__critical" aria-label={t('criticalKpis')}>
          {breaches.map((kpi) => (
            <li
              key={kpi.id}
              className={`kpi-breach kpi-breach--${HEALTH_STATUS_NAMES[kpi.status]}`}
            >
              <span className="kpi-breach__name" title={t(`kpi.${kpi.id}`)}>
                {t(`kpi.${kpi.id}`)}
              </span>
              <LiveText
                className="kpi-breach__value"
                source={health}
                text={(h) => breachValueText(h, kpi.id)}
              />
              <span className="kpi-breach__since" title={t('timeInBreach')}>
                {kpi.breachSince === null ? (
                  ''
                ) : offScreenAsOf === null ? (
                  <TickingSince since={kpi.breachSince} />
                ) : (
                  sinceText(kpi.breachSince, offScreenAsOf)
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <LiveText
        as="p"
        className="monitoring-card__insight"
        source={health}
        immediate
        text={(h) =>
          h?.insight
            ? t('insight', {
                kpi: t(`kpi.${h.insight.kpiId}`),
                value: thresholdUnitsText(h.insight.kpiId, h.insight.value),
                threshold: thresholdUnitsText(h.insight.kpiId, h.insight.threshold),
              })
            : t('insightGood')
        }
      />
    </FigurePace>
  );
}

/** What of a breached KPI the list renders; its value is written into the DOM. */
type Breach = Pick<KpiHealth, 'id' | 'status' | 'breachSince'>;

function breachesOf(health: HealthState | undefined): readonly Breach[] {
  return health?.critical.map(({ id, status, breachSince }) => ({ id, status, breachSince })) ?? [];
}

function sameBreaches(a: readonly Breach[], b: readonly Breach[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (x, i) => x.id === b[i]?.id && x.status === b[i].status && x.breachSince === b[i].breachSince,
    )
  );
}

function breachValueText(health: HealthState | undefined, id: BusinessProcessKpiId): string {
  const kpi = health?.critical.find((k) => k.id === id);
  return kpi === undefined ? '' : thresholdUnitsText(id, kpi.value);
}

function countText(count: number | undefined): string {
  return count === undefined ? '' : String(count);
}

function sinceText(since: number, now: number): string {
  return formatDuration(Math.max(0, (now - since) / 1000));
}

/** Time in breach on the shared 1 s tick, written into the DOM: not even this leaf renders each second. */
function TickingSince({ since }: { since: number }) {
  return <LiveText source={nowSignal} immediate text={(now) => sinceText(since, now)} />;
}
