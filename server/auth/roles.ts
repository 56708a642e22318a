import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { requireAuth } from './auth-hook';
import type { AuthContext } from './session-service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A wallboard login may call this route: what a wallboard shows (its boards, their
     * statistics, its own settings and themes, reference data a board needs). Every other
     * route refuses the wallboard role with 403, whatever its handler checks besides.
     */
    wallboard?: boolean;
  }
}

export const WALLBOARD_REFUSED_MESSAGE = 'Not available to a wallboard login';

/** Route options of a call a wallboard makes (see FastifyContextConfig.wallboard). */
export const WALLBOARD_ROUTE = { config: { wallboard: true } } as const;

/**
 * Refuses the wallboard role on every route the router chose that does not declare
 * `config.wallboard` (403). Runs before the body is parsed: a refused call costs nothing.
 * Unmatched paths keep their 404; calls without a session are the auth hook's business.
 */
export function installRoleHook(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (
      request.auth?.user.isWallboard === true &&
      !request.is404 &&
      request.routeOptions.config.wallboard !== true
    ) {
      throw new HttpError(403, WALLBOARD_REFUSED_MESSAGE);
    }
    return payload;
  });
}

/** Supervisor-only calls refuse everyone else with 403 (supervisor-dashboards §6). */
export function requireSupervisor(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (!auth.user.isSupervisor) throw new HttpError(403, 'Supervisor only');
  return auth;
}

/** Wallboard users have no user settings (agent-desktop §6: they are skipped). */
export function refuseWallboard(auth: AuthContext): AuthContext {
  if (auth.user.isWallboard) throw new HttpError(403, 'Wallboard users have no user settings');
  return auth;
}
