import { useEffect, useState } from 'react';
import { useHub } from '../../hub-client/use-hub';

export type Reference<T> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

/** Reference data over REST (not live): loaded when the path or query changes. */
export function useReference<T>(path: string, query?: Record<string, string>): Reference<T> {
  const { request } = useHub();
  const [result, setResult] = useState<{ key: string; reference: Reference<T> } | null>(null);
  const key = `${path}?${new URLSearchParams(query).toString()}`;

  useEffect(() => {
    let live = true;
    const params = Object.fromEntries(new URLSearchParams(key.slice(key.indexOf('?') + 1)));
    void request<T>({ method: 'GET', path: key.slice(0, key.indexOf('?')), query: params }).then(
      (answer) => {
        if (!live) return;
        setResult({
          key,
          reference: answer.ok
            ? { state: 'ready', value: answer.value }
            : { state: 'failed', message: answer.error.message ?? answer.error.code },
        });
      },
    );
    return () => {
      live = false;
    };
  }, [key, request]);

  // an answer for an earlier path or query is not this one's
  return result !== null && result.key === key ? result.reference : { state: 'loading' };
}
