import { normalizeUserSettings, type UserSettingsValue } from '../../src/domain/user-settings';
import type { Db } from './store';
import { affected } from './transaction';

/** One settings object per user, stored as JSON and normalized to the current schema on read. */
export function createSettingsRepository(db: Db) {
  return {
    async find(userId: string): Promise<UserSettingsValue | null> {
      const row = await db
        .selectFrom('user_settings')
        .select('settings_json')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (row === undefined) return null;
      let raw: unknown;
      try {
        raw = JSON.parse(row.settings_json);
      } catch {
        raw = null; // a damaged row reads as defaults rather than failing every call
      }
      return normalizeUserSettings(raw);
    },
    /** Stores `value` unless the user already has settings; answers whether it did. */
    async insert(userId: string, value: UserSettingsValue, now: number): Promise<boolean> {
      const result = await db
        .insertInto('user_settings')
        .values({ user_id: userId, settings_json: JSON.stringify(value), updated_at: now })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return affected(result) > 0;
    },
    async save(userId: string, value: UserSettingsValue, now: number): Promise<void> {
      const values = { settings_json: JSON.stringify(value), updated_at: now };
      await db
        .insertInto('user_settings')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
    async delete(userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('user_settings')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return affected(result) > 0;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
