import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { emailListRows, type EmailListRow } from '../../domain/email-list';
import { useTopicEntry, useTopicKeys } from '../../hub-client/use-topic';

/** Everything a row shows: the list re-renders only when one of these changes. */
function signatureOf(row: EmailListRow): string {
  return [row.interactionId, row.list, row.direction, row.subject, row.party, row.at, row.state, row.sent].join('\u0001');
}

/** The agent's email interactions from the hub's `interactions` topic, newest first. */
export function useEmailRows(): readonly EmailListRow[] {
  const keys = useTopicKeys('interactions');
  const entryOf = useTopicEntry('interactions');
  const cache = useMemo(() => ({ signature: '\u0000', rows: [] as EmailListRow[] }), []);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = keys.map((key) => entryOf(key).subscribe(() => onChange()));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [keys, entryOf],
  );

  const snapshot = useCallback((): readonly EmailListRow[] => {
    const entries = keys.flatMap((key) => {
      const value = entryOf(key).peek();
      return value === undefined ? [] : [{ interaction: value.interaction, list: value.list }];
    });
    const rows = emailListRows(entries);
    const signature = rows.map(signatureOf).join('\u0002');
    if (signature !== cache.signature) {
      cache.signature = signature;
      cache.rows = rows;
    }
    return cache.rows;
  }, [keys, entryOf, cache]);

  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
