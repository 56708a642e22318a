/**
 * The seam between the hub's session controller (session.ts, http.ts) and the rest of
 * the hub. Everything is injected so the whole session runs in Node tests.
 */
import type { LoginRequest, UserProfile } from '../../src/protocol/api';
import type { OpenIdLoginRequest } from '../../src/protocol/openid-api';
import type { CommandResult, HubNotice, SessionValue } from '../../src/protocol/hub';

/** What the session controller needs from its surroundings. */
export interface SessionEnvironment {
  fetch: typeof fetch;
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Origin-relative base, '' in the browser; 'http://127.0.0.1:PORT' in Node tests. */
  baseUrl: string;
  /** True when the app runs inside a collaboration-app host (Teams): SESSION_EXPIRED then redirects. */
  inCollaborationHost(): boolean;
  /** Organization id for the redirect query after SESSION_EXPIRED in a collaboration host. */
  log(level: 'info' | 'warn' | 'error', message: string): void;
}

/** Options of one authenticated call. */
export interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** multipart bodies (email send/reply) and blob answers. */
  form?: FormData;
  expect?: 'json' | 'blob';
  /** Calls with no timeout (sendEmail, replyEmail, downloadEmailAttachments). */
  noTimeout?: boolean;
  extraHeaders?: Record<string, string>;
}

/** The hub's one session: login, register, keepAlive loop, and every call's error handling. */
export interface SessionController {
  /** Current session value (also pushed through `onSession`). */
  readonly value: SessionValue;
  /** The session id, held in memory only. */
  readonly sessionId: string | null;
  login(req: LoginRequest): Promise<CommandResult<UserProfile>>;
  /** Single sign-on: finish with the provider's redirect parameters; then as `login`. */
  openIdLogin(req: OpenIdLoginRequest): Promise<CommandResult<UserProfile>>;
  /** Whether the server offers single sign-on. */
  openIdAvailable(): Promise<boolean>;
  /** The provider's authorisation URL for a new single sign-on attempt. */
  openIdStart(): Promise<CommandResult<string>>;
  /** Try to resume from the HttpOnly resume cookie (new worker after a reload). */
  resume(): Promise<boolean>;
  logout(): Promise<void>;
  /**
   * The server already ended the session (socket 'session:ended'): end it locally with
   * that reason, without calling the server again.
   */
  end(code: 'userLogout' | 'revoked' | 'sessionExpired'): void;
  /** Authenticated call; applies the error catalogue (agent-desktop §8). */
  request<T>(opts: RequestOptions): Promise<CommandResult<T>>;
  /** Stop timers (worker shutdown, tests). */
  dispose(): void;
}

/** Callbacks the session controller calls. */
export interface SessionListeners {
  onSession(value: SessionValue): void;
  onNotice(notice: HubNotice): void;
}
