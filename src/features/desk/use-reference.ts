import { useEffect, useState } from 'react';
import {
  callRead,
  readKey,
  type Read,
  type ReadAnswer,
  type ReadName,
} from '../../hub-client/endpoint-read';
import { useHub } from '../../hub-client/use-hub';

export type Reference<T> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

/** Reference data over REST (not live): loaded when the read (its params or query) changes. */
export function useReference<N extends ReadName>(read: Read<N>): Reference<ReadAnswer<N>> {
  const { call } = useHub();
  const [result, setResult] = useState<{
    key: string;
    reference: Reference<ReadAnswer<N>>;
  } | null>(null);
  const key = readKey(read) ?? '';

  useEffect(() => {
    let live = true;
    void callRead<N>(call, key).then((answer) => {
      if (!live) return;
      setResult({
        key,
        reference: answer.ok
          ? { state: 'ready', value: answer.value }
          : { state: 'failed', message: answer.error.message ?? answer.error.code },
      });
    });
    return () => {
      live = false;
    };
  }, [key, call]);

  // an answer for an earlier read is not this one's
  return result !== null && result.key === key ? result.reference : { state: 'loading' };
}
