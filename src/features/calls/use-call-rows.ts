import { useMediaRows, type MediaRow } from '../../hub-client/use-media-rows';

export type CallEntry = MediaRow;

/** What moves a row or changes its text; message counts and element details re-render nothing here. */
function signatureOf(entry: CallEntry): string {
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
    ix.recording.isEnabled,
    ix.elements.map((e) => e.elementStateId).join(','),
  ].join('\u0001');
}

/** The agent's calls: the hub's live ones and recent history, and the server's history of the last day. */
export function useCallRows(agentId: string): { rows: CallEntry[]; historyError: string | null } {
  return useMediaRows(agentId, 'TELEPHONY', signatureOf);
}
