/**
 * The Agents tab of a monitoring card (supervisor-dashboards §2): the business process's
 * agents with their state, filtered by search, state group and assignment status, and sorted
 * A-Z, Z-A or by state. Pure; the view feeds it the rows and renders the result.
 */
import { agentStateGroup, type AgentStateGroup } from './agent-state';

export interface AgentsTabRow {
  agentId: string;
  agentName: string;
  /** Current state, null while unknown. */
  stateId: string | null;
  /** Whether the business process routes to the agent now. */
  active: boolean;
  /** A temporary assignment (or removal) and its end, null for a permanent one. */
  temporary: { active: boolean; expiresAt: number } | null;
}

export const AGENT_SORTS = ['az', 'za', 'state'] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];

/** The state filters the spec names: ready, busy, break (offline agents show only without a state filter). */
export const AGENT_STATE_FILTERS = ['ready', 'busy', 'break'] as const satisfies readonly AgentStateGroup[];
export type AgentStateFilter = (typeof AGENT_STATE_FILTERS)[number];

export type AssignmentFilter = 'all' | 'active' | 'inactive';

export interface AgentsTabFilters {
  search: string;
  /** Empty: every state. */
  states: ReadonlySet<AgentStateFilter>;
  assignment: AssignmentFilter;
}

const STATE_ORDER: Record<AgentStateGroup, number> = { ready: 0, busy: 1, break: 2, offline: 3 };

const byName = (a: AgentsTabRow, b: AgentsTabRow) =>
  a.agentName.localeCompare(b.agentName, undefined, { sensitivity: 'base' }) || a.agentId.localeCompare(b.agentId);

/** The rows to show, in order. */
export function visibleAgents(rows: readonly AgentsTabRow[], filters: AgentsTabFilters, sort: AgentSort): AgentsTabRow[] {
  const text = filters.search.trim().toLocaleLowerCase();
  const shown = rows.filter((row) => {
    if (text !== '' && !row.agentName.toLocaleLowerCase().includes(text)) return false;
    if (filters.assignment === 'active' && !row.active) return false;
    if (filters.assignment === 'inactive' && row.active) return false;
    if (filters.states.size > 0) {
      const group = agentStateGroup(row.stateId);
      if (group === 'offline' || !filters.states.has(group)) return false;
    }
    return true;
  });
  switch (sort) {
    case 'az':
      return shown.sort(byName);
    case 'za':
      return shown.sort((a, b) => byName(b, a));
    case 'state':
      return shown.sort((a, b) => STATE_ORDER[agentStateGroup(a.stateId)] - STATE_ORDER[agentStateGroup(b.stateId)] || byName(a, b));
  }
}

/** Agents a temporary assignment could add (not routed now) or remove (routed now). */
export function assignmentCandidates(rows: readonly AgentsTabRow[], action: 'assign' | 'remove'): AgentsTabRow[] {
  return rows.filter((row) => (action === 'assign' ? !row.active : row.active)).sort(byName);
}

/** Initials for the avatar: first letters of the first two words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((w) => w[0]?.toLocaleUpperCase() ?? '').join('') || '?';
}
