import { useCallback, useEffect, useState } from 'react';
import { readByKey, readKey, type Read, type ReadAnswer } from './endpoint-read';
import type { ReadName } from '../protocol/reads';
import { useHubConnection } from './hub-context';
import { useTopicValue } from './use-topic';

/** A read as a screen shows it; `failed` carries the server's message. */
export type HubReadState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

/**
 * One GET of the endpoint table from the hub's cache, read again whenever the hub says it
 * changed (`readChanges`: a server event or anyone's edit); a null read reads nothing. While
 * it reads again the last answer stays on screen; an answer for an earlier read is dropped.
 */
export function useHubRead<N extends ReadName>(
  read: Read<N> | null,
): { state: HubReadState<ReadAnswer<N>>; retry: () => void } {
  const { hub } = useHubConnection();
  const key = readKey(read);
  const changedAt = useTopicValue('readChanges', key ?? '')?.at;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{
    key: string | null;
    state: HubReadState<ReadAnswer<N>>;
  }>({ key: null, state: { status: 'loading' } });

  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    void readByKey<N>((name, ...args) => hub.read(name, ...args), key).then((answer) => {
      if (!live) return;
      setResult({
        key,
        state: answer.ok
          ? { status: 'ready', value: answer.value }
          : { status: 'failed', message: answer.error.message ?? answer.error.code },
      });
    });
    return () => {
      live = false;
    };
  }, [hub, key, changedAt, attempt]);

  const retry = useCallback(() => {
    setResult((held) => ({ key: held.key, state: { status: 'loading' } }));
    setAttempt((n) => n + 1);
  }, []);
  return { state: result.key === key ? result.state : { status: 'loading' }, retry };
}
