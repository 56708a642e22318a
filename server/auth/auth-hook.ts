import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_HEADER } from '../../src/protocol/api';
import { HttpError } from '../http/errors';
import type { AuthContext, SessionService } from './session-service';

/** Whether a route answers a caller without a session: always, or for the requests the predicate accepts. */
export type RoutePublicity = boolean | ((request: FastifyRequest) => boolean);

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the auth hook on every request that reaches a route needing a session. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /**
     * Answered without a session (login, resume, OpenID, health, the built client). Every
     * route that does not say so needs one: the default is closed.
     */
    public?: RoutePublicity;
  }
}

/** Longest session-id header looked up; real ids are 43 characters. */
const SESSION_ID_MAX_LENGTH = 256;
export const ILLEGAL_SESSION_MESSAGE = 'Illegal Session Id';
export const SESSION_EXPIRED_MESSAGE = 'SESSION_EXPIRED';

/** A route of the server as the router holds it, for listing what is public. */
export interface RegisteredRoute {
  method: string;
  url: string;
  public: RoutePublicity;
}

/**
 * The route's own declaration only: an own property, so a key that reached
 * Object.prototype cannot open every route.
 */
function publicityOf(config: object): RoutePublicity {
  if (!Object.hasOwn(config, 'public')) return false;
  const declared: unknown = (config as { public?: unknown }).public;
  return typeof declared === 'function' || declared === true ? (declared as RoutePublicity) : false;
}

function isPublic(request: FastifyRequest): boolean {
  const publicity = publicityOf(request.routeOptions.config);
  return typeof publicity === 'function' ? publicity(request) : publicity;
}

/**
 * Every route not declared public needs a live session, whatever its path: a missing or
 * unknown session id is 401 "Illegal Session Id", an idle one 500 "SESSION_EXPIRED" (the
 * codes the client's error catalogue reacts to, agent-desktop §8). The check reads the
 * route the router chose (`request.routeOptions`), never the URL text, so no spelling of a
 * path (percent-encoded, doubled slashes, dot segments) can reach a route around it; the
 * not-found handler is a route like the others and declares for itself what it answers
 * without a session. Answers the list of registered routes (filled as routes are added).
 */
export function installAuthHook(
  app: FastifyInstance,
  sessions: SessionService,
  onExpired: (sessionKey: string, userId: string) => void,
): { routes: () => readonly RegisteredRoute[] } {
  // Kept as registered and read when listed: a plugin's own onRoute hook (the built client's)
  // runs after this one and may still declare its routes public.
  const registered: Array<{ method: string | string[]; url: string; config?: object }> = [];
  app.addHook('onRoute', (route) => void registered.push(route));
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (isPublic(request)) return;
    const header = request.headers[SESSION_HEADER];
    if (typeof header !== 'string' || header === '' || header.length > SESSION_ID_MAX_LENGTH) {
      throw new HttpError(401, ILLEGAL_SESSION_MESSAGE);
    }
    const check = await sessions.check(header);
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
  return {
    routes: () =>
      registered.flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
          method,
          url: route.url,
          public: publicityOf(route.config ?? {}),
        })),
      ),
  };
}

/** The caller of an authenticated route (the hook guarantees one). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, ILLEGAL_SESSION_MESSAGE);
  return request.auth;
}
