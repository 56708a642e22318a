import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../app';
import { openIdSettingsFromEnv, type OpenIdSettings } from '../openid/settings';
import { ATTEMPT_TTL_MS } from '../openid/pending-attempts';
import { signInAtProvider, type CallbackQuery } from '../testing/oidc-login-walker';
import {
  startTestProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  type TestProvider,
} from '../testing/oidc-test-provider';
import { authed, body, manualClock, sqliteOf, testServer } from '../testing/test-server';
import { OPENID_MESSAGES, type OpenIdStartResponse } from '../../src/protocol/openid-api';
import type { LoginResponse } from '../../src/protocol/api';
import { sessionIdOfResumeToken } from '../auth/session-service';

const REDIRECT_URI = 'http://localhost:5999/';

let provider: TestProvider;
let server: BuiltServer | undefined;

beforeAll(async () => {
  provider = await startTestProvider(REDIRECT_URI);
});
afterAll(async () => provider.close());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function settings(issuer = provider.issuer): OpenIdSettings {
  const parsed = openIdSettingsFromEnv({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: TEST_CLIENT_ID,
    OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
    OIDC_REDIRECT_URI: REDIRECT_URI,
  });
  if (parsed === null) throw new Error('settings expected');
  return parsed;
}

async function startAuth(s: BuiltServer): Promise<URL> {
  const response = await s.app.inject({ method: 'GET', url: '/api/openid/start-auth' });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(body<OpenIdStartResponse>(response).authorizationUrl);
}

function postLogin(s: BuiltServer, query: CallbackQuery) {
  const { code, state, iss } = query;
  return s.app.inject({
    method: 'POST',
    url: '/api/openid/login',
    payload: { code, state, ...(iss ? { iss } : {}) },
  });
}

function sessionCount(s: BuiltServer): number {
  return (sqliteOf(s).prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
}

/** The refusal the client tells apart by its message, and that no session was opened. */
function expectRefused(
  s: BuiltServer,
  response: Awaited<ReturnType<typeof postLogin>>,
  status: number,
  message: string,
): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ message });
  expect(response.cookies.find((c) => c.name === 'cc_resume')).toBeUndefined();
  expect(sessionCount(s)).toBe(0);
}

