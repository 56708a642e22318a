import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DeskInteraction } from '../domain/desk-interactions';
import { historyPage } from '../domain/desk-history';
import { mediaRows, type MediaEntry } from '../domain/media-lists';
import type { Interaction } from '../protocol/interaction-events';
import { useHub } from './use-hub';
import { useTopicProjection } from './use-topic-projection';

export type MediaRow = MediaEntry<Interaction>;

/**
 * The agent's interactions of one medium (the /calls, /chats and /sms lists): the hub's
 * pending, active and recent history (live, one copy for every tab) and the server's history
 * of the last day for what the hub no longer holds. `signatureOf` says what a row shows, so
 * a change it does not show re-renders nothing here.
 */
export function useMediaRows(
  agentId: string,
  mediaType: string,
  signatureOf: (entry: MediaRow) => string,
): { rows: MediaRow[]; historyError: string | null } {
  const { call } = useHub();
  const [server, setServer] = useState<MediaRow[]>([]);
  const [historyError, setHistoryError] = useState<string | null>(null);

  const ofMedium = useCallback(
    (values: Array<DeskInteraction<Interaction>>): MediaRow[] =>
      values
        .filter((value) => value.interaction.interactionMediaType === mediaType)
        .map((value) => ({ ...value, source: 'hub' })),
    [mediaType],
  );
  const hub = useTopicProjection('interactions', ofMedium, signatureOf);

  useEffect(() => {
    let live = true;
    const page = historyPage(Date.now(), 0);
    void call('interactionHistory', {
      query: { agentId, startTime: String(page.startTime), endTime: String(page.endTime) },
    }).then((result) => {
      if (!live) return;
      if (!result.ok) {
        setHistoryError(result.error.message ?? result.error.code);
        return;
      }
      setHistoryError(null);
      setServer(
        (result.value.agentInteractions ?? []).map((row) => ({
          interaction: row.interaction,
          list: 'history',
          changedAt: row.completedAt,
          unread: 0,
          source: 'server',
          ...(row.lastMessage === undefined ? {} : { lastMessage: row.lastMessage }),
        })),
      );
    });
    return () => {
      live = false;
    };
  }, [agentId, call]);

  const rows = useMemo(() => mediaRows(hub, server, mediaType), [hub, server, mediaType]);
  return { rows, historyError };
}
