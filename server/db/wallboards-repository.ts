import type { Wallboard } from '../../src/domain/wallboard';
import type { Db } from './open-database';

interface WallboardRow {
  user_id: string;
  board_id: number;
  name: string;
  interval_seconds: number;
  font_size: number;
  theme: string;
  cards: string;
  updated_at: number;
}

/** One of an owner's boards, as the board chooser lists it. */
export interface WallboardBoardEntry {
  boardId: number;
  name: string;
}

const toWallboard = (row: WallboardRow): Wallboard => ({
  name: row.name,
  intervalSeconds: row.interval_seconds,
  fontSize: row.font_size,
  theme: row.theme,
  cards: JSON.parse(row.cards) as unknown[],
});

/**
 * Each owner's wallboards (supervisor or wallboard user), numbered from 1, and the one their
 * screen shows. Cards are validated by the route before they get here and read back as stored.
 */
export function createWallboardsRepository(db: Db) {
  const byBoard = db.prepare<[string, number], WallboardRow>(
    'SELECT * FROM wallboard_boards WHERE user_id = ? AND board_id = ?',
  );
  const listOf = db.prepare<[string], WallboardBoardEntry>(
    'SELECT board_id AS boardId, name FROM wallboard_boards WHERE user_id = ? ORDER BY board_id',
  );
  const maxId = db.prepare<[string], { max: number | null }>(
    'SELECT MAX(board_id) AS max FROM wallboard_boards WHERE user_id = ?',
  );
  const selectedOf = db.prepare<[string], { board_id: number }>(
    'SELECT board_id FROM wallboard_selection WHERE user_id = ?',
  );
  const columns =
    '(user_id, board_id, name, interval_seconds, font_size, theme, cards, updated_at)';
  const values =
    '(@userId, @boardId, @name, @intervalSeconds, @fontSize, @theme, @cards, @updatedAt)';
  const upsert = db.prepare(
    `INSERT INTO wallboard_boards ${columns} VALUES ${values}
     ON CONFLICT (user_id, board_id) DO UPDATE SET name = excluded.name, interval_seconds = excluded.interval_seconds,
       font_size = excluded.font_size, theme = excluded.theme, cards = excluded.cards, updated_at = excluded.updated_at`,
  );
  // Two first reads racing must not overwrite each other's default, nor a save in between.
  const insertIfMissing = db.prepare(
    `INSERT INTO wallboard_boards ${columns} VALUES ${values} ON CONFLICT (user_id, board_id) DO NOTHING`,
  );
  const choose = db.prepare<[string, number]>(
    'INSERT INTO wallboard_selection (user_id, board_id) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET board_id = excluded.board_id',
  );
  const deleteBoard = db.prepare<[string, number]>(
    'DELETE FROM wallboard_boards WHERE user_id = ? AND board_id = ?',
  );

  const params = (userId: string, boardId: number, wallboard: Wallboard, now: number) => ({
    userId,
    boardId,
    name: wallboard.name,
    intervalSeconds: wallboard.intervalSeconds,
    fontSize: wallboard.fontSize,
    theme: wallboard.theme,
    cards: JSON.stringify(wallboard.cards),
    updatedAt: now,
  });

  /** The board the owner's screen shows: the chosen one while it exists, else their first; null for none. */
  function selectedId(userId: string): number | null {
    const chosen = selectedOf.get(userId)?.board_id;
    if (chosen !== undefined && byBoard.get(userId, chosen) !== undefined) return chosen;
    return listOf.all(userId)[0]?.boardId ?? null;
  }

  return {
    /** The board the owner's screen shows, null when they have none yet. */
    find(userId: string): Wallboard | null {
      const id = selectedId(userId);
      const row = id === null ? undefined : byBoard.get(userId, id);
      return row ? toWallboard(row) : null;
    },
    /** Stores the shown board (replacing it; board 1 when there is none) and answers it as stored. */
    save(userId: string, wallboard: Wallboard, now: number): Wallboard {
      const id = selectedId(userId) ?? 1;
      upsert.run(params(userId, id, wallboard, now));
      return toWallboard(byBoard.get(userId, id) as WallboardRow);
    },
    /** The shown board; `fallback` is stored first as board 1 when the owner has none. */
    findOrCreate(userId: string, fallback: Wallboard, now: number): Wallboard {
      const id = selectedId(userId);
      if (id !== null) return toWallboard(byBoard.get(userId, id) as WallboardRow);
      insertIfMissing.run(params(userId, 1, fallback, now));
      return toWallboard(byBoard.get(userId, 1) as WallboardRow);
    },
    /** The owner's boards in their order, and the one shown (null while they have none). */
    boards(userId: string): { selectedBoardId: number | null; boards: WallboardBoardEntry[] } {
      return { selectedBoardId: selectedId(userId), boards: listOf.all(userId) };
    },
    count(userId: string): number {
      return listOf.all(userId).length;
    },
    /** Adds a board after the owner's last one and shows it; answers its id. */
    create(userId: string, wallboard: Wallboard, now: number): number {
      return db.transaction(() => {
        const id = (maxId.get(userId)?.max ?? 0) + 1;
        upsert.run(params(userId, id, wallboard, now));
        choose.run(userId, id);
        return id;
      })();
    },
    /** Shows one of the owner's boards; false when they have no such board. */
    select(userId: string, boardId: number): boolean {
      if (byBoard.get(userId, boardId) === undefined) return false;
      choose.run(userId, boardId);
      return true;
    },
    /** Removes one of the owner's boards; false when they have no such board. */
    remove(userId: string, boardId: number): boolean {
      return deleteBoard.run(userId, boardId).changes > 0;
    },
  };
}
export type WallboardsRepository = ReturnType<typeof createWallboardsRepository>;
