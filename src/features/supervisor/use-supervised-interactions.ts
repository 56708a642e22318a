import { useCallback, useEffect, useState } from 'react';
import type { SupervisedInteraction } from '../../protocol/supervision-api';
import { useHub } from '../../hub-client/use-hub';

export interface SupervisedInteractions {
  rows: SupervisedInteraction[] | null;
  /** Business process names by id, for the rows. */
  processNames: ReadonlyMap<string, string>;
  error: string | null;
  loadedAt: number | null;
  loading: boolean;
  refresh: () => void;
}

/**
 * The supervised agents' interactions now (supervisor-dashboards §7 supervisedInteraction/all).
 * The hub carries no topic for them, and tabs never poll the server for live data: the list is
 * read on opening and on Refresh; agent states and monitoring beside it stay live.
 */
export function useSupervisedInteractions(supervisorId: string): SupervisedInteractions {
  const { call } = useHub();
  const [rows, setRows] = useState<SupervisedInteraction[] | null>(null);
  const [processNames, setProcessNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [loadedAt, setLoadedAt] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    void call('supervisedBusinessProcesses', { params: { supId: supervisorId } }).then((result) => {
      if (live && result.ok && Array.isArray(result.value))
        setProcessNames(
          new Map(result.value.map((bp) => [bp.businessProcessId, bp.businessProcessName])),
        );
    });
    return () => {
      live = false;
    };
  }, [call, supervisorId]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    void call('supervisedInteractions', { params: { supId: supervisorId } }).then((result) => {
      if (!live) return;
      setLoading(false);
      if (!result.ok || !Array.isArray(result.value)) {
        setError(result.ok ? 'no data' : (result.error.message ?? result.error.code));
        return;
      }
      setError(null);
      setRows(result.value);
      setLoadedAt(Date.now());
    });
    return () => {
      live = false;
    };
  }, [call, supervisorId, generation]);

  const refresh = useCallback(() => setGeneration((n) => n + 1), []);
  return { rows, processNames, error, loadedAt, loading, refresh };
}
