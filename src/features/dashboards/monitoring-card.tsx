import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEALTH_STATUS_NAMES } from '../../domain/health';
import { formatDuration } from '../../domain/format';
import { useTopicValue } from '../../hub-client/use-topic';
import { useNow } from '../../ui/use-now';
import { HealthBadge } from './health-badge';
import { kpiValueText, thresholdUnitsText } from './kpi-text';
import { ActiveView, type CardViewState } from './card-active-view';
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
