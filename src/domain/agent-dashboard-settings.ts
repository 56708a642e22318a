/**
 * The agent's saved dashboards (supervisor-dashboards §3 "Supervisor dashboard settings":
 * dashboardSettings {selectedDashboardIndex, dashboards}). Settings are user data: reading
 * tolerates anything malformed and falls back to the default dashboard "Agent Overview".
 */
import {
  AGENT_CARD_TYPES,
  defaultAgentDashboard,
  type AgentCardType,
  type CardLayout,
  type Dashboard,
  type DashboardCard,
} from './agent-dashboard';

/** Id of the default dashboard, stable so it is the same dashboard before and after the first save. */
export const DEFAULT_AGENT_DASHBOARD_ID = 'agent-overview';

export interface AgentDashboardSettings {
  selectedDashboardIndex: number;
  dashboards: Dashboard[];
}

/** Largest grid coordinate or size kept from stored settings; anything beyond is malformed. */
const MAX_GRID_UNITS = 1_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCardType(value: unknown): value is AgentCardType {
  return typeof value === 'string' && Object.hasOwn(AGENT_CARD_TYPES, value);
}

function optionalId(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readLayout(raw: unknown): CardLayout | null {
  if (!isRecord(raw)) return null;
  const { x, y, w, h } = raw;
  const unit = (v: unknown, min: number): v is number =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= MAX_GRID_UNITS;
  return unit(x, 0) && unit(y, 0) && unit(w, 1) && unit(h, 1) ? { x, y, w, h } : null;
}

/** One stored card, or null when it is not a card this version can show. */
function readCard(raw: unknown): DashboardCard | null {
  if (!isRecord(raw)) return null;
  const id = raw['_id'];
  const type = raw['componentName'];
  if (typeof id !== 'string' || id === '' || !isCardType(type)) return null;
  const card: DashboardCard = {
    _id: id,
    componentName: type,
    selectedBusinessProcessId: optionalId(raw['selectedBusinessProcessId']),
    startBusinessProcessId: optionalId(raw['startBusinessProcessId']),
  };
  const layout = readLayout(raw['layout']);
  if (layout) card.layout = layout;
  if (typeof raw['graphType'] === 'string') card.graphType = raw['graphType'];
  const ids = raw['businessProcessIds'];
  if (Array.isArray(ids))
    card.businessProcessIds = ids.filter((v): v is string => typeof v === 'string');
  return card;
}

function readDashboard(raw: unknown): Dashboard | null {
  if (!isRecord(raw)) return null;
  const id = raw['_id'];
  const name = raw['name'];
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return null;
  const cards = Array.isArray(raw['cards']) ? raw['cards'].map(readCard) : [];
  return { _id: id, name, cards: cards.filter((c): c is DashboardCard => c !== null) };
}

/**
 * The stored dashboard settings. Malformed dashboards and cards of unknown types are left
 * out; with no dashboard left the default "Agent Overview" is the only one; the selected
 * index is kept within the list.
 */
export function readAgentDashboardSettings(raw: unknown): AgentDashboardSettings {
  const value = isRecord(raw) ? raw : {};
  const stored = Array.isArray(value['dashboards']) ? value['dashboards'].map(readDashboard) : [];
  const dashboards = stored.filter((d): d is Dashboard => d !== null);
  if (dashboards.length === 0) {
    return {
      selectedDashboardIndex: 0,
      dashboards: [defaultAgentDashboard(DEFAULT_AGENT_DASHBOARD_ID)],
    };
  }
  const index = value['selectedDashboardIndex'];
  const selectedDashboardIndex =
    typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < dashboards.length
      ? index
      : 0;
  return { selectedDashboardIndex, dashboards };
}

/** The dashboard on screen. */
export function selectedAgentDashboard(settings: AgentDashboardSettings): Dashboard {
  return (
    settings.dashboards[settings.selectedDashboardIndex] ??
    settings.dashboards[0] ??
    defaultAgentDashboard(DEFAULT_AGENT_DASHBOARD_ID)
  );
}

/** The settings with the selected dashboard replaced by `dashboard`; the others are kept as they are. */
export function withSelectedDashboard(
  settings: AgentDashboardSettings,
  dashboard: Dashboard,
): AgentDashboardSettings {
  const index = settings.dashboards[settings.selectedDashboardIndex]
    ? settings.selectedDashboardIndex
    : 0;
  const dashboards = [...settings.dashboards];
  dashboards[index] = dashboard;
  return { selectedDashboardIndex: index, dashboards };
}
