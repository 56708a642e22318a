import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { AVATAR_BATCH_WAIT_MS } from '../../../domain/agent-desktop-constants';
import {
  createAvatarBatcher,
  type AvatarBatcher,
  type AvatarValue,
} from '../../../domain/avatar-batch';
import type { HubApi } from '../../../protocol/hub';
import { useHub } from '../../../hub-client/use-hub';

// One batcher (and cache) per hub connection: every tile, window and card of the tab shares it.
const batchers = new WeakMap<HubApi['call'], AvatarBatcher>();

function batcherFor(call: HubApi['call']): AvatarBatcher {
  let batcher = batchers.get(call);
  if (batcher === undefined) {
    batcher = createAvatarBatcher({
      waitMs: AVATAR_BATCH_WAIT_MS,
      schedule: (run, ms) => void setTimeout(run, ms),
      // §8: failed batch loads are logged only; the avatars show initials
      log: (message, error) => console.warn(message, error),
      load: async (ids) => {
        const answer = await call('contactAvatars', {
          body: { userIds: ids },
        });
        if (!answer.ok) throw new Error(answer.error.message ?? answer.error.code);
        return Array.isArray(answer.value) ? answer.value : [];
      },
    });
    batchers.set(call, batcher);
  }
  return batcher;
}

/**
 * A CRM contact's avatar (agent-desktop §7 "Avatars"): undefined while loading, null when it has
 * none; asked for through the 50 ms batch.
 */
export function useContactAvatar(contactId: string | null): AvatarValue | undefined {
  const { call } = useHub();
  const batcher = batcherFor(call);
  const subscribe = useCallback(
    (listener: () => void) =>
      batcher.subscribe((id) => (id === contactId ? listener() : undefined)),
    [batcher, contactId],
  );
  const value = useSyncExternalStore(subscribe, () =>
    contactId === null ? null : batcher.peek(contactId),
  );
  useEffect(() => {
    if (contactId !== null) batcher.request(contactId);
  }, [batcher, contactId]);
  return value;
}
