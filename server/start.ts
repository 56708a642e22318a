import type { AddressInfo } from 'node:net';
import { openIdSettingsFromEnv } from './openid/settings';
import { buildServer, type BuiltServer, type ServerOptions } from './app';
import { acquireCoreLock, type CoreLock } from './cluster/core-lock';
import { roleOf } from './cluster/role';
import { isPostgresUrl } from './db/store';
import { parseSimConfig } from './sim/config-parse';
import { parseLoadMode } from './sim/load-mode';

export interface StartOptions extends ServerOptions {
  port: number;
  host: string;
  /**
   * PostgreSQL holding the core lock (DATABASE_URL): a core starts its simulation only once it
   * holds the lock, so a second core waits as a standby. Unset: a core runs at once.
   */
  coreLockUrl?: string;
  /** Told when the core lock is held and the centre runs (a standby's takeover). */
  onActive?: () => void;
  /** Told when a core loses its lock: it must stop, another core may already run the centre. */
  onLockLost?: (error: unknown) => void;
}

export interface StartedServer {
  /** URL to open in a browser on this machine. */
  url: string;
  port: number;
  server: BuiltServer;
  /** Resolves when the node serves its role: at once, or when a standby core takes over. */
  active: Promise<void>;
  close(): Promise<void>;
}

/** How often a standby core brings its idle centre's clock up to now. */
const STANDBY_CATCH_UP_MS = 2_000;

/** Builds the server and listens; the port may be 0 (any free port). */
export async function startServer(opts: StartOptions): Promise<StartedServer> {
  const server = await buildServer(opts);
  await server.app.listen({ port: opts.port, host: opts.host });
  const { port } = server.app.server.address() as AddressInfo;
  // 0.0.0.0 / :: listen everywhere (a LAN wallboard can connect); locally the app is on localhost.
  const wildcard = opts.host === '0.0.0.0' || opts.host === '::';
  const url = `http://${wildcard ? 'localhost' : opts.host}:${port}`;
  let lock: CoreLock | null = null;
  let closed = false;
  const runtime = server.context.simRuntime;
  const now = opts.now ?? Date.now;
  /** The centre's clock brought to now, its changes dropped: nobody listens to a standby. */
  const catchUp = () => {
    if (now() > runtime.sim.now) runtime.sim.advanceTo(now());
    runtime.sim.drainChanges();
  };
  // A standby keeps its centre's clock current while it waits, so a takeover starts at
  // wall-clock time without simulating the whole wait at once (a wait of days would).
  const warm =
    server.node.role === 'core' && opts.coreLockUrl !== undefined
      ? setInterval(catchUp, STANDBY_CATCH_UP_MS)
      : null;
  warm?.unref();
  const activate = () => {
    if (warm !== null) {
      clearInterval(warm);
      catchUp();
    }
    server.context.simRuntime.start();
    server.node.active = true;
    opts.onActive?.();
  };
  const active =
    server.node.role === 'edge'
      ? Promise.resolve()
      : server.node.role === 'core' && opts.coreLockUrl !== undefined
        ? acquireCoreLock(opts.coreLockUrl, (error) => {
            server.node.active = false;
            server.context.simRuntime.stop();
            opts.onLockLost?.(error);
          }).then(async (held) => {
            lock = held;
            if (closed) await held.release();
            else activate();
          })
        : Promise.resolve().then(activate);
  return {
    url,
    port,
    server,
    active,
    async close() {
      closed = true;
      if (warm !== null) clearInterval(warm);
      await server.close();
      await lock?.release();
    },
  };
}

/** Browser journeys log in far more often than people do, all from one address. */
const E2E_LOGIN_ATTEMPTS_PER_MINUTE = 600;

