import { useTranslation } from 'react-i18next';
import { KPI_GROUPS, type KpiGroupName } from '../../domain/kpi-ids';
import { useTopicValue } from '../../hub-client/use-topic';
import { kpiValueText } from './kpi-text';

/** Default tab of the active view: KPIs grouped Volume, Reactivity, Callbacks. */
export function OrganizedDataTab({ businessProcessId }: { businessProcessId: string }) {
  const { t } = useTranslation('dashboards');
  const stats = useTopicValue('businessProcessStatistics', businessProcessId);
  if (!stats) return null;
  return (
    <div className="organized-data">
      {(Object.keys(KPI_GROUPS) as KpiGroupName[]).map((group) => (
        <section key={group} aria-label={t(`groups.${group}`)}>
          <h3>{t(`groups.${group}`)}</h3>
          <dl>
            {KPI_GROUPS[group].map((id) => (
              <div key={id}>
                <dt>{t(`kpi.${id}`)}</dt>
                <dd>{kpiValueText(id, stats.kpis[id])}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
