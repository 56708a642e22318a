/** Entities of the simulated centre (mutable, engine-internal). */
import type { AgentCounts, AgentStateId } from '../../src/protocol/events';
import type { Media } from './config';
import type { OwnWork } from '../../src/domain/agent-own-work';
import type { Fifo } from './fifo';

export type InteractionPhase = 'waiting' | 'deferred' | 'ringing' | 'handling' | 'wrapUp' | 'done';

export interface SimInteraction {
  id: string;
  bp: SimBusinessProcess;
  media: Media;
  arrivedAt: number;
  phase: InteractionPhase;
  agent: SimAgent | null;
  offeredAt: number;
  answeredAt: number;
  /** Bumped at every offer so timers of an earlier offer are ignored. */
  offerSeq: number;
  /** The overflow deadline passed while ringing: overflow as soon as it is back in the queue. */
  overflowDue: boolean;
  /** Planned talk time (sim agents). */
  handleMs: number;
}

export type CallbackPhase = 'scheduled' | 'due' | 'working' | 'done';

export interface SimCallback {
  id: string;
  bp: SimBusinessProcess;
  requestedAt: number;
  dueAt: number;
  attempts: number;
  phase: CallbackPhase;
  workStartedAt: number;
  token: number;
}

export interface ReadyEntry {
  agent: SimAgent;
  token: number;
}

export type Availability = 'none' | 'ready' | 'chatSpare';

/** What a timed agent state does when its timer fires. */
export type AgentTimerPhase =
  | 'none'
  | 'break'
  | 'backoffice'
  | 'noAnswer'
  | 'offline'
  | 'outgoingDial'
  | 'outgoingTalk'
  | 'callbackPreview'
  | 'callbackDial'
  | 'callbackTalk'
  | 'callbackWrapUp';

/** An activity the agent asked for while busy (shown as a waitingFor* state). */
export interface PendingActivity {
  stateId: 'break' | 'backoffice' | 'outgoing' | 'offline';
  breakTypeId: string | null;
  /** Set by a supervisor or the external user: keep it until told otherwise. */
  imposed: boolean;
}

export interface AgentCounters {
  loginMs: number;
  readyMs: number;
  idleMs: number;
  busyMs: number;
  dialingMs: number;
  breakMs: number;
  noAnswerMs: number;
  backofficeMs: number;
  outgoingMs: number;
  answered: number;
  ringMsSum: number;
  treated: number;
  treatMsSum: number;
  missed: number;
  rejected: number;
  transfers: number;
  callbackReschedules: number;
  /** answered, missed, rejected and transfers again, per medium (the wallboard's media dimension). */
  byMedia: Record<Media, MediaCounts>;
}

export interface MediaCounts {
  answered: number;
  missed: number;
  rejected: number;
  transfers: number;
}

export interface TemporaryAssignment {
  active: boolean;
  expiresAt: number;
  token: number;
}

export interface SimAgent {
  index: number;
  id: string;
  name: string;
  external: boolean;
  stateId: AgentStateId;
  breakTypeId: string | null;
  /** When the agent entered the current state (AgentState.since). */
  since: number;
  /** Counters hold the time up to here (the last state change or shift reset). */
  countedAt: number;
  group: keyof AgentCounts;
  loadAllowanceId: string;
  defaultLoadAllowanceId: string;
  maxChats: number;
  home: Set<number>;
  temporary: Map<number, TemporaryAssignment>;
  /** Effective assignments (home and active temporary, minus inactive temporary). */
  bpSet: Set<number>;
  bps: SimBusinessProcess[];
  /** Interactions offered to, handled or wrapped up by the agent. */
  work: SimInteraction[];
  chatCount: number;
  callback: SimCallback | null;
  availability: Availability;
  availToken: number;
  /** Chat count when the agent last joined the spare-chat lines (-1 otherwise). */
  availChats: number;
  timerPhase: AgentTimerPhase;
  timerToken: number;
  pending: PendingActivity | null;
  /**
   * Work of a real user that the model did not route (calls they dial, emails they write,
   * consults they answer): it sets their state and keeps routing away until it ends.
   */
  ownWork: OwnWork;
  /** The state chosen before the own work began, entered again when it ends (null: ready). */
  resume: PendingActivity | null;
  inConsult: boolean;
  counters: AgentCounters;
}

