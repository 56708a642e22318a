import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS } from './migrations/all-migrations';
import { runMigrations } from './migrate';

/** How long a writer waits for a lock held by another connection before failing: a wallboard, a bench and the server may share the file. */
const BUSY_TIMEOUT_MS = 5_000;

export type Db = Database.Database;

/**
 * Opens (creating if needed) the SQLite database at `path` (`:memory:` for a throw-away
 * one), switches on WAL and foreign keys, and applies every pending migration.
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL lets readers proceed while the simulator writes; in-memory databases ignore it.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('synchronous = NORMAL');
  runMigrations(db, MIGRATIONS);
  return db;
}
