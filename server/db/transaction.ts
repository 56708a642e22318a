import type { DeleteResult, InsertResult, UpdateResult } from 'kysely';
import type { Db } from './store';

/**
 * Runs `work` in a transaction, or inside the caller's when `db` already is one (Kysely does
 * not nest them), so a repository method is atomic alone and part of a larger unit when asked.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Rows an insert (0 when ON CONFLICT DO NOTHING skipped it), update or delete touched. */
export function affected(result: InsertResult | UpdateResult | DeleteResult | undefined): number {
  if (result === undefined) return 0;
  if ('numDeletedRows' in result) return Number(result.numDeletedRows);
  if ('numUpdatedRows' in result) return Number(result.numUpdatedRows);
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
