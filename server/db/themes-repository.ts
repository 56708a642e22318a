import type { Theme, ThemeColours } from '../../src/protocol/api';
import type { Schema } from './schema';
import type { Db } from './store';
import { affected } from './transaction';

type ThemeRow = Pick<
  Schema['themes'],
  'id' | 'name' | 'dark_json' | 'light_json' | 'is_default' | 'created_by'
>;

export interface StoredTheme {
  theme: Theme;
  isDefault: boolean;
  /** Who created it; null for seeded themes. */
  createdBy: string | null;
}

function toStored(row: ThemeRow): StoredTheme {
  return {
    theme: {
      _id: row.id,
      name: row.name,
      dark: JSON.parse(row.dark_json) as ThemeColours,
      light: JSON.parse(row.light_json) as ThemeColours,
    },
    isDefault: row.is_default === 1,
    createdBy: row.created_by,
  };
}

/** Themes: the seeded default plus any the users create. Colours are validated before they get here. */
export function createThemesRepository(db: Db) {
  return {
    async all(): Promise<StoredTheme[]> {
      const rows = await db
        .selectFrom('themes')
        .selectAll()
        .orderBy('is_default', 'desc')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toStored);
    },
    async find(id: string): Promise<StoredTheme | null> {
      const row = await db.selectFrom('themes').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toStored(row) : null;
    },
    /** Inserts unless the id exists; answers whether it did. */
    async insert(
      theme: Theme,
      options: { isDefault: boolean; createdBy: string | null; now: number },
    ): Promise<boolean> {
      const { isDefault, createdBy, now } = options;
      const result = await db
        .insertInto('themes')
        .values({
          id: theme._id,
          name: theme.name,
          dark_json: JSON.stringify(theme.dark),
          light_json: JSON.stringify(theme.light),
          is_default: isDefault ? 1 : 0,
          created_by: createdBy,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return affected(result) > 0;
    },
    async update(theme: Theme, now: number): Promise<boolean> {
      const result = await db
        .updateTable('themes')
        .set({
          name: theme.name,
          dark_json: JSON.stringify(theme.dark),
          light_json: JSON.stringify(theme.light),
          updated_at: now,
        })
        .where('id', '=', theme._id)
        .executeTakeFirst();
      return affected(result) > 0;
    },
    /** Deletes a non-default theme; answers whether one was deleted. */
    async delete(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('themes')
        .where('id', '=', id)
        .where('is_default', '=', 0)
        .executeTakeFirst();
      return affected(result) > 0;
    },
  };
}
export type ThemesRepository = ReturnType<typeof createThemesRepository>;
