import type { Db } from './open-database';

/** What an avatar is attached to; each owner kind has its own table so foreign keys hold. */
const TABLES = {
  user: { table: 'user_avatars', key: 'user_id' },
  contact: { table: 'contact_avatars', key: 'contact_id' },
} as const;
type OwnerKind = keyof typeof TABLES;

function avatarStore(db: Db, kind: OwnerKind) {
  // Table and column names come from the closed map above, never from a request.
  const { table, key } = TABLES[kind];
  const byId = db.prepare<[string], string>(`SELECT avatar FROM ${table} WHERE ${key} = ?`).pluck();
  // One statement for a whole batch (up to 1000 ids) instead of one query per id.
  const byIds = db.prepare<[string], { id: string; avatar: string }>(
    `SELECT ${key} AS id, avatar FROM ${table} WHERE ${key} IN (SELECT value FROM json_each(?))`,
  );
  const upsert = db.prepare(
    `INSERT INTO ${table} (${key}, avatar, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (${key}) DO UPDATE SET avatar = excluded.avatar, updated_at = excluded.updated_at`,
  );
  return {
    /** The stored data URL, or null when none is stored. */
    find: (id: string): string | null => byId.get(id) ?? null,
    /** Stored avatars of the given ids; ids without one are absent. */
    findMany(ids: readonly string[]): Map<string, string> {
      return new Map(byIds.all(JSON.stringify(ids)).map((row) => [row.id, row.avatar]));
    },
    set(id: string, avatar: string, now: number): void {
      upsert.run(id, avatar, now);
    },
  };
}
export type AvatarStore = ReturnType<typeof avatarStore>;

/** Avatars of users and of contacts (agent-desktop §7 "Avatars"). Owners must exist: the tables reference them. */
export function createAvatarsRepository(db: Db) {
  return { users: avatarStore(db, 'user'), contacts: avatarStore(db, 'contact') };
}
export type AvatarsRepository = ReturnType<typeof createAvatarsRepository>;
