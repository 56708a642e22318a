import type { AddressInfo } from 'node:net';
import { openIdSettingsFromEnv } from './openid/settings';
import { buildServer, type BuiltServer, type ServerOptions } from './app';
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

/** Reads the environment variables of the README ("Environment variables"). */
export function optionsFromEnv(env: NodeJS.ProcessEnv, argv: readonly string[] = [], nowMs = Date.now()): StartOptions {
  // SIM_* variables and --bps/--agents/--rate/--seed/--accel/--media flags; --load (or
  // --events-per-second) sizes the centre for benchmarks.
  const simSources = { env, argv, nowMs };
  const sim = parseLoadMode(simSources)?.config ?? parseSimConfig(simSources);
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${env['PORT']}`);
  const idle = env['SESSION_IDLE_TIMEOUT_MS'];
  const idleMs = idle === undefined || idle === '' ? undefined : Number(idle);
  if (idleMs !== undefined && !(Number.isFinite(idleMs) && idleMs > 0)) {
    throw new Error(`SESSION_IDLE_TIMEOUT_MS must be a positive number of milliseconds, got ${idle}`);
  }
  const staticDir = env['STATIC_DIR'] ?? './dist';
  const origins = (env['ALLOWED_ORIGINS'] ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const testRoutes = env['E2E_TEST_ROUTES'] === '1';
  const loginLimit = env['LOGIN_ATTEMPTS_PER_MINUTE'];
  const loginAttemptsPerMinute = loginLimit ? Number(loginLimit) : testRoutes ? E2E_LOGIN_ATTEMPTS_PER_MINUTE : undefined;
  if (loginAttemptsPerMinute !== undefined && !(Number.isInteger(loginAttemptsPerMinute) && loginAttemptsPerMinute > 0)) {
    throw new Error(`LOGIN_ATTEMPTS_PER_MINUTE must be a positive integer, got ${loginLimit}`);
  }
  const apiLimit = env['API_REQUESTS_PER_MINUTE'];
  const apiRequestsPerMinute = apiLimit ? Number(apiLimit) : undefined;
  if (apiRequestsPerMinute !== undefined && !(Number.isInteger(apiRequestsPerMinute) && apiRequestsPerMinute > 0)) {
    throw new Error(`API_REQUESTS_PER_MINUTE must be a positive integer, got ${apiLimit}`);
  }
  const openId = openIdSettingsFromEnv(env);
  return {
    port,
    host: env['HOST'] || '0.0.0.0',
    dbPath: env['DB_PATH'] || './data/cc.sqlite',
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
  };
}
