import { memo, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HEALTH_STATUS_NAMES } from '../../domain/health';
import { formatDuration } from '../../domain/format';
import { CARD_CONTENT_MARGIN, CARD_ON_SCREEN_MARGIN_PX, cardShowsContent, isCardLive } from '../../domain/live-card';
import { useHubConnection } from '../../hub-client/hub-context';
import { LiveGate } from '../../hub-client/live-gate';
import { useTopicValue } from '../../hub-client/use-topic';
import { useNow } from '../../ui/use-now';
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
 * It reads only its own business process's signals, so it re-renders alone; and only while
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
  // a card in view is near whatever the wider observer has yet to say
  const placed = intersecting === true || (intersecting === false && near !== null);
  const presence = placed ? { intersecting, near: intersecting || near === true, focused, hovered } : null;
  const live = presence !== null && isCardLive(presence);
  // Until the observers have placed it, and while it is far off screen, a card is its frame
  // and name (the article stays the same element): the cards in view render and paint first,
  // and 1,000 cards do not keep 50,000 nodes of content nobody sees.
  return (
    <LiveGate value={live}>
      <CardBody {...props} live={live} placed={placed} framed={presence === null || !cardShowsContent(presence)} hovered={hovered} onHover={setHovered} onFocusWithin={setFocused} onElement={setElement} />
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
  const stats = useTopicValue('businessProcessStatistics', businessProcessId);
  const health = useTopicValue('health', businessProcessId);
  if (!stats) return null;
  const statusName = health ? HEALTH_STATUS_NAMES[health.status] : 'unknown';
  return (
    <article
      ref={onElement}
      className={`monitoring-card monitoring-card--${statusName}${stale ? ' monitoring-card--stale' : ''}${props.view.isPinned ? ' monitoring-card--pinned' : ''}`}
      aria-labelledby={`card-title-${businessProcessId}`}
      data-testid={`monitoring-card-${businessProcessId}`}
      data-health={statusName}
      data-live={live}
      data-placed={placed}
      onMouseEnter={() => props.onHover(true)}
      onMouseLeave={() => props.onHover(false)}
      onFocus={() => props.onFocusWithin(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) props.onFocusWithin(false);
      }}
    >
      {framed ? (
        <header className="monitoring-card__header">
          <h2 id={`card-title-${businessProcessId}`}>{stats.businessProcessName}</h2>
        </header>
      ) : (
        <CardContent {...props} statusName={statusName} businessProcessName={stats.businessProcessName} />
      )}
    </article>
  );
}

function CardContent(props: CardBodyProps & { statusName: string; businessProcessName: string }) {
  const { businessProcessId, view, onView, notify, live, hovered, statusName } = props;
  const { t } = useTranslation('dashboards');
  const { store } = useHubConnection();
  const health = useTopicValue('health', businessProcessId);
  // read without subscribing, in the one render that takes the card off screen
  const offScreenAsOf = live ? null : (store.entry('freshness', 'current').peek()?.receivedAt ?? null);
  return (
    <>
      {/* keyed on the status so the pulse named after it runs again on every change */}
      <div key={statusName} className={`monitoring-card__pulse pulse-${statusName}`} aria-hidden="true" />
      <header className="monitoring-card__header drag-handle">
        <h2 id={`card-title-${businessProcessId}`}>{props.businessProcessName}</h2>
        <HealthBadge status={health?.status ?? null} />
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
      {(hovered || view.isPinned) ? (
        <ActiveView businessProcessId={businessProcessId} view={view} onView={(next) => onView(businessProcessId, next)} notify={notify} />
      ) : (
        <PassiveBody businessProcessId={businessProcessId} offScreenAsOf={live ? null : offScreenAsOf} />
      )}
    </>
  );
}

/** `offScreenAsOf`: off screen, times in breach are as of the data's time and do not tick. */
function PassiveBody({ businessProcessId, offScreenAsOf }: { businessProcessId: string; offScreenAsOf: number | null }) {
  const { t } = useTranslation('dashboards');
  const stats = useTopicValue('businessProcessStatistics', businessProcessId);
  const health = useTopicValue('health', businessProcessId);
  if (!stats) return null;
  const insight = health?.insight ?? null;
  return (
    <>
      <dl className="monitoring-card__counts">
        <div>
          <dt>{t('counts.ready')}</dt>
          <dd data-testid="count-ready">{stats.totalReadyAgents}</dd>
        </div>
        <div>
          <dt>{t('counts.busy')}</dt>
          <dd data-testid="count-busy">{stats.totalBusyAgents}</dd>
        </div>
        <div>
          <dt>{t('counts.break')}</dt>
          <dd data-testid="count-break">{stats.totalBreakAgents}</dd>
        </div>
      </dl>
      <dl className="monitoring-card__figures">
        {KEY_FIGURES.map((id) => (
          <div key={id}>
            {/* the full name on hover too, should a narrow card still cut the label, and why it may not match its neighbours */}
            <dt title={figureTitle(t, id)}>{t(`kpi.${id}`)}</dt>
            <dd data-testid={`figure-${id}`}>{kpiValueText(id, stats.kpis[id])}</dd>
          </div>
        ))}
      </dl>
      {health && health.critical.length > 0 && (
        <ul className="monitoring-card__critical" aria-label={t('criticalKpis')}>
          {health.critical.map((kpi) => (
            <li key={kpi.id} className={`kpi-breach kpi-breach--${HEALTH_STATUS_NAMES[kpi.status]}`}>
              <span className="kpi-breach__name" title={t(`kpi.${kpi.id}`)}>{t(`kpi.${kpi.id}`)}</span>
              <span className="kpi-breach__value">{thresholdUnitsText(kpi.id, kpi.value)}</span>
              <span className="kpi-breach__since" title={t('timeInBreach')}>
                {kpi.breachSince === null ? '' : offScreenAsOf === null ? <TickingSince since={kpi.breachSince} /> : sinceText(kpi.breachSince, offScreenAsOf)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="monitoring-card__insight">
        {insight
          ? t('insight', {
              kpi: t(`kpi.${insight.kpiId}`),
              value: thresholdUnitsText(insight.kpiId, insight.value),
              threshold: thresholdUnitsText(insight.kpiId, insight.threshold),
            })
          : t('insightGood')}
      </p>
    </>
  );
}

function sinceText(since: number, now: number): string {
  return formatDuration(Math.max(0, (now - since) / 1000));
}

/** Time in breach on the shared 1 s tick: only this leaf renders every second, not the card. */
function TickingSince({ since }: { since: number }) {
  const now = useNow();
  return sinceText(since, now);
}
