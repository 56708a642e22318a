import { useCallback, useMemo, useState } from 'react';
import type { DeskInteraction } from '../domain/desk-interactions';
import { historyAnchor, historyPage } from '../domain/desk-history';
import { mediaRows, type MediaEntry } from '../domain/media-lists';
import type { Interaction } from '../protocol/interaction-events';
import { useHubRead } from './use-hub-read';
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
  const ofMedium = useCallback(
    (values: Array<DeskInteraction<Interaction>>): MediaRow[] =>
      values
        .filter((value) => value.interaction.interactionMediaType === mediaType)
        .map((value) => ({ ...value, source: 'hub' })),
    [mediaType],
  );
  const hub = useTopicProjection('interactions', ofMedium, signatureOf);

  // the newest day's page, shared with the sidebar's and every tab's through the hub's cache
  const [anchor] = useState(() => historyAnchor(Date.now()));
  const page = historyPage(anchor, 0);
  const { state } = useHubRead({
    name: 'interactionHistory',
    query: { agentId, startTime: String(page.startTime), endTime: String(page.endTime) },
  });
  const historyError = state.status === 'failed' ? state.message : null;
  const server = useMemo(
    (): MediaRow[] =>
      state.status !== 'ready'
        ? []
        : (state.value.agentInteractions ?? []).map((row) => ({
            interaction: row.interaction,
            list: 'history',
            changedAt: row.completedAt,
            unread: 0,
            source: 'server',
            ...(row.lastMessage === undefined ? {} : { lastMessage: row.lastMessage }),
          })),
    [state],
  );

  const rows = useMemo(() => mediaRows(hub, server, mediaType), [hub, server, mediaType]);
  return { rows, historyError };
}
