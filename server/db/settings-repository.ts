import { normalizeUserSettings, type UserSettingsValue } from '../../src/domain/user-settings';
import type { Db } from './open-database';

/** One settings object per user, stored as JSON and normalized to the current schema on read. */
export function createSettingsRepository(db: Db) {
  const select = db.prepare('SELECT settings_json FROM user_settings WHERE user_id = ?').pluck();
  const insert = db.prepare(
    'INSERT OR IGNORE INTO user_settings (user_id, settings_json, updated_at) VALUES (?, ?, ?)',
  );
  const upsert = db.prepare(
    `INSERT INTO user_settings (user_id, settings_json, updated_at) VALUES (?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET settings_json = excluded.settings_json, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare('DELETE FROM user_settings WHERE user_id = ?');
  return {
    find(userId: string): UserSettingsValue | null {
      const json = select.get(userId) as string | undefined;
      if (json === undefined) return null;
      let raw: unknown;
      try {
        raw = JSON.parse(json);
      } catch {
        raw = null; // a damaged row reads as defaults rather than failing every call
      }
      return normalizeUserSettings(raw);
    },
    /** Stores `value` unless the user already has settings; answers whether it did. */
    insert: (userId: string, value: UserSettingsValue, now: number): boolean =>
      insert.run(userId, JSON.stringify(value), now).changes > 0,
    save(userId: string, value: UserSettingsValue, now: number): void {
      upsert.run(userId, JSON.stringify(value), now);
    },
    delete: (userId: string): boolean => remove.run(userId).changes > 0,
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
