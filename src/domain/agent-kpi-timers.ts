/**
 * Live timers of the agent KPI card and the agents summary (supervisor-dashboards §2 "Agent
 * KPI", §3 "Agent statistics", §4 "Live timers tick every 1 s"; agent-desktop §4 agent-state
 * grouping). The statistics hold each counter as counted up to `countedAt`; while the agent
 * is in a state the timer covers, the time since then is added, so a timer ticks from its
 * start time without the server sending a tick.
 */
import { agentStateGroup } from './agent-state';

/** Timing counters as the agent statistics carry them, in seconds. */
export interface AgentTimingCounters {
  agentLoginTimeSpan: number;
  agentTotalReadyTime: number;
  agentTotalBusyTime: number;
  agentTotalDialingTime: number;
  agentBreakTime: number;
  agentTotalNoAnswerTime: number;
  agentBackOfficeTime: number;
  agentTotalHandlingOutgoingTime: number;
  agentTotalIdleTime: number;
  /** When the counters were last brought up to date, ms since the epoch. */
  countedAt: number;
}

/** The agent's current state: its id and since when (ms since the epoch). */
export interface CurrentAgentState {
  stateId: string;
  since: number;
}

export const AGENT_KPI_TIMERS = [
  'login',
  'ready',
  'break',
  'busy',
  'backoffice',
  'outgoing',
  'dialing',
] as const;
export type AgentKpiTimer = (typeof AGENT_KPI_TIMERS)[number];

const BUSY_STATES: ReadonlySet<string> = new Set([
  'busy',
  'preview',
  'waitingForBackoffice',
  'waitingForOutgoing',
  'waitingForBreak',
  'waitingForOffline',
  'dialing',
  'outgoing',
]);

/**
 * Whether a timer runs in a state. Help texts of §2: login is connected time without going
 * offline; ready covers Ready and Offered; break covers every break state plus No Answer;
 * busy covers handling incoming and outgoing interactions plus dialing.
 */
export function timerRunsIn(timer: AgentKpiTimer, stateId: string): boolean {
  switch (timer) {
    case 'login':
      return agentStateGroup(stateId) !== 'offline';
    case 'ready':
      return agentStateGroup(stateId) === 'ready';
    case 'break':
      return agentStateGroup(stateId) === 'break';
    case 'busy':
      return BUSY_STATES.has(stateId);
    case 'backoffice':
      return stateId === 'backoffice';
    case 'outgoing':
      return stateId === 'outgoing';
    case 'dialing':
      return stateId === 'dialing';
  }
}

/** The counted seconds of a timer, before the live part is added. */
function countedSeconds(timer: AgentKpiTimer, c: AgentTimingCounters): number {
  switch (timer) {
    case 'login':
      return c.agentLoginTimeSpan;
    case 'ready':
      return c.agentTotalReadyTime;
    case 'break':
      return c.agentBreakTime + c.agentTotalNoAnswerTime;
    case 'busy':
      // the server counts handling time, dialing and outgoing handling apart
      return c.agentTotalBusyTime + c.agentTotalDialingTime + c.agentTotalHandlingOutgoingTime;
    case 'backoffice':
      return c.agentBackOfficeTime;
    case 'outgoing':
      return c.agentTotalHandlingOutgoingTime;
    case 'dialing':
      return c.agentTotalDialingTime;
  }
}

/**
 * Seconds spent in the current state that the counters do not hold yet. Counted from the
 * later of countedAt and the state's start: when the state changed and the counters have
 * not caught up, the new state's time is added and the old state's last stretch waits for
 * the counters (a timer may pause for a moment, it never counts twice).
 */
function uncountedSeconds(countedAt: number, state: CurrentAgentState | null, now: number): number {
  if (state === null) return 0;
  return Math.max(0, now - Math.max(countedAt, state.since)) / 1000;
}

/** Every timer of the agent KPI card, in whole seconds, at `now`. */
export function agentKpiTimers(
  counters: AgentTimingCounters,
  state: CurrentAgentState | null,
  now: number,
): Record<AgentKpiTimer, number> {
  const live = uncountedSeconds(counters.countedAt, state, now);
  const value = (timer: AgentKpiTimer): number => {
    const running = state !== null && timerRunsIn(timer, state.stateId);
    return Math.floor(countedSeconds(timer, counters) + (running ? live : 0));
  };
  return {
    login: value('login'),
    ready: value('ready'),
    break: value('break'),
    busy: value('busy'),
    backoffice: value('backoffice'),
    outgoing: value('outgoing'),
    dialing: value('dialing'),
  };
}

/**
 * The agents summary's Break and Idle columns at `now`: break as the KPI card's break timer,
 * idle is time Ready with nothing offered (the statistics' idle counter).
 */
export function agentSummaryTimes(
  counters: AgentTimingCounters,
  state: CurrentAgentState | null,
  now: number,
): { break: number; idle: number } {
  const live = uncountedSeconds(counters.countedAt, state, now);
  const inBreak = state !== null && timerRunsIn('break', state.stateId);
  const idle = state !== null && state.stateId === 'ready';
  return {
    break: Math.floor(
      counters.agentBreakTime + counters.agentTotalNoAnswerTime + (inBreak ? live : 0),
    ),
    idle: Math.floor(counters.agentTotalIdleTime + (idle ? live : 0)),
  };
}
