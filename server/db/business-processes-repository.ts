import type { Db } from './open-database';

export interface BusinessProcessRow {
  id: string;
  name: string;
}

/** Business processes (ids bp-1..bp-N); the simulator owns their live behaviour. */
export function createBusinessProcessesRepository(db: Db) {
  const all = db.prepare('SELECT id, name FROM business_processes ORDER BY position');
  const byId = db.prepare('SELECT id, name FROM business_processes WHERE id = ?');
  const insert = db.prepare('INSERT INTO business_processes (id, name, position) VALUES (?, ?, ?)');
  const count = db.prepare('SELECT COUNT(*) FROM business_processes').pluck();
  return {
    all: (): BusinessProcessRow[] => all.all() as BusinessProcessRow[],
    find: (id: string): BusinessProcessRow | null =>
      (byId.get(id) as BusinessProcessRow | undefined) ?? null,
    count: (): number => count.get() as number,
    insertMany(rows: ReadonlyArray<BusinessProcessRow>): void {
      db.transaction(() =>
        rows.forEach((row, position) => insert.run(row.id, row.name, position)),
      )();
    },
  };
}
export type BusinessProcessesRepository = ReturnType<typeof createBusinessProcessesRepository>;
