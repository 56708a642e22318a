import type { Wallboard } from '../../src/domain/wallboard';
import type { WallboardBoards } from '../../src/protocol/wallboard-api';
import type { Schema } from './schema';
import type { Db } from './store';
import { inTransaction } from './transaction';

type WallboardRow = Schema['wallboard_boards'];

/** One of an owner's boards, as the board chooser lists it. */
export type WallboardBoardEntry = WallboardBoards['boards'][number];

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
  const table = 'wallboard_boards' as const;
  const byBoard = (q: Db, userId: string, boardId: number) =>
    q
      .selectFrom(table)
      .selectAll()
      .where('user_id', '=', userId)
      .where('board_id', '=', boardId)
      .executeTakeFirst();
  const listOf = (q: Db, userId: string): Promise<WallboardBoardEntry[]> =>
    q
      .selectFrom(table)
      .select(['board_id as boardId', 'name'])
      .where('user_id', '=', userId)
      .orderBy('board_id')
      .execute();
  const rowOf = (userId: string, boardId: number, wallboard: Wallboard, now: number) => ({
    user_id: userId,
    board_id: boardId,
    name: wallboard.name,
    interval_seconds: wallboard.intervalSeconds,
    font_size: wallboard.fontSize,
    theme: wallboard.theme,
    cards: JSON.stringify(wallboard.cards),
    updated_at: now,
  });
  async function upsert(q: Db, userId: string, boardId: number, wallboard: Wallboard, now: number) {
    const { user_id: _u, board_id: _b, ...changes } = rowOf(userId, boardId, wallboard, now);
    await q
      .insertInto(table)
      .values(rowOf(userId, boardId, wallboard, now))
      .onConflict((oc) => oc.columns(['user_id', 'board_id']).doUpdateSet(changes))
      .execute();
  }
  async function choose(q: Db, userId: string, boardId: number) {
    await q
      .insertInto('wallboard_selection')
      .values({ user_id: userId, board_id: boardId })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ board_id: boardId }))
      .execute();
  }

  /** The board the owner's screen shows: the chosen one while it exists, else their first; null for none. */
  async function selectedId(q: Db, userId: string): Promise<number | null> {
    const chosen = (
      await q
        .selectFrom('wallboard_selection')
        .select('board_id')
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.board_id;
    if (chosen !== undefined && (await byBoard(q, userId, chosen)) !== undefined) return chosen;
    return (await listOf(q, userId))[0]?.boardId ?? null;
  }

  return {
    /** The board the owner's screen shows, null when they have none yet. */
    async find(userId: string): Promise<Wallboard | null> {
      const id = await selectedId(db, userId);
      const row = id === null ? undefined : await byBoard(db, userId, id);
      return row ? toWallboard(row) : null;
    },
    /** Stores the shown board (replacing it; board 1 when there is none) and answers it as stored. */
    save(userId: string, wallboard: Wallboard, now: number): Promise<Wallboard> {
      return inTransaction(db, async (trx) => {
        const id = (await selectedId(trx, userId)) ?? 1;
        await upsert(trx, userId, id, wallboard, now);
        return toWallboard((await byBoard(trx, userId, id)) as WallboardRow);
      });
    },
    /** The shown board; `fallback` is stored first as board 1 when the owner has none. */
    findOrCreate(userId: string, fallback: Wallboard, now: number): Promise<Wallboard> {
      return inTransaction(db, async (trx) => {
        const id = await selectedId(trx, userId);
        if (id !== null) return toWallboard((await byBoard(trx, userId, id)) as WallboardRow);
        // Two first reads racing must not overwrite each other's default, nor a save in between.
        await trx
          .insertInto(table)
          .values(rowOf(userId, 1, fallback, now))
          .onConflict((oc) => oc.columns(['user_id', 'board_id']).doNothing())
          .execute();
        return toWallboard((await byBoard(trx, userId, 1)) as WallboardRow);
      });
    },
    /** The owner's boards in their order, and the one shown (null while they have none). */
    async boards(
      userId: string,
    ): Promise<{ selectedBoardId: number | null; boards: WallboardBoardEntry[] }> {
      return { selectedBoardId: await selectedId(db, userId), boards: await listOf(db, userId) };
    },
    async count(userId: string): Promise<number> {
      return (await listOf(db, userId)).length;
    },
    /** Adds a board after the owner's last one and shows it; answers its id. */
    create(userId: string, wallboard: Wallboard, now: number): Promise<number> {
      return inTransaction(db, async (trx) => {
        const max = await trx
          .selectFrom(table)
          .select((eb) => eb.fn.max('board_id').as('max'))
          .where('user_id', '=', userId)
          .executeTakeFirst();
        const id = Number(max?.max ?? 0) + 1;
        await upsert(trx, userId, id, wallboard, now);
        await choose(trx, userId, id);
        return id;
      });
    },
    /** Shows one of the owner's boards; false when they have no such board. */
    async select(userId: string, boardId: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        if ((await byBoard(trx, userId, boardId)) === undefined) return false;
        await choose(trx, userId, boardId);
        return true;
      });
    },
    /** Removes one of the owner's boards; false when they have no such board. */
    async remove(userId: string, boardId: number): Promise<boolean> {
      const result = await db
        .deleteFrom(table)
        .where('user_id', '=', userId)
        .where('board_id', '=', boardId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type WallboardsRepository = ReturnType<typeof createWallboardsRepository>;
