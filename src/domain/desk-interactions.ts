/**
 * The agent's interactions, from offer to history (agent-desktop §4 "Interaction
 * lifecycle"), as pure reducers over an immutable map: the hub keeps one copy for every
 * tab and publishes the entries whose reference changed.
 *
 * Lists: pending (offered, preview), active (being worked on, wrap-up included), history
 * (completed here, most recent first, a few kept; older history comes from the server).
 */
import type { DeskEventType, DeskInteractionRecord, RecordingFlags } from './desk-model';
import { NOT_SELECTED_TIMEOUT_CODE } from './disposition-codes';
import type { LastMessage } from './media-lists';

export type DeskList = 'pending' | 'active' | 'history';

export interface DeskInteraction<I extends DeskInteractionRecord = DeskInteractionRecord> {
  interaction: I;
  list: DeskList;
  /** Unread notifications (customer messages, abandoned legs) since the agent last looked. */
  unread: number;
  /** When it last changed (ms): sorting and the tile blink. */
  changedAt: number;
  /** A history chat's or SMS's last written message, kept as its conversation is let go (null: none written). */
  lastMessage?: LastMessage | null;
}

export type DeskInteractions<I extends DeskInteractionRecord = DeskInteractionRecord> = ReadonlyMap<
  string,
  DeskInteraction<I>
>;

/** History entries kept in the hub; the sidebar loads older ones from the server page by page. */
export const DESK_HISTORY_KEPT = 50;

const HISTORIC_STATES: ReadonlySet<string> = new Set([
  'handled',
  'delegatedToSupervisor',
  'canceled',
]);
const PENDING_ONLY_STATES: ReadonlySet<string> = new Set([
  'offered',
  'missed',
  'rejected',
  'canceled',
]);
/** Not kept in history (§4): direct calls and internal chats. */
const NOT_KEPT_TYPES: ReadonlySet<string> = new Set(['DIRECT_INCOMING_CALL', 'INTERNAL_CHAT']);
const NOT_RECORDING: RecordingFlags = { isEnabled: false, isPaused: false };
type Ix = DeskInteractionRecord;

export const isHistoric = (ix: Ix): boolean => HISTORIC_STATES.has(ix.interactionStateId);

/** The agent is the consult receiver: someone asked them for help on this interaction. */
export const isConsultReceiver = (ix: Ix, agentId: string): boolean =>
  ix.consult.receiver?.id === agentId;

/** Pending consult (§4): the agent is the consult receiver and the state is handling or offered. */
export const isPendingConsult = (ix: Ix, agentId: string): boolean =>
  isConsultReceiver(ix, agentId) &&
  (ix.interactionStateId === 'handling' || ix.interactionStateId === 'offered');

/** Transferable (§4): not consulting, not in conference and not the consult receiver. */
export const isTransferable = (ix: Ix, agentId: string): boolean =>
  ix.interactionStateId !== 'consulting' &&
  !ix.isConference &&
  ix.interactionStateId !== 'inConference' &&
  !isConsultReceiver(ix, agentId);

export interface InteractionEventInput<I extends Ix> {
  t: number;
  eventType: DeskEventType;
  interaction: I;
}

/** What an event did besides changing the map: the hub acts on these (conversations, windows). */
export interface LifecycleEffects {
  /** Conversations to drop (the interaction left the agent or moved to history). */
  dropConversations: string[];
}

function withEntry<I extends Ix>(
  state: DeskInteractions<I>,
  entry: DeskInteraction<I>,
): Map<string, DeskInteraction<I>> {
  const next = new Map(state);
  next.set(entry.interaction.interactionId, entry);
  return next;
}

function without<I extends Ix>(
  state: DeskInteractions<I>,
  ...ids: string[]
): Map<string, DeskInteraction<I>> {
  const next = new Map(state);
  for (const id of ids) next.delete(id);
  return next;
}

/** Keeps the newest DESK_HISTORY_KEPT history entries. */
function trimHistory<I extends Ix>(
  state: Map<string, DeskInteraction<I>>,
): Map<string, DeskInteraction<I>> {
  const history = [...state.values()].filter((e) => e.list === 'history');
  if (history.length <= DESK_HISTORY_KEPT) return state;
  history.sort((a, b) => b.changedAt - a.changedAt);
  for (const old of history.slice(DESK_HISTORY_KEPT)) state.delete(old.interaction.interactionId);
  return state;
}

