import type { AvatarValue } from '../../../domain/avatar-batch';
import { useHubRead } from '../../../hub-client/use-hub-read';

/**
 * A CRM contact's avatar (agent-desktop §7 "Avatars"): undefined while loading, null when it has
 * none or its batch failed (§8: logged only, initials shown). Read from the hub's cache, which
 * asks for the ids of every tab in one batch.
 */
export function useContactAvatar(contactId: string | null): AvatarValue | undefined {
  const { state } = useHubRead(
    contactId === null || contactId === ''
      ? null
      : { name: 'contactAvatar', params: { id: contactId } },
  );
  if (contactId === null || contactId === '') return null;
  if (state.status === 'loading') return undefined;
  return state.status === 'ready' ? state.value.avatar : null;
}
