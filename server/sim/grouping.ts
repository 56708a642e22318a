/**
 * Agent-state grouping of supervisor-dashboards §3 and agent-desktop §4:
 * ready = ready or offered; busy = busy, dialing, preview and the waitingFor* states
 * (an agent in consult or conference counts in consultOrConference instead);
 * backoffice, outgoing and offline own their counts; break groups in break (custom
 * break types included) and no-answer.
 * Totals: ready = ready; busy = busy + consultOrConference + backoffice + outgoing;
 * break = inBreak + noAnswer; unavailable = offline.
 */
import type { AgentCounts, AgentStateId } from '../../src/protocol/events';

export function agentCountsKey(stateId: AgentStateId, inConsult: boolean): keyof AgentCounts {
  switch (stateId) {
    case 'ready':
    case 'offered':
      return 'ready';
    case 'busy':
    case 'dialing':
    case 'preview':
    case 'waitingForBackoffice':
    case 'waitingForOutgoing':
    case 'waitingForBreak':
    case 'waitingForOffline':
      return inConsult ? 'consultOrConference' : 'busy';
    case 'backoffice':
      return 'backoffice';
    case 'outgoing':
      return 'outgoing';
    case 'break':
      return 'inBreak';
    case 'noAnswer':
      return 'noAnswer';
    case 'offline':
      return 'offline';
  }
}

export interface AgentTotals {
  totalReadyAgents: number;
  totalBusyAgents: number;
  totalBreakAgents: number;
  totalUnavailableAgents: number;
}

export function agentTotals(c: AgentCounts): AgentTotals {
  return {
    totalReadyAgents: c.ready,
    totalBusyAgents: c.busy + c.consultOrConference + c.backoffice + c.outgoing,
    totalBreakAgents: c.inBreak + c.noAnswer,
    totalUnavailableAgents: c.offline,
  };
}
