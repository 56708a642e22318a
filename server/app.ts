import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { availableParallelism } from 'node:os';
import { SESSION_HEADER } from '../src/protocol/api';
import { installAuthHook, type RegisteredRoute } from './auth/auth-hook';
import { installRoleHook } from './auth/roles';
import { createRegistrations, type Registrations } from './auth/registrations';
import { createSessionService, type SessionService } from './auth/session-service';
import type { ServerContext, SessionEndReason } from './context';
import { createBusinessProcessesRepository } from './db/business-processes-repository';
import { openStore, type Db, type Store } from './db/store';
import { seedDatabase } from './db/seed';
import { createSessionsRepository } from './db/sessions-repository';
import { createSettingsRepository } from './db/settings-repository';
import { createThemesRepository } from './db/themes-repository';
import { createUsersRepository } from './db/users-repository';
import { installErrorHandler } from './http/errors';
import { installJsonParser } from './http/json-body';
import { installSecurityHeaders } from './http/security-headers';
import { installStaticAndFallback } from './http/static-files';
import { registerAgentRoutes } from './routes/agent';
import { registerDiagnosticsRoutes } from './routes/diagnostics';
import { registerInteractionRoutes } from './routes/interaction';
import { registerCounterRoutes } from './routes/counters';
import { registerHealthThresholdRoutes } from './routes/health-thresholds';
import { registerStatisticsRoutes } from './routes/statistics';
import { installExternalAgents } from './live/external-agents';
import { installStatisticsFanOut } from './live/fan-out';
import { registerLoginRoutes } from './routes/login';
import { createRelyingParty } from './openid/relying-party';
import type { OpenIdSettings } from './openid/settings';
import { registerOpenIdRoutes } from './routes/openid';
import { registerReferenceRoutes } from './routes/reference';
import { registerSettingsRoutes } from './routes/settings';
import { registerSupervisorRoutes } from './routes/supervisor';
import { registerThemeRoutes } from './routes/themes';
import { registerWallboardRoutes } from './routes/wallboard';
import { registerAvatarRoutes } from './routes/avatar';
import { registerAgentCurrentRoutes } from './routes/agent-current';
import { registerAssignmentRoutes } from './routes/assignments';
import { registerCallbackRoutes } from './routes/callbacks';
import { registerSupervisionRoutes } from './routes/supervision';
import { registerTestFaultRoutes } from './routes/test-faults';
import { createSimRuntime } from './live/sim-runtime';
import { installCoreForwarding } from './cluster/forward-to-core';
import { connectRedisAdapter, type RedisAdapter } from './cluster/redis-adapter';
import type { NodeRole, NodeState } from './cluster/role';
import { registerClusterRoutes } from './cluster/node-route';
import { DEFAULT_SIM_CONFIG, type SimConfig } from './sim/config';
import {
  createConnectionCounter,
  createSocketServer,
  emitToSession,
  sessionRoom,
  type CcSocketServer,
  type ConnectionCounter,
} from './socket';

/** Idle time after which a session expires (SESSION_EXPIRED), unless configured. */
export const DEFAULT_SESSION_IDLE_TIMEOUT_MS = 10 * 60_000;
/** How often idle sessions are swept, so their sockets hear about it without making a call. */
const SESSION_SWEEP_INTERVAL_MS = 60_000;
/** JSON bodies above this are refused (413): the largest legitimate body, dashboard settings, stays far below. */
const BODY_LIMIT_BYTES = 1_048_576;
/** Login attempts per minute per username (ten times that per address): stops guessing, not a busy test suite. */
const DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE = 30;
/**
 * Password hashes at once. Each scrypt keeps a core busy for its whole run (on libuv's pool,
 * which also reads the static files), so one core is always left to the event loop and the
 * simulator: a login flood then slows logins, never every other call.
 */
