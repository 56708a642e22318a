import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS } from './migrations/all-migrations';
import { runMigrations } from './migrate';

/** How long a writer waits for a lock held by another connection before failing: a wallboard, a bench and the server may share the file. */
const BUSY_TIMEOUT_MS = 5_000;

export type Db = Database.Database;

/** The database holds password hashes, customers and emails: its owner alone reads it. */
const OWNER_ONLY_FILE_MODE = 0o600;
const OWNER_ONLY_DIR_MODE = 0o700;

/**
 * Creates the file owner-only before SQLite opens it (SQLite gives its -wal and -shm files the
 * main file's mode) and tightens a file an older version created readable by others.
 */
function restrictToOwner(path: string): void {
  if (!existsSync(path)) closeSync(openSync(path, 'a', OWNER_ONLY_FILE_MODE));
  for (const file of [path, `${path}-wal`, `${path}-shm`, `${path}-journal`]) {
    if (existsSync(file)) chmodSync(file, OWNER_ONLY_FILE_MODE);
  }
}

/**
 * Opens (creating if needed) the SQLite database at `path` (`:memory:` for a throw-away
 * one), switches on WAL and foreign keys, and applies every pending migration.
 */
export function openDatabase(path: string): Db {
  const onDisk = path !== ':memory:' && path !== '';
  if (onDisk) {
    mkdirSync(dirname(path), { recursive: true, mode: OWNER_ONLY_DIR_MODE });
    restrictToOwner(path);
  }
  const db = new Database(path);
  // WAL lets readers proceed while the simulator writes; in-memory databases ignore it.
  db.pragma('journal_mode = WAL');
  if (onDisk) restrictToOwner(path);
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('synchronous = NORMAL');
  runMigrations(db, MIGRATIONS);
  return db;
}