/** Moving to history (§4): recording cleared, unread cleared, Not Selected Timeout mapped to its fixed code. */
function toHistory<I extends Ix>(
  entry: DeskInteraction<I> | undefined,
  ix: I,
  t: number,
): DeskInteraction<I> {
  const disposition =
    ix.disposition.dispositionCodeName === NOT_SELECTED_TIMEOUT_CODE.label
      ? {
          ...ix.disposition,
          dispositionCodeId: NOT_SELECTED_TIMEOUT_CODE.id,
          dispositionCodeCategoryId: null,
          dispositionCodeCategoryName: null,
          dispositionCodeSubCategoryId: null,
          dispositionCodeSubCategoryName: null,
        }
      : ix.disposition;
  return {
    interaction: {
      ...ix,
      disposition,
      recording: NOT_RECORDING,
      elements: ix.elements.map((el) => ({ ...el, recording: NOT_RECORDING })),
    },
    list: 'history',
    unread: 0,
    changedAt: Math.max(t, entry?.changedAt ?? 0),
  };
}

function historyOrDrop<I extends Ix>(
  state: DeskInteractions<I>,
  entry: DeskInteraction<I> | undefined,
  ix: I,
  t: number,
): DeskInteractions<I> {
  if (NOT_KEPT_TYPES.has(ix.interactionType)) return without(state, ix.interactionId);
  return trimHistory(withEntry(state, toHistory(entry, ix, t)));
}

/**
 * Accepting keeps the consult, completion status and recording data the agent's copy
 * already had (the accept event may carry a copy made before they were set).
 */
function mergeAccepted<I extends Ix>(previous: I | undefined, next: I): I {
  if (previous === undefined) return next;
  return {
    ...next,
    consult:
      next.consult.requestor !== null || next.consult.receiver !== null
        ? next.consult
        : previous.consult,
    completionStatus:
      next.completionStatus.completionStatusId !== 0 ||
      next.completionStatus.completionStatusInformation !== ''
        ? next.completionStatus
        : previous.completionStatus,
    recording: next.recording.isEnabled ? next.recording : previous.recording,
  };
}

/** States in which the agent is on a call: a new telephony interaction ends it (§4). */
const ON_CALL_STATES: ReadonlySet<string> = new Set([
  'dialing',
  'handling',
  'consulting',
  'inConference',
]);

/**
 * The calls accepting `offer` ends (§4: a new telephony interaction ends any other active
 * telephony interaction). The server ends them into wrap-up and every tab follows its
 * events; the desk names them in a confirmation first. A call in wrap-up is already over.
 */
export function telephonyEndedByAccepting<I extends Ix>(
  state: DeskInteractions<I>,
  offer: Ix,
): I[] {
  if (offer.interactionMediaType !== 'TELEPHONY') return [];
  return callsOnTheLine(state, offer.interactionId);
}

/**
 * The calls a call the agent starts (dial pad, a contact's Call) ends, by the same §4 rule:
 * without asking, a second call would leave the first one live beside it.
 */
export function telephonyEndedByCalling<I extends Ix>(state: DeskInteractions<I>): I[] {
  return callsOnTheLine(state, null);
}

/** Active calls the agent is on (not in wrap-up), except `exceptId`. */
function callsOnTheLine<I extends Ix>(state: DeskInteractions<I>, exceptId: string | null): I[] {
  const calls: I[] = [];
  for (const entry of state.values()) {
    const ix = entry.interaction;
    if (
      entry.list === 'active' &&
      ix.interactionId !== exceptId &&
      ix.interactionMediaType === 'TELEPHONY' &&
      !ix.isOnWrapUp &&
      ON_CALL_STATES.has(ix.interactionStateId)
    )
      calls.push(ix);
  }
  return calls;
}

/**
 * Applies one 'interaction' event for the agent `agentId`.
 * Returns the new map (the same reference when nothing changed) and side effects.
 */
