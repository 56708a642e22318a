import { useCallback, useEffect, useState } from 'react';
import {
  callRead,
  readKey,
  type Read,
  type ReadAnswer,
  type ReadName,
} from '../../hub-client/endpoint-read';
import { useHub } from '../../hub-client/use-hub';

/** A reference call's answer as a screen shows it. */
export type ReferenceState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

/**
 * One GET of reference data (time zones, business processes) for as long as the screen is
 * shown, with a retry for a failed call.
 */
export function useReference<N extends ReadName>(
  read: Read<N>,
): { state: ReferenceState<ReadAnswer<N>>; retry: () => void } {
  const { call } = useHub();
  const [state, setState] = useState<ReferenceState<ReadAnswer<N>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = readKey(read) ?? '';
  useEffect(() => {
    let live = true;
    void callRead<N>(call, key).then((result) => {
      if (!live) return;
      setState(
        result.ok
          ? { status: 'ready', value: result.value }
          : { status: 'failed', message: result.error.message ?? result.error.code },
      );
    });
    return () => {
      live = false;
    };
  }, [call, key, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
