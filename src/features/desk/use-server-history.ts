import { useCallback, useEffect, useRef, useState } from 'react';
import { canLoadMore, historyPage, historySince } from '../../domain/desk-history';
import { useHub } from '../../hub-client/use-hub';
import type { DeskEntry } from './use-hub-entries';

export interface ServerHistory {
  entries: readonly DeskEntry[];
  loading: boolean;
  /** The server's reason when the last page failed (the button then offers to try again). */
  error: string | null;
  /** Since when history is shown; null before the first page arrived. */
  since: number | null;
  canLoadMore: boolean;
  loadMore: () => void;
}

interface Loaded {
  anchor: number | null;
  days: number;
  entries: DeskEntry[];
}

/**
 * The agent's older history from the server (agent-desktop §2, §7): the newest day on mount,
 * one more day per Load More, until interactionHistoryPeriod / 24 days are loaded.
 */
export function useServerHistory(agentId: string, periodHours: number | undefined): ServerHistory {
  const { call } = useHub();
  const [loaded, setLoaded] = useState<Loaded>({ anchor: null, days: 0, entries: [] });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // one page at a time, whatever the clicks
  const inFlight = useRef(false);

  const fetchPage = useCallback(
    async (current: Loaded): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      setLoading(true);
      const anchor = current.anchor ?? Date.now();
      const page = historyPage(anchor, current.days);
      const result = await call('interactionHistory', {
        query: { agentId, startTime: String(page.startTime), endTime: String(page.endTime) },
      });
      inFlight.current = false;
      setLoading(false);
      if (!result.ok || !Array.isArray(result.value?.agentInteractions)) {
        setError(result.ok ? 'no data' : (result.error.message ?? result.error.code));
        return;
      }
      setError(null);
      const entries: DeskEntry[] = result.value.agentInteractions.map((row) => ({
        interaction: row.interaction,
        list: 'history',
        changedAt: row.completedAt,
        source: 'server',
      }));
      setLoaded((before) =>
        before.days !== current.days
          ? before
          : { anchor, days: current.days + 1, entries: [...before.entries, ...entries] },
      );
    },
    [agentId, call],
  );

  useEffect(() => {
    void fetchPage({ anchor: null, days: 0, entries: [] });
  }, [fetchPage]);

  const more = canLoadMore(loaded.days, periodHours);
  return {
    entries: loaded.entries,
    loading,
    error,
    since: loaded.anchor === null ? null : historySince(loaded.anchor, loaded.days),
    canLoadMore: more,
    loadMore: () => {
      if (more) void fetchPage(loaded);
    },
  };
}
