import type { Db } from './store';
import { affected, inTransaction } from './transaction';

/** A user's favourite contacts (agent-desktop §3 favorites). */
export function createContactFavoritesRepository(db: Db) {
  const list = async (q: Db, userId: string): Promise<string[]> =>
    (
      await q
        .selectFrom('contact_favorites')
        .select('contact_id')
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('rowid')
        .execute()
    ).map((r) => r.contact_id);
  const add = (q: Db, userId: string, contactId: string, now: number) =>
    q
      .insertInto('contact_favorites')
      .values({ user_id: userId, contact_id: contactId, label: '', created_at: now })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
  return {
    contactIds: (userId: string): Promise<string[]> => list(db, userId),
    /** Answers false when already a favourite. */
    async add(userId: string, contactId: string, now: number): Promise<boolean> {
      return affected(await add(db, userId, contactId, now)) > 0;
    },
    /** Replaces the whole list (PUT). */
    async replace(userId: string, contactIds: readonly string[], now: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom('contact_favorites').where('user_id', '=', userId).execute();
        for (const [i, id] of contactIds.entries()) await add(trx, userId, id, now + i);
      });
    },
  };
}
export type ContactFavoritesRepository = ReturnType<typeof createContactFavoritesRepository>;
