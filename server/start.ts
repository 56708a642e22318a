import type { AddressInfo } from 'node:net';
import { openIdSettingsFromEnv } from './openid/settings';
import { buildServer, type BuiltServer, type ServerOptions } from './app';
import { isPostgresUrl } from './db/store';
import { parseSimConfig } from './sim/config-parse';
import { parseLoadMode } from './sim/load-mode';

export interface StartOptions extends ServerOptions {
  port: number;
  host: string;
}

export interface StartedServer {
  /** URL to open in a browser on this machine. */
  url: string;
  port: number;
  server: BuiltServer;
  close(): Promise<void>;
}

/** Builds the server and listens; the port may be 0 (any free port). */
export async function startServer(opts: StartOptions): Promise<StartedServer> {
  const server = await buildServer(opts);
  await server.app.listen({ port: opts.port, host: opts.host });
  server.context.simRuntime.start();
  const { port } = server.app.server.address() as AddressInfo;
  // 0.0.0.0 / :: listen everywhere (a LAN wallboard can connect); locally the app is on localhost.
  const wildcard = opts.host === '0.0.0.0' || opts.host === '::';
  const url = `http://${wildcard ? 'localhost' : opts.host}:${port}`;
  return { url, port, server, close: () => server.close() };
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
  };
}
