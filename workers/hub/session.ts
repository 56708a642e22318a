/**
 * The hub's one session: login (or resume from the cookie), register, the keepAlive
 * loop, and the error catalogue of agent-desktop §8 applied to every call. The session
 * id lives here in memory only and is never logged.
 *
 * Result codes of `login`: 'loginFailed' (the login call failed: the view shows
 * "Failed to login"), 'registerFailed' with the catalogue's register message,
 * a LogoutReasonCode when registering hit a logout row (the session value carries the
 * reason), 'loginInProgress'. `request` fails with the HTTP layer's code ('timeout',
 * 'network', 'http', 'noData') or 'loggedOut' (no session, or the call ended it).
 */
import type { LoginRequest, UserProfile } from '../../src/protocol/api';
import type { OpenIdLoginRequest } from '../../src/protocol/openid-api';
import type { CommandResult, LogoutReason, SessionValue } from '../../src/protocol/hub';
import { INITIAL_SESSION_COUNTERS, reduceSessionOutcome } from '../../src/domain/session-counters';
import { registerFailureMessage } from '../../src/domain/session-errors';
import type {
  SessionAction,
  SessionCallKind,
  SessionLogoutReason,
} from '../../src/domain/session-errors';
import { createHttp } from './http';
import type { HttpCall, HttpOutcome } from './http';
import { createKeepAliveLoop } from './keep-alive';
import { endpointPath } from '../../src/protocol/endpoint';
import { ENDPOINTS, type EndpointName } from '../../src/protocol/endpoints';
import type {
  RequestOptions,
  SessionController,
  SessionEnvironment,
  SessionListeners,
} from './session-types';

const path = (name: EndpointName, params: Record<string, string> = {}): string =>
  endpointPath(ENDPOINTS[name].route, params);
const LOGIN_PATH = path('login');
const OPENID_LOGIN_PATH = path('openIdLogin');
const OPENID_START_PATH = path('openIdStart');
const OPENID_CONFIG_PATH = path('openIdConfig');
const RESUME_PATH = path('sessionResume');
const LOGOUT_PATH = path('logout');
const REGISTER_PATH = path('agentRegister');
/**
 * A wallboard user takes no interactions and is not registered as an agent (the server refuses
 * it): their keepAlive is a read of their own board, which keeps the session and tells its state.
 */
const WALLBOARD_KEEP_ALIVE_PATH = path('wallboard', { id: 'current' });
const KEEP_ALIVE_PATH = path('agentKeepAlive');
/** Entry path of the collaboration-app host, where SESSION_EXPIRED redirects. */
export const COLLABORATION_ENTRY_PATH = '/teams';

