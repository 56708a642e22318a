import type { Db } from './store';

/** What an avatar is attached to; each owner kind has its own table so foreign keys hold. */
function avatarStore(db: Db, kind: 'user' | 'contact') {
  // Kysely needs each table spelled out to type it; the two tables differ only in their key.
  const select = (ids: readonly string[]) =>
    kind === 'user'
      ? db
          .selectFrom('user_avatars')
          .select(['user_id as id', 'avatar'])
          .where('user_id', 'in', ids)
      : db
          .selectFrom('contact_avatars')
          .select(['contact_id as id', 'avatar'])
          .where('contact_id', 'in', ids);
  return {
    /** The stored data URL, or null when none is stored. */
    async find(id: string): Promise<string | null> {
      return (await select([id]).executeTakeFirst())?.avatar ?? null;
    },
    /** Stored avatars of the given ids (a batch of up to 1000 in one query); ids without one are absent. */
    async findMany(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      return new Map((await select(ids).execute()).map((row) => [row.id, row.avatar]));
    },
    async set(id: string, avatar: string, now: number): Promise<void> {
      const values = { avatar, updated_at: now };
      if (kind === 'user')
        await db
          .insertInto('user_avatars')
          .values({ user_id: id, ...values })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
          .execute();
      else
        await db
          .insertInto('contact_avatars')
          .values({ contact_id: id, ...values })
          .onConflict((oc) => oc.column('contact_id').doUpdateSet(values))
          .execute();
    },
  };
}
export type AvatarStore = ReturnType<typeof avatarStore>;

/** Avatars of users and of contacts (agent-desktop §7 "Avatars"). Owners must exist: the tables reference them. */
export function createAvatarsRepository(db: Db) {
  return { users: avatarStore(db, 'user'), contacts: avatarStore(db, 'contact') };
}
export type AvatarsRepository = ReturnType<typeof createAvatarsRepository>;
