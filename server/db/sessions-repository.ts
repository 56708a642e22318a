import type { Db } from './store';
import { inTransaction } from './transaction';

/** A stored session, keyed by the hash of its id (the id itself is never stored). */
export interface SessionRecord {
  key: string;
  userId: string;
  createdAt: number;
  lastSeenAt: number;
}

export function createSessionsRepository(db: Db) {
  const records = (q: Db) =>
    q
      .selectFrom('sessions')
      .select([
        'id_hash as key',
        'user_id as userId',
        'created_at as createdAt',
        'last_seen_at as lastSeenAt',
      ]);
  const insert = (q: Db, record: SessionRecord) =>
    q
      .insertInto('sessions')
      .values({
        id_hash: record.key,
        user_id: record.userId,
        created_at: record.createdAt,
        last_seen_at: record.lastSeenAt,
      })
      .execute();
  const removeAll = async (q: Db, keys: readonly string[]) => {
    if (keys.length > 0) await q.deleteFrom('sessions').where('id_hash', 'in', keys).execute();
  };
  return {
    async find(key: string): Promise<SessionRecord | null> {
      return (await records(db).where('id_hash', '=', key).executeTakeFirst()) ?? null;
    },
    async insert(record: SessionRecord): Promise<void> {
      await insert(db, record);
    },
    /** Inserts, then deletes and answers the user's least recently used sessions beyond `max`. */
    insertKeepingNewest(record: SessionRecord, max: number): Promise<SessionRecord[]> {
      return inTransaction(db, async (trx) => {
        await insert(trx, record);
        // a user holds a few sessions (the cap is tens): ordered here, cut in memory
        const mine = await records(trx)
          .where('user_id', '=', record.userId)
          .orderBy('last_seen_at', 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('id_hash')
          .execute();
        const surplus = mine.slice(max).filter((row) => row.key !== record.key);
        await removeAll(
          trx,
          surplus.map((row) => row.key),
        );
        return surplus;
      });
    },
    async touch(key: string, now: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now })
        .where('id_hash', '=', key)
        .execute();
    },
    async delete(key: string): Promise<boolean> {
      const result = await db.deleteFrom('sessions').where('id_hash', '=', key).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Removes and answers every session last seen before `idleCutoff` or created before `ageCutoff`. */
    deleteExpired(idleCutoff: number, ageCutoff: number): Promise<SessionRecord[]> {
      return db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([eb('last_seen_at', '<', idleCutoff), eb('created_at', '<', ageCutoff)]),
        )
        .returning([
          'id_hash as key',
          'user_id as userId',
          'created_at as createdAt',
          'last_seen_at as lastSeenAt',
        ])
        .execute();
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
