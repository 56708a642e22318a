import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { AlertEntry } from '../../domain/desk-alerts';
import type { Interaction } from '../../protocol/interaction-events';
import { useTopicEntry, useTopicKeys } from '../../hub-client/use-topic';

/** A desk entry as the alerts read it: the ringing and favicon rules' fields plus the interaction. */
export interface DeskAlertEntry extends AlertEntry {
  interaction: Interaction;
  changedAt: number;
}

/** What the alerts show of an entry; anything else (messages, timers) does not re-render them. */
function signatureOf(entry: DeskAlertEntry): string {
  const ix = entry.interaction;
  return [ix.interactionId, entry.list, entry.unread, entry.changedAt, ix.interactionStateId, ix.crm.customerFullName, ix.routing.businessProcessName, ix.routing.remoteParty].join('\u0001');
}

/**
 * The hub's interactions as the alerts need them (pending offers, unread counts), one array
 * that changes only when one of those changes: the banner, the ringing and the favicon read it.
 */
export function useAlertEntries(): readonly DeskAlertEntry[] {
  const keys = useTopicKeys('interactions');
  const entryOf = useTopicEntry('interactions');
  const cache = useMemo(() => ({ signature: '\u0000', entries: [] as DeskAlertEntry[] }), []);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = keys.map((key) => entryOf(key).subscribe(() => onChange()));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [keys, entryOf],
  );

  const snapshot = useCallback((): readonly DeskAlertEntry[] => {
    const entries: DeskAlertEntry[] = [];
    for (const key of keys) {
      const value = entryOf(key).peek();
      if (value === undefined) continue;
      entries.push({ list: value.list, mediaType: value.interaction.interactionMediaType, unread: value.unread, interaction: value.interaction, changedAt: value.changedAt });
    }
    const signature = entries.map(signatureOf).join('\u0002');
    if (signature !== cache.signature) {
      cache.signature = signature;
      cache.entries = entries;
    }
    return cache.entries;
  }, [keys, entryOf, cache]);

  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
