import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import { openStore, type Store } from '../db/store';
import { postgresAvailable, startTestPostgres, type TestPostgres } from './postgres';

/** Opens a fresh, migrated store of the kind the describe block is about; closed after each test. */
export type OpenTestStore = () => Promise<Store>;

/**
 * Runs the same tests against a fresh SQLite store and a fresh PostgreSQL one (a throwaway
 * server for the file, a schema per store). Without PostgreSQL the second block is reported
 * skipped, never passed.
 */
export function describeStores(title: string, body: (open: OpenTestStore) => void): void {
  describe(`${title} (SQLite)`, () => {
    const opened: Store[] = [];
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });
    body(async () => {
      const store = await openStore({ dbPath: ':memory:' });
      opened.push(store);
      return store;
    });
  });
  (postgresAvailable ? describe : describe.skip)(`${title} (PostgreSQL)`, () => {
    let server: TestPostgres | null = null;
    const opened: Store[] = [];
    beforeAll(async () => {
      server = await startTestPostgres();
    }, 60_000);
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });
    afterAll(async () => {
      await server?.stop();
    });
    body(async () => {
      if (server === null) throw new Error('PostgreSQL did not start');
      const store = await openStore({
        databaseUrl: server.url,
        dbPath: '',
        pgSchema: await server.freshSchema(),
        pgPoolMax: 4,
      });
      opened.push(store);
      return store;
    });
  });
}
