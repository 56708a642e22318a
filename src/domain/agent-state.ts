/**
 * Agent states as supervisors and agents see them (agent-desktop §4 "Agent states",
 * supervisor-dashboards §3 grouping, §4 state change, load allowance and monitoring).
 */

/** Agent state ids of both documents (the same list the socket events carry). */
export const AGENT_STATES = [
  'ready',
  'offered',
  'busy',
  'dialing',
  'waitingForBackoffice',
  'waitingForOutgoing',
  'waitingForBreak',
  'waitingForOffline',
  'break',
  'noAnswer',
  'offline',
  'backoffice',
  'outgoing',
  'preview',
] as const;
export type AgentStateName = (typeof AGENT_STATES)[number];

export type AgentStateGroup = 'ready' | 'busy' | 'break' | 'offline';

/**
 * ready = ready or offered; busy = busy, dialing and the waiting-for states; break = break,
 * noAnswer and custom breaks; offline = offline or empty. Backoffice, outgoing and preview are
 * not named by the spec: they are work, so they count as busy (as the supervisor's busy summary
 * groups backoffice and outgoing). Any other id is a custom break type.
 */
export function agentStateGroup(stateId: string | null | undefined): AgentStateGroup {
  switch (stateId) {
    case 'ready':
    case 'offered':
      return 'ready';
    case 'busy':
    case 'dialing':
    case 'waitingForBackoffice':
    case 'waitingForOutgoing':
    case 'waitingForBreak':
    case 'waitingForOffline':
    case 'backoffice':
    case 'outgoing':
    case 'preview':
      return 'busy';
    case 'offline':
    case '':
    case null:
    case undefined:
      return 'offline';
    default:
      return 'break';
  }
}

export type AvailabilityColour = 'available' | 'away' | 'busy' | 'ringing' | 'offline';

/** The ring colour of an avatar: offered rings; otherwise by group. */
export function availabilityColour(stateId: string | null | undefined): AvailabilityColour {
  if (stateId === 'offered') return 'ringing';
  const group = agentStateGroup(stateId);
  return group === 'ready' ? 'available' : group === 'break' ? 'away' : group;
}

/** States a supervisor may set for another agent; the rest are reached only through work. */
export const SUPERVISOR_SETTABLE_STATES = [
  'ready',
  'backoffice',
  'outgoing',
  'break',
  'offline',
] as const;
export type SupervisorSettableState = (typeof SUPERVISOR_SETTABLE_STATES)[number];

export interface BreakType {
  id: string;
  name: string;
}

export interface StateChangeOption {
  stateId: SupervisorSettableState;
  /** For break: the custom break types of the submenu. */
  breakTypes: BreakType[];
}

/**
 * The state menu for another agent: every settable state except the current one. Break stays
 * offered while the agent is on a break of another type; its submenu leaves out the current type.
 */
export function stateChangeOptions(
  current: { stateId: string; breakTypeId: string | null },
  breakTypes: readonly BreakType[],
): StateChangeOption[] {
  const options: StateChangeOption[] = [];
  for (const stateId of SUPERVISOR_SETTABLE_STATES) {
    if (stateId !== 'break') {
      if (stateId !== current.stateId) options.push({ stateId, breakTypes: [] });
      continue;
    }
    const onBreak = current.stateId === 'break';
    const types = onBreak
      ? breakTypes.filter((t) => t.id !== current.breakTypeId)
      : [...breakTypes];
    if (!onBreak || types.length > 0) options.push({ stateId, breakTypes: types });
  }
  return options;
}

/** Load allowance options exclude the agent's current allowance. */
export function loadAllowanceOptions<T extends { id: string }>(
  all: readonly T[],
  currentId: string,
): T[] {
  return all.filter((a) => a.id !== currentId);
}

export const MONITORING_MODES = ['listen', 'coach', 'bargeIn', 'record'] as const;
export type MonitoringMode = (typeof MONITORING_MODES)[number];

/** Only one mode at a time: with one active, the others are disabled (the active one can stop). */
export function isMonitoringModeEnabled(
  mode: MonitoringMode,
  active: MonitoringMode | null,
): boolean {
  return active === null || active === mode;
}

/** What a click on a mode does: start it, stop it, or nothing while another mode runs. */
export function toggleMonitoring(
  mode: MonitoringMode,
  active: MonitoringMode | null,
): { action: 'start' | 'stop'; next: MonitoringMode | null } | null {
  if (active === mode) return { action: 'stop', next: null };
  return active === null ? { action: 'start', next: mode } : null;
}

/**
 * The mode a supervisor's monitoring of an agent stands for in the one-mode-at-a-time menu:
 * recording wins, the server's 'intervene' is the menu's barge-in, a stopped one is none.
 */
export function activeMonitoringMode(
  state: { mode: 'listen' | 'coach' | 'intervene' | null; recording: boolean } | undefined,
): MonitoringMode | null {
  if (state === undefined) return null;
  if (state.recording) return 'record';
  if (state.mode === 'intervene') return 'bargeIn';
  return state.mode;
}

/** The monitor menu shows only if the agent has a telephony interaction and is not the supervisor himself. */
export function canShowMonitorMenu(
  agent: { agentId: string; hasTelephonyInteraction: boolean },
  supervisorId: string,
): boolean {
  return agent.hasTelephonyInteraction && agent.agentId !== supervisorId;
}

/** Agent counts of a business process as statistics carry them. */
export interface BusinessProcessAgentCounts {
  ready: number;
  busy: number;
  consultOrConference: number;
  backoffice: number;
  outgoing: number;
  inBreak: number;
  noAnswer: number;
  offline: number;
}

/**
 * The count an agent adds to in each of its business processes (supervisor-dashboards §3):
 * ready = ready or offered; busy = busy, dialing, preview and the waiting-for states, or
 * consultOrConference while the agent is in a consult or conference (`inConsult`);
 * backoffice, outgoing, offline and no-answer own their counts; break (any break type) is
 * inBreak. Summed by `groupAgentCounts`, each lands in the group `agentStateGroup` names.
 */
export function agentCountsKey(
  stateId: AgentStateName,
  inConsult: boolean,
): keyof BusinessProcessAgentCounts {
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

/** The card summary: busy = busy + consult/conference + backoffice + outgoing; break = in break + no-answer. */
export function groupAgentCounts(
  counts: BusinessProcessAgentCounts,
): Record<AgentStateGroup, number> {
  return {
    ready: counts.ready,
    busy: counts.busy + counts.consultOrConference + counts.backoffice + counts.outgoing,
    break: counts.inBreak + counts.noAnswer,
    offline: counts.offline,
  };
}
