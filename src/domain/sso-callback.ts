/**
 * The redirect back from the identity provider, read from the page's query: a code to
 * finish with, the provider's refusal, or nothing. Pure, so the login screen stays thin.
 */

/** What POST api/openid/login takes from the redirect. */
export interface SsoCodeRequest {
  code: string;
  state: string;
  iss?: string;
}

/** Query parameters of the redirect back from the identity provider. */
const CALLBACK_PARAMS = [
  'code',
  'state',
  'iss',
  'session_state',
  'error',
  'error_description',
  'error_uri',
] as const;

export type SsoCallback =
  { kind: 'none' } | { kind: 'code'; request: SsoCodeRequest } | { kind: 'refused'; error: string };

/** Longest value taken from the query; a longer one is not a provider's answer. */
const MAX_PARAM_LENGTH = 4096;

export function ssoCallbackOf(search: string): SsoCallback {
  const params = new URLSearchParams(search);
  const get = (name: string): string | null => {
    const value = params.get(name);
    return value === null || value === '' || value.length > MAX_PARAM_LENGTH ? null : value;
  };
  const error = get('error');
  const state = get('state');
  if (error !== null && state !== null) return { kind: 'refused', error };
  const code = get('code');
  if (code === null || state === null) return { kind: 'none' };
  const iss = get('iss');
  return { kind: 'code', request: iss === null ? { code, state } : { code, state, iss } };
}

/** The query without the provider's parameters (other parameters, such as Teams' org, stay). */
export function withoutSsoParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of CALLBACK_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/**
 * Whether a code may be sent: its state must be the one this browser started (stored when
 * it left for the provider), so a link made by someone else cannot sign the user in as them.
 */
export function ssoCallbackCheck(
  callback: SsoCallback,
  expectedState: string | null,
): 'stateMismatch' | 'providerRefused' | null {
  if (callback.kind === 'none') return null;
  if (callback.kind === 'refused') return 'providerRefused';
  return expectedState !== null && expectedState === callback.request.state
    ? null
    : 'stateMismatch';
}
