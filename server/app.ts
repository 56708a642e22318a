import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { SESSION_HEADER } from '../src/protocol/api';
import { installAuthHook, type RegisteredRoute } from './auth/auth-hook';
import { createRegistrations, type Registrations } from './auth/registrations';
import { createSessionService, type SessionService } from './auth/session-service';
import type { ServerContext, SessionEndReason } from './context';
import { createBusinessProcessesRepository } from './db/business-processes-repository';
import { openDatabase, type Db } from './db/open-database';
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
import { DEFAULT_SIM_CONFIG, type SimConfig } from './sim/config';
import { createConnectionCounter, createSocketServer, emitToSession, sessionRoom, type CcSocketServer, type ConnectionCounter } from './socket';

/** Idle time after which a session expires (SESSION_EXPIRED), unless configured. */
export const DEFAULT_SESSION_IDLE_TIMEOUT_MS = 10 * 60_000;
/** How often idle sessions are swept, so their sockets hear about it without making a call. */
const SESSION_SWEEP_INTERVAL_MS = 60_000;
/** JSON bodies above this are refused (413): the largest legitimate body, dashboard settings, stays far below. */
const BODY_LIMIT_BYTES = 1_048_576;
/** Login attempts per minute per address and username: stops guessing, not a busy test suite. */
const DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE = 30;
/**
 * Authenticated API calls per minute per session: a hub, however many tabs it serves, makes a
 * few calls a second at its busiest (first load, resync); a runaway loop or a scripted flood
 * makes hundreds, and is answered 429 with retry-after instead of slowing everyone else down.
 */
export const DEFAULT_API_REQUESTS_PER_MINUTE = 1_200;

export interface ServerOptions {
  /** SQLite file, or ':memory:'. */
  dbPath: string;
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
  /** Authenticated API calls per minute per session (DEFAULT_API_REQUESTS_PER_MINUTE). */
  apiRequestsPerMinute?: number;
  /** Simulator configuration; defaults to DEFAULT_SIM_CONFIG starting now. */
  sim?: Partial<SimConfig>;
  /** The identity provider for single sign-on; none: single sign-on is off. */
  openId?: OpenIdSettings;
}

export interface BuiltServer {
  app: FastifyInstance;
  io: CcSocketServer;
  db: Db;
  /** Shared services for wiring more routes or the simulator. */
  context: ServerContext;
  registrations: Registrations;
  sessions: SessionService;
  connections: ConnectionCounter;
  /** Every route the router holds, with whether it answers without a session. */
  routes: () => readonly RegisteredRoute[];
  close(): Promise<void>;
}

/** Builds the reference backend (REST, socket.io, SQLite) without listening. */
export async function buildServer(opts: ServerOptions): Promise<BuiltServer> {
  const now = opts.now ?? Date.now;
  const db = openDatabase(opts.dbPath);
  seedDatabase(db, now());

  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify's default JSON parser: the one installJsonParser wraps is built with the same two
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    logger: opts.logger
      ? {
          level: 'info',
          redact: { paths: [`req.headers["${SESSION_HEADER}"]`, 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
          serializers: {
            // the path without its query: a query may hold what a log must not keep (a customer's
            // name searched for, a credential a careless client put in a URL)
            req: (request) => ({
              method: request.method,
              url: request.url.split('?', 1)[0] ?? '',
              host: request.host,
              remoteAddress: request.ip,
              ...(request.socket.remotePort === undefined ? {} : { remotePort: request.socket.remotePort }),
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
  installJsonParser(app);

  const users = createUsersRepository(db);
  const sessions = createSessionService({
    sessions: createSessionsRepository(db),
    users,
    now,
    idleTimeoutMs: opts.sessionIdleTimeoutMs ?? DEFAULT_SESSION_IDLE_TIMEOUT_MS,
  });
  const registrations = createRegistrations();
  const connections = createConnectionCounter();

  const io = createSocketServer(app.server, {
    sessions,
    allowedOrigins: opts.allowedOrigins ?? [],
    connections,
    onExpired: (sessionKey) => endSession(sessionKey, 'expired'),
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
    businessProcesses: createBusinessProcessesRepository(db),
    sessions,
    registrations,
    connections,
    testRoutes: opts.testRoutes ?? false,
    simRuntime: createSimRuntime(
      { ...DEFAULT_SIM_CONFIG, startTimeMs: now(), shiftStartMs: now(), ...opts.sim },
      { now, setInterval, clearInterval: (h) => clearInterval(h as NodeJS.Timeout), log: (m, e) => app.log.error(e, m) },
    ),
    endSession,
  };

  const { routes } = installAuthHook(app, sessions, (sessionKey) => endSession(sessionKey, 'expired'));
  // before every other route so its fault hook reaches them all
  registerTestFaultRoutes(app, context);
  registerLoginRoutes(app, context, { loginAttemptsPerMinute: opts.loginAttemptsPerMinute ?? DEFAULT_LOGIN_ATTEMPTS_PER_MINUTE });
  registerOpenIdRoutes(app, context, opts.openId ? createRelyingParty(opts.openId, now) : null);
  registerAgentRoutes(app, context);
  registerSupervisorRoutes(app, context);
  registerSettingsRoutes(app, context);
  registerThemeRoutes(app, context);
  registerReferenceRoutes(app, context);
  registerDiagnosticsRoutes(app, context);
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
  installStatisticsFanOut(context);
  installExternalAgents(context);
  await installStaticAndFallback(app, opts.staticDir);

  const sweep = setInterval(() => {
    for (const expired of sessions.sweepExpired()) endSession(expired.key, 'expired');
  }, SESSION_SWEEP_INTERVAL_MS);
  sweep.unref();

  let closing: Promise<void> | null = null;
  return {
    app,
    io,
    db,
    context,
    registrations,
    sessions,
    connections,
    routes,
    close() {
      closing ??= (async () => {
        clearInterval(sweep);
        context.simRuntime.stop();
        await io.close();
        await app.close();
        db.close();
      })();
      return closing;
    },
  };
}
