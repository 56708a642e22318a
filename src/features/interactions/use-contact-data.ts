import { useCallback, useEffect, useState } from 'react';
import type { CommandResult } from '../../protocol/hub';
import { useHub } from '../../hub-client/use-hub';

export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

/** The message of a refused call, as the server wrote it. */
export function refusal(result: CommandResult<unknown>): string {
  return result.ok ? '' : (result.error.message ?? result.error.code);
}

/**
 * A REST read that the view can reload (after an edit, a note, a favourite toggle); null path
 * reads nothing. An answer for an earlier path is dropped.
 */
export function useContactData<T>(
  path: string | null,
  query?: Record<string, string>,
): { data: Loaded<T>; reload: () => void; set: (value: T) => void } {
  const { request } = useHub();
  const [generation, setGeneration] = useState(0);
  const key = path === null ? null : `${path}?${new URLSearchParams(query).toString()}`;
  const [result, setResult] = useState<{ key: string | null; data: Loaded<T> }>({
    key: null,
    data: { state: 'loading' },
  });

  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    const at = key.indexOf('?');
    void request<T>({
      method: 'GET',
      path: key.slice(0, at),
      query: Object.fromEntries(new URLSearchParams(key.slice(at + 1))),
    }).then((answer) => {
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
  }, [key, request, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const set = useCallback((value: T) => setResult({ key, data: { state: 'ready', value } }), [key]);
  return { data: result.key === key ? result.data : { state: 'loading' }, reload, set };
}
