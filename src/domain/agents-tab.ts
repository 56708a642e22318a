/**
 * The Agents tab of a monitoring card (supervisor-dashboards §2): the business process's
 * agents with their state, filtered by search, state group and assignment status, and sorted
 * A-Z, Z-A or by state. Pure; the view feeds it the rows and renders the result.
 *
 * A business process may have thousands of agents whose states change every second, so the
 * work is split by what it depends on: the name order once per change of the agent list
 * (`sortAgentsByName`), the search and assignment filters once per change of those
 * (`filterAgents`), and only the state filter and the by-state sort on each refresh of the
 * states (`arrangeByState`), in one pass without comparisons.
 */
import { agentStateGroup, type AgentStateGroup } from './agent-state';

/** An agent of the business process, as the assignments list gives it. */
export interface AgentsTabAgent {
  agentId: string;
  agentName: string;
  /** Whether the business process routes to the agent now. */
  active: boolean;
  /** A temporary assignment (or removal) and its end, null for a permanent one. */
  temporary: { active: boolean; expiresAt: number } | null;
}

/** An agent with its current state. */
export interface AgentsTabRow extends AgentsTabAgent {
  /** Current state, null while unknown. */
  stateId: string | null;
}

export const AGENT_SORTS = ['az', 'za', 'state'] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];

/** The state filters the spec names: ready, busy, break (offline agents show only without a state filter). */
export const AGENT_STATE_FILTERS = [
  'ready',
  'busy',
  'break',
] as const satisfies readonly AgentStateGroup[];
export type AgentStateFilter = (typeof AGENT_STATE_FILTERS)[number];

export type AssignmentFilter = 'all' | 'active' | 'inactive';

export interface AgentsTabFilters {
  search: string;
  /** Empty: every state. */
  states: ReadonlySet<AgentStateFilter>;
  assignment: AssignmentFilter;
}

const STATE_ORDER: readonly AgentStateGroup[] = ['ready', 'busy', 'break', 'offline'];

// collators made once: localeCompare builds one per call, the cost of sorting thousands of agents
const NAME_COLLATOR = new Intl.Collator(undefined, { sensitivity: 'base' });
const ID_COLLATOR = new Intl.Collator();

const byName = (a: AgentsTabAgent, b: AgentsTabAgent) =>
  NAME_COLLATOR.compare(a.agentName, b.agentName) || ID_COLLATOR.compare(a.agentId, b.agentId);

/** A copy in A-Z order, ignoring case and accents; the agent id breaks ties, so the order is total. */
export function sortAgentsByName<T extends AgentsTabAgent>(agents: readonly T[]): T[] {
  return [...agents].sort(byName);
}

/** The agents the search (trimmed, any case) and the assignment filter keep, in the order given. */
export function filterAgents<T extends AgentsTabAgent>(
  agents: readonly T[],
  search: string,
  assignment: AssignmentFilter,
): readonly T[] {
  const text = search.trim().toLocaleLowerCase();
  if (text === '' && assignment === 'all') return agents;
  return agents.filter((agent) => {
    if (assignment === 'active' && !agent.active) return false;
    if (assignment === 'inactive' && agent.active) return false;
    return text === '' || agent.agentName.toLocaleLowerCase().includes(text);
  });
}

/**
 * From agents in A-Z order: the state filter applied and the chosen sort, reading each
 * agent's state through `stateOf` only when a state filter or the by-state sort needs it.
 * Z-A is A-Z reversed (the order is total); by state keeps A-Z within each group. Returns
 * the input itself when there is nothing to do.
 */
export function arrangeByState<T extends AgentsTabAgent>(
  byNameOrder: readonly T[],
  states: ReadonlySet<AgentStateFilter>,
  sort: AgentSort,
  stateOf: (agent: T) => string | null | undefined,
): readonly T[] {
  if (sort === 'state') {
    const groups: Record<AgentStateGroup, T[]> = { ready: [], busy: [], break: [], offline: [] };
    for (const agent of byNameOrder) {
      const group = agentStateGroup(stateOf(agent));
      if (states.size === 0 || (group !== 'offline' && states.has(group)))
        groups[group].push(agent);
    }
    return STATE_ORDER.flatMap((group) => groups[group]);
  }
  if (states.size === 0) return sort === 'az' ? byNameOrder : [...byNameOrder].reverse();
  const kept = byNameOrder.filter((agent) => {
    const group = agentStateGroup(stateOf(agent));
    return group !== 'offline' && states.has(group);
  });
  return sort === 'az' ? kept : kept.reverse();
}

/** The rows to show, in order (all steps at once: for a one-off list). */
export function visibleAgents(
  rows: readonly AgentsTabRow[],
  filters: AgentsTabFilters,
  sort: AgentSort,
): AgentsTabRow[] {
  const filtered = filterAgents(sortAgentsByName(rows), filters.search, filters.assignment);
  return [...arrangeByState(filtered, filters.states, sort, (row) => row.stateId)];
}

/** Agents a temporary assignment could add (not routed now) or remove (routed now). */
export function assignmentCandidates<T extends AgentsTabAgent>(
  rows: readonly T[],
  action: 'assign' | 'remove',
): T[] {
  return rows.filter((row) => (action === 'assign' ? !row.active : row.active)).sort(byName);
}

/** Initials for the avatar: first letters of the first two words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]?.toLocaleUpperCase() ?? '')
      .join('') || '?'
  );
}
