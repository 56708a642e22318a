/**
 * The agent's state while doing work the routing did not give them (agent-desktop §4 "Agent
 * states"): calls they dial, emails and SMS they write, consults and internal calls they
 * answered. Routed work moves the state by itself (offered, busy); this work has to say so,
 * or the agent keeps showing Ready (or Break), gets more work routed and busy time is lost.
 */

/** What the agent's own work asks of their state: none, dialing, outgoing or busy. */
export type OwnWork = 'none' | 'dialing' | 'outgoing' | 'busy';

/** The interaction fields the rule reads. */
export interface OwnWorkInteraction {
  interactionType: string;
  interactionStateId: string;
  /** The agent answers a colleague's consult on it (busy, whoever started the call). */
  consultReceiver?: boolean | undefined;
}

/** Interactions the agent starts themself: outgoing work (the outgoing state). */
const AGENT_STARTED_TYPES: ReadonlySet<string> = new Set([
  'EXTERNAL_CALL',
  'INTERNAL_CALL',
  'CALLBACK_TELEPHONY',
  'OUTGOING_EMAIL',
  'OUTGOING_SMS',
]);
/**
 * Internal chats are side conversations with colleagues: they take none of the agent's
 * capacity for customers, so they leave the state alone on both sides.
 */
const STATE_NEUTRAL_TYPES: ReadonlySet<string> = new Set(['INTERNAL_CHAT']);
/** States in which the agent is working on it (wrap-up included: the work is not over). */
const WORKING_STATES: ReadonlySet<string> = new Set([
  'handling',
  'consulting',
  'inConference',
  'wrapUp',
]);

const RANK: Record<OwnWork, number> = { none: 0, dialing: 1, outgoing: 2, busy: 3 };

/**
 * The state the agent's own (unrouted) interactions call for. Answering someone else's call
 * (a consult, an internal or transferred call) is busy; a call still ringing out is dialing;
 * what the agent started is outgoing. Busy outranks outgoing, outgoing outranks dialing: a
 * second call dialled while talking leaves the agent outgoing.
 */
export function ownWorkState(interactions: readonly OwnWorkInteraction[]): OwnWork {
  let result: OwnWork = 'none';
  for (const ix of interactions) {
    if (STATE_NEUTRAL_TYPES.has(ix.interactionType)) continue;
    let work: OwnWork = 'none';
    if (ix.interactionStateId === 'dialing') work = 'dialing';
    else if (WORKING_STATES.has(ix.interactionStateId))
      work =
        AGENT_STARTED_TYPES.has(ix.interactionType) && ix.consultReceiver !== true
          ? 'outgoing'
          : 'busy';
    if (RANK[work] > RANK[result]) result = work;
  }
  return result;
}

/** States an agent on a break, back office, outgoing or offline returns to when their own work ends. */
export type ResumableState = 'break' | 'backoffice' | 'outgoing' | 'offline';

/**
 * Where the agent goes back to when their own work ends: the state they were in when it began,
 * if they had chosen one (a call made from a break ends back on the break); ready otherwise
 * (no-answer is left by working, as by choosing a state).
 */
export function resumableState(stateId: string): ResumableState | null {
  return stateId === 'break' ||
    stateId === 'backoffice' ||
    stateId === 'outgoing' ||
    stateId === 'offline'
    ? stateId
    : null;
}
