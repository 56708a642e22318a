import { useCallback, useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { GRAPH_TYPES, graphTypeOf, isGraphType } from '../../../domain/agent-dashboard';
import {
  handlingTimeByHour,
  hourInZone,
  type BusinessProcessHandling,
} from '../../../domain/agent-handling-by-hour';
import { startOfDayInZone } from '../../../domain/format';
import { useHubConnection } from '../../../hub-client/hub-context';
import { useTopicKeys, useTopicValue } from '../../../hub-client/use-topic';
import { useNow } from '../../../ui/use-now';
import { AgentCard } from './agent-card';
import type { CardProps } from './card-props';
import { HandlingChart } from './handling-chart';
import { Spinner } from './spinner';
import { useAppTimeZone } from '../../../ui/use-app-time-zone';
import { useHandlingHistory } from './use-handling-history';

/**
 * Agent metrics: personal against average handling time by hour (chart hours 5 to 23), as an
 * area or bar graph; any other stored graph type is reported as "Invalid graph type".
 */
export function AgentMetricsCard({ card, onChange, notify }: CardProps) {
  const { t } = useTranslation('dashboards');
  const selectId = useId();
  const graphType = graphTypeOf(card);
  const valid = isGraphType(graphType);
  const message = t('agentCenter.metrics.invalidGraphType');
  useEffect(() => {
    if (!valid) notify(message);
  }, [valid, graphType, message, notify]);
  return (
    <AgentCard
      cardId={card._id}
      type={card.componentName}
      title={t('agentCenter.cardTypes.agentMetrics')}
      controls={
        <>
          <label htmlFor={selectId} className="visually-hidden">
            {t('agentCenter.metrics.graphType')}
          </label>
          <select
            id={selectId}
            className="agent-select"
            value={valid ? graphType : ''}
            onChange={(e) => onChange({ graphType: e.target.value })}
          >
            {!valid && <option value="">{t('agentCenter.metrics.chooseGraphType')}</option>}
            {GRAPH_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`agentCenter.metrics.${type}`)}
              </option>
            ))}
          </select>
        </>
      }
    >
      {valid ? (
        <MetricsBody graphType={graphType} />
      ) : (
        <p className="agent-card__error" role="alert">
          {message}
        </p>
      )}
    </AgentCard>
  );
}

function MetricsBody({ graphType }: { graphType: 'area' | 'bar' }) {
  const { t } = useTranslation('dashboards');
  const session = useTopicValue('session');
  const agentId = session?.name === 'active' ? session.user.userId : null;
  const stats = useTopicValue('agentStatistics', agentId ?? '');
  const timeZone = useAppTimeZone();
  const now = useNow();
  const dayStart = startOfDayInZone(now, timeZone);
  const currentHour = hourInZone(now, timeZone);
  // a completed interaction moves these counters: then the history has a new entry
  const refreshKey = stats
    ? `${stats.agentTotalAnsweredCalls}:${stats.agentAverageTreatingTime}`
    : '';
  const { history, retry } = useHandlingHistory(agentId, dayStart, refreshKey);
  const averages = useHandlingAverages();
  const rows = useMemo(
    () =>
      history.status === 'ready'
        ? handlingTimeByHour({
            dayStart,
            interactions: history.interactions,
            averages,
            hourOf: (instant) => hourInZone(instant, timeZone),
            currentHour,
          })
        : null,
    [history, averages, dayStart, currentHour, timeZone],
  );
  if (history.status === 'failed') {
    return (
      <div className="agent-card__error" role="alert">
        <p>{t('agentCenter.metrics.loadFailed')}</p>
        <button type="button" className="button button-outline" onClick={retry}>
          {t('agentCenter.metrics.retry')}
        </button>
      </div>
    );
  }
  if (rows === null) return <Spinner />;
  return (
    <>
      <div className="agent-chart" data-testid="agent-metrics-chart" data-graph-type={graphType}>
        <HandlingChart
          rows={rows}
          graphType={graphType}
          personalLabel={t('agentCenter.metrics.personal')}
          averageLabel={t('agentCenter.metrics.average')}
        />
      </div>
      {rows.every((r) => r.personal === null) && (
        <p className="agent-card__note">{t('agentCenter.metrics.noPersonal')}</p>
      )}
    </>
  );
}

/**
 * Each business process's shift average handling time and answered count, to whole seconds.
 * The map keeps its identity while those stay the same, so the chart is not rebuilt on every
 * statistics change.
 */
function useHandlingAverages(): ReadonlyMap<string, BusinessProcessHandling> {
  const { store } = useHubConnection();
  const ids = useTopicKeys('businessProcessStatistics');
  const cache = useRef<{ text: string; map: ReadonlyMap<string, BusinessProcessHandling> } | null>(
    null,
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribes = ids.map((id) =>
        store.entry('businessProcessStatistics', id).subscribe(onChange),
      );
      return () => unsubscribes.forEach((u) => u());
    },
    [ids, store],
  );
  const read = useCallback(() => {
    const map = new Map<string, BusinessProcessHandling>();
    for (const id of ids) {
      const kpis = store.peek('businessProcessStatistics', id)?.kpis;
      if (!kpis) continue;
      map.set(id, {
        averageHandlingSeconds: Math.round(kpis.businessProcessAverageAgentHandlingTime ?? 0),
        answered: kpis.businessProcessAnsweredInteractions ?? 0,
      });
    }
    const text = JSON.stringify([...map]);
    if (cache.current?.text !== text) cache.current = { text, map };
    return cache.current.map;
  }, [ids, store]);
  return useSyncExternalStore(subscribe, read, read);
}
