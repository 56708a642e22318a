import type Database from 'better-sqlite3';

/** One schema step. Versions are applied in ascending order, each exactly once. */
export interface Migration {
  version: number;
  name: string;
  up(db: Database.Database): void;
}

/**
 * Applies the migrations whose version is not yet recorded in `schema_migrations`, each in
 * its own transaction together with its record, so a failing step leaves nothing behind.
 * Answers the versions applied now.
 */
export function runMigrations(db: Database.Database, migrations: readonly Migration[]): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const versions = migrations.map((m) => m.version);
  if (new Set(versions).size !== versions.length) throw new Error('Duplicate migration version');
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const done: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      migration.up(db);
      // Wall-clock time is only a note for whoever inspects the file.
      record.run(migration.version, migration.name, Date.now());
    })();
    done.push(migration.version);
  }
  return done;
}
