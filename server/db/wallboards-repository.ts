import type { Wallboard } from '../../src/domain/wallboard';
import type { Db } from './open-database';

interface WallboardRow {
  user_id: string;
  name: string;
  interval_seconds: number;
  font_size: number;
  theme: string;
  cards: string;
  updated_at: number;
}

const toWallboard = (row: WallboardRow): Wallboard => ({
  name: row.name,
  intervalSeconds: row.interval_seconds,
  fontSize: row.font_size,
  theme: row.theme,
  cards: JSON.parse(row.cards) as unknown[],
});

/**
 * One wallboard per owner (supervisor or wallboard user), keyed by the owner's user id. Cards are
 * validated by the route before they get here and read back as stored.
 */
export function createWallboardsRepository(db: Db) {
  const byUser = db.prepare<[string], WallboardRow>('SELECT * FROM wallboards WHERE user_id = ?');
  const columns = '(user_id, name, interval_seconds, font_size, theme, cards, updated_at)';
  const values = '(@userId, @name, @intervalSeconds, @fontSize, @theme, @cards, @updatedAt)';
  const upsert = db.prepare(
    `INSERT INTO wallboards ${columns} VALUES ${values}
     ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, interval_seconds = excluded.interval_seconds,
       font_size = excluded.font_size, theme = excluded.theme, cards = excluded.cards, updated_at = excluded.updated_at`,
  );
  // Two first reads racing must not overwrite each other's default, nor a save in between.
  const insertIfMissing = db.prepare(`INSERT INTO wallboards ${columns} VALUES ${values} ON CONFLICT (user_id) DO NOTHING`);

  const params = (userId: string, wallboard: Wallboard, now: number) => ({
    userId,
    name: wallboard.name,
    intervalSeconds: wallboard.intervalSeconds,
    fontSize: wallboard.fontSize,
    theme: wallboard.theme,
    cards: JSON.stringify(wallboard.cards),
    updatedAt: now,
  });

  return {
    find(userId: string): Wallboard | null {
      const row = byUser.get(userId);
      return row ? toWallboard(row) : null;
    },
    /** Stores the owner's wallboard (replacing any) and answers it as stored. */
    save(userId: string, wallboard: Wallboard, now: number): Wallboard {
      upsert.run(params(userId, wallboard, now));
      return toWallboard(byUser.get(userId) as WallboardRow);
    },
    /** The owner's wallboard; `fallback` is stored first when there is none. */
    findOrCreate(userId: string, fallback: Wallboard, now: number): Wallboard {
      insertIfMissing.run(params(userId, fallback, now));
      return toWallboard(byUser.get(userId) as WallboardRow);
    },
  };
}
export type WallboardsRepository = ReturnType<typeof createWallboardsRepository>;
