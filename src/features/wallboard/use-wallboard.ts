import { useCallback, useEffect, useState } from 'react';
import type { Wallboard, WallboardCard, WallboardUpdate } from '../../domain/wallboard';
import { useHub } from '../../hub-client/use-hub';
import type { CommandResult } from '../../protocol/hub';

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

/** The owner's boards (GET api/wallboard/current/boards) and the one the screen shows. */
export interface WallboardBoards {
  selectedBoardId: number;
  boards: { boardId: number; name: string }[];
}
export type BoardsResult = { ok: true } | { ok: false; message: string };

const BOARDS_PATH = `${WALLBOARD_PATH}/boards`;

/**
 * The stored wallboard (the server creates the default WALLBOARD when there is none) and a saver.
 * A save shows what the server stored, which is normalised (an interval below 3 s comes back as 3).
 */
export function useWallboard(): {
  load: WallboardLoad;
  retry: () => void;
  save: (update: WallboardUpdate) => Promise<SaveResult>;
  /** The owner's boards; null until read (or when they could not be read: the board still shows). */
  boards: WallboardBoards | null;
  chooseBoard: (boardId: number) => Promise<BoardsResult>;
  addBoard: (name: string) => Promise<BoardsResult>;
  removeBoard: (boardId: number) => Promise<BoardsResult>;
} {
  const { request } = useHub();
  const [load, setLoad] = useState<WallboardLoad>({ name: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [boards, setBoards] = useState<WallboardBoards | null>(null);

  useEffect(() => {
    let live = true;
    // the board first (it creates the default), then the list of boards it belongs to
    void request<StoredWallboard>({ method: 'GET', path: WALLBOARD_PATH }).then(async (result) => {
      if (!live) return;
      if (result.ok) setLoad({ name: 'ready', wallboard: result.value });
      else if (result.error.status === 403) setLoad({ name: 'forbidden' });
      else setLoad({ name: 'failed', message: result.error.message ?? result.error.code });
      if (!result.ok) return;
      const list = await request<WallboardBoards>({ method: 'GET', path: BOARDS_PATH });
      if (live && list.ok) setBoards(list.value);
    });
    return () => {
      live = false;
    };
  }, [request, attempt]);

  /** A change of boards: the answer is the new list; the board shown is read again, in place. */
  const changeBoards = useCallback(
    async (call: Promise<CommandResult<WallboardBoards>>): Promise<BoardsResult> => {
      const result = await call;
      if (!result.ok) return { ok: false, message: result.error.message ?? result.error.code };
      setBoards(result.value);
      // answered once the board now shown is on screen, so what follows (its editor) works on it
      const shown = await request<StoredWallboard>({ method: 'GET', path: WALLBOARD_PATH });
      if (!shown.ok) return { ok: false, message: shown.error.message ?? shown.error.code };
      setLoad({ name: 'ready', wallboard: shown.value });
      return { ok: true };
    },
    [request],
  );
  const chooseBoard = useCallback(
    (boardId: number) =>
      changeBoards(
        request<WallboardBoards>({
          method: 'PUT',
          path: `${BOARDS_PATH}/selected`,
          body: { boardId },
        }),
      ),
    [changeBoards, request],
  );
  const addBoard = useCallback(
    (name: string) =>
      changeBoards(request<WallboardBoards>({ method: 'POST', path: BOARDS_PATH, body: { name } })),
    [changeBoards, request],
  );
  const removeBoard = useCallback(
    (boardId: number) =>
      changeBoards(
        request<WallboardBoards>({ method: 'DELETE', path: `${BOARDS_PATH}/${boardId}` }),
      ),
    [changeBoards, request],
  );

  const retry = useCallback(() => {
    setLoad({ name: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const save = useCallback(
    async (update: WallboardUpdate): Promise<SaveResult> => {
      const result = await request<StoredWallboard>({
        method: 'PUT',
        path: WALLBOARD_PATH,
        body: update,
      });
      if (!result.ok) return { ok: false, message: result.error.message ?? result.error.code };
      setLoad({ name: 'ready', wallboard: result.value });
      // the chooser lists the board under its new name
      setBoards((list) =>
        list === null
          ? list
          : {
              ...list,
              boards: list.boards.map((b) =>
                b.boardId === list.selectedBoardId ? { ...b, name: result.value.name } : b,
              ),
            },
      );
      return { ok: true, wallboard: result.value };
    },
    [request],
  );

  return { load, retry, save, boards, chooseBoard, addBoard, removeBoard };
}
