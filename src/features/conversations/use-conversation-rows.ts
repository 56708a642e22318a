import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { historyPage } from '../../domain/desk-history';
import { mediaRows, type MediaEntry } from '../../domain/media-lists';
import type { AgentInteractionHistory } from '../../protocol/interaction-api';
import type { Interaction } from '../../protocol/interaction-events';
import { useHub } from '../../hub-client/use-hub';
import { useTopicEntry, useTopicKeys } from '../../hub-client/use-topic';

export type ConversationEntry = MediaEntry<Interaction>;

/** What moves a row or changes its text; new messages re-render only the row's preview. */
function signatureOf(entry: ConversationEntry): string {
  const ix = entry.interaction;
  return [ix.interactionId, entry.list, entry.unread, ix.interactionStateId, ix.lastStateStartTime, ix.timing.directCallAnsweredAt, ix.timing.endTime,
    ix.crm.customerFullName, ix.routing.remoteParty].join('\u0001');
}

/**
 * The agent's conversations of one medium: the hub's pending, active and recent history (live,
 * one copy for every tab) and the server's history of the last day the hub no longer holds.
 */
export function useConversationRows(agentId: string, mediaType: 'CHAT' | 'SMS'): { rows: ConversationEntry[]; historyError: string | null } {
  const { request } = useHub();
  const keys = useTopicKeys('interactions');
  const entryOf = useTopicEntry('interactions');
  const cache = useMemo(() => ({ signature: '\u0000', entries: [] as ConversationEntry[] }), []);
  const [server, setServer] = useState<ConversationEntry[]>([]);
  const [historyError, setHistoryError] = useState<string | null>(null);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = keys.map((key) => entryOf(key).subscribe(() => onChange()));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [keys, entryOf],
  );
  const snapshot = useCallback((): ConversationEntry[] => {
    const entries: ConversationEntry[] = [];
    for (const key of keys) {
      const value = entryOf(key).peek();
      if (value !== undefined && value.interaction.interactionMediaType === mediaType) entries.push({ ...value, source: 'hub' });
    }
    const signature = entries.map(signatureOf).join('\u0002');
    if (signature !== cache.signature) {
      cache.signature = signature;
      cache.entries = entries;
    }
    return cache.entries;
  }, [keys, entryOf, cache, mediaType]);
  const hub = useSyncExternalStore(subscribe, snapshot, snapshot);

  useEffect(() => {
    let live = true;
    const page = historyPage(Date.now(), 0);
    void request<AgentInteractionHistory>({
      method: 'GET',
      path: '/contact/interactions/history',
      query: { agentId, startTime: String(page.startTime), endTime: String(page.endTime) },
    }).then((result) => {
      if (!live) return;
      if (!result.ok) {
        setHistoryError(result.error.message ?? result.error.code);
        return;
      }
      setHistoryError(null);
      setServer((result.value.agentInteractions ?? []).map((row) => ({ interaction: row.interaction, list: 'history', changedAt: row.completedAt, unread: 0, source: 'server' })));
    });
    return () => {
      live = false;
    };
  }, [agentId, request]);

  const rows = useMemo(() => mediaRows(hub, server, mediaType), [hub, server, mediaType]);
  return { rows, historyError };
}
