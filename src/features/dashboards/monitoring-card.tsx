import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEALTH_STATUS_NAMES } from '../../domain/health';
import { formatDuration } from '../../domain/format';
import { useTopicValue } from '../../hub-client/use-topic';
import { useNow } from '../../ui/use-now';
import { HealthBadge } from './health-badge';
import { kpiValueText, thresholdUnitsText } from './kpi-text';
import { AgentsTab } from './agents-tab';
import { OrganizedDataTab } from './organized-data-tab';
import { ThresholdsTab } from './thresholds-tab';
import type { BusinessProcessKpiId } from '../../domain/kpi-ids';

/** Figures every card shows beside the breaches, so a healthy card still says how it runs. */
const KEY_FIGURES: readonly BusinessProcessKpiId[] = [
  'businessProcessServiceLevel',
  'businessProcessWaitingInteractions',
  'businessProcessLongestWaitingTime',
  'businessProcessAnsweredInteractions',
];

/**
 * Passive view of one business process (supervisor-dashboards §2): agent counts, health
 * background with up to three worst KPIs and their time in breach, and the insight line.
 * It reads only its own business process's signals, so it re-renders alone.
 */
/** Tab indices of the active view (§2: Agents 0, Callbacks 1, Thresholds 2, organized data 3). */
export const AGENTS_TAB = 0;
export const THRESHOLDS_TAB = 2;
export const ORGANIZED_DATA_TAB = 3;

/** The overview first, as the default; the Callbacks tab (1) is not offered: see the closing note. */
const SHOWN_TABS: readonly number[] = [ORGANIZED_DATA_TAB, AGENTS_TAB, THRESHOLDS_TAB];

export interface CardViewState {
  selectedCardIndex: number;
  isPinned: boolean;
}

export function MonitoringCard(props: {
  businessProcessId: string;
  stale: boolean;
  view: CardViewState;
  onView: (view: CardViewState) => void;
  notify: (message: string) => void;
}) {
  const { businessProcessId, stale, view, onView, notify } = props;
  const [hovered, setHovered] = useState(false);
  const { t } = useTranslation('dashboards');
  const stats = useTopicValue('businessProcessStatistics', businessProcessId);
  const health = useTopicValue('health', businessProcessId);
  if (!stats) return null;
  const statusName = health ? HEALTH_STATUS_NAMES[health.status] : 'unknown';
  return (
    <article
      className={`monitoring-card monitoring-card--${statusName}${stale ? ' monitoring-card--stale' : ''}`}
      aria-labelledby={`card-title-${businessProcessId}`}
      data-testid={`monitoring-card-${businessProcessId}`}
      data-health={statusName}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {/* keyed on the status so the pulse named after it runs again on every change */}
      <div key={statusName} className={`monitoring-card__pulse pulse-${statusName}`} aria-hidden="true" />
      <header className="monitoring-card__header drag-handle">
        <h2 id={`card-title-${businessProcessId}`}>{stats.businessProcessName}</h2>
        <HealthBadge status={health?.status ?? null} />
        <button
          type="button"
          className="button button-text card-pin"
          aria-pressed={view.isPinned}
          onClick={() => onView({ ...view, isPinned: !view.isPinned })}
        >
          {view.isPinned ? t('active.unpin') : t('active.pin')}
        </button>
      </header>
      {(hovered || view.isPinned) ? (
        <ActiveView businessProcessId={businessProcessId} view={view} onView={onView} notify={notify} />
      ) : (
        <PassiveBody businessProcessId={businessProcessId} />
      )}
    </article>
  );
}

function ActiveView(props: { businessProcessId: string; view: CardViewState; onView: (view: CardViewState) => void; notify: (message: string) => void }) {
  const { t } = useTranslation('dashboards');
  const tab = SHOWN_TABS.includes(props.view.selectedCardIndex) ? props.view.selectedCardIndex : ORGANIZED_DATA_TAB;
  // Moving to a non-default tab pins the card; returning to the default tab unpins it (§4).
  const choose = (index: number) => props.onView({ selectedCardIndex: index, isPinned: index !== ORGANIZED_DATA_TAB });
  return (
    <div className="monitoring-card__active">
      <div role="tablist" aria-label={t('active.tabs')} className="card-tabs">
        {SHOWN_TABS.map((index) => (
          <button key={index} type="button" role="tab" aria-selected={tab === index} className="card-tab" onClick={() => choose(index)}>
            {t(`active.tab${index}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="card-tabpanel">
        {tab === THRESHOLDS_TAB ? (
          <ThresholdsTab businessProcessId={props.businessProcessId} notify={props.notify} />
        ) : tab === AGENTS_TAB ? (
          <AgentsTab businessProcessId={props.businessProcessId} notify={props.notify} />
        ) : (
          <OrganizedDataTab businessProcessId={props.businessProcessId} />
        )}
      </div>
    </div>
  );
}

function PassiveBody({ businessProcessId }: { businessProcessId: string }) {
  const { t } = useTranslation('dashboards');
  const stats = useTopicValue('businessProcessStatistics', businessProcessId);
  const health = useTopicValue('health', businessProcessId);
  const now = useNow();
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
            <dt>{t(`kpi.${id}`)}</dt>
            <dd data-testid={`figure-${id}`}>{kpiValueText(id, stats.kpis[id])}</dd>
          </div>
        ))}
      </dl>
      {health && health.critical.length > 0 && (
        <ul className="monitoring-card__critical" aria-label={t('criticalKpis')}>
          {health.critical.map((kpi) => (
            <li key={kpi.id} className={`kpi-breach kpi-breach--${HEALTH_STATUS_NAMES[kpi.status]}`}>
              <span className="kpi-breach__name">{t(`kpi.${kpi.id}`)}</span>
              <span className="kpi-breach__value">{thresholdUnitsText(kpi.id, kpi.value)}</span>
              <span className="kpi-breach__since" title={t('timeInBreach')}>
                {kpi.breachSince === null ? '' : formatDuration(Math.max(0, (now - kpi.breachSince) / 1000))}
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
