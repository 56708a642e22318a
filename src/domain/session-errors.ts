/**
 * The session error catalogue of agent-desktop §8 as a pure classification: given what
 * one failed call looked like, say what the session must do. No I/O, no time.
 *
 * Decisions on rows the catalogue leaves open (each pinned by a test):
 * - The "500 containing ..." rows match on the message for any 5xx status: the server
 *   sends them as 500, and matching the family keeps a proxy's 502/503 from hiding them.
 * - "401 on keepAlive" wins over "401 containing Illegal Session Id" for the keepAlive
 *   call: the catalogue lists keepAlive 401s separately (5 consecutive before logout),
 *   which would otherwise never apply. Any other call with that 401 logs out at once.
 * - "No registered session found" re-registers whatever the status and call, except on
 *   register itself (that would loop): there it is a register failure.
 * - "500 on register" is read as any failed register answer that no earlier row claims
 *   (a 400 carries the same "Failed with status 400 'x'" text the row reduces).
 * - "No response" is the timeout (the request was sent, nothing came back): logged only,
 *   never counted and never retried. A fetch that rejects is a network error.
 * - Login failures never end a session (there is none yet): always passed to the caller,
 *   which shows "Failed to login".
 * - A keepAlive failure that no row names (other 5xx, timeout) is logged only.
 */

/** Which call failed: the catalogue treats login, register and keepAlive specially. */
export type SessionCallKind = 'login' | 'register' | 'keepAlive' | 'other';

/**
 * Why a session ended; the hub protocol's `LogoutReasonCode` is this union.
 */
export type SessionLogoutCode =
  | 'userLogout'
  | 'networkErrors'
  | 'licenseLimit'
  | 'orgConfiguration'
  | 'sessionExpired'
  | 'illegalSession'
  | 'unauthorized'
  | 'keepAliveTryLater'
  | 'keepAliveUnauthorized'
  | 'revoked';

/** A logout decided by the catalogue; `serverMessage` only for `illegalSession`. */
export interface SessionLogoutReason {
  code: SessionLogoutCode;
  serverMessage?: string;
}

/** Which consecutive keepAlive failure this was: decides the logout text on the 5th. */
export type KeepAliveFailureKind = 'tryLater' | 'unauthorized';

/** What the session does after one call's outcome. */
export type SessionAction =
  | { type: 'none' }
  | { type: 'logout'; reason: SessionLogoutReason }
  | { type: 'countNetworkError'; count: number }
  | { type: 'countKeepAliveFailure'; failure: KeepAliveFailureKind; count: number }
  | { type: 'reRegister'; connectionRestored: boolean }
  | { type: 'passToCaller' }
  | { type: 'registerFailed'; message: string }
  | { type: 'logOnly' };

/** One failed call as the HTTP layer saw it. */
export interface FailedCall {
  kind: SessionCallKind;
  /** HTTP status; null when no answer came (fetch rejected or timed out). */
  status: number | null;
  timedOut: boolean;
  /** The server's message (error body `message`), or the transport's. */
  message: string;
}

export const LICENSE_LIMIT_TEXT =
  'Your Organization has reached its Agent license count and you are unable to login';
export const ORG_CONFIGURATION_TEXT = 'Failed to retrieve latest ORG configuration';
export const SESSION_EXPIRED_TEXT = 'SESSION_EXPIRED';
export const TRY_LATER_TEXT = 'Try Later';
export const ILLEGAL_SESSION_TEXT = 'Illegal Session Id';
export const NO_REGISTERED_SESSION_TEXT = 'No registered session found';
export const REGISTRATION_FAILED_DEFAULT = 'Registration Failed';

const REGISTER_STATUS_TEXT = /Failed with status \d+ '([^']*)'/;

/**
 * The register failure text passed on to the user: "Failed with status 400 'x'" becomes
 * "x"; an empty message becomes "Registration Failed".
 */
export function registerFailureMessage(message: string): string {
  const quoted = REGISTER_STATUS_TEXT.exec(message)?.[1];
  if (quoted !== undefined && quoted.trim() !== '') return quoted;
  return message.trim() === '' ? REGISTRATION_FAILED_DEFAULT : message;
}

/**
 * Classify one failed call by the catalogue. Counting actions carry `count: 0` here;
 * `reduceSessionOutcome` fills in the running count and turns the 5th into a logout.
 */
export function classifyFailure(call: FailedCall): SessionAction {
  const { kind, status, timedOut, message } = call;
  if (kind === 'login') return { type: 'passToCaller' };
  if (timedOut) return kind === 'register' ? registerFailed(message) : { type: 'logOnly' };
  if (status === null) return { type: 'countNetworkError', count: 0 };

  if (status === 401) {
    if (kind === 'keepAlive')
      return { type: 'countKeepAliveFailure', failure: 'unauthorized', count: 0 };
    if (message.includes(ILLEGAL_SESSION_TEXT)) {
      return { type: 'logout', reason: { code: 'illegalSession', serverMessage: message } };
    }
    return { type: 'logout', reason: { code: 'unauthorized' } };
  }

  const serverError = status >= 500;
  if (serverError && message.includes(LICENSE_LIMIT_TEXT)) return logout('licenseLimit');
  if (serverError && message.includes(ORG_CONFIGURATION_TEXT)) return logout('orgConfiguration');
  if (serverError && message.includes(SESSION_EXPIRED_TEXT)) return logout('sessionExpired');

  if (kind === 'register') return registerFailed(message);
  if ((kind === 'keepAlive' && status === 404) || message.includes(NO_REGISTERED_SESSION_TEXT)) {
    return { type: 'reRegister', connectionRestored: false };
  }
  if (kind === 'keepAlive') {
    if (serverError && message.includes(TRY_LATER_TEXT)) {
      return { type: 'countKeepAliveFailure', failure: 'tryLater', count: 0 };
    }
    return { type: 'logOnly' };
  }
  // "Wrong Parameter" and every error the catalogue does not name reach the caller.
  return { type: 'passToCaller' };
}

function logout(code: SessionLogoutCode): SessionAction {
  return { type: 'logout', reason: { code } };
}

function registerFailed(message: string): SessionAction {
  return { type: 'registerFailed', message: registerFailureMessage(message) };
}
