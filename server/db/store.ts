import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS } from './migrations/all-migrations';
import { runMigrations } from './migrate';
import type { Schema } from './schema';

export type StoreDialect = 'sqlite' | 'postgres';

/** Every repository takes this: the same typed queries run on SQLite and on PostgreSQL. */
export type Db = Kysely<Schema>;

/** The database behind the repositories, opened and migrated. */
export interface Store {
  dialect: StoreDialect;
  db: Db;
  /** The SQLite handle, for the checks that read the file itself (tests, durability); null on PostgreSQL. */
  sqlite: Database.Database | null;
  close(): Promise<void>;
}

export interface StoreLocation {
  /** A `postgres://` (or `postgresql://`) URL: PostgreSQL is the store. Unset: SQLite at `dbPath`. */
  databaseUrl?: string | undefined;
  /** SQLite file, or ':memory:'. */
  dbPath: string;
  /** PostgreSQL schema to work in instead of `public` (tests give each a fresh one); it must exist. */
  pgSchema?: string | undefined;
  /** PostgreSQL connections at most (default 10). */
  pgPoolMax?: number | undefined;
}

/** How long a writer waits for a lock held by another connection before failing: a wallboard, a bench and the server may share the file. */
const BUSY_TIMEOUT_MS = 5_000;
/** The database holds password hashes, customers and emails: its owner alone reads it. */
const OWNER_ONLY_FILE_MODE = 0o600;
const OWNER_ONLY_DIR_MODE = 0o700;
/** Prepared SQLite statements kept for reuse (Kysely prepares per query; the texts repeat). */
const STATEMENT_CACHE_SIZE = 500;
const DEFAULT_PG_POOL_MAX = 10;

/** Whether a DATABASE_URL names PostgreSQL; anything else is refused with a clear message. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

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

/** The better-sqlite3 handle as Kysely sees it, with each statement text prepared once. */
function withStatementCache(sqlite: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

function openSqlite(path: string): Store {
  const onDisk = path !== ':memory:' && path !== '';
  if (onDisk) {
    mkdirSync(dirname(path), { recursive: true, mode: OWNER_ONLY_DIR_MODE });
    restrictToOwner(path);
  }
  const sqlite = new Database(path);
  // WAL lets readers proceed while the simulator writes; in-memory databases ignore it.
  sqlite.pragma('journal_mode = WAL');
  if (onDisk) restrictToOwner(path);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    dialect: 'sqlite',
    db,
    sqlite,
    async close() {
      await db.destroy();
      if (sqlite.open) sqlite.close();
    },
  };
}

/**
 * BIGINT (times in ms, counts) and NUMERIC (sums) come back from pg as strings so as to lose
 * no digit; every such value here is an integer well below 2^53, so they are read as numbers,
 * as SQLite answers them.
 */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const asNumber = (value: string): number => Number(value);
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
    oid === INT8_OID || oid === NUMERIC_OID
      ? asNumber
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

function openPostgres(url: string, schema: string | undefined, poolMax: number): Store {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    types: pgTypes,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return { dialect: 'postgres', db, sqlite: null, close: () => db.destroy() };
}

/**
 * Opens the store: PostgreSQL when `databaseUrl` is set, else SQLite at `dbPath` (created if
 * needed, `:memory:` for a throw-away one); then applies every pending migration.
 */
export async function openStore(location: StoreLocation): Promise<Store> {
  const url = location.databaseUrl;
  if (url !== undefined && url !== '' && !isPostgresUrl(url))
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  if (location.pgSchema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(location.pgSchema))
    throw new Error(`Not a schema name: ${location.pgSchema}`);
  const store =
    url !== undefined && url !== ''
      ? openPostgres(url, location.pgSchema, location.pgPoolMax ?? DEFAULT_PG_POOL_MAX)
      : openSqlite(location.dbPath);
  try {
    await runMigrations(store, MIGRATIONS);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
