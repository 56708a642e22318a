/**
 * The agent-states summary bar of a monitoring card's organized-data tab
 * (supervisor-dashboards §2): one segment per agent-state group with its count and share of
 * the agents, using the card grouping (busy = busy + consult/conference + backoffice +
 * outgoing; break = in break + no-answer).
 */
import {
  groupAgentCounts,
  type AgentStateGroup,
  type BusinessProcessAgentCounts,
} from './agent-state';

/** Segment order: the ones a supervisor acts on first. */
export const AGENT_STATES_BAR_GROUPS = [
  'ready',
  'busy',
  'break',
  'offline',
] as const satisfies readonly AgentStateGroup[];

/** Groups whose segment filters the Agents tab (its state filters: ready, busy, break). */
export type FilterableAgentGroup = Exclude<AgentStateGroup, 'offline'>;

export interface AgentStatesSegment {
  group: AgentStateGroup;
  count: number;
  /** Share of all agents of the business process, 0..1 (0 when there is none). */
  share: number;
  /** The Agents tab filter this segment sets, or null when the tab cannot filter by it. */
  filter: FilterableAgentGroup | null;
}

export function agentStatesSegments(counts: BusinessProcessAgentCounts): {
  total: number;
  segments: AgentStatesSegment[];
} {
  const grouped = groupAgentCounts(counts);
  const total = AGENT_STATES_BAR_GROUPS.reduce((sum, g) => sum + Math.max(0, grouped[g]), 0);
  return {
    total,
    segments: AGENT_STATES_BAR_GROUPS.map((group) => {
      const count = Math.max(0, grouped[group]);
      return {
        group,
        count,
        share: total > 0 ? count / total : 0,
        filter: group === 'offline' ? null : group,
      };
    }),
  };
}
