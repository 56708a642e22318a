/**
 * The Agent Information Center's dashboards and cards (supervisor-dashboards §2 "Agent
 * Information Center", §3 "Dashboard", §5 "Add card", graph type, chart hours).
 */
import { CHART_HOURS_FIRST, CHART_HOURS_LAST } from './supervisor-constants';

/** Card types (componentName) and whether a card of that type has a business-process selector. */
export const AGENT_CARD_TYPES = {
  queueStatus: { supportsBusinessProcess: true },
  queueSummary: { supportsBusinessProcess: true },
  agentKpi: { supportsBusinessProcess: false },
  queueSummaryByBusinessProcess: { supportsBusinessProcess: false },
  agentsSummary: { supportsBusinessProcess: false },
  agentMetrics: { supportsBusinessProcess: false },
} as const;
export type AgentCardType = keyof typeof AGENT_CARD_TYPES;

/** A card's place in the grid, in grid units. */
export interface CardLayout {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface DashboardCard {
  _id: string;
  componentName: AgentCardType;
  /** Business process fixed on the card (disables the selector); null lets the user choose. */
  selectedBusinessProcessId: string | null;
  /** Business process shown first. */
  startBusinessProcessId: string | null;
  /**
   * Beyond the spec's card fields, so what the user arranges survives a reload: the card's
   * place in the grid (absent: placed by default), ...
   */
  layout?: CardLayout;
  /** ... the agent metrics graph type as stored (kept even when invalid, so it can be reported), ... */
  graphType?: string;
  /** ... and the business processes chosen in the business process summary (absent: all). */
  businessProcessIds?: string[];
}

export interface Dashboard {
  _id: string;
  name: string;
  cards: DashboardCard[];
}

export const DEFAULT_AGENT_DASHBOARD_NAME = 'Agent Overview';
const DEFAULT_CARDS: readonly AgentCardType[] = [
  'queueStatus',
  'queueSummary',
  'agentKpi',
  'queueSummaryByBusinessProcess',
];

/** Whether a card type shows the business-process selector (queue status, queue summary). */
export function supportsBusinessProcess(type: AgentCardType): boolean {
  return AGENT_CARD_TYPES[type].supportsBusinessProcess;
}

/** The default dashboard "Agent Overview" with its four cards; ids are derived from `dashboardId`. */
export function defaultAgentDashboard(dashboardId: string): Dashboard {
  return {
    _id: dashboardId,
    name: DEFAULT_AGENT_DASHBOARD_NAME,
    cards: DEFAULT_CARDS.map((componentName, i) => ({
      _id: `${dashboardId}-card-${i + 1}`,
      componentName,
      selectedBusinessProcessId: null,
      startBusinessProcessId: null,
    })),
  };
}

/** Create is disabled until a card type is chosen. */
export function canCreateCard(type: AgentCardType | null): type is AgentCardType {
  return type !== null;
}

/**
 * A new card. Its start business process is the selected one, else the first available; card
 * types without a selector get none.
 */
export function newDashboardCard(
  id: string,
  type: AgentCardType,
  selectedBusinessProcessId: string | null,
  businessProcessIds: readonly string[],
): DashboardCard {
  if (!supportsBusinessProcess(type)) {
    return {
      _id: id,
      componentName: type,
      selectedBusinessProcessId: null,
      startBusinessProcessId: null,
    };
  }
  return {
    _id: id,
    componentName: type,
    selectedBusinessProcessId,
    startBusinessProcessId: selectedBusinessProcessId ?? businessProcessIds[0] ?? null,
  };
}

export const GRAPH_TYPES = ['area', 'bar'] as const;
export type GraphType = (typeof GRAPH_TYPES)[number];

export function isGraphType(value: string): value is GraphType {
  return (GRAPH_TYPES as readonly string[]).includes(value);
}

/** Hours on the agent metrics chart: 5 to 23. */
export const CHART_HOURS: readonly number[] = Array.from(
  { length: CHART_HOURS_LAST - CHART_HOURS_FIRST + 1 },
  (_, i) => CHART_HOURS_FIRST + i,
);

/** The graph type of an agent metrics card that never chose one. */
export const DEFAULT_GRAPH_TYPE: GraphType = 'area';

/** The card's graph type as stored, or the default when it has none. */
export function graphTypeOf(card: DashboardCard): string {
  return card.graphType ?? DEFAULT_GRAPH_TYPE;
}

/** The settings of a card a user may change on the card itself. */
export type CardChanges = Partial<
  Pick<DashboardCard, 'startBusinessProcessId' | 'layout' | 'graphType' | 'businessProcessIds'>
>;

/** The dashboard with `changes` applied to the card `cardId` (others untouched). */
export function withCardChanges(
  dashboard: Dashboard,
  cardId: string,
  changes: CardChanges,
): Dashboard {
  return {
    ...dashboard,
    cards: dashboard.cards.map((c) => (c._id === cardId ? { ...c, ...changes } : c)),
  };
}
