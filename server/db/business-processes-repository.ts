import type { Schema } from './schema';
import type { Db } from './store';
import { inTransaction } from './transaction';

/** A business process as the server names it; its position only orders the seed. */
export type BusinessProcessRow = Pick<Schema['business_processes'], 'id' | 'name'>;

/**
 * Business processes (ids bp-1..bp-N); the simulator owns their live behaviour. They are
 * reference data, seeded once: `load` reads them into memory (at start), and `all` and `find`
 * answer from there, so the simulator's synchronous callbacks can name them.
 */
export function createBusinessProcessesRepository(db: Db) {
  let rows: BusinessProcessRow[] = [];
  let byId = new Map<string, BusinessProcessRow>();
  const remember = (loaded: BusinessProcessRow[]) => {
    rows = loaded;
    byId = new Map(loaded.map((row) => [row.id, row]));
  };
  return {
    async load(): Promise<void> {
      remember(
        await db
          .selectFrom('business_processes')
          .select(['id', 'name'])
          .orderBy('position')
          .execute(),
      );
    },
    /** Every business process in order, as last loaded. */
    all: (): BusinessProcessRow[] => rows.map((row) => ({ ...row })),
    find(id: string): BusinessProcessRow | null {
      const row = byId.get(id);
      return row ? { ...row } : null;
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('business_processes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async insertMany(insert: ReadonlyArray<BusinessProcessRow>): Promise<void> {
      if (insert.length === 0) return;
      await inTransaction(db, (trx) =>
        trx
          .insertInto('business_processes')
          .values(insert.map((row, position) => ({ id: row.id, name: row.name, position })))
          .execute(),
      );
    },
    /** Renames one (the test routes' stand-in for an administrator); answers whether it exists. */
    async rename(id: string, name: string): Promise<boolean> {
      const result = await db
        .updateTable('business_processes')
        .set({ name })
        .where('id', '=', id)
        .executeTakeFirst();
      const row = byId.get(id);
      if (row) remember(rows.map((r) => (r.id === id ? { ...r, name } : r)));
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
export type BusinessProcessesRepository = ReturnType<typeof createBusinessProcessesRepository>;
