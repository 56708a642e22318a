/**
 * The leader tab (issue 23): where SharedWorker is missing, one tab per browser profile holds
 * a Web Lock and runs the hub; the others are served by it. These are the decisions every tab
 * and the leader's worker take, pure: a snapshot of the browser's locks and the time go in.
 */

/** Name of the Web Lock whose holder runs the hub for the whole browser profile. */
export const HUB_LEADER_LOCK = 'cc-hub-leader';

/** How often the leader's worker says it is alive (and asks its own page whether it is). */
export const LEADER_BEAT_INTERVAL_MS = 1_000;
/**
 * Silence after which the next tab in line takes the lead from a leader whose worker stopped
 * (frozen with its page, or hung). A worker's timers are not clamped in background tabs, so
 * ten missed beats are not a busy machine; stealing too early would make tabs fight.
 */
export const LEADER_SILENCE_MS = 10_000;
/**
 * Silence of the leader's own page after which its worker gives the lead up: a frozen page
 * cannot release its lock, and its worker would serve on for a tab nobody can use. Answers
 * come from a message handler, which background timer clamping does not delay; a main thread
 * busy for seconds on a loaded machine (a first load of 1,000 business processes) is not frozen.
 */
export const OWNER_SILENCE_MS = 8_000;

/** What `navigator.locks.query()` answers, reduced to what the election reads. */
export interface LockSnapshot {
  held?: ReadonlyArray<{ name?: string | undefined; clientId?: string | undefined }> | undefined;
  pending?: ReadonlyArray<{ name?: string | undefined; clientId?: string | undefined }> | undefined;
}

/**
 * The browser's id of the tab (or worker) that holds `ownLockName`: a page cannot ask its own
 * client id, but it can find the lock only it holds.
 */
export function clientIdOf(snapshot: LockSnapshot, ownLockName: string): string | null {
  return (snapshot.held ?? []).find((lock) => lock.name === ownLockName)?.clientId ?? null;
}

/** Whether the client still holds the lead: asked before acting after a freeze or a sleep. */
export function holdsLead(snapshot: LockSnapshot, clientId: string | null): boolean {
  return (
    clientId !== null &&
    (snapshot.held ?? []).some(
      (lock) => lock.name === HUB_LEADER_LOCK && lock.clientId === clientId,
    )
  );
}

/** Whether the client's request for the lead is the first waiting: only that tab may steal it. */
export function firstInLine(snapshot: LockSnapshot, clientId: string | null): boolean {
  if (clientId === null) return false;
  return (
    (snapshot.pending ?? []).find((lock) => lock.name === HUB_LEADER_LOCK)?.clientId === clientId
  );
}

/** Role of a tab in the election. */
export type LeadershipState =
  /** Waiting in line for the lock, served by `hubId` when one is known. */
  | { name: 'following'; hubId: string | null; heardAt: number; leaderGone: boolean }
  /** Holds the lock: its own worker runs the hub. */
  | { name: 'leading' };

export type LeadershipEvent =
  /** The lock was granted (in line or by stealing it). */
  | { type: 'lockGranted' }
  /** The lock was taken away (stolen while asleep) or given up (the worker abdicated). */
  | { type: 'lockLost' }
  /** A beat or a ready from a leader's worker. */
  | { type: 'leaderHeard'; hubId: string }
  /** The leader's worker said it gives the lead up. */
  | { type: 'leaderAbdicated'; hubId: string };

/** A tab that just opened: in line, nobody heard yet (the silence counts from now). */
export function initialLeadership(now: number): LeadershipState {
  return { name: 'following', hubId: null, heardAt: now, leaderGone: false };
}

/** The election as a reducer: `(state, event, now) => state`. */
export function reduceLeadership(
  state: LeadershipState,
  event: LeadershipEvent,
  now: number,
): LeadershipState {
  switch (event.type) {
    case 'lockGranted':
      return { name: 'leading' };
    case 'lockLost':
      // whoever took the lock announces itself; until then nobody is known to serve
      return { name: 'following', hubId: null, heardAt: now, leaderGone: false };
    case 'leaderHeard':
      if (state.name === 'leading') return state;
      return { name: 'following', hubId: event.hubId, heardAt: now, leaderGone: false };
    case 'leaderAbdicated':
      if (state.name === 'leading' || state.hubId !== event.hubId) return state;
      return { ...state, leaderGone: true };
  }
}

/**
 * Whether this follower should take the lock by force now: the leader gave it up or fell
 * silent, and this tab is first in line (so two followers never steal from each other).
 */
export function shouldSteal(
  state: LeadershipState,
  now: number,
  snapshot: LockSnapshot,
  clientId: string | null,
): boolean {
  if (state.name !== 'following') return false;
  const silent = now - state.heardAt >= LEADER_SILENCE_MS;
  return (state.leaderGone || silent) && firstInLine(snapshot, clientId);
}

/** Whether a periodic tick came so late that the process slept (frozen, suspended) in between. */
export function wokeUp(lastTickAt: number, now: number): boolean {
  return now - lastTickAt >= LEADER_SILENCE_MS;
}