export const DEFAULT_LOGIN_HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
/** Absolute session lifetime: a working day and then some; the next day starts with a login. */
export const DEFAULT_SESSION_MAX_AGE_MS = 12 * 60 * 60_000;
/** Sessions per user: a person's browsers and a floor's wallboard screens, far from a scripted pile. */
export const DEFAULT_SESSIONS_PER_USER_MAX = 20;
/**
 * Sockets per session: a browser's hub holds one; without SharedWorker each tab holds one.
 * More is a script, refused at the handshake.
 */
export const DEFAULT_SOCKETS_PER_SESSION_MAX = 20;
/** Email attachments one user may have stored in total (ATTACHMENT_BUDGET_MB). */
export const DEFAULT_ATTACHMENT_BUDGET_BYTES = 500 * 1024 * 1024;
/**
 * Authenticated API calls per minute per session: a hub, however many tabs it serves, makes a
 * few calls a second at its busiest (first load, resync); a runaway loop or a scripted flood
 * makes hundreds, and is answered 429 with retry-after instead of slowing everyone else down.
 */
export const DEFAULT_API_REQUESTS_PER_MINUTE = 1_200;

export interface ServerOptions {
  /** SQLite file, or ':memory:'; unused when `databaseUrl` is set. */
  dbPath: string;
  /** PostgreSQL URL (DATABASE_URL): the store is PostgreSQL instead of the SQLite file. */
  databaseUrl?: string | undefined;
  /** PostgreSQL schema instead of `public` (tests); it must exist. */
  pgSchema?: string | undefined;
  /** Built client to serve, with history-mode fallback to index.html. */
  staticDir?: string;
  /** Default 10 min (env SESSION_IDLE_TIMEOUT_MS is read by start.ts). */
  sessionIdleTimeoutMs?: number;
  /** Origins allowed on the socket besides this server's own. */
  allowedOrigins?: string[];
  logger?: boolean;
  /** Opens diagnostics to every authenticated user (tests, benches). */
  testRoutes?: boolean;
  /** Clock in ms since the epoch; tests inject one. */
  now?: () => number;
  loginAttemptsPerMinute?: number;
  /** Password hashes running at once (DEFAULT_LOGIN_HASH_CONCURRENCY); more wait briefly or get 503. */
  loginHashConcurrency?: number;
  /** Absolute session lifetime in ms (DEFAULT_SESSION_MAX_AGE_MS). */
  sessionMaxAgeMs?: number;
  /** Sessions one user may hold (DEFAULT_SESSIONS_PER_USER_MAX); a login beyond ends the least recently used. */
  sessionsPerUserMax?: number;
  /** Sockets one session may hold (DEFAULT_SOCKETS_PER_SESSION_MAX). */
  socketsPerSessionMax?: number;
  /** Stored email attachments per user in bytes (DEFAULT_ATTACHMENT_BUDGET_BYTES). */
  attachmentBudgetBytes?: number;
  /**
   * Proxies in front of the server (Fastify's trustProxy: hop count or addresses): the client
   * address and X-Forwarded-Proto are read from them. False (default): no proxy is trusted.
   */
  trustProxy?: boolean | number | string;
  /** Authenticated API calls per minute per session (DEFAULT_API_REQUESTS_PER_MINUTE). */
  apiRequestsPerMinute?: number;
  /** Simulator configuration; defaults to DEFAULT_SIM_CONFIG starting now. */
  sim?: Partial<SimConfig>;
  /** The identity provider for single sign-on; none: single sign-on is off. */
  openId?: OpenIdSettings;
  /** What this process does in a cluster (server/cluster/role.ts); default 'all'. */
  role?: NodeRole;
  /** Redis for the socket adapter: set, events reach the sockets of every node. */
  redisUrl?: string;
  /** Where an edge forwards what only the core can answer (the load balancer's core frontend). */
  coreUrl?: string;
}

export interface BuiltServer {
  app: FastifyInstance;
  io: CcSocketServer;
  db: Db;
  /** The store behind `db` (its SQLite handle for checks that read the file). */
  store: Store;
  /** Shared services for wiring more routes or the simulator. */
  context: ServerContext;
  registrations: Registrations;
  sessions: SessionService;
  connections: ConnectionCounter;
  /** Every route the router holds, with whether it answers without a session. */
  routes: () => readonly RegisteredRoute[];
  /** Role in a cluster, and whether it serves it now (a standby core does not). */
  node: NodeState;
  close(): Promise<void>;
}

