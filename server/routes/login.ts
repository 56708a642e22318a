import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RESUME_COOKIE, type LoginResponse, type ResumeResponse, type UserProfile } from '../../src/protocol/api';
import type { LogoutResponse } from '../../src/protocol/session-api';
import { requireAuth } from '../auth/auth-hook';
import { unmatchableHash, verifyPassword } from '../auth/password';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';
import { noBody, parseInput } from '../http/validate';

/** Header a resume call must carry: a cross-site form cannot set it, so the cookie alone cannot resume. */
export const HUB_HEADER = 'x-cc-hub';
const RESUME_COOKIE_PATH = '/api/session';

const loginBodySchema = z.strictObject({
  username: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(1024),
});

function setResumeCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  reply.setCookie(RESUME_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'strict',
    path: RESUME_COOKIE_PATH,
    // Plain http on a LAN wallboard must still work; behind TLS the cookie is Secure.
    secure: request.protocol === 'https',
  });
}

function clearResumeCookie(reply: FastifyReply): void {
  reply.clearCookie(RESUME_COOKIE, { path: RESUME_COOKIE_PATH, httpOnly: true, sameSite: 'strict' });
}

/**
 * A new session for a user whose identity is proven (password, or single sign-on): the
 * session id answered and the resume cookie set. Register and keepAlive follow from the hub.
 */
export function openSession(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, user: UserProfile): LoginResponse {
  const { sessionId } = ctx.sessions.start(user.userId);
  setResumeCookie(request, reply, sessionId);
  return { sessionId, user };
}

export interface LoginRoutesOptions {
  /** Login attempts per minute per client address and username. */
  loginAttemptsPerMinute: number;
}

/** POST api/login, POST api/session/resume, POST api/logout. */
export function registerLoginRoutes(app: FastifyInstance, ctx: ServerContext, options: LoginRoutesOptions): void {
  app.post(
    '/api/login',
    {
      config: {
        public: true,
        rateLimit: {
          max: options.loginAttemptsPerMinute,
          timeWindow: 60_000,
          // the global API limit skips calls without a session; this one is for exactly those
          allowList: () => false,
          keyGenerator: (request: FastifyRequest) => {
            const body = request.body as { username?: unknown } | undefined;
            const username = typeof body?.username === 'string' ? body.username.toLowerCase().slice(0, 128) : '';
            return `${request.ip}|${username}`;
          },
        },
      },
    },
    async (request, reply) => {
      const { username, password } = parseInput(loginBodySchema, request.body, 'body');
      const credentials = ctx.users.findCredentials(username);
      // An unknown user costs the same hashing time as a wrong password.
      const matches = await verifyPassword(password, credentials?.passwordHash ?? unmatchableHash());
      if (!credentials || !matches) throw new HttpError(401, 'Invalid username or password');
      return { data: openSession(ctx, request, reply, credentials.profile) };
    },
  );

  app.post('/api/session/resume', { config: { public: true } }, async (request, reply) => {
    if (request.headers[HUB_HEADER] !== '1') throw new HttpError(401, `Session resume requires the ${HUB_HEADER} header`);
    parseInput(noBody, request.body, 'body');
    const sessionId = request.cookies[RESUME_COOKIE];
    if (!sessionId) throw new HttpError(401, 'No session to resume');
    const check = ctx.sessions.check(sessionId);
    if (check.kind !== 'ok') {
      if (check.kind === 'expired') ctx.endSession(check.sessionKey, 'expired');
      clearResumeCookie(reply);
      throw new HttpError(401, check.kind === 'expired' ? 'SESSION_EXPIRED' : 'No session to resume');
    }
    const data: ResumeResponse = { sessionId, user: check.auth.user };
    return { data };
  });

  app.post('/api/logout', async (request, reply) => {
    const auth = requireAuth(request);
    parseInput(noBody, request.body, 'body');
    ctx.sessions.end(auth.sessionKey);
    ctx.endSession(auth.sessionKey, 'loggedOut');
    clearResumeCookie(reply);
    const data: LogoutResponse = { loggedOut: true };
    return { data };
  });
}
