/**
 * Agent timing counters, accumulated per state when the agent leaves it.
 * Mapping: login = every state but offline; ready = ready + offered; idle = ready only
 * (waiting for work with nothing ringing); busy = busy, preview and the waitingFor*
 * states (wrap-up included: the agent is busy while wrapping up); dialing, break (custom
 * breaks included), noAnswer, backoffice and outgoing each their own.
 * Published values are "counted up to countedAt" (the last state change); a client adds
 * now - countedAt to the counter of the current state, so no tick has to be emitted.
 */
import type { AgentStateId, AgentStatistics } from '../../src/protocol/events';
import type { AgentCounters, SimAgent } from './model';

type TimingKey =
  'readyMs' | 'busyMs' | 'dialingMs' | 'breakMs' | 'noAnswerMs' | 'backofficeMs' | 'outgoingMs';

function timingKey(stateId: AgentStateId): TimingKey | null {
  switch (stateId) {
    case 'ready':
    case 'offered':
      return 'readyMs';
    case 'busy':
    case 'preview':
    case 'waitingForBackoffice':
    case 'waitingForOutgoing':
    case 'waitingForBreak':
    case 'waitingForOffline':
      return 'busyMs';
    case 'dialing':
      return 'dialingMs';
    case 'break':
      return 'breakMs';
    case 'noAnswer':
      return 'noAnswerMs';
    case 'backoffice':
      return 'backofficeMs';
    case 'outgoing':
      return 'outgoingMs';
    case 'offline':
      return null;
  }
}

/** Adds `elapsedMs` spent in `stateId` to the counters. */
export function accumulateTime(c: AgentCounters, stateId: AgentStateId, elapsedMs: number): void {
  if (elapsedMs <= 0) return;
  const key = timingKey(stateId);
  if (key === null) return;
  c.loginMs += elapsedMs;
  c[key] += elapsedMs;
  if (stateId === 'ready') c.idleMs += elapsedMs;
}

/**
 * Statistics of an agent. With `liveAt`, the current state's time up to liveAt is
 * included and countedAt = liveAt (snapshots); without, the counters stop at the
 * last state change (or shift reset).
 */
export function agentStatistics(agent: SimAgent, liveAt?: number): AgentStatistics {
  let c = agent.counters;
  let countedAt = agent.countedAt;
  if (liveAt !== undefined && liveAt > agent.countedAt) {
    c = { ...c };
    accumulateTime(c, agent.stateId, liveAt - agent.countedAt);
    countedAt = liveAt;
  }
  const s = (ms: number): number => ms / 1000;
  return {
    agentId: agent.id,
    agentName: agent.name,
    agentAverageTreatingTime: c.treated > 0 ? s(c.treatMsSum / c.treated) : 0,
    agentBreakTime: s(c.breakMs),
    agentASA: c.answered > 0 ? s(c.ringMsSum / c.answered) : 0,
    agentMissedCalls: c.missed,
    agentTotalIdleTime: s(c.idleMs),
    agentTotalAnsweredCalls: c.answered,
    agentRejectedCalls: c.rejected,
    agentTotalTransfer: c.transfers,
    agentTotalCallbacksReschedule: c.callbackReschedules,
    agentLoginTimeSpan: s(c.loginMs),
    agentTotalReadyTime: s(c.readyMs),
    agentTotalBusyTime: s(c.busyMs),
    agentTotalDialingTime: s(c.dialingMs),
    agentTotalNoAnswerTime: s(c.noAnswerMs),
    agentBackOfficeTime: s(c.backofficeMs),
    agentTotalHandlingOutgoingTime: s(c.outgoingMs),
    answeredTelephony: c.byMedia.telephony.answered,
    answeredEmail: c.byMedia.email.answered,
    answeredChat: c.byMedia.chat.answered,
    answeredSms: c.byMedia.sms.answered,
    missedTelephony: c.byMedia.telephony.missed,
    missedEmail: c.byMedia.email.missed,
    missedChat: c.byMedia.chat.missed,
    missedSms: c.byMedia.sms.missed,
    rejectedTelephony: c.byMedia.telephony.rejected,
    rejectedEmail: c.byMedia.email.rejected,
    rejectedChat: c.byMedia.chat.rejected,
    rejectedSms: c.byMedia.sms.rejected,
    transferTelephony: c.byMedia.telephony.transfers,
    transferEmail: c.byMedia.email.transfers,
    transferChat: c.byMedia.chat.transfers,
    transferSms: c.byMedia.sms.transfers,
    countedAt,
  };
}