type Failure = Extract<CommandResult<never>, { ok: false }>['error'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Login and resume answer `{ sessionId, user }`. */
function sessionStartOf(data: unknown): { sessionId: string; user: UserProfile } | null {
  if (!isRecord(data) || typeof data['sessionId'] !== 'string' || !isRecord(data['user']))
    return null;
  // the user's fields are the server contract's; only the shape the hub relies on is checked
  return { sessionId: data['sessionId'], user: data['user'] as unknown as UserProfile };
}

function failureOf(outcome: HttpOutcome, code: string, message?: string): Failure {
  const error: Failure = { code };
  if (!outcome.ok && outcome.status !== null) error.status = outcome.status;
  const text = message ?? (outcome.ok ? undefined : outcome.message);
  if (text !== undefined) error.message = text;
  return error;
}

export function createSessionController(
  env: SessionEnvironment,
  listeners: SessionListeners,
): SessionController {
  const http = createHttp(env);
  let value: SessionValue = { name: 'loggedOut', reason: null };
  let sessionId: string | null = null;
  let user: UserProfile | null = null;
  let instanceId: string | null = null;
  let counters = INITIAL_SESSION_COUNTERS;
  // bumped whenever a session starts or ends: a late answer of an older one changes nothing
  let epoch = 0;
  let reRegistering: Promise<unknown> | null = null;
  /** Authenticated calls sent so far: a network error covers the calls in flight with it. */
  let sent = 0;
  const loop = createKeepAliveLoop(env, keepAlive);

  function setValue(next: SessionValue): void {
    value = next;
    listeners.onSession(next);
  }

  /** Server messages may echo what they were sent; the session id never reaches a log or a tab. */
  function scrub(text: string, id: string | null = sessionId): string {
    return id === null || id === '' ? text : text.split(id).join('[session]');
  }

  function send(opts: RequestOptions): Promise<HttpOutcome> {
    const call: HttpCall = { ...opts, sessionId, username: user?.username ?? null };
    return http(call);
  }

  /** One authenticated call with the catalogue applied. */
  async function call(
    kind: SessionCallKind,
    opts: RequestOptions,
  ): Promise<{ outcome: HttpOutcome; action: SessionAction }> {
    const callEpoch = epoch;
    sent += 1;
    const serial = sent;
    const outcome = await send(opts);
    if (callEpoch !== epoch || sessionId === null) return { outcome, action: { type: 'none' } };
    const step = reduceSessionOutcome(
      counters,
      outcome.ok
        ? { ok: true, kind }
        : {
            ok: false,
            kind,
            status: outcome.status,
            timedOut: outcome.timedOut,
            message: outcome.message,
            sendOrder: { serial, lastSent: sent },
          },
    );
    counters = step.counters;
    if (!outcome.ok) {
      env.log(
        'warn',
        `${opts.method} ${opts.path}: ${outcome.status ?? 'no answer'} ${scrub(outcome.message)}`,
      );
    }
    apply(step.action);
    return { outcome, action: step.action };
  }

  function apply(action: SessionAction): void {
    switch (action.type) {
      case 'logout':
        endSession(toLogoutReason(action.reason));
        return;
      case 'reRegister':
        if (action.connectionRestored)
          listeners.onNotice({ code: 'connectionRestored', at: env.now() });
        void reRegister();
        return;
      case 'countNetworkError':
        env.log('warn', `network error ${action.count} in a row`);
        return;
      case 'countKeepAliveFailure':
        env.log('warn', `keepAlive failure (${action.failure}) ${action.count} in a row`);
        return;
      case 'registerFailed':
        env.log('error', `register failed: ${scrub(action.message)}`);
        return;
      case 'none':
      case 'passToCaller':
      case 'logOnly':
        return;
    }
  }

  function toLogoutReason(domain: SessionLogoutReason): LogoutReason {
    const reason: LogoutReason = { code: domain.code };
    if (domain.serverMessage !== undefined) reason.serverMessage = scrub(domain.serverMessage);
    if (domain.code === 'sessionExpired' && env.inCollaborationHost()) {
      reason.redirectTo = user
        ? `${COLLABORATION_ENTRY_PATH}?org=${encodeURIComponent(user.organizationId)}`
        : COLLABORATION_ENTRY_PATH;
    }
    return reason;
  }

  /** End the session locally; tabs hear about it once. */
  function endSession(reason: LogoutReason | null): void {
    if (value.name === 'loggedOut') return;
    epoch += 1;
    loop.stop();
    sessionId = null;
    user = null;
    instanceId = null;
    counters = INITIAL_SESSION_COUNTERS;
    reRegistering = null;
    if (reason) env.log('info', `session ended: ${reason.code}`);
    setValue({ name: 'loggedOut', reason });
  }

  async function register(): Promise<CommandResult<UserProfile>> {
    if (user?.isWallboard === true) {
      instanceId = null;
      setValue({ name: 'active', user, instanceId });
      loop.start();
      return { ok: true, value: user };
    }
    const registerEpoch = epoch;
    const { outcome, action } = await call('register', {
      method: 'POST',
      path: REGISTER_PATH,
      body: {},
    });
    // a logout row names the reason; any other change of epoch means someone ended the session meanwhile
    if (action.type === 'logout')
      return { ok: false, error: failureOf(outcome, action.reason.code) };
    if (registerEpoch !== epoch) return { ok: false, error: { code: 'loggedOut' } };
    const data = outcome.ok && isRecord(outcome.data) ? outcome.data : null;
    if (data === null || typeof data['instanceId'] !== 'string' || user === null) {
      const message =
        action.type === 'registerFailed'
          ? action.message
          : registerFailureMessage(outcome.ok ? '' : outcome.message);
      return { ok: false, error: failureOf(outcome, 'registerFailed', message) };
    }
    instanceId = data['instanceId'];
    if (isRecord(data['user'])) user = data['user'] as unknown as UserProfile; // the contract's shape
    setValue({ name: 'active', user, instanceId });
    loop.start();
    return { ok: true, value: user };
  }

  /** One re-registration at a time, however many answers asked for it. */
  function reRegister(): Promise<unknown> {
    reRegistering ??= register().finally(() => {
      reRegistering = null;
    });
    return reRegistering;
  }

  async function keepAlive(): Promise<void> {
    if (sessionId === null || reRegistering !== null) return;
    if (user?.isWallboard === true) {
      await call('keepAlive', { method: 'GET', path: WALLBOARD_KEEP_ALIVE_PATH });
      return;
    }
    if (instanceId === null) {
      await reRegister();
      return;
    }
    await call('keepAlive', { method: 'POST', path: KEEP_ALIVE_PATH, body: { instanceId } });
  }

  /** After login or resume answered: register, or undo the half-made session. */
  async function startSession(start: {
    sessionId: string;
    user: UserProfile;
  }): Promise<CommandResult<UserProfile>> {
    sessionId = start.sessionId;
    user = start.user;
    counters = INITIAL_SESSION_COUNTERS;
    const result = await register();
    if (!result.ok) {
      endSession(null); // no-op when a logout row already ended it with its reason
      // the server made a session we will not use; 'loggedOut' means a logout already went out
      if (result.error.code !== 'loggedOut') void serverLogout(start.sessionId);
    }
    return result;
  }

  async function logout(): Promise<void> {
    const id = sessionId;
    endSession({ code: 'userLogout' });
    if (id !== null) await serverLogout(id);
  }

  async function serverLogout(id: string): Promise<void> {
    const outcome = await http({ method: 'POST', path: LOGOUT_PATH, sessionId: id });
    if (!outcome.ok) env.log('warn', `logout call failed: ${outcome.status ?? 'no answer'}`);
  }

  /** Password login and single sign-on alike: the call that proves who it is, then register. */
  async function signIn(path: string, body: unknown): Promise<CommandResult<UserProfile>> {
    if (value.name === 'loggingIn') return { ok: false, error: { code: 'loginInProgress' } };
    if (value.name === 'active') await logout();
    const attempt = beginLoggingIn();
    const outcome = await http({ method: 'POST', path, body, sessionId: null });
    if (attempt !== epoch) return { ok: false, error: { code: 'loginFailed' } };
    const start = outcome.ok ? sessionStartOf(outcome.data) : null;
    if (start === null) {
      setValue({ name: 'loggedOut', reason: null });
      return { ok: false, error: failureOf(outcome, 'loginFailed') };
    }
    return startSession(start);
  }

  /** Start logging in; returns the epoch of this attempt. */
  function beginLoggingIn(): number {
    epoch += 1;
    setValue({ name: 'loggingIn' });
    return epoch;
  }

  return {
    get value() {
      return value;
    },
    get sessionId() {
      return sessionId;
    },

    login: (req: LoginRequest) => signIn(LOGIN_PATH, req),

    openIdLogin: (req: OpenIdLoginRequest) => signIn(OPENID_LOGIN_PATH, req),

    async openIdAvailable() {
      const outcome = await http({ method: 'GET', path: OPENID_CONFIG_PATH, sessionId: null });
      return outcome.ok && isRecord(outcome.data) && outcome.data['enabled'] === true;
    },

    async openIdStart() {
      const outcome = await http({ method: 'GET', path: OPENID_START_PATH, sessionId: null });
      const url = outcome.ok && isRecord(outcome.data) ? outcome.data['authorizationUrl'] : null;
      if (typeof url !== 'string')
        return { ok: false, error: failureOf(outcome, 'openIdStartFailed') };
      return { ok: true, value: url };
    },

    async resume() {
      if (value.name !== 'loggedOut') return value.name === 'active';
      const attempt = beginLoggingIn();
      const outcome = await http({ method: 'POST', path: RESUME_PATH, sessionId: null });
      if (attempt !== epoch) return false;
      const start = outcome.ok ? sessionStartOf(outcome.data) : null;
      if (start === null) {
        setValue({ name: 'loggedOut', reason: null });
        return false;
      }
      return (await startSession(start)).ok;
    },

    logout,

    end(code) {
      endSession(toLogoutReason({ code }));
    },

    async request<T>(opts: RequestOptions): Promise<CommandResult<T>> {
      if (value.name !== 'active' || sessionId === null)
        return { ok: false, error: { code: 'loggedOut' } };
      const id = sessionId; // the call may end the session; its id must still be scrubbed
      const { outcome, action } = await call('other', opts);
      // the REST contract types the answer; callers decode what they must not trust
      if (outcome.ok) return { ok: true, value: outcome.data as T };
      const code = action.type === 'logout' ? 'loggedOut' : outcome.code;
      return { ok: false, error: failureOf(outcome, code, scrub(outcome.message, id)) };
    },

    dispose() {
      epoch += 1;
      loop.stop();
      sessionId = null;
    },
  };
}