export function applyInteractionEvent<I extends Ix>(
  state: DeskInteractions<I>,
  event: InteractionEventInput<I>,
  agentId: string,
): { state: DeskInteractions<I>; effects: LifecycleEffects } {
  const ix = event.interaction;
  const id = ix.interactionId;
  const entry = state.get(id);
  const t = event.t;
  const unchanged = { state, effects: { dropConversations: [] } };
  const done = (next: DeskInteractions<I>, dropConversations: string[] = []) => ({
    state: next,
    effects: { dropConversations },
  });
  const keep = (list: DeskList, interaction: I = ix): DeskInteraction<I> => ({
    interaction,
    list,
    unread: entry?.unread ?? 0,
    changedAt: t,
  });

  switch (event.eventType) {
    case 'offered':
      // a late or repeated offer for something the agent already works on changes nothing
      if (entry !== undefined && entry.list !== 'pending') return unchanged;
      return done(withEntry(state, keep('pending')));

    case 'created':
      return done(withEntry(state, keep('active')));

    case 'accepted': {
      if (ix.interactionStateId === 'delegatedToSupervisor') return done(without(state, id), [id]);
      if (entry !== undefined && entry.list !== 'pending') return unchanged; // already seen
      // the calls this one ends arrive as their own 'ended' events (wrap-up), in every tab alike
      return done(withEntry(state, keep('active', mergeAccepted(entry?.interaction, ix))));
    }

    case 'updated':
    case 'consultRequested':
    case 'conferenceStarted':
    case 'conferenceStopped':
    case 'transferred':
    case 'ended': {
      if (entry === undefined) {
        // an update for an interaction this copy never saw (a tab opened mid-call): adopt it
        if (isHistoric(ix)) return unchanged;
        return done(withEntry(state, keep(ix.isOffered ? 'pending' : 'active')));
      }
      if (entry.list === 'history') return unchanged;
      const list: DeskList =
        entry.list === 'pending' &&
        !ix.isOffered &&
        ix.interactionStateId !== 'offered' &&
        ix.interactionStateId !== 'preview'
          ? 'active'
          : entry.list;
      return done(withEntry(state, keep(list)));
    }

    case 'declined':
      if (entry === undefined) return unchanged;
      return done(without(state, id), [id]);

    case 'postponed':
    case 'delegatedToSupervisor':
      if (entry === undefined) return unchanged;
      return done(without(state, id), [id]);

    case 'removedFromAgent': {
      if (PENDING_ONLY_STATES.has(ix.interactionStateId) || entry?.list === 'pending') {
        if (entry === undefined) return unchanged;
        return done(without(state, id), [id]);
      }
      if (
        ix.interactionStateId === 'handled' ||
        ix.interactionStateId === 'delegatedToSupervisor'
      ) {
        if (ix.elements.length === 0 || isConsultReceiver(ix, agentId))
          return done(without(state, id), [id]);
        return done(historyOrDrop(state, entry, ix, t), [id]);
      }
      return done(without(state, id), [id]);
    }

    case 'movedToHistory':
      if (entry?.list === 'history') return unchanged;
      return done(historyOrDrop(state, entry, ix, t), [id]);
  }
}

/**
 * The server's list of the agent's current interactions after a (re)connect: it replaces
 * pending and active entries (none doubled, none lost), history stays.
 */
export function replaceCurrent<I extends Ix>(
  state: DeskInteractions<I>,
  current: readonly I[],
  t: number,
): DeskInteractions<I> {
  const next = new Map<string, DeskInteraction<I>>();
  for (const entry of state.values())
    if (entry.list === 'history') next.set(entry.interaction.interactionId, entry);
  for (const ix of current) {
    const previous = state.get(ix.interactionId);
    const list: DeskList =
      ix.interactionStateId === 'offered' || ix.interactionStateId === 'preview'
        ? 'pending'
        : 'active';
    const same =
      previous !== undefined &&
      previous.list === list &&
      JSON.stringify(previous.interaction) === JSON.stringify(ix);
    next.set(
      ix.interactionId,
      same ? previous : { interaction: ix, list, unread: previous?.unread ?? 0, changedAt: t },
    );
  }
  return next;
}

/** Changes one interaction's record in place of the stored one (element, recording, email, contact link). */
export function updateInteraction<I extends Ix>(
  state: DeskInteractions<I>,
  interactionId: string,
  t: number,
  change: (ix: I) => I,
  unreadDelta = 0,
): DeskInteractions<I> {
  const entry = state.get(interactionId);
  if (entry === undefined) return state;
  const interaction = change(entry.interaction);
  if (interaction === entry.interaction && unreadDelta === 0) return state;
  return withEntry(state, {
    ...entry,
    interaction,
    unread: entry.unread + unreadDelta,
    changedAt: t,
  });
}

/**
 * A history entry keeps the last written message of the conversation it lets go (moving to
 * history clears conversations, §4), so its row still says how the conversation ended.
 */
export function withLastMessage<I extends Ix>(
  state: DeskInteractions<I>,
  interactionId: string,
  lastMessage: LastMessage | null,
): DeskInteractions<I> {
  const entry = state.get(interactionId);
  if (entry === undefined || entry.list !== 'history') return state;
  return withEntry(state, { ...entry, lastMessage });
}

/** The agent looked at the interaction: its unread count goes back to 0. */
export function markRead<I extends Ix>(
  state: DeskInteractions<I>,
  interactionId: string,
): DeskInteractions<I> {
  const entry = state.get(interactionId);
  if (entry === undefined || entry.unread === 0) return state;
  return withEntry(state, { ...entry, unread: 0 });
}
