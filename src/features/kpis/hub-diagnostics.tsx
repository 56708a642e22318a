import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { metricRates, type MetricRates } from '../../domain/hub-metric-rates';
import { useHubConnection } from '../../hub-client/hub-context';
import { useTopicValue } from '../../hub-client/use-topic';
import type { HubMetrics } from '../../protocol/hub';

/**
 * The hub's own counters (issue: metrics on a topic and a small diagnostics view): what
 * came in over the socket, what was dropped and why, what went out to the tabs, how long
 * flushes take. The hub publishes them once a second while this view is open.
 */
export function HubDiagnostics() {
  const { t } = useTranslation('kpis');
  const { transport } = useHubConnection();
  const metrics = useTopicValue('metrics');
  const connection = useTopicValue('connection');
  const rates = useRates(metrics);
  const headingId = useId();
  const dropped = Object.entries(metrics?.droppedByKind ?? {}).sort((a, b) => b[1] - a[1]);
  const rate = (value: number | undefined) =>
    value === undefined ? '…' : t('perSecond', { value: Math.round(value).toLocaleString() });

  return (
    <section className="kpis-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('diagnosticsTitle')}</h2>
      <p className="screen-lead">{t('diagnosticsLead')}</p>
      {metrics === undefined ? (
        <p role="status">{t('waiting')}</p>
      ) : (
        <dl className="kpis-metrics">
          <Metric label={t('transport')} value={t(`transportName.${transport}`)} />
          <Metric
            label={t('connection')}
            value={connection === undefined ? '…' : t(`connectionName.${connection.name}`)}
          />
          <Metric label={t('tabs')} value={String(metrics.tabs)} />
          <Metric
            label={t('eventsIn')}
            value={metrics.eventsIn.toLocaleString()}
            detail={rate(rates?.eventsIn)}
          />
          <Metric label={t('eventsDropped')} value={metrics.eventsDropped.toLocaleString()} />
          <Metric
            label={t('patchesOut')}
            value={metrics.patchesOut.toLocaleString()}
            detail={rate(rates?.patchesOut)}
          />
          <Metric
            label={t('bytesOut')}
            value={metrics.bytesOut.toLocaleString()}
            detail={rate(rates?.bytesOut)}
          />
          <Metric
            label={t('flushes')}
            value={metrics.flushCount.toLocaleString()}
            detail={rate(rates?.flushCount)}
          />
          <Metric
            label={t('lastFlush')}
            value={t('milliseconds', { value: metrics.lastFlushMs.toFixed(2) })}
          />
          <Metric
            label={t('maxFlush')}
            value={t('milliseconds', { value: metrics.maxFlushMs.toFixed(2) })}
          />
        </dl>
      )}
      {dropped.length > 0 && (
        <table className="kpis-table">
          <caption>{t('droppedByKind')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('eventKind')}</th>
              <th scope="col" className="kpis-value">
                {t('count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {dropped.map(([kind, count]) => (
              <tr key={kind}>
                <td>
                  <code>{kind}</code>
                </td>
                <td className="kpis-value">{count.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Metric({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="kpis-metric">
      <dt>{label}</dt>
      <dd>
        <span className="kpis-metric-value">{value}</span>
        {detail !== undefined && <span className="kpis-metric-detail">{detail}</span>}
      </dd>
    </div>
  );
}

/** Per-second rates between the last two metric snapshots (the hub sends one a second). */
function useRates(metrics: HubMetrics | undefined): MetricRates | null {
  const previous = useRef<{ at: number; metrics: HubMetrics } | null>(null);
  const [rates, setRates] = useState<MetricRates | null>(null);
  useEffect(() => {
    if (metrics === undefined) return;
    const now = performance.now();
    if (previous.current !== null)
      setRates(metricRates(previous.current.metrics, metrics, (now - previous.current.at) / 1000));
    previous.current = { at: now, metrics };
  }, [metrics]);
  return rates;
}
