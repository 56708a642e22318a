import { useMemo, useState } from 'react';
import { canLoadMore, historyAnchor, historyPage, historySince } from '../../domain/desk-history';
import { useHubReads } from '../../hub-client/use-hub-read';
import type { DeskEntry } from './use-hub-entries';

export interface ServerHistory {
  entries: readonly DeskEntry[];
  loading: boolean;
  /** The server's reason when a page failed (the button then offers to try again). */
  error: string | null;
  /** Since when history is shown; null before the first page arrived. */
  since: number | null;
  canLoadMore: boolean;
  loadMore: () => void;
}

/**
 * The agent's older history from the server (agent-desktop §2, §7): the newest day on mount,
 * one more day per Load More, until interactionHistoryPeriod / 24 days are loaded. The pages
 * are reads of the hub's cache: every tab of the browser shares them, and an interaction
 * going to history marks them stale.
 */
export function useServerHistory(agentId: string, periodHours: number | undefined): ServerHistory {
  const [anchor] = useState(() => historyAnchor(Date.now()));
  const [days, setDays] = useState(1);
  const reads = useMemo(
    () =>
      Array.from({ length: days }, (_, day) => {
        const page = historyPage(anchor, day);
        return {
          name: 'interactionHistory' as const,
          query: { agentId, startTime: String(page.startTime), endTime: String(page.endTime) },
        };
      }),
    [agentId, anchor, days],
  );
  const { states, retry } = useHubReads(reads);

  // pages count from the newest: shown up to the first one not loaded
  const firstMissing = states.findIndex((state) => state.status !== 'ready');
  const loadedDays = firstMissing === -1 ? states.length : firstMissing;
  const entries = useMemo(
    () =>
      states.slice(0, loadedDays).flatMap((state) =>
        state.status === 'ready' && Array.isArray(state.value?.agentInteractions)
          ? state.value.agentInteractions.map((row): DeskEntry => ({
              interaction: row.interaction,
              list: 'history',
              changedAt: row.completedAt,
              source: 'server',
            }))
          : [],
      ),
    [states, loadedDays],
  );
  const failed = states.find((state) => state.status === 'failed');
  // an answer without its list is the server's fault: said, not shown as an empty day
  const malformed = states.some(
    (state) => state.status === 'ready' && !Array.isArray(state.value?.agentInteractions),
  );
  const loading = states.some((state) => state.status === 'loading');
  const more = canLoadMore(loadedDays, periodHours);
  return {
    entries,
    loading,
    error: failed?.status === 'failed' ? failed.message : malformed ? 'no data' : null,
    since: loadedDays === 0 ? null : historySince(anchor, loadedDays),
    canLoadMore: more,
    loadMore: () => {
      // one page at a time, whatever the clicks; a failed page is asked again
      if (loading) return;
      if (failed !== undefined || malformed) retry();
      else if (more) setDays(loadedDays + 1);
    },
  };
}
