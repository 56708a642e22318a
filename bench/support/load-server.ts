/**
 * The reference server in load mode, in a child process of its own on a free loopback
 * port, serving a private client build. Traffic stays on loopback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../e2e/support/free-port';
import { SESSION_HEADER } from '../../src/protocol/api';
import type { ConnectionsDiagnostics } from '../../src/protocol/session-api';

/** A bench signs in and connects far more than a person: tens of sessions of one user, thousands of sockets. */
export const BENCH_LIMITS = { SESSIONS_PER_USER_MAX: '100000', SOCKETS_PER_SESSION_MAX: '100000' };

export interface LoadShape {
  businessProcesses: number;
  agents: number;
  eventsPerSecond: number;
}

export interface LoadServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * `simFlags` replaces the load-mode flags (`--events-per-second`) with the simulator's own
 * knobs, e.g. `--accel` for a centre whose intraday cycle and shift resets run fast (B7's
 * simulated day): load mode keeps one flat, endless shift.
 */
export async function startLoadServer(
  staticDir: string,
  shape: LoadShape,
  simFlags?: readonly string[],
): Promise<LoadServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      // e.g. `--cpu-prof --cpu-prof-dir=…` to profile the server a bench drives
      ...(process.env['BENCH_SERVER_NODE_ARGS']?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'server/main.ts',
      '--bps',
      String(shape.businessProcesses),
      '--agents',
      String(shape.agents),
      ...(simFlags ?? ['--events-per-second', String(shape.eventsPerSecond)]),
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DB_PATH: ':memory:',
        STATIC_DIR: staticDir,
        E2E_TEST_ROUTES: '1',
        ...BENCH_LIMITS,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('running on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A session of its own for Node-side reads (it opens no socket unless asked). */
export async function nodeSession(url: string): Promise<string> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'supervisor', password: 'supervisor' }),
  });
  const { data } = (await login.json()) as { data: { sessionId: string } };
  return data.sessionId;
}

/** Sockets the server holds. */
export async function connections(url: string): Promise<number> {
  return (await socketDiagnostics(url)).sockets;
}

const diagnosticsSessions = new Map<string, Promise<string>>();

/** Sockets the server holds and what it has written to them (-1 when not answered). */
export async function socketDiagnostics(url: string): Promise<ConnectionsDiagnostics> {
  // one sign-in per server, not per reading: a bench reads these before and after every window
  const read = async () => {
    let session = diagnosticsSessions.get(url);
    if (session === undefined) {
      session = nodeSession(url);
      diagnosticsSessions.set(url, session);
    }
    return fetch(`${url}/api/diagnostics/connections`, {
      headers: { [SESSION_HEADER]: await session },
    });
  };
  let response = await read();
  if (response.status === 401) {
    diagnosticsSessions.delete(url);
    response = await read();
  }
  return response.ok
    ? ((await response.json()) as { data: ConnectionsDiagnostics }).data
    : { sockets: -1, sent: -1 };
}

/** The server's own load counters over loopback (test route); with a rate, sets it first. */
export async function serverLoad(
  url: string,
  eventsPerSecond?: number,
): Promise<{ itemsEmitted: number; at: number }> {
  const init =
    eventsPerSecond === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ eventsPerSecond }),
        };
  const response = await fetch(`${url}/api/__test/load`, init);
  if (!response.ok)
    throw new Error(
      `the load route answered ${response.status}: is the server built with test routes?`,
    );
  const { data } = (await response.json()) as { data: { itemsEmitted: number } };
  return { itemsEmitted: data.itemsEmitted, at: performance.now() };
}
