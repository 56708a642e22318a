/**
 * Where the server finds its identity provider: OIDC_ISSUER, OIDC_CLIENT_ID,
 * OIDC_CLIENT_SECRET (optional: a public client then proves itself with PKCE alone),
 * OIDC_REDIRECT_URI and OIDC_USERNAME_CLAIM (default preferred_username).
 */
export interface OpenIdSettings {
  issuer: URL;
  clientId: string;
  clientSecret?: string;
  /** The app's own address the provider sends the browser back to; the login screen there finishes the sign-in. */
  redirectUri: URL;
  /** ID token (or userinfo) claim holding the username of a known user. */
  usernameClaim: string;
}

export const DEFAULT_USERNAME_CLAIM = 'preferred_username';

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is accepted for a provider on this machine only (tests, a local provider). */
export function isInsecureLoopback(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

function parseUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got ${value}`);
  }
  if (url.protocol !== 'https:' && !isInsecureLoopback(url)) {
    throw new Error(`${name} must be an https URL (plain http only on localhost), got ${value}`);
  }
  return url;
}

/**
 * Null when no variable is set (single sign-on off); an error naming what is missing when
 * only some are, so a half-configured server does not start silently without it.
 */
export function openIdSettingsFromEnv(env: NodeJS.ProcessEnv): OpenIdSettings | null {
  const issuer = env['OIDC_ISSUER']?.trim() ?? '';
  const clientId = env['OIDC_CLIENT_ID']?.trim() ?? '';
  const redirectUri = env['OIDC_REDIRECT_URI']?.trim() ?? '';
  const clientSecret = env['OIDC_CLIENT_SECRET'] ?? '';
  const usernameClaim = env['OIDC_USERNAME_CLAIM']?.trim() || DEFAULT_USERNAME_CLAIM;
  if (issuer === '' && clientId === '' && redirectUri === '') return null;
  const missing = [
    ['OIDC_ISSUER', issuer],
    ['OIDC_CLIENT_ID', clientId],
    ['OIDC_REDIRECT_URI', redirectUri],
  ]
    .filter(([, v]) => v === '')
    .map(([name]) => name);
  if (missing.length > 0) throw new Error(`Single sign-on needs ${missing.join(', ')} as well`);
  const redirect = parseUrl('OIDC_REDIRECT_URI', redirectUri);
  if (redirect.search !== '' || redirect.hash !== '') {
    throw new Error(`OIDC_REDIRECT_URI must have no query or fragment, got ${redirectUri}`);
  }
  return {
    issuer: parseUrl('OIDC_ISSUER', issuer),
    clientId,
    ...(clientSecret === '' ? {} : { clientSecret }),
    redirectUri: redirect,
    usernameClaim,
  };
}
