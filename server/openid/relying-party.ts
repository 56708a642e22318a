/**
 * The server as an OpenID Connect relying party (authorization code flow with PKCE), on
 * openid-client: start an attempt (state, nonce, verifier kept server-side), finish it
 * (code exchange, ID token verification, claim to username).
 */
import * as oidc from 'openid-client';
import { OPENID_MESSAGES, type OpenIdFailureCode } from '../../src/protocol/openid-api';
import { createPendingAttempts } from './pending-attempts';
import { isInsecureLoopback, type OpenIdSettings } from './settings';

const SCOPE = 'openid profile';
/** Each call to the provider (discovery, token, keys, userinfo) gives up after this long. */
const PROVIDER_TIMEOUT_S = 10;

/** A refused sign-in: the failure code, its HTTP status, and (for the log only) what the library said. */
export class OpenIdFailure extends Error {
  constructor(
    readonly code: OpenIdFailureCode,
    readonly statusCode: number,
    readonly detail?: string,
  ) {
    super(OPENID_MESSAGES[code]);
    this.name = 'OpenIdFailure';
  }
}

export interface CallbackParams {
  code: string;
  state: string;
  iss?: string;
}

export interface RelyingParty {
  /** The provider's authorisation URL for a new attempt. */
  start(): Promise<URL>;
  /** The username the provider vouches for (the configured claim), or an OpenIdFailure. */
  finish(params: CallbackParams): Promise<string>;
}

function failureOf(error: unknown): OpenIdFailure {
  if (error instanceof OpenIdFailure) return error;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // fetch failing (refused, reset, DNS) is a TypeError; a timeout an AbortError or TimeoutError
  if (
    error instanceof TypeError ||
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
  ) {
    return new OpenIdFailure('providerDown', 502, detail);
  }
  if (error instanceof oidc.ResponseBodyError) {
    return error.status >= 500
      ? new OpenIdFailure('providerDown', 502, detail)
      : new OpenIdFailure('codeRejected', 401, detail);
  }
  if (error instanceof oidc.AuthorizationResponseError)
    return new OpenIdFailure('providerRefused', 401, detail);
  if (
    error instanceof oidc.ClientError &&
    (error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || error.code === 'OAUTH_RESPONSE_IS_NOT_JSON')
  ) {
    return new OpenIdFailure('providerDown', 502, detail);
  }
  // nonce, issuer, audience, expiry or signature of the ID token: nothing from it is trusted
  return new OpenIdFailure('tokenRejected', 401, detail);
}

export function createRelyingParty(settings: OpenIdSettings, now: () => number): RelyingParty {
  const pending = createPendingAttempts(now);
  // discovered once; a failed discovery (provider down at the time) is tried again next call
  let configuration: Promise<oidc.Configuration> | null = null;

  function discover(): Promise<oidc.Configuration> {
    configuration ??= (async () => {
      const execute = [oidc.enableNonRepudiationChecks];
      if (isInsecureLoopback(settings.issuer)) execute.push(oidc.allowInsecureRequests);
      const config = await oidc.discovery(
        settings.issuer,
        settings.clientId,
        settings.clientSecret,
        undefined,
        {
          execute,
          timeout: PROVIDER_TIMEOUT_S,
        },
      );
      config.timeout = PROVIDER_TIMEOUT_S;
      return config;
    })();
    configuration.catch(() => {
      configuration = null;
    });
    return configuration;
  }

  async function usernameOf(
    config: oidc.Configuration,
    tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
  ): Promise<string> {
    const claims = tokens.claims();
    if (claims === undefined) throw new OpenIdFailure('tokenRejected', 401, 'no ID token');
    let value: unknown = claims[settings.usernameClaim];
    // providers often keep profile claims out of the ID token and answer them at userinfo
    if (value === undefined) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      value = info[settings.usernameClaim];
    }
    if (typeof value !== 'string' || value.trim() === '') {
      throw new OpenIdFailure('unknownUser', 403, `claim ${settings.usernameClaim} missing`);
    }
    return value.trim();
  }

  return {
    async start() {
      try {
        const config = await discover();
        const codeVerifier = oidc.randomPKCECodeVerifier();
        const state = oidc.randomState();
        const nonce = oidc.randomNonce();
        const url = oidc.buildAuthorizationUrl(config, {
          redirect_uri: settings.redirectUri.href,
          scope: SCOPE,
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        });
        pending.add(state, { codeVerifier, nonce });
        return url;
      } catch (error) {
        throw failureOf(error);
      }
    },

    async finish(params) {
      const taken = pending.take(params.state);
      if (taken.kind === 'unknown') throw new OpenIdFailure('stateMismatch', 400);
      if (taken.kind === 'expired') throw new OpenIdFailure('attemptExpired', 400);
      const { codeVerifier, nonce } = taken.attempt;
      try {
        const config = await discover();
        const callback = new URL(settings.redirectUri);
        callback.searchParams.set('code', params.code);
        callback.searchParams.set('state', params.state);
        if (params.iss !== undefined) callback.searchParams.set('iss', params.iss);
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: codeVerifier,
          expectedState: params.state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        return await usernameOf(config, tokens);
      } catch (error) {
        throw failureOf(error);
      }
    },
  };
}
