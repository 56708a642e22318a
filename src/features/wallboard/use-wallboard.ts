import { useCallback, useEffect, useState } from 'react';
import type { Wallboard, WallboardCard, WallboardUpdate } from '../../domain/wallboard';
import { useHub } from '../../hub-client/use-hub';
import type { CommandResult } from '../../protocol/hub';
import type { WallboardBoards } from '../../protocol/wallboard-api';

/** The caller's own wallboard (supervisor-dashboards §7: the id defaults to the logged-in user). */
const OWN = { id: 'current' };

export type StoredWallboard = Wallboard<WallboardCard>;

export type WallboardLoad =
  | { name: 'loading' }
  /** The server answered 403: the user's role has no wallboard. */
  | { name: 'forbidden' }
  | { name: 'failed'; message: string }
  | { name: 'ready'; wallboard: StoredWallboard };

export type SaveResult = { ok: true; wallboard: StoredWallboard } | { ok: false; message: string };

export type BoardsResult = { ok: true } | { ok: false; message: string };

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
  const { call } = useHub();
  const [load, setLoad] = useState<WallboardLoad>({ name: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [boards, setBoards] = useState<WallboardBoards | null>(null);

  useEffect(() => {
    let live = true;
    // the board first (it creates the default), then the list of boards it belongs to
    void call('wallboard', { params: OWN }).then(async (result) => {
      if (!live) return;
      if (result.ok) setLoad({ name: 'ready', wallboard: result.value });
      else if (result.error.status === 403) setLoad({ name: 'forbidden' });
      else setLoad({ name: 'failed', message: result.error.message ?? result.error.code });
      if (!result.ok) return;
      const list = await call('wallboardBoards', { params: OWN });
      if (live && list.ok) setBoards(list.value);
    });
    return () => {
      live = false;
    };
  }, [call, attempt]);

  /** A change of boards: the answer is the new list; the board shown is read again, in place. */
  const changeBoards = useCallback(
    async (change: Promise<CommandResult<WallboardBoards>>): Promise<BoardsResult> => {
      const result = await change;
      if (!result.ok) return { ok: false, message: result.error.message ?? result.error.code };
      setBoards(result.value);
      // answered once the board now shown is on screen, so what follows (its editor) works on it
      const shown = await call('wallboard', { params: OWN });
      if (!shown.ok) return { ok: false, message: shown.error.message ?? shown.error.code };
      setLoad({ name: 'ready', wallboard: shown.value });
      return { ok: true };
    },
    [call],
  );
  const chooseBoard = useCallback(
    (boardId: number) =>
      changeBoards(call('wallboardBoardSelect', { params: OWN, body: { boardId } })),
    [changeBoards, call],
  );
  const addBoard = useCallback(
    (name: string) => changeBoards(call('wallboardBoardCreate', { params: OWN, body: { name } })),
    [changeBoards, call],
  );
  const removeBoard = useCallback(
    (boardId: number) =>
      changeBoards(call('wallboardBoardDelete', { params: { ...OWN, boardId: String(boardId) } })),
    [changeBoards, call],
  );

  const retry = useCallback(() => {
    setLoad({ name: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const save = useCallback(
    async (update: WallboardUpdate): Promise<SaveResult> => {
      const result = await call('wallboardUpdate', { params: OWN, body: update });
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
    [call],
  );

  return { load, retry, save, boards, chooseBoard, addBoard, removeBoard };
}
