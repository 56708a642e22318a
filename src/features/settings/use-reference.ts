import { useCallback, useEffect, useState } from 'react';
import { useHub } from '../../hub-client/use-hub';

/** A reference call's answer as a screen shows it. */
export type ReferenceState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

/**
 * One GET of reference data (time zones, business processes) for as long as the screen is
 * shown, with a retry for a failed call.
 */
export function useReference<T>(path: string): { state: ReferenceState<T>; retry: () => void } {
  const { request } = useHub();
  const [state, setState] = useState<ReferenceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void request<T>({ method: 'GET', path }).then((result) => {
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
  }, [request, path, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