describe('single sign-on without an identity provider', () => {
  it('config says off, start-auth and login answer 404 "OpenID is not configured on this server"', async () => {
    server = await testServer();
    expect(body(await server.app.inject({ method: 'GET', url: '/api/openid/config' }))).toEqual({
      enabled: false,
    });
    const start = await server.app.inject({ method: 'GET', url: '/api/openid/start-auth' });
    expect(start.statusCode).toBe(404);
    expect(start.json().message).toBe(OPENID_MESSAGES.notConfigured);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/openid/login',
      payload: { code: 'c', state: 's' },
    });
    expect(login.statusCode).toBe(404);
  });

  it('half a configuration is an error naming what is missing', () => {
    expect(() => openIdSettingsFromEnv({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(
      /OIDC_CLIENT_ID, OIDC_REDIRECT_URI/,
    );
    expect(() =>
      openIdSettingsFromEnv({
        OIDC_ISSUER: 'http://id.example.com',
        OIDC_CLIENT_ID: 'x',
        OIDC_REDIRECT_URI: 'https://cc.example.com/',
      }),
    ).toThrow(/https/);
    expect(openIdSettingsFromEnv({})).toBeNull();
    expect(settings().usernameClaim).toBe('preferred_username');
  });
});

describe('single sign-on against a real provider', () => {
  it('start-auth answers the authorisation URL with PKCE (S256), state and nonce', async () => {
    server = await testServer({ openId: settings() });
    expect(body(await server.app.inject({ method: 'GET', url: '/api/openid/config' }))).toEqual({
      enabled: true,
    });
    const url = await startAuth(server);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(TEST_CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    // the verifier stays on the server
    expect(url.href).not.toContain('code_verifier');
  });

  it('agent and supervisor sign in through the provider and get a session like a password login', async () => {
    server = await testServer({ openId: settings() });
    for (const username of ['agent', 'supervisor']) {
      const query = await signInAtProvider((await startAuth(server)).href, REDIRECT_URI, username);
      const response = await postLogin(server, query);
      expect(response.statusCode, response.body).toBe(200);
      const data = body<LoginResponse>(response);
      expect(data.user.username).toBe(username);
      expect(data.user.isSupervisor).toBe(username === 'supervisor');
      // the resume cookie holds the token the session id is derived from, as after a password login
      const resumeToken = response.cookies.find((c) => c.name === 'cc_resume')?.value ?? '';
      expect(sessionIdOfResumeToken(resumeToken)).toBe(data.sessionId);
      const register = await server.app.inject({
        method: 'POST',
        url: '/api/agent/register',
        headers: authed(data.sessionId),
        payload: {},
      });
      expect(register.statusCode, register.body).toBe(200);
    }
  });

  it("refuses a state it never issued, and a response carrying another attempt's state", async () => {
    server = await testServer({ openId: settings() });
    const first = await startAuth(server);
    const second = await startAuth(server);
    const query = await signInAtProvider(first.href, REDIRECT_URI, 'agent');
    expectRefused(
      server,
      await postLogin(server, { ...query, state: 'not-a-state-we-issued' }),
      400,
      OPENID_MESSAGES.stateMismatch,
    );
    // the second attempt's verifier does not fit the first attempt's code
    expectRefused(
      server,
      await postLogin(server, { ...query, state: second.searchParams.get('state') ?? '' }),
      401,
      OPENID_MESSAGES.codeRejected,
    );
  });

  it("refuses an ID token whose nonce is not the attempt's", async () => {
    server = await testServer({ openId: settings() });
    const url = await startAuth(server);
    url.searchParams.set('nonce', 'a-nonce-the-server-did-not-choose');
    const query = await signInAtProvider(url.href, REDIRECT_URI, 'agent');
    expectRefused(server, await postLogin(server, query), 401, OPENID_MESSAGES.tokenRejected);
  });

  it('refuses a replayed code, with its own state or a fresh one', async () => {
    server = await testServer({ openId: settings() });
    const query = await signInAtProvider((await startAuth(server)).href, REDIRECT_URI, 'agent');
    expect((await postLogin(server, query)).statusCode).toBe(200);
    sqliteOf(server).prepare('DELETE FROM sessions').run();
    expectRefused(server, await postLogin(server, query), 400, OPENID_MESSAGES.stateMismatch);
    const fresh = await startAuth(server);
    expectRefused(
      server,
      await postLogin(server, { ...query, state: fresh.searchParams.get('state') ?? '' }),
      401,
      OPENID_MESSAGES.codeRejected,
    );
  });

  it('refuses a code the provider never issued (an expired code looks the same to it)', async () => {
    server = await testServer({ openId: settings() });
    const url = await startAuth(server);
    expectRefused(
      server,
      await postLogin(server, {
        code: 'made-up-code',
        state: url.searchParams.get('state') ?? '',
        iss: provider.issuer,
      }),
      401,
      OPENID_MESSAGES.codeRejected,
    );
  });

  it('refuses an attempt older than its lifetime', async () => {
    const clock = manualClock();
    server = await testServer({ openId: settings(), now: clock.now });
    const query = await signInAtProvider((await startAuth(server)).href, REDIRECT_URI, 'agent');
    clock.advance(ATTEMPT_TTL_MS);
    expectRefused(server, await postLogin(server, query), 400, OPENID_MESSAGES.attemptExpired);
  });

  it('refuses a user the provider knows but this server does not', async () => {
    server = await testServer({ openId: settings() });
    const query = await signInAtProvider((await startAuth(server)).href, REDIRECT_URI, 'stranger');
    expectRefused(server, await postLogin(server, query), 403, OPENID_MESSAGES.unknownUser);
  });

  it('a malformed login body is a 400 naming the field', async () => {
    server = await testServer({ openId: settings() });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/openid/login',
      payload: { code: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'state' });
  });
});

describe('single sign-on with the provider down', () => {
  it('start-auth answers 502 when the provider cannot be reached', async () => {
    const down = await startTestProvider(REDIRECT_URI);
    await down.close();
    server = await testServer({ openId: settings(down.issuer) });
    const response = await server.app.inject({ method: 'GET', url: '/api/openid/start-auth' });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(OPENID_MESSAGES.providerDown);
  });

  it('login answers 502 and opens no session when the provider goes away after the redirect', async () => {
    const going = await startTestProvider(REDIRECT_URI);
    server = await testServer({ openId: settings(going.issuer) });
    // discovery is cached by start-auth; the token call is what fails
    const query = await signInAtProvider((await startAuth(server)).href, REDIRECT_URI, 'agent');
    await going.close();
    expectRefused(server, await postLogin(server, query), 502, OPENID_MESSAGES.providerDown);
  });
});
