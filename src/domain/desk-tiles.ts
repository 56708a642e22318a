/**
 * What an interaction tile of the sidebar shows (agent-desktop §2 "Interaction sidebar"):
 * the status icon by the spec's priority, whether a pending tile counts down, the hold and
 * recording state, and when a tile blinks. Pure: the shared 1 s tick passes `now` in.
 */
import { pendingCountdownSeconds } from './countdowns';

/** The parts of an interaction element a tile reads. */
export interface TileElement {
  elementStateId: string;
  handlingType: string;
}

/** The parts of an interaction a tile reads (the protocol's Interaction has them all). */
export interface TileSubject {
  interactionMediaType: string;
  interactionType: string;
  interactionStateId: string;
  noAnswerTimeout: number;
  lastStateStartTime: number;
  isPendingConsult: boolean;
  consult: { receiver: { id: string } | null };
  timing: { answeredWithinGoalTime: boolean };
  email: { outgoingEmailData: { canceled: boolean } | null } | null;
  elements: readonly TileElement[];
}

/**
 * States with an icon of their own. `handling` has none: a tile in handling falls back to
 * the medium's icon (sent or received message, on call), as §2 says.
 */
export const STATE_ICONS = [
  'offered',
  'preview',
  'dialing',
  'consulting',
  'inConference',
  'wrapUp',
  'missed',
  'rejected',
  'delegatedToSupervisor',
  'canceled',
] as const;
export type StateIcon = (typeof STATE_ICONS)[number];

export type TileStatusIcon =
  | StateIcon
  | 'answeredWithinGoal'
  | 'completed'
  | 'emailRead'
  | 'newEmail'
  | 'hold'
  | 'messageSent'
  | 'messageReceived'
  | 'onCall';

const STATE_ICON_SET: ReadonlySet<string> = new Set(STATE_ICONS);
/** Element states that mean the customer is on hold (§4: diverted is "on hold"). */
const HOLD_STATES: ReadonlySet<string> = new Set(['diverted', 'conferencedDiverted']);
/** Offers between agents: no countdown on their pending tile (§2). */
const INTERNAL_TYPES: ReadonlySet<string> = new Set([
  'INTERNAL_CALL',
  'INTERNAL_CHAT',
  'DIRECT_INCOMING_CALL',
]);

const stateIcon = (stateId: string): StateIcon | null =>
  STATE_ICON_SET.has(stateId) ? (stateId as StateIcon) : null;

/** The customer's leg: the element handled as 'main', else the first one. */
export function mainElement<E extends TileElement>(ix: { elements: readonly E[] }): E | null {
  return ix.elements.find((e) => e.handlingType === 'main') ?? ix.elements[0] ?? null;
}

/** On hold: the main element is diverted (alone or in a conference). */
export function isOnHold(ix: { elements: readonly TileElement[] }): boolean {
  const main = mainElement(ix);
  return main !== null && HOLD_STATES.has(main.elementStateId);
}

/**
 * The tile's status icon (§2), in priority order:
 * 1. handled: answered within goal time, else completed;
 * 2. email: canceled → email read; outgoing → new email; else the state's icon, else email read;
 * 3. chat and telephony on hold → hold;
 * 4. the state's own icon, else sent or received message (chat, SMS) or on call (telephony).
 * `lastMessageOriginatorId` is the originator of the last regular message (null when none):
 * it was sent when it is the logged-in agent.
 */
export function tileStatusIcon(
  ix: TileSubject,
  agentId: string,
  lastMessageOriginatorId: string | null,
): TileStatusIcon {
  if (ix.interactionStateId === 'handled')
    return ix.timing.answeredWithinGoalTime ? 'answeredWithinGoal' : 'completed';
  const own = stateIcon(ix.interactionStateId);
  if (ix.interactionMediaType === 'EMAIL') {
    if (ix.interactionStateId === 'canceled' || ix.email?.outgoingEmailData?.canceled === true)
      return 'emailRead';
    if (ix.interactionType === 'OUTGOING_EMAIL') return 'newEmail';
    return own ?? 'emailRead';
  }
  const messaging = ix.interactionMediaType === 'CHAT' || ix.interactionMediaType === 'SMS';
  if (
    (ix.interactionMediaType === 'CHAT' || ix.interactionMediaType === 'TELEPHONY') &&
    isOnHold(ix)
  )
    return 'hold';
  if (own !== null) return own;
  if (!messaging) return 'onCall';
  return lastMessageOriginatorId !== null && lastMessageOriginatorId === agentId
    ? 'messageSent'
    : 'messageReceived';
}

/**
 * Seconds left on a pending tile, or null when the tile shows no countdown: consult offers
 * (the agent is the consult receiver), internal offers, and offers without a timeout (§2).
 */
export function pendingTileCountdown(ix: TileSubject, agentId: string, now: number): number | null {
  if (ix.isPendingConsult || ix.consult.receiver?.id === agentId) return null;
  if (INTERNAL_TYPES.has(ix.interactionType) || ix.noAnswerTimeout <= 0) return null;
  const left = pendingCountdownSeconds({ ...ix, isPendingConsult: false }, now);
  // a server clock slightly ahead of this one must not show more than the whole timeout
  return typeof left === 'number' ? Math.min(left, Math.ceil(ix.noAnswerTimeout)) : null;
}

export type RecordingStatus = 'off' | 'recording' | 'paused';

/** Recording state as the window shows it, with the actions that make sense from it. */
export function recordingStatus(recording: {
  isEnabled: boolean;
  isPaused: boolean;
}): RecordingStatus {
  if (!recording.isEnabled) return 'off';
  return recording.isPaused ? 'paused' : 'recording';
}

export type RecordingAction = 'recordStart' | 'recordStop' | 'recordPause' | 'recordResume';

export function recordingActions(status: RecordingStatus): RecordingAction[] {
  switch (status) {
    case 'off':
      return ['recordStart'];
    case 'recording':
      return ['recordPause', 'recordStop'];
    case 'paused':
      return ['recordResume', 'recordStop'];
  }
}

/** A tile blinks (2 s, §9) when its notification count rises and is above 0. */
export function shouldBlink(previousUnread: number, unread: number): boolean {
  return unread > 0 && unread > previousUnread;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A tile's timer: m:ss under an hour, h:mm:ss from there (the tile has little room). */
export function formatTileTimer(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad2(m)}:${pad2(s)}` : `${m}:${pad2(s)}`;
}
