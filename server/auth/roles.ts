import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { requireAuth } from './auth-hook';
import type { AuthContext } from './session-service';

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
