import { createHash, randomBytes } from 'node:crypto';
import type { UserProfile } from '../../src/protocol/api';
import type { SessionRecord, SessionsRepository } from '../db/sessions-repository';
import type { UsersRepository } from '../db/users-repository';

/** Bytes of randomness in a session id (base64url-encoded, 43 characters). */
const SESSION_ID_BYTES = 32;
/** lastSeenAt is written at most this often per session: every call refreshes it, SQLite need not see every one. */
export const SESSION_TOUCH_INTERVAL_MS = 5_000;

/** The authenticated caller of a request or socket. */
export interface AuthContext {
  /** Hash of the session id: safe to use as a key, a room name or in logs. */
  sessionKey: string;
  user: UserProfile;
}

export type SessionCheck =
  | { kind: 'ok'; auth: AuthContext }
  | { kind: 'unknown' }
  | { kind: 'expired'; sessionKey: string; userId: string };

/** The key a session is stored under: its id never leaves the client and the response to login. */
export function sessionKeyOf(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

/**
 * The session id a resume token stands for. The HttpOnly resume cookie holds the token, never
 * the id: the resume call answers the id, so a script that reads that answer still cannot
 * learn the cookie's secret, and the cookie never appears in a body.
 */
export function sessionIdOfResumeToken(resumeToken: string): string {
  return createHash('sha256').update(`cc-session|${resumeToken}`).digest('base64url');
}

export interface SessionServiceOptions {
  sessions: SessionsRepository;
  users: UsersRepository;
  now: () => number;
  idleTimeoutMs: number;
  /** Absolute lifetime: a session older than this expires however busy it is. */
  maxAgeMs: number;
  /** Sessions one user may hold; a login beyond it ends their least recently used one. */
  sessionsPerUserMax: number;
}

/** Creates, checks (with idle expiry) and ends sessions persisted in the store. */
export function createSessionService({
  sessions,
  users,
  now,
  idleTimeoutMs,
  maxAgeMs,
  sessionsPerUserMax,
}: SessionServiceOptions) {
  function isExpired(record: SessionRecord, at: number): boolean {
    return at - record.lastSeenAt > idleTimeoutMs || at - record.createdAt > maxAgeMs;
  }

  return {
    idleTimeoutMs,
    /**
     * A new session, and the sessions it pushed out: at the cap the least recently used
     * ones end (a user who closed browsers without signing out can always sign in again).
     */
    async start(userId: string): Promise<{
      sessionId: string;
      sessionKey: string;
      resumeToken: string;
      evicted: SessionRecord[];
    }> {
      const resumeToken = randomBytes(SESSION_ID_BYTES).toString('base64url');
      const sessionId = sessionIdOfResumeToken(resumeToken);
      const sessionKey = sessionKeyOf(sessionId);
      const at = now();
      const evicted = await sessions.insertKeepingNewest(
        { key: sessionKey, userId, createdAt: at, lastSeenAt: at },
        sessionsPerUserMax,
      );
      return { sessionId, sessionKey, resumeToken, evicted };
    },

    /**
     * Looks the session up; an idle one is deleted and reported expired, a live one is
     * refreshed (written at most every SESSION_TOUCH_INTERVAL_MS). Reads the store each time,
     * so a session started or ended on another node counts here at once.
     */
    async check(sessionId: string): Promise<SessionCheck> {
      const sessionKey = sessionKeyOf(sessionId);
      const record = await sessions.find(sessionKey);
      if (!record) return { kind: 'unknown' };
      const at = now();
      if (isExpired(record, at)) {
        await sessions.delete(sessionKey);
        return { kind: 'expired', sessionKey, userId: record.userId };
      }
      const user = await users.loadProfile(record.userId);
      if (!user) {
        await sessions.delete(sessionKey);
        return { kind: 'unknown' };
      }
      if (at - record.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) await sessions.touch(sessionKey, at);
      return { kind: 'ok', auth: { sessionKey, user } };
    },

    end(sessionKey: string): Promise<boolean> {
      return sessions.delete(sessionKey);
    },

    /** Deletes every session idle past the timeout or past its lifetime; answers them so their sockets can be told. */
    sweepExpired(): Promise<SessionRecord[]> {
      const at = now();
      return sessions.deleteExpired(at - idleTimeoutMs, at - maxAgeMs);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
