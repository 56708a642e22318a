/**
 * Single sign-on calls (agent-desktop §7: GET api/openid/start-auth, POST api/openid/login
 * when a code is present) plus GET api/openid/config, which tells the login screen whether
 * to offer single sign-on without starting an attempt.
 */

/** GET api/openid/config */
export interface OpenIdConfigResponse {
  enabled: boolean;
}

/** GET api/openid/start-auth: where to send the browser. */
export interface OpenIdStartResponse {
  authorizationUrl: string;
}

/** POST api/openid/login: the parameters the identity provider redirected back with. The answer is a LoginResponse. */
export interface OpenIdLoginRequest {
  code: string;
  state: string;
  /** RFC 9207 issuer identification, when the provider sends it. */
  iss?: string;
}

/** Why single sign-on failed; each has its own text on the login screen. */
export type OpenIdFailureCode =
  | 'notConfigured'
  | 'stateMismatch'
  | 'attemptExpired'
  | 'codeRejected'
  | 'tokenRejected'
  | 'unknownUser'
  | 'providerDown'
  | 'providerRefused';

/**
 * The server's error messages, one per failure: the hub tells the reasons apart by these
 * exact texts, so server and client share them.
 */
export const OPENID_MESSAGES = {
  notConfigured: 'OpenID is not configured on this server',
  stateMismatch: 'The sign-in response does not match a sign-in started here',
  attemptExpired: 'The sign-in attempt has expired',
  codeRejected: 'The identity provider refused the sign-in code (expired or already used)',
  tokenRejected: 'The identity provider returned an ID token that failed verification',
  unknownUser: 'The identity provider signed in a user this server does not know',
  providerDown: 'The identity provider cannot be reached',
  providerRefused: 'The identity provider did not sign the user in',
} as const satisfies Record<OpenIdFailureCode, string>;

const CODE_OF_MESSAGE = new Map<string, OpenIdFailureCode>(
  Object.entries(OPENID_MESSAGES).map(([code, message]) => [message, code as OpenIdFailureCode]),
);

/** The failure a server message names; null for any other message (a 429, a 500: the view says "Failed to login"). */
export function openIdFailureOf(message: string | undefined): OpenIdFailureCode | null {
  return (message === undefined ? undefined : CODE_OF_MESSAGE.get(message)) ?? null;
}
