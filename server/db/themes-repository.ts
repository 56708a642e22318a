import type { Theme, ThemeColours } from '../../src/protocol/api';
import type { Db } from './open-database';

interface ThemeRow {
  id: string;
  name: string;
  dark_json: string;
  light_json: string;
  is_default: number;
  created_by: string | null;
}

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
  const all = db.prepare('SELECT * FROM themes ORDER BY is_default DESC, created_at, id');
  const byId = db.prepare('SELECT * FROM themes WHERE id = ?');
  const insert = db.prepare(
    `INSERT OR IGNORE INTO themes (id, name, dark_json, light_json, is_default, created_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare(
    'UPDATE themes SET name = ?, dark_json = ?, light_json = ?, updated_at = ? WHERE id = ?',
  );
  const remove = db.prepare('DELETE FROM themes WHERE id = ? AND is_default = 0');
  return {
    all: (): StoredTheme[] => (all.all() as ThemeRow[]).map(toStored),
    find(id: string): StoredTheme | null {
      const row = byId.get(id) as ThemeRow | undefined;
      return row ? toStored(row) : null;
    },
    /** Inserts unless the id exists; answers whether it did. */
    insert(
      theme: Theme,
      options: { isDefault: boolean; createdBy: string | null; now: number },
    ): boolean {
      const { isDefault, createdBy, now } = options;
      const json = [JSON.stringify(theme.dark), JSON.stringify(theme.light)] as const;
      return (
        insert.run(theme._id, theme.name, ...json, isDefault ? 1 : 0, createdBy, now, now).changes >
        0
      );
    },
    update: (theme: Theme, now: number): boolean =>
      update.run(
        theme.name,
        JSON.stringify(theme.dark),
        JSON.stringify(theme.light),
        now,
        theme._id,
      ).changes > 0,
    /** Deletes a non-default theme; answers whether one was deleted. */
    delete: (id: string): boolean => remove.run(id).changes > 0,
  };
}
export type ThemesRepository = ReturnType<typeof createThemesRepository>;
