/**
 * Routing: an interaction goes to a ready logged-in person assigned to its business
 * process, else to the longest-idle ready agent assigned to it (chat and SMS may also go to an agent with spare chat capacity);
 * an agent who becomes available pulls the oldest waiting live interaction of its
 * business processes, then a due callback, then the oldest email.
 * Ready lines are FIFOs in the order agents became available, so their front is the
 * longest idle; entries carry the agent's availability token and go stale lazily.
 */
import { LIVE_MEDIA, type LiveMedia, type Media } from './config';
import type {
  Availability,
  ReadyEntry,
  SimAgent,
  SimBusinessProcess,
  SimCallback,
  SimInteraction,
} from './model';
import { offerTo, startCallbackWork } from './work-offer';
import type { SimWorld } from './world';

const CHAT_MEDIA = ['chat', 'sms'] as const;

export const isWaiting = (ix: SimInteraction): boolean => ix.phase === 'waiting';
export const isDeferred = (ix: SimInteraction): boolean => ix.phase === 'deferred';
const isDue = (cb: SimCallback): boolean => cb.phase === 'due';
const byArrival = (ix: SimInteraction): number => ix.arrivedAt;

function entryValid(entry: ReadyEntry, bp: SimBusinessProcess, kind: Availability): boolean {
  const a = entry.agent;
  return entry.token === a.availToken && a.availability === kind && a.bpSet.has(bp.index);
}

function availabilityOf(agent: SimAgent): Availability {
  if (agent.stateId === 'ready' && agent.work.length === 0 && agent.callback === null)
    return 'ready';
  if (
    agent.stateId === 'busy' &&
    agent.pending === null &&
    agent.callback === null &&
    agent.ownWork === 'none' &&
    agent.timerPhase === 'none' &&
    agent.work.length > 0 &&
    agent.chatCount === agent.work.length &&
    agent.chatCount < agent.maxChats
  ) {
    return 'chatSpare';
  }
  return 'none';
}

/** Joins the ready (or spare-chat) line of one business process. */
export function joinLine(agent: SimAgent, bp: SimBusinessProcess): void {
  if (agent.availability === 'none') return;
  const line = agent.availability === 'ready' ? bp.ready : bp.chatSpare;
  line.push({ agent, token: agent.availToken });
  const kind = agent.availability;
  line.maybeCompact((e) => entryValid(e, bp, kind));
}

/**
 * Brings the agent's availability up to date after any change to its state or work:
 * pulls waiting work while it can take some, then (re)joins the lines.
 */
export function updateAvailability(world: SimWorld, agent: SimAgent): void {
  for (;;) {
    const kind = availabilityOf(agent);
    if (kind !== 'none' && pullWork(world, agent, kind)) continue;
    const signature = kind === 'chatSpare' ? agent.chatCount : -1;
    if (kind === agent.availability && (kind !== 'chatSpare' || signature === agent.availChats))
      return;
    agent.availability = kind;
    agent.availChats = signature;
    agent.availToken++;
    for (const bp of agent.bps) joinLine(agent, bp);
    return;
  }
}

/**
 * The agent an arriving interaction goes to, or undefined when it has to wait. A ready
 * logged-in person (`people`) comes before the simulated agents: someone trying the desk
 * gets work within moments, not after every idle simulated agent had theirs.
 */
export function findAgentFor(
  bp: SimBusinessProcess,
  media: Media,
  people: readonly SimAgent[] = [],
): SimAgent | undefined {
  for (const person of people) {
    if (person.availability === 'ready' && person.bpSet.has(bp.index)) return person;
  }
  const ready = bp.ready.peekValid((e) => entryValid(e, bp, 'ready'));
  if (ready !== undefined) return ready.agent;
  if (media !== 'chat' && media !== 'sms') return undefined;
  return bp.chatSpare.peekValid((e) => entryValid(e, bp, 'chatSpare'))?.agent;
}

function pullWork(world: SimWorld, agent: SimAgent, kind: Availability): boolean {
  const media = kind === 'ready' ? LIVE_MEDIA : CHAT_MEDIA;
  let best: SimInteraction | undefined;
  for (const bp of agent.bps) {
    for (const m of media) {
      const head = bp.queues[m].peekValid(isWaiting);
      if (head !== undefined && (best === undefined || head.arrivedAt < best.arrivedAt))
        best = head;
    }
  }
  if (best !== undefined) {
    best.bp.queues[best.media as LiveMedia].shiftValid(isWaiting);
    offerTo(world, best, agent);
    return true;
  }
  if (kind !== 'ready') return false;
  // callbacks are worked by simulated agents only: a real user gets offers, not scripted calls
  let callback: SimCallback | undefined;
  for (const bp of agent.external ? [] : agent.bps) {
    const head = bp.callbacksDue.peekValid(isDue);
    if (head !== undefined && (callback === undefined || head.dueAt < callback.dueAt))
      callback = head;
  }
  if (callback !== undefined) {
    callback.bp.callbacksDue.shiftValid(isDue);
    startCallbackWork(world, agent, callback);
    return true;
  }
  let email: SimInteraction | undefined;
  for (const bp of agent.bps) {
    const head = bp.emailBacklog.peekValid(isDeferred);
    if (head !== undefined && (email === undefined || head.arrivedAt < email.arrivedAt))
      email = head;
  }
  if (email !== undefined) {
    email.bp.emailBacklog.shiftValid(isDeferred);
    offerTo(world, email, agent);
    return true;
  }
  return false;
}

/** Puts an interaction in its line, keeping arrival order (re-queued ones go back in place). */
export function enqueue(ix: SimInteraction, requeued: boolean): void {
  const line = ix.media === 'email' ? ix.bp.emailBacklog : ix.bp.queues[ix.media];
  const valid = ix.media === 'email' ? isDeferred : isWaiting;
  if (requeued) line.insertSorted(ix, byArrival);
  else line.push(ix);
  line.maybeCompact(valid);
}

/** Arrival time of the oldest live interaction still waiting, or null. */
export function oldestWaitingArrival(bp: SimBusinessProcess): number | null {
  let oldest: number | null = null;
  for (const m of LIVE_MEDIA) {
    const head = bp.queues[m].peekValid(isWaiting);
    if (head !== undefined && (oldest === null || head.arrivedAt < oldest)) oldest = head.arrivedAt;
  }
  return oldest;
}
