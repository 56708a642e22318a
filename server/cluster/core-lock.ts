/**
 * One core at a time: the core holds a PostgreSQL session-level advisory lock for as long
 * as it lives. PostgreSQL releases it when the holder's connection ends (the process died,
 * its machine went away), and a standby blocked in pg_advisory_lock gets it at that moment.
 * A core whose lock connection breaks stops at once: another core may hold the lock by
 * then, and two simulated centres must never run side by side.
 */
import pg from 'pg';

/** The lock's key: any fixed number, the same in every core of a deployment. */
export const CORE_LOCK_KEY = 4_210_020;

export interface CoreLock {
  /** Ends the lock's connection, which releases the lock. */
  release(): Promise<void>;
}

/**
 * Resolves once this process holds the core lock (at once when nobody holds it); `onLost`
 * is called if the lock's connection breaks afterwards.
 */
export async function acquireCoreLock(
  databaseUrl: string,
  onLost: (error: unknown) => void,
): Promise<CoreLock> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'cc-core-lock',
    // a dead peer (a cut network, not a closed socket) is noticed within seconds
    keepAlive: true,
    keepAliveInitialDelayMillis: 5_000,
  });
  let released = false;
  client.on('error', (error) => {
    if (!released) onLost(error);
  });
  client.on('end', () => {
    if (!released) onLost(new Error('core lock connection ended'));
  });
  await client.connect();
  await client.query('SELECT pg_advisory_lock($1)', [CORE_LOCK_KEY]);
  return {
    async release() {
      released = true;
      await client.end();
    },
  };
}
