import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeStores } from '../testing/stores';
import { runMigrations, type Migration } from './migrate';
import { MIGRATIONS } from './migrations/all-migrations';

const table = (version: number, name: string): Migration => ({
  version,
  name,
  up: (m) => m.exec(`CREATE TABLE ${name} (id INTEGER)`),
});

describeStores('migrations', (open) => {
  it('each migration is applied once, in version order', async () => {
    const store = await open();
    expect(await runMigrations(store, [table(102, 'b'), table(101, 'a')])).toEqual([101, 102]);
    expect(await runMigrations(store, [table(101, 'a'), table(102, 'b'), table(103, 'c')])).toEqual(
      [103],
    );
    const versions = await store.db
      .selectFrom('schema_migrations')
      .select('version')
      .where('version', '>', 100)
      .orderBy('version')
      .execute();
    expect(versions.map((r) => r.version)).toEqual([101, 102, 103]);
  });

  it('a failing migration leaves neither its changes nor its record', async () => {
    const store = await open();
    const failing: Migration = {
      version: 101,
      name: 'half done',
      up: async (m) => {
        await m.exec('CREATE TABLE half (id INTEGER)');
        throw new Error('boom');
      },
    };
    await expect(runMigrations(store, [failing])).rejects.toThrow('boom');
    // selecting from the table fails when it does not exist, on either store
    await expect(sql`SELECT COUNT(*) FROM half`.execute(store.db)).rejects.toThrow();
    const recorded = await store.db
      .selectFrom('schema_migrations')
      .select('version')
      .where('version', '=', 101)
      .execute();
    expect(recorded).toEqual([]);
  });

  it('the shipped migrations are all applied, with unique ascending versions', async () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    const store = await open();
    const applied = await store.db
      .selectFrom('schema_migrations')
      .select('version')
      .orderBy('version')
      .execute();
    expect(applied.map((r) => r.version)).toEqual(versions);
    expect(await runMigrations(store, MIGRATIONS)).toEqual([]);
    if (store.sqlite) expect(store.sqlite.pragma('foreign_key_check')).toEqual([]);
    const contacts = await store.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(contacts.n)).toBeGreaterThan(0);
  });
});