/** Fastify's trustProxy, a hop count as the trust function proxy-addr calls per hop (Fastify's types lack the number form). */
function trustProxyOption(
  trust: ServerOptions['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust ?? false;
}

/** Builds the reference backend (REST, socket.io, SQLite or PostgreSQL) without listening. */
export async function buildServer(opts: ServerOptions): Promise<BuiltServer> {
  const now = opts.now ?? Date.now;
  const role = opts.role ?? 'all';
  if (role === 'edge' && opts.coreUrl === undefined)
    throw new Error('An edge needs CORE_URL: where the core answers');
  if (role !== 'all' && opts.redisUrl === undefined)
    throw new Error(`A ${role} node needs REDIS_URL: its events must reach the other nodes`);
  // a standby core or an edge does not serve the core's part until startServer says so
  const node: NodeState = { role, active: role === 'all' };
  const store = await openStore({
    databaseUrl: opts.databaseUrl,
    dbPath: opts.dbPath,
    pgSchema: opts.pgSchema,
  });
  const db = store.db;
  try {
    await seedDatabase(store, now());
  } catch (error) {
    await store.close();
    throw error;
  }
  const users = createUsersRepository(db);
  const businessProcesses = createBusinessProcessesRepository(db);
  // what the simulator's synchronous callbacks read: names of agents and business processes
  await users.loadAll();
  await businessProcesses.load();

  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify's default JSON parser: the one installJsonParser wraps is built with the same two
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: trustProxyOption(opts.trustProxy),
    logger: opts.logger
      ? {
          level: 'info',
          redact: {
            paths: [
              `req.headers["${SESSION_HEADER}"]`,
              'req.headers.cookie',
              'res.headers["set-cookie"]',
            ],
            censor: '[redacted]',
          },
          serializers: {
            // the path without its query: a query may hold what a log must not keep (a customer's
            // name searched for, a credential a careless client put in a URL)
            req: (request) => ({
              method: request.method,
              url: request.url.split('?', 1)[0] ?? '',
              host: request.host,
              remoteAddress: request.ip,
              ...(request.socket.remotePort === undefined
                ? {}
                : { remotePort: request.socket.remotePort }),
            }),
          },
        }
      : false,
  });
  await app.register(fastifyCookie);
  // preHandler: the login key includes the username, so the body must be parsed first; and
  // the auth hook (onRequest) has named the session by then. Every authenticated API call
  // counts against its session; the rest (public calls, static files) is not limited here
  // (login has its own limit, see routes/login.ts).
  await app.register(fastifyRateLimit, {
    global: true,
    hook: 'preHandler',
    max: opts.apiRequestsPerMinute ?? DEFAULT_API_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    allowList: (request) => request.auth === null,
    keyGenerator: (request) => request.auth?.sessionKey ?? request.ip,
  });
  installErrorHandler(app);
  installSecurityHeaders(app);
  // before the auth hook: the core checks the session of what it is forwarded
  if (role === 'edge' && opts.coreUrl !== undefined) installCoreForwarding(app, opts.coreUrl);
  installJsonParser(app);

  const sessions = createSessionService({
    sessions: createSessionsRepository(db),
    users,
    now,
    idleTimeoutMs: opts.sessionIdleTimeoutMs ?? DEFAULT_SESSION_IDLE_TIMEOUT_MS,
    maxAgeMs: opts.sessionMaxAgeMs ?? DEFAULT_SESSION_MAX_AGE_MS,
    sessionsPerUserMax: opts.sessionsPerUserMax ?? DEFAULT_SESSIONS_PER_USER_MAX,
  });
  const registrations = createRegistrations();
  const connections = createConnectionCounter();
  let redis: RedisAdapter | null = null;
  if (opts.redisUrl !== undefined) {
    // on the console whatever the request log says: an operator needs to see Redis come and go
    redis = await connectRedisAdapter(opts.redisUrl, (message, error) =>
      console.warn(`${message}${error instanceof Error ? `: ${error.message}` : ''}`),
    );
  }

  const io = createSocketServer(app.server, {
    sessions,
    allowedOrigins: opts.allowedOrigins ?? [],
    connections,
    socketsPerSessionMax: opts.socketsPerSessionMax ?? DEFAULT_SOCKETS_PER_SESSION_MAX,
    onExpired: (sessionKey) => endSession(sessionKey, 'expired'),
    ...(redis === null ? {} : { adapter: redis.adapter }),
  });
  function endSession(sessionKey: string, reason: SessionEndReason): void {
    registrations.remove(sessionKey);
    emitToSession(io, sessionKey, 'session:ended', { reason });
    // Let the event leave before the close frame.
    setImmediate(() => io.in(sessionRoom(sessionKey)).disconnectSockets(true));
  }

  const context: ServerContext = {
    db,
    now,
    io,
    users,
    settings: createSettingsRepository(db),
    themes: createThemesRepository(db),
    businessProcesses,
    sessions,
    registrations,
    connections,
    testRoutes: opts.testRoutes ?? false,
    attachmentBudgetBytes: opts.attachmentBudgetBytes ?? DEFAULT_ATTACHMENT_BUDGET_BYTES,
    simRuntime: createSimRuntime(
      { ...DEFAULT_SIM_CONFIG, startTimeMs: now(), shiftStartMs: now(), ...opts.sim },
      {
        now,
        setInterval,
        clearInterval: (h) => clearInterval(h as NodeJS.Timeout),
        log: (m, e) => app.log.error(e, m),
      },
    ),
    endSession,
  };

  const { routes } = installAuthHook(app, sessions, (sessionKey) =>
    endSession(sessionKey, 'expired'),
  );
  installRoleHook(app);
  // before every other route so its fault hook reaches them all
  registerTestFaultRoutes(app, context);
  registerLoginRoutes(app, context, {
    loginAttemptsPerMinute: opts.loginAttemptsPerMinute ?? DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE,
    loginHashConcurrency: opts.loginHashConcurrency ?? DEFAULT_LOGIN_HASH_CONCURRENCY,
  });
  registerOpenIdRoutes(app, context, opts.openId ? createRelyingParty(opts.openId, now) : null);
  registerAgentRoutes(app, context);
  registerSupervisorRoutes(app, context);
  registerSettingsRoutes(app, context);
  registerThemeRoutes(app, context);
  registerReferenceRoutes(app, context);
  registerDiagnosticsRoutes(app, context);
  registerClusterRoutes(app, node);
  registerInteractionRoutes(app, context);
  registerAgentCurrentRoutes(app, context);
  registerSupervisionRoutes(app, context);
  registerAssignmentRoutes(app, context);
  registerCallbackRoutes(app, context);
  registerStatisticsRoutes(app, context);
  registerCounterRoutes(app, context);
  registerHealthThresholdRoutes(app, context);
  registerWallboardRoutes(app, context);
  registerAvatarRoutes(app, context);
  installStatisticsFanOut(context, role === 'core' ? 'registrations' : 'sockets');
  installExternalAgents(context);
  await installStaticAndFallback(app, opts.staticDir);

  const sweep = setInterval(() => {
    void sessions.sweepExpired().then(
      (expired) => {
        for (const session of expired) endSession(session.key, 'expired');
      },
      (error: unknown) => app.log.error({ err: error }, 'session sweep failed'),
    );
  }, SESSION_SWEEP_INTERVAL_MS);
  sweep.unref();

  let closing: Promise<void> | null = null;
  return {
    app,
    io,
    db,
    store,
    context,
    registrations,
    sessions,
    connections,
    routes,
    node,
    close() {
      closing ??= (async () => {
        clearInterval(sweep);
        context.simRuntime.stop();
        await io.close();
        await app.close();
        await redis?.close();
        await store.close();
      })();
      return closing;
    },
  };
}
