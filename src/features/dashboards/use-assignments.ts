import { useCallback, useEffect, useState } from 'react';
import { useHub } from '../../hub-client/use-hub';
import { useTopicValue } from '../../hub-client/use-topic';
import type { BusinessProcessAssignment } from '../../protocol/supervision-api';

/**
 * A business process's agent assignments, fetched when the Agents tab opens and again
 * whenever the hub says they changed (this supervisor's action or anyone else's).
 */
export function useAssignments(businessProcessId: string) {
  const { call } = useHub();
  const changed = useTopicValue('assignmentChanges', businessProcessId);
  const [rows, setRows] = useState<BusinessProcessAssignment[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await call('assignments', { params: { id: businessProcessId } });
    if (result.ok && Array.isArray(result.value)) {
      setRows(result.value);
      setError(null);
    } else if (!result.ok) {
      setError(result.error.message ?? result.error.code);
    }
  }, [call, businessProcessId]);

  useEffect(() => {
    void load();
  }, [load, changed?.at]);

  return { rows, error, reload: load };
}
