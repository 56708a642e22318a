import { useTranslation } from 'react-i18next';
import type { FilterableAgentGroup } from '../../domain/agent-states-bar';
import { KPI_GROUPS, type KpiGroupName } from '../../domain/kpi-ids';
import { useTopicValue } from '../../hub-client/use-topic';
import { AgentStatesBar } from './agent-states-bar';
import { HealthConfigSelect } from './health-config-select';
import { figureTitle, kpiValueText } from './kpi-text';

/**
 * Default tab of the active view (supervisor-dashboards §2): the agent-states summary bar
 * (a segment shows its agents in the Agents tab), the health configuration selector, and the
 * KPIs grouped Volume, Reactivity, Callbacks.
 */
export function OrganizedDataTab({
  businessProcessId,
  notify,
  onAgentGroup,
}: {
  businessProcessId: string;
  notify: (message: string) => void;
  onAgentGroup: (group: FilterableAgentGroup) => void;
}) {
  const { t } = useTranslation('dashboards');
  const stats = useTopicValue('businessProcessStatistics', businessProcessId);
  if (!stats) return null;
  return (
    <div className="organized-data-tab">
      <div className="organized-data-tab__head">
        <AgentStatesBar counts={stats.agentCounts} onGroup={onAgentGroup} />
        <HealthConfigSelect businessProcessId={businessProcessId} notify={notify} />
      </div>
      <div className="organized-data">
        {(Object.keys(KPI_GROUPS) as KpiGroupName[]).map((group) => (
          <section key={group} aria-label={t(`groups.${group}`)}>
            <h3>{t(`groups.${group}`)}</h3>
            <dl>
              {KPI_GROUPS[group].map((id) => (
                <div key={id}>
                  <dt title={figureTitle(t, id)}>{t(`kpi.${id}`)}</dt>
                  <dd data-testid={`organized-${id}`}>{kpiValueText(id, stats.kpis[id])}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </div>
  );
}
