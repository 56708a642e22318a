import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL for one test file: initdb into a temporary directory, started on a
 * free port with fsync off, a fresh schema per test, everything removed when stopped. With
 * TEST_DATABASE_URL set, that server is used instead (schemas are made and dropped in it).
 */
export interface TestPostgres {
  url: string;
  /** A new empty schema, to open a store in (`pgSchema`). */
  freshSchema(): Promise<string>;
  stop(): Promise<void>;
}

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin directory, or null when none is installed. */
function postgresBinDir(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((v) => existsSync(join(POSTGRES_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(POSTGRES_ROOT, versions[0], 'bin');
}

/** Whether the PostgreSQL variant of a store test can run here; when not, it is reported skipped. */
export const postgresAvailable: boolean =
  (process.env['TEST_DATABASE_URL'] ?? '') !== '' || postgresBinDir() !== null;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function runAsOwner(bin: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  execFileSync(root ? 'runuser' : bin, root ? ['-u', 'postgres', '--', bin, ...args] : args, {
    stdio: 'pipe',
  });
}

function schemaMaker(url: string): Pick<TestPostgres, 'freshSchema'> & {
  dropAll(): Promise<void>;
} {
  const made: string[] = [];
  let counter = 0;
  async function run(text: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  }
  return {
    async freshSchema() {
      counter += 1;
      const name = `t${process.pid}_${Date.now().toString(36)}_${counter}`;
      await run(`CREATE SCHEMA ${name}`);
      made.push(name);
      return name;
    },
    async dropAll() {
      for (const name of made.splice(0)) await run(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    },
  };
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const external = process.env['TEST_DATABASE_URL'] ?? '';
  if (external !== '') {
    const schemas = schemaMaker(external);
    return {
      url: external,
      freshSchema: () => schemas.freshSchema(),
      stop: () => schemas.dropAll(),
    };
  }
  const bin = postgresBinDir();
  if (bin === null) throw new Error('No PostgreSQL server binaries installed');
  const dir = mkdtempSync(join(tmpdir(), 'cc-pg-'));
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const ctl = join(bin, 'pg_ctl');
  try {
    runAsOwner(join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    runAsOwner(ctl, [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const schemas = schemaMaker(url);
  return {
    url,
    freshSchema: () => schemas.freshSchema(),
    async stop() {
      try {
        runAsOwner(ctl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
