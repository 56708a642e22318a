import { useMediaRows, type MediaRow } from '../../hub-client/use-media-rows';

export type ConversationEntry = MediaRow;

/** What moves a row or changes its text; new messages re-render only the row's preview. */
function signatureOf(entry: ConversationEntry): string {
  const ix = entry.interaction;
  return [
    ix.interactionId,
    entry.list,
    entry.unread,
    ix.interactionStateId,
    ix.lastStateStartTime,
    ix.timing.directCallAnsweredAt,
    ix.timing.endTime,
    ix.crm.customerFullName,
    ix.routing.remoteParty,
    entry.lastMessage === undefined ? 'unknown' : (entry.lastMessage?.timestamp ?? 'none'),
  ].join('\u0001');
}

/** The agent's conversations of one medium: the hub's live ones and recent history, and the server's history of the last day. */
export function useConversationRows(
  agentId: string,
  mediaType: 'CHAT' | 'SMS',
): { rows: ConversationEntry[]; historyError: string | null } {
  return useMediaRows(agentId, mediaType, signatureOf);
}
