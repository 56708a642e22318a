/**
 * The per-medium screens (agent-desktop §2 "/calls, /chats, /emails, /sms: Lists and work
 * areas per medium"): which of the agent's interactions a screen lists, in which order, and
 * what a row says (party, duration, last message).
 */

/** The interaction fields a per-medium row reads (the socket contract carries more). */
export interface MediaInteraction {
  interactionId: string;
  /** TELEPHONY, CHAT, EMAIL or SMS. */
  interactionMediaType: string;
  interactionStateId: string;
  lastStateStartTime: number;
  timing: {
    entryTime: number;
    startTime: number | null;
    directCallAnsweredAt: number | null;
    endTime: number | null;
  };
  routing: { remoteParty: string; businessProcessName: string };
  crm: { customerFullName: string };
}

export type MediaList = 'pending' | 'active' | 'history';

export interface MediaEntry<I extends MediaInteraction = MediaInteraction> {
  interaction: I;
  list: MediaList;
  changedAt: number;
  /** Unread notifications; server history has none. */
  unread: number;
  /** 'hub': live, its window opens; 'server': older history the hub no longer holds. */
  source: 'hub' | 'server';
  /**
   * A finished chat's or SMS's last written message, kept when its conversation was let go
   * (history holds no conversations, agent-desktop §4); null when nobody wrote one.
   */
  lastMessage?: LastMessage | null;
}

const LIST_RANK: Record<MediaList, number> = { pending: 0, active: 1, history: 2 };

/**
 * One medium's rows: the hub's entries (live and recent history) with the server's older
 * history added where the hub does not hold it. Pending first, oldest offer first (it rings
 * out first); then active, newest first; then history, most recently completed first.
 */
export function mediaRows<I extends MediaInteraction>(
  hub: readonly MediaEntry<I>[],
  server: readonly MediaEntry<I>[],
  mediaType: string,
): MediaEntry<I>[] {
  const seen = new Set<string>();
  const rows: MediaEntry<I>[] = [];
  const serverLast = new Map<string, LastMessage | null>();
  for (const entry of server)
    if (entry.lastMessage !== undefined)
      serverLast.set(entry.interaction.interactionId, entry.lastMessage);
  for (const entry of [...hub, ...server]) {
    const ix = entry.interaction;
    if (ix.interactionMediaType !== mediaType || seen.has(ix.interactionId)) continue;
    seen.add(ix.interactionId);
    // the hub's copy wins; what it let go of, the server's history still knows
    const last = entry.lastMessage === undefined ? serverLast.get(ix.interactionId) : undefined;
    rows.push(last === undefined ? entry : { ...entry, lastMessage: last });
  }
  return rows.sort((a, b) => {
    const byList = LIST_RANK[a.list] - LIST_RANK[b.list];
    if (byList !== 0) return byList;
    if (a.list === 'pending')
      return a.interaction.timing.entryTime - b.interaction.timing.entryTime;
    if (a.list === 'active') return b.interaction.timing.entryTime - a.interaction.timing.entryTime;
    return b.changedAt - a.changedAt;
  });
}

/** Who the agent talks to: the customer's name, else the remote number or address. */
export function partyOf(ix: Pick<MediaInteraction, 'crm' | 'routing'>): string {
  const name = ix.crm.customerFullName.trim();
  return name !== '' ? name : ix.routing.remoteParty.trim();
}

/**
 * Seconds a row shows: a live call ticks from its answer (or, before it, from when it was
 * offered or dialled); a finished one shows its length, answer to end.
 */
export function interactionDurationSeconds(
  ix: MediaInteraction,
  list: MediaList,
  now: number,
): number {
  const from = ix.timing.directCallAnsweredAt ?? ix.timing.startTime ?? ix.timing.entryTime;
  const to = list === 'history' ? (ix.timing.endTime ?? ix.lastStateStartTime) : now;
  return Math.max(0, Math.floor((to - from) / 1000));
}

/** Interaction states in which the line is connected and DTMF tones reach the other party. */
const CONNECTED_STATES: ReadonlySet<string> = new Set(['handling', 'consulting', 'inConference']);

/** The call the DTMF pad sends to: the newest connected call (a new call ends any other, §4). */
export function connectedCall<I extends MediaInteraction>(
  rows: readonly MediaEntry<I>[],
): I | null {
  const live = rows.filter(
    (r) =>
      r.list === 'active' &&
      r.interaction.interactionMediaType === 'TELEPHONY' &&
      CONNECTED_STATES.has(r.interaction.interactionStateId),
  );
  live.sort((a, b) => b.interaction.lastStateStartTime - a.interaction.lastStateStartTime);
  return live[0]?.interaction ?? null;
}

/** The message fields a preview reads. */
export interface PreviewMessage {
  type: 'regular' | 'system';
  originator: { id: string };
  content: string;
  timestamp: number;
}

/** Characters of the last message a row shows; the rest is cut with an ellipsis. */
export const MESSAGE_PREVIEW_CHARS = 80;

/** The last message a person wrote: what a history row shows once the conversation is gone. */
export interface LastMessage {
  originatorId: string;
  content: string;
  timestamp: number;
}

/**
 * The last regular message of a conversation. Typing markers and system messages are not
 * messages a person wrote, so they are skipped.
 */
export function lastWrittenMessage(
  messages: readonly PreviewMessage[],
  typingMarkers: readonly string[],
): LastMessage | null {
  let last: PreviewMessage | null = null;
  for (const m of messages) {
    if (m.type !== 'regular' || typingMarkers.some((marker) => m.content.startsWith(marker)))
      continue;
    if (last === null || m.timestamp >= last.timestamp) last = m;
  }
  return last === null
    ? null
    : { originatorId: last.originator.id, content: last.content, timestamp: last.timestamp };
}

/** A message as one line (whitespace folded, cut at MESSAGE_PREVIEW_CHARS), and whether the agent wrote it. */
export function previewOf(last: LastMessage, agentId: string): { text: string; own: boolean } {
  const line = last.content.replace(/\s+/g, ' ').trim();
  const text =
    line.length > MESSAGE_PREVIEW_CHARS
      ? `${line.slice(0, MESSAGE_PREVIEW_CHARS - 1).trimEnd()}…`
      : line;
  return { text, own: last.originatorId === agentId };
}
