import { useCallback, useEffect, useState } from 'react';
import type { Wallboard, WallboardCard, WallboardUpdate } from '../../domain/wallboard';
import { useHub } from '../../hub-client/use-hub';

/** The caller's own wallboard (supervisor-dashboards §7: the id defaults to the logged-in user). */
const WALLBOARD_PATH = '/wallboard/current';

export type StoredWallboard = Wallboard<WallboardCard>;

export type WallboardLoad =
  | { name: 'loading' }
  /** The server answered 403: the user's role has no wallboard. */
  | { name: 'forbidden' }
  | { name: 'failed'; message: string }
  | { name: 'ready'; wallboard: StoredWallboard };

export type SaveResult = { ok: true; wallboard: StoredWallboard } | { ok: false; message: string };

/**
 * The stored wallboard (the server creates the default WALLBOARD when there is none) and a saver.
 * A save shows what the server stored, which is normalised (an interval below 3 s comes back as 3).
 */
export function useWallboard(): {
  load: WallboardLoad;
  retry: () => void;
  save: (update: WallboardUpdate) => Promise<SaveResult>;
} {
  const { request } = useHub();
  const [load, setLoad] = useState<WallboardLoad>({ name: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void request<StoredWallboard>({ method: 'GET', path: WALLBOARD_PATH }).then((result) => {
      if (!live) return;
      if (result.ok) setLoad({ name: 'ready', wallboard: result.value });
      else if (result.error.status === 403) setLoad({ name: 'forbidden' });
      else setLoad({ name: 'failed', message: result.error.message ?? result.error.code });
    });
    return () => {
      live = false;
    };
  }, [request, attempt]);

  const retry = useCallback(() => {
    setLoad({ name: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const save = useCallback(
    async (update: WallboardUpdate): Promise<SaveResult> => {
      const result = await request<StoredWallboard>({ method: 'PUT', path: WALLBOARD_PATH, body: update });
      if (!result.ok) return { ok: false, message: result.error.message ?? result.error.code };
      setLoad({ name: 'ready', wallboard: result.value });
      return { ok: true, wallboard: result.value };
    },
    [request],
  );

  return { load, retry, save };
}
