import { useMemo } from 'react';
import type { DirectoryAgent } from '../../domain/transfer-target';
import { useHubRead } from '../../hub-client/use-hub-read';

const NO_AGENTS: readonly DirectoryAgent[] = [];

/** The agents and supervisors of the directory (GET api/contact/maincontacts), as consult and transfer targets. */
export function useTransferDirectory(): readonly DirectoryAgent[] {
  const reference = useHubRead({ name: 'mainContacts' }).state;
  const entries =
    reference.status === 'ready' && Array.isArray(reference.value) ? reference.value : null;
  return useMemo(
    () =>
      entries === null
        ? NO_AGENTS
        : entries
            .filter((e) => e.contactType === 'agent' || e.contactType === 'supervisor')
            .map((e) => ({ id: e.id, name: e.name, email: e.email, username: e.username })),
    [entries],
  );
}
