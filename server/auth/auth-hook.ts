import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_HEADER } from '../../src/protocol/api';
import { HttpError } from '../http/errors';
import { isApiPath } from '../http/api-paths';
import type { AuthContext, SessionService } from './session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the auth hook on every authenticated /api request. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Answered without a session (login, resume, OpenID). */
    public?: boolean;
  }
}

/** Longest session-id header looked up; real ids are 43 characters. */
const SESSION_ID_MAX_LENGTH = 256;
export const ILLEGAL_SESSION_MESSAGE = 'Illegal Session Id';
export const SESSION_EXPIRED_MESSAGE = 'SESSION_EXPIRED';

/**
 * Every /api request except the public ones needs a live session: a missing or unknown
 * session id is 401 "Illegal Session Id", an idle one 500 "SESSION_EXPIRED" (the codes the
 * client's error catalogue reacts to, agent-desktop §8).
 */
export function installAuthHook(
  app: FastifyInstance,
  sessions: SessionService,
  onExpired: (sessionKey: string, userId: string) => void,
): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url) || request.routeOptions.config.public === true) return;
    const header = request.headers[SESSION_HEADER];
    if (typeof header !== 'string' || header === '' || header.length > SESSION_ID_MAX_LENGTH) {
      throw new HttpError(401, ILLEGAL_SESSION_MESSAGE);
    }
    const check = sessions.check(header);
    switch (check.kind) {
      case 'ok':
        request.auth = check.auth;
        return;
      case 'unknown':
        throw new HttpError(401, ILLEGAL_SESSION_MESSAGE);
      case 'expired':
        onExpired(check.sessionKey, check.userId);
        throw new HttpError(500, SESSION_EXPIRED_MESSAGE);
    }
  });
}

/** The caller of an authenticated route (the hook guarantees one). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, ILLEGAL_SESSION_MESSAGE);
  return request.auth;
}
