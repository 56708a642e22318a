import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ConnectionsDiagnostics, HealthResponse } from '../../src/protocol/session-api';
import { requireAuth } from '../auth/auth-hook';
import { requireSupervisor, WALLBOARD_ROUTE } from '../auth/roles';
import type { ServerContext } from '../context';

/**
 * GET api/health (public: start scripts and the browser-test runner wait on it) and
 * GET api/diagnostics/connections (supervisors, or anyone on a server built with testRoutes).
 */
export function registerDiagnosticsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/health', { config: { public: true } }, async () => {
    // A trivial query proves the database answers, not only the HTTP stack.
    await sql`SELECT 1`.execute(ctx.db);
    const data: HealthResponse = { status: 'ok', serverTime: ctx.now() };
    return { data };
  });

  app.get('/api/diagnostics/connections', WALLBOARD_ROUTE, async (request) => {
    if (ctx.testRoutes) requireAuth(request);
    else requireSupervisor(request);
    const data: ConnectionsDiagnostics = {
      sockets: ctx.connections.total(),
      sent: ctx.connections.sent(),
    };
    return { data };
  });
}
