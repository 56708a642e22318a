import type { CardProps } from './card-props';
import { AgentKpiCard } from './agent-kpi-card';
import { AgentMetricsCard } from './agent-metrics-card';
import { AgentsSummaryCard } from './agents-summary-card';
import { BusinessProcessSummaryCard } from './business-process-summary-card';
import { QueueStatusCard } from './queue-status-card';
import { QueueSummaryCard } from './queue-summary-card';

/** The card of the card's type. */
export function DashboardCard(props: CardProps) {
  switch (props.card.componentName) {
    case 'queueStatus':
      return <QueueStatusCard {...props} />;
    case 'queueSummary':
      return <QueueSummaryCard {...props} />;
    case 'agentKpi':
      return <AgentKpiCard {...props} />;
    case 'queueSummaryByBusinessProcess':
      return <BusinessProcessSummaryCard {...props} />;
    case 'agentsSummary':
      return <AgentsSummaryCard {...props} />;
    case 'agentMetrics':
      return <AgentMetricsCard {...props} />;
  }
}
