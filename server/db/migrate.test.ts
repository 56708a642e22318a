import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runMigrations, type Migration } from './migrate';
import { MIGRATIONS } from './migrations/all-migrations';

const table = (version: number, name: string): Migration => ({
  version,
  name,
  up: (db) => db.exec(`CREATE TABLE ${name} (id INTEGER)`),
});

describe('migrations', () => {
  it('each migration is applied once, in version order', () => {
    const db = new Database(':memory:');
    expect(runMigrations(db, [table(2, 'b'), table(1, 'a')])).toEqual([1, 2]);
    expect(runMigrations(db, [table(1, 'a'), table(2, 'b'), table(3, 'c')])).toEqual([3]);
    expect(
      db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all(),
    ).toEqual([1, 2, 3]);
  });

  it('a failing migration leaves neither its changes nor its record', () => {
    const db = new Database(':memory:');
    const failing: Migration = {
      version: 1,
      name: 'half done',
      up: (d) => {
        d.exec('CREATE TABLE half (id INTEGER)');
        throw new Error('boom');
      },
    };
    expect(() => runMigrations(db, [failing])).toThrow('boom');
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'half'").pluck().get()).toBe(
      0,
    );
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(0);
  });

  it('the shipped migrations have unique ascending versions', () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    const db = new Database(':memory:');
    runMigrations(db, MIGRATIONS);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
});
