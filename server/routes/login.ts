import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  RESUME_COOKIE,
  type LoginResponse,
  type ResumeResponse,
  type UserProfile,
} from '../../src/protocol/api';
import type { LogoutResponse } from '../../src/protocol/session-api';
import { requireAuth } from '../auth/auth-hook';
import { createHashGate, HashGateFullError } from '../auth/hash-gate';
import { createLoginThrottle } from '../auth/login-throttle';
import { unmatchableHash, verifyPassword } from '../auth/password';
import { sessionIdOfResumeToken } from '../auth/session-service';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';
import { noBody, parseInput } from '../http/validate';
import { WALLBOARD_ROUTE } from '../auth/roles';
import { endpoint } from '../http/endpoint-route';

/** Header a resume call must carry: a cross-site form cannot set it, so the cookie alone cannot resume. */
export const HUB_HEADER = 'x-cc-hub';
const RESUME_COOKIE_PATH = '/api/session';

const loginBodySchema = z.strictObject({
  username: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(1024),
});

/** How long a login refused for want of a hashing slot is told to wait: a hash takes about 0.1 s. */
const HASH_BUSY_RETRY_AFTER_SECONDS = 1;
export const LOGIN_BUSY_MESSAGE = 'Too many sign-ins at once: try again in a moment';

function setResumeCookie(request: FastifyRequest, reply: FastifyReply, resumeToken: string): void {
  reply.setCookie(RESUME_COOKIE, resumeToken, {
    httpOnly: true,
    sameSite: 'strict',
    path: RESUME_COOKIE_PATH,
    // Plain http on a LAN wallboard must still work; behind TLS the cookie is Secure. The
    // protocol is the proxy's X-Forwarded-Proto only when TRUST_PROXY says a proxy is there.
    secure: request.protocol === 'https',
  });
}

function clearResumeCookie(reply: FastifyReply): void {
  reply.clearCookie(RESUME_COOKIE, {
    path: RESUME_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
  });
}

/**
 * A new session for a user whose identity is proven (password, or single sign-on): the
 * session id answered and the resume cookie set. Register and keepAlive follow from the hub.
 */
export async function openSession(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserProfile,
): Promise<LoginResponse> {
  const { sessionId, resumeToken, evicted } = await ctx.sessions.start(user.userId);
  for (const old of evicted) ctx.endSession(old.key, 'revoked');
  setResumeCookie(request, reply, resumeToken);
  return { sessionId, user };
}

export interface LoginRoutesOptions {
  /** Login attempts per minute per username (the address limit is LOGIN_ATTEMPTS_PER_ADDRESS_FACTOR times it). */
  loginAttemptsPerMinute: number;
  /** Password hashes running at once (LOGIN_HASH_CONCURRENCY). */
  loginHashConcurrency: number;
}

/**
 * One address may try this many times the per-username limit: an office behind one NAT
 * signs many people in at shift start, a guesser from one address tries many usernames.
 */
const LOGIN_ATTEMPTS_PER_ADDRESS_FACTOR = 10;

/** POST api/login, POST api/session/resume, POST api/logout. */
export function registerLoginRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: LoginRoutesOptions,
): void {
  const throttle = createLoginThrottle({
    perUsernamePerMinute: options.loginAttemptsPerMinute,
    perAddressPerMinute: options.loginAttemptsPerMinute * LOGIN_ATTEMPTS_PER_ADDRESS_FACTOR,
    now: ctx.now,
  });
  const hashing = createHashGate(options.loginHashConcurrency);

  endpoint(app, 'login', { config: { public: true } }, async (request, reply) => {
    const { username, password } = parseInput(loginBodySchema, request.body, 'body');
    const verdict = throttle.attempt(request.ip, username);
    if (!verdict.ok) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw new HttpError(
        429,
        `Too many sign-in attempts: try again in ${verdict.retryAfterSeconds} seconds`,
      );
    }
    const credentials = await ctx.users.findCredentials(username);
    let matches: boolean;
    try {
      // An unknown user costs the same hashing time as a wrong password.
      matches = await hashing.run(() =>
        verifyPassword(password, credentials?.passwordHash ?? unmatchableHash()),
      );
    } catch (error) {
      if (!(error instanceof HashGateFullError)) throw error;
      reply.header('retry-after', String(HASH_BUSY_RETRY_AFTER_SECONDS));
      throw new HttpError(503, LOGIN_BUSY_MESSAGE);
    }
    if (!credentials || !matches) throw new HttpError(401, 'Invalid username or password');
    return { data: await openSession(ctx, request, reply, credentials.profile) };
  });

  endpoint(app, 'sessionResume', { config: { public: true } }, async (request, reply) => {
    if (request.headers[HUB_HEADER] !== '1')
      throw new HttpError(401, `Session resume requires the ${HUB_HEADER} header`);
    parseInput(noBody, request.body, 'body');
    const resumeToken = request.cookies[RESUME_COOKIE];
    if (!resumeToken) throw new HttpError(401, 'No session to resume');
    const sessionId = sessionIdOfResumeToken(resumeToken);
    const check = await ctx.sessions.check(sessionId);
    if (check.kind !== 'ok') {
      if (check.kind === 'expired') ctx.endSession(check.sessionKey, 'expired');
      clearResumeCookie(reply);
      throw new HttpError(
        401,
        check.kind === 'expired' ? 'SESSION_EXPIRED' : 'No session to resume',
      );
    }
    const data: ResumeResponse = { sessionId, user: check.auth.user };
    return { data };
  });

  endpoint(app, 'logout', WALLBOARD_ROUTE, async (request, reply) => {
    const auth = requireAuth(request);
    parseInput(noBody, request.body, 'body');
    await ctx.sessions.end(auth.sessionKey);
    ctx.endSession(auth.sessionKey, 'loggedOut');
    clearResumeCookie(reply);
    const data: LogoutResponse = { loggedOut: true };
    return { data };
  });
}
