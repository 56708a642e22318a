import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TopicName, TopicValues } from '../protocol/hub';
import { useTopicEntry, useTopicKeys } from './use-topic';

/**
 * A keyed topic projected to the rows a list renders: `project` selects, maps and sorts the
 * present values (in key arrival order), `signatureOf` says what of a row the list shows.
 * The same array comes back until a row's signature changes or a row appears or goes, so an
 * entry change the list does not show (a new message, a timer) re-renders only the component
 * that reads that entry's own signal. Either function may be a new closure on every render:
 * a changed `project` is read on the next snapshot.
 */
export function useTopicProjection<T extends TopicName, R>(
  topic: T,
  project: (values: Array<TopicValues[T]>) => R[],
  signatureOf: (row: R) => string,
): readonly R[] {
  const keys = useTopicKeys(topic);
  const entryOf = useTopicEntry(topic);
  // '\u0000' never equals a joined signature, so the first snapshot is always kept
  const cache = useMemo(() => ({ signature: '\u0000', rows: [] as R[] }), []);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = keys.map((key) => entryOf(key).subscribe(() => onChange()));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [keys, entryOf],
  );

  const snapshot = useCallback((): readonly R[] => {
    const values: Array<TopicValues[T]> = [];
    for (const key of keys) {
      const value = entryOf(key).peek();
      if (value !== undefined) values.push(value);
    }
    const rows = project(values);
    const signature = rows.map(signatureOf).join('\u0002');
    if (signature !== cache.signature) {
      cache.signature = signature;
      cache.rows = rows;
    }
    return cache.rows;
  }, [keys, entryOf, cache, project, signatureOf]);

  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
