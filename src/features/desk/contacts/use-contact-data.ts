import { useCallback, useEffect, useState } from 'react';
import type { CommandResult } from '../../../protocol/hub';
import { readByKey, readKey, type Read, type ReadAnswer } from '../../../hub-client/endpoint-read';
import type { ReadName } from '../../../protocol/reads';
import { useHub } from '../../../hub-client/use-hub';
import { useTopicValue } from '../../../hub-client/use-topic';

export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

/** The message of a refused call, as the server wrote it. */
export function refusal(result: CommandResult<unknown>): string {
  return result.ok ? '' : (result.error.message ?? result.error.code);
}

/**
 * A read from the hub's cache that the view can reload (after an edit, a note, a favourite
 * toggle) and that reads again when the hub says it changed; a null read reads nothing. An
 * answer for an earlier read is dropped. Kept beside `useHubRead` for its `set` (a view
 * shows what an edit answered at once).
 */
export function useContactData<N extends ReadName>(
  read: Read<N> | null,
): {
  data: Loaded<ReadAnswer<N>>;
  reload: () => void;
  set: (value: ReadAnswer<N>) => void;
} {
  type T = ReadAnswer<N>;
  const { read: readHub } = useHub();
  const [generation, setGeneration] = useState(0);
  const key = readKey(read);
  const changedAt = useTopicValue('readChanges', key ?? '')?.at;
  const [result, setResult] = useState<{ key: string | null; data: Loaded<T> }>({
    key: null,
    data: { state: 'loading' },
  });

  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    void readByKey<N>(readHub, key).then((answer) => {
      if (live)
        setResult({
          key,
          data: answer.ok
            ? { state: 'ready', value: answer.value }
            : { state: 'failed', message: refusal(answer) },
        });
    });
    return () => {
      live = false;
    };
  }, [key, readHub, generation, changedAt]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const set = useCallback((value: T) => setResult({ key, data: { state: 'ready', value } }), [key]);
  return { data: result.key === key ? result.data : { state: 'loading' }, reload, set };
}
