import type { Db } from './open-database';

/** A stored session, keyed by the hash of its id (the id itself is never stored). */
export interface SessionRecord {
  key: string;
  userId: string;
  createdAt: number;
  lastSeenAt: number;
}

export function createSessionsRepository(db: Db) {
  const select = db.prepare(
    'SELECT id_hash AS key, user_id AS userId, created_at AS createdAt, last_seen_at AS lastSeenAt FROM sessions WHERE id_hash = ?',
  );
  const insert = db.prepare(
    'INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
  );
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id_hash = ?');
  const expired = db.prepare(
    'SELECT id_hash AS key, user_id AS userId, created_at AS createdAt, last_seen_at AS lastSeenAt FROM sessions WHERE last_seen_at < ? OR created_at < ?',
  );
  const leastRecentlyUsed = db.prepare(
    `SELECT id_hash AS key, user_id AS userId, created_at AS createdAt, last_seen_at AS lastSeenAt FROM sessions
     WHERE user_id = ? ORDER BY last_seen_at DESC, created_at DESC LIMIT -1 OFFSET ?`,
  );
  return {
    find: (key: string): SessionRecord | null =>
      (select.get(key) as SessionRecord | undefined) ?? null,
    insert(record: SessionRecord): void {
      insert.run(record.key, record.userId, record.createdAt, record.lastSeenAt);
    },
    /** Inserts, then deletes and answers the user's least recently used sessions beyond `max`. */
    insertKeepingNewest(record: SessionRecord, max: number): SessionRecord[] {
      return db.transaction(() => {
        insert.run(record.key, record.userId, record.createdAt, record.lastSeenAt);
        const surplus = (leastRecentlyUsed.all(record.userId, max) as SessionRecord[]).filter(
          (row) => row.key !== record.key,
        );
        for (const row of surplus) remove.run(row.key);
        return surplus;
      })();
    },
    touch(key: string, now: number): void {
      touch.run(now, key);
    },
    delete: (key: string): boolean => remove.run(key).changes > 0,
    /** Removes and answers every session last seen before `idleCutoff` or created before `ageCutoff`. */
    deleteExpired(idleCutoff: number, ageCutoff: number): SessionRecord[] {
      return db.transaction(() => {
        const rows = expired.all(idleCutoff, ageCutoff) as SessionRecord[];
        for (const row of rows) remove.run(row.key);
        return rows;
      })();
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
