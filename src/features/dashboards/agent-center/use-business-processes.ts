import { useMemo } from 'react';
import {
  businessProcessOptions,
  type BusinessProcessOption,
} from '../../../domain/agent-queue-cards';
import { useTopicEntry, useTopicKeys, useTopicValue } from '../../../hub-client/use-topic';

/**
 * Business processes with statistics, by name. An agent receives only the statistics of the
 * business processes assigned to them (the server filters); `assignedOnly` also narrows a
 * supervisor's list to their own assignments (the queue summary card).
 */
export function useBusinessProcesses(assignedOnly = false): BusinessProcessOption[] {
  const ids = useTopicKeys('businessProcessStatistics');
  const entry = useTopicEntry('businessProcessStatistics');
  const session = useTopicValue('session');
  const assigned =
    assignedOnly && session?.name === 'active'
      ? session.user.assignedBusinessProcessIds
      : undefined;
  // names are read once per change of the key set: a business process does not change its name mid-shift
  return useMemo(
    () =>
      businessProcessOptions(
        ids.map((id) => ({ id, name: entry(id).peek()?.businessProcessName ?? id })),
        assigned,
      ),
    [ids, entry, assigned],
  );
}
