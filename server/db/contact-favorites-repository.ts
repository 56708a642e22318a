import type { Db } from './open-database';

/** A user's favourite contacts (agent-desktop §3 favorites). */
export function createContactFavoritesRepository(db: Db) {
  const list = db
    .prepare<[string], string>(
      'SELECT contact_id FROM contact_favorites WHERE user_id = ? ORDER BY created_at, rowid',
    )
    .pluck();
  const add = db.prepare(
    'INSERT OR IGNORE INTO contact_favorites (user_id, contact_id, label, created_at) VALUES (?, ?, ?, ?)',
  );
  const remove = db.prepare('DELETE FROM contact_favorites WHERE user_id = ? AND contact_id = ?');
  return {
    contactIds: (userId: string): string[] => list.all(userId),
    /** Answers false when already a favourite. */
    add: (userId: string, contactId: string, now: number): boolean =>
      add.run(userId, contactId, '', now).changes > 0,
    /** Replaces the whole list (PUT). */
    replace(userId: string, contactIds: readonly string[], now: number): void {
      db.transaction(() => {
        for (const id of list.all(userId)) remove.run(userId, id);
        contactIds.forEach((id, i) => add.run(userId, id, '', now + i));
      })();
    },
  };
}
export type ContactFavoritesRepository = ReturnType<typeof createContactFavoritesRepository>;
