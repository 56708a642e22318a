import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { SidebarEntry } from '../../domain/desk-sidebar';
import type { Interaction } from '../../protocol/interaction-events';
import { useTopicEntry, useTopicKeys } from '../../hub-client/use-topic';

export type DeskEntry = SidebarEntry<Interaction>;

/** What decides an entry's list, place and search match; anything else re-renders only its tile. */
function structureOf(entry: { interaction: Interaction; list: string; changedAt: number }): string {
  const ix = entry.interaction;
  return [
    ix.interactionId,
    entry.list,
    ix.lastStateStartTime,
    ix.timing.startTime,
    ix.timing.endTime,
    entry.list === 'history' ? entry.changedAt : '',
    ix.interactionStateName,
    ix.crm.customerFullName,
    ix.crm.customerEmail,
    ix.routing.businessProcessName,
    ix.routing.remoteParty,
    ix.routing.origin,
    ix.routing.destination,
  ].join('\u0001');
}

/**
 * The hub's interactions as sidebar entries. The list re-renders only when an entry changes
 * list, order or searchable text (or appears or goes); new messages, timers and state details
 * re-render just that entry's tile, which reads its own signal.
 */
export function useHubEntries(): readonly DeskEntry[] {
  const keys = useTopicKeys('interactions');
  const entryOf = useTopicEntry('interactions');
  const cache = useMemo(() => ({ signature: '\u0000', entries: [] as DeskEntry[] }), []);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = keys.map((key) => entryOf(key).subscribe(() => onChange()));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [keys, entryOf],
  );

  const snapshot = useCallback((): readonly DeskEntry[] => {
    const entries: DeskEntry[] = [];
    for (const key of keys) {
      const value = entryOf(key).peek();
      if (value !== undefined) entries.push({ interaction: value.interaction, list: value.list, changedAt: value.changedAt, source: 'hub' });
    }
    const signature = entries.map(structureOf).join('\u0002');
    if (signature !== cache.signature) {
      cache.signature = signature;
      cache.entries = entries;
    }
    return cache.entries;
  }, [keys, entryOf, cache]);

  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
