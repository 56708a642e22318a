import { useEffect, useState } from 'react';
import type { AssignedBusinessProcess } from '../protocol/supervision-api';
import { useHub } from './use-hub';

/** The business processes the agent is assigned to, for an outgoing call's or conversation's choice. */
export function useBusinessProcesses(): {
  processes: AssignedBusinessProcess[];
  error: string | null;
} {
  const { call } = useHub();
  const [processes, setProcesses] = useState<AssignedBusinessProcess[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void call('agentBusinessProcesses').then((result) => {
      if (!live) return;
      if (result.ok && Array.isArray(result.value)) setProcesses(result.value);
      else setError(result.ok ? 'no data' : (result.error.message ?? result.error.code));
    });
    return () => {
      live = false;
    };
  }, [call]);
  return { processes, error };
}