/** A positive number from the environment, or undefined when the variable is unset or empty. */
function positiveNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  integer: boolean,
): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!(Number.isFinite(value) && value > 0 && (!integer || Number.isInteger(value)))) {
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got ${text}`);
  }
  return value;
}

/**
 * TRUST_PROXY: unset, empty, 0 or false trusts no proxy; true trusts one hop (the proxy in
 * front); a number trusts that many hops; anything else is Fastify's list of proxy addresses.
 * Never "trust everything": the client address would be whatever X-Forwarded-For claims.
 */
export function trustProxyOf(text: string | undefined): boolean | number | string {
  if (text === undefined || text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  const hops = Number(text);
  if (Number.isInteger(hops) && hops > 0) return hops;
  return text;
}

const BYTES_PER_MB = 1024 * 1024;

/** The limits of the README's environment table (sessions, sockets, logins, attachments, proxy). */
function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<StartOptions> {
  const maxAge = positiveNumber(env, 'SESSION_MAX_AGE_MS', false);
  const sessionsPerUser = positiveNumber(env, 'SESSIONS_PER_USER_MAX', true);
  const socketsPerSession = positiveNumber(env, 'SOCKETS_PER_SESSION_MAX', true);
  const hashConcurrency = positiveNumber(env, 'LOGIN_HASH_CONCURRENCY', true);
  const budgetMb = positiveNumber(env, 'ATTACHMENT_BUDGET_MB', false);
  const trustProxy = trustProxyOf(env['TRUST_PROXY']);
  return {
    ...(maxAge === undefined ? {} : { sessionMaxAgeMs: maxAge }),
    ...(sessionsPerUser === undefined ? {} : { sessionsPerUserMax: sessionsPerUser }),
    ...(socketsPerSession === undefined ? {} : { socketsPerSessionMax: socketsPerSession }),
    ...(hashConcurrency === undefined ? {} : { loginHashConcurrency: hashConcurrency }),
    ...(budgetMb === undefined
      ? {}
      : { attachmentBudgetBytes: Math.round(budgetMb * BYTES_PER_MB) }),
    ...(trustProxy === false ? {} : { trustProxy }),
  };
}

/** Reads the environment variables of the README ("Environment variables"). */
export function optionsFromEnv(
  env: NodeJS.ProcessEnv,
  argv: readonly string[] = [],
  nowMs = Date.now(),
): StartOptions {
  // SIM_* variables and --bps/--agents/--rate/--seed/--accel/--media flags; --load (or
  // --events-per-second) sizes the centre for benchmarks.
  const simSources = { env, argv, nowMs };
  const sim = parseLoadMode(simSources)?.config ?? parseSimConfig(simSources);
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got ${env['PORT']}`);
  const idle = env['SESSION_IDLE_TIMEOUT_MS'];
  const idleMs = idle === undefined || idle === '' ? undefined : Number(idle);
  if (idleMs !== undefined && !(Number.isFinite(idleMs) && idleMs > 0)) {
    throw new Error(
      `SESSION_IDLE_TIMEOUT_MS must be a positive number of milliseconds, got ${idle}`,
    );
  }
  const staticDir = env['STATIC_DIR'] ?? './dist';
  const origins = (env['ALLOWED_ORIGINS'] ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const testRoutes = env['E2E_TEST_ROUTES'] === '1';
  const loginLimit = env['LOGIN_ATTEMPTS_PER_MINUTE'];
  const loginAttemptsPerMinute = loginLimit
    ? Number(loginLimit)
    : testRoutes
      ? E2E_LOGIN_ATTEMPTS_PER_MINUTE
      : undefined;
  if (
    loginAttemptsPerMinute !== undefined &&
    !(Number.isInteger(loginAttemptsPerMinute) && loginAttemptsPerMinute > 0)
  ) {
    throw new Error(`LOGIN_ATTEMPTS_PER_MINUTE must be a positive integer, got ${loginLimit}`);
  }
  const apiLimit = env['API_REQUESTS_PER_MINUTE'];
  const apiRequestsPerMinute = apiLimit ? Number(apiLimit) : undefined;
  if (
    apiRequestsPerMinute !== undefined &&
    !(Number.isInteger(apiRequestsPerMinute) && apiRequestsPerMinute > 0)
  ) {
    throw new Error(`API_REQUESTS_PER_MINUTE must be a positive integer, got ${apiLimit}`);
  }
  const openId = openIdSettingsFromEnv(env);
  const role = roleOf(env['ROLE']);
  const redisUrl = env['REDIS_URL'] || undefined;
  const coreUrl = env['CORE_URL'] || undefined;
  const databaseUrl = env['DATABASE_URL'] ?? '';
  if (databaseUrl !== '' && !isPostgresUrl(databaseUrl))
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  return {
    port,
    host: env['HOST'] || '0.0.0.0',
    dbPath: env['DB_PATH'] || './data/cc.sqlite',
    // set: PostgreSQL is the store and DB_PATH is not used
    ...(databaseUrl === '' ? {} : { databaseUrl }),
    // An empty STATIC_DIR (npm run dev) serves no client: Vite does.
    ...(staticDir === '' ? {} : { staticDir }),
    ...(idleMs === undefined ? {} : { sessionIdleTimeoutMs: idleMs }),
    allowedOrigins: origins,
    sim,
    logger: env['LOG_REQUESTS'] === '1',
    ...(testRoutes ? { testRoutes } : {}),
    ...(loginAttemptsPerMinute === undefined ? {} : { loginAttemptsPerMinute }),
    ...(apiRequestsPerMinute === undefined ? {} : { apiRequestsPerMinute }),
    ...(openId === null ? {} : { openId }),
    ...limitsFromEnv(env),
    ...(role === 'all' ? {} : { role }),
    ...(redisUrl === undefined ? {} : { redisUrl }),
    ...(coreUrl === undefined ? {} : { coreUrl }),
    ...(role === 'core' && databaseUrl !== '' ? { coreLockUrl: databaseUrl } : {}),
  };
}
