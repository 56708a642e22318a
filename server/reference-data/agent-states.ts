import type { AgentStateInfo } from '../../src/protocol/reference-api';

/**
 * The agent states of agent-desktop §4. `selectable` marks the states a user picks from
 * the state menu; the rest are entered by the system (ringing, dialing, the waiting-for
 * states while an interaction ends). The spec does not give the allowed transitions.
 */
export const AGENT_STATES: readonly AgentStateInfo[] = [
  { id: 'ready', name: 'Ready', selectable: true },
  { id: 'offered', name: 'Ringing', selectable: false },
  { id: 'busy', name: 'Busy', selectable: false },
  { id: 'dialing', name: 'Dialing', selectable: false },
  { id: 'waitingForBackoffice', name: 'Waiting for backoffice', selectable: false },
  { id: 'waitingForOutgoing', name: 'Waiting for outgoing', selectable: false },
  { id: 'waitingForBreak', name: 'Waiting for break', selectable: false },
  { id: 'waitingForOffline', name: 'Waiting for offline', selectable: false },
  { id: 'break', name: 'Break', selectable: true },
  { id: 'noAnswer', name: 'No answer', selectable: false },
  { id: 'offline', name: 'Offline', selectable: true },
  { id: 'backoffice', name: 'Backoffice', selectable: true },
  { id: 'outgoing', name: 'Outgoing', selectable: true },
  { id: 'preview', name: 'Preview', selectable: false },
];
