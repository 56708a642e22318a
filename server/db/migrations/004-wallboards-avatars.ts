import type { Migration } from '../migrate';

/**
 * Wallboards, one per owner (supervisor-dashboards §3 "Wallboard"), and avatars of users and
 * contacts (agent-desktop §7 "Avatars"), stored as the data URL the client sent.
 */
export const wallboardsAndAvatars: Migration = {
  version: 4,
  name: 'wallboards and avatars',
  async up(m) {
    await m.exec(`
      CREATE TABLE wallboards (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        interval_seconds REAL NOT NULL,
        font_size INTEGER NOT NULL,
        theme TEXT NOT NULL,
        cards TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE user_avatars (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        avatar TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE contact_avatars (
        contact_id TEXT PRIMARY KEY REFERENCES contacts(id) ON DELETE CASCADE,
        avatar TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
    `);
  },
};