export interface BpCounters {
  offered: number;
  queued: number;
  answered: number;
  answeredLive: number;
  answeredWithinGoal: number;
  answerWaitMsSum: number;
  abandoned: number;
  abandonedShort: number;
  overflowed: number;
  leftQueue: number;
  leftQueueWaitMsSum: number;
  voiceMails: number;
  internalTransfers: number;
  externalTransfers: number;
  dnc: number;
  ended: number;
  handleMsSum: number;
  ringCount: number;
  ringMsSum: number;
  callbackInteractions: number;
  callbackRequested: number;
  callbackProcessed: number;
  callbackSucceeded: number;
  callbackFailed: number;
  callbackRescheduled: number;
  callbackPurged: number;
  callbackWorkMsSum: number;
  // gauges (not reset at shift start)
  waiting: number;
  deferrableWaiting: number;
  inProcess: number;
  callbackToBeProcessed: number;
}

export interface SimBusinessProcess {
  index: number;
  id: string;
  name: string;
  /** Arrivals per ms at intraday factor 1. */
  baseRatePerMs: number;
  queues: {
    telephony: Fifo<SimInteraction>;
    chat: Fifo<SimInteraction>;
    sms: Fifo<SimInteraction>;
  };
  emailBacklog: Fifo<SimInteraction>;
  callbacksDue: Fifo<SimCallback>;
  ready: Fifo<ReadyEntry>;
  chatSpare: Fifo<ReadyEntry>;
  counters: BpCounters;
  agentCounts: AgentCounts;
}

export function newBpCounters(): BpCounters {
  return {
    offered: 0,
    queued: 0,
    answered: 0,
    answeredLive: 0,
    answeredWithinGoal: 0,
    answerWaitMsSum: 0,
    abandoned: 0,
    abandonedShort: 0,
    overflowed: 0,
    leftQueue: 0,
    leftQueueWaitMsSum: 0,
    voiceMails: 0,
    internalTransfers: 0,
    externalTransfers: 0,
    dnc: 0,
    ended: 0,
    handleMsSum: 0,
    ringCount: 0,
    ringMsSum: 0,
    callbackInteractions: 0,
    callbackRequested: 0,
    callbackProcessed: 0,
    callbackSucceeded: 0,
    callbackFailed: 0,
    callbackRescheduled: 0,
    callbackPurged: 0,
    callbackWorkMsSum: 0,
    waiting: 0,
    deferrableWaiting: 0,
    inProcess: 0,
    callbackToBeProcessed: 0,
  };
}

/** Zeroes the in-shift counters, keeping the gauges (what is waiting now still waits). */
export function resetBpCounters(c: BpCounters): void {
  const { waiting, deferrableWaiting, inProcess, callbackToBeProcessed } = c;
  Object.assign(c, newBpCounters(), {
    waiting,
    deferrableWaiting,
    inProcess,
    callbackToBeProcessed,
  });
}

const noCounts = (): MediaCounts => ({ answered: 0, missed: 0, rejected: 0, transfers: 0 });

export function newAgentCounters(): AgentCounters {
  return {
    loginMs: 0,
    readyMs: 0,
    idleMs: 0,
    busyMs: 0,
    dialingMs: 0,
    breakMs: 0,
    noAnswerMs: 0,
    backofficeMs: 0,
    outgoingMs: 0,
    answered: 0,
    ringMsSum: 0,
    treated: 0,
    treatMsSum: 0,
    missed: 0,
    rejected: 0,
    transfers: 0,
    callbackReschedules: 0,
    byMedia: { telephony: noCounts(), chat: noCounts(), email: noCounts(), sms: noCounts() },
  };
}

export function emptyAgentCounts(): AgentCounts {
  return {
    ready: 0,
    busy: 0,
    consultOrConference: 0,
    backoffice: 0,
    outgoing: 0,
    inBreak: 0,
    noAnswer: 0,
    offline: 0,
  };
}
