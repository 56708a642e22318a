import { afterEach, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../app';
import { authed, body, login, testServer } from '../testing/test-server';
import type { UserProfile } from '../../src/protocol/api';

let server: BuiltServer;
afterEach(async () => server?.close());

describe('login and session', () => {
  it('login with the right password answers a session id and the user', async () => {
    server = await testServer();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'agent', password: 'agent' },
    });
    expect(response.statusCode).toBe(200);
    const data = body<{ sessionId: string; user: UserProfile }>(response);
    expect(data.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({
      username: 'agent',
      isSupervisor: false,
      assignedBusinessProcessIds: ['bp-1', 'bp-2', 'bp-3'],
    });
    const cookie = response.cookies.find((c) => c.name === 'cc_resume');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/session' });
  });

  it('login with a wrong password is 401 "Invalid username or password"', async () => {
    server = await testServer();
    for (const payload of [
      { username: 'agent', password: 'nope' },
      { username: 'nobody', password: 'x' },
    ]) {
      const response = await server.app.inject({ method: 'POST', url: '/api/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid username or password',
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('login without a username is 400 naming the field', async () => {
    server = await testServer();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'username',
      message: expect.stringMatching(/^username: /),
    });
  });

  it('the seeded roles are as the README lists them', async () => {
    server = await testServer();
    expect((await login(server, 'agent2')).user.assignedBusinessProcessIds).toEqual([
      'bp-2',
      'bp-4',
    ]);
    expect((await login(server, 'supervisor')).user).toMatchObject({
      isSupervisor: true,
      supervisorFeatures: true,
    });
    expect((await login(server, 'wallboard')).user).toMatchObject({
      isWallboard: true,
      isSupervisor: false,
    });
  });

  it('resume answers the session from the cookie when the hub header is present', async () => {
    server = await testServer();
    const { sessionId, cookie } = await login(server, 'agent');
    const cookies = { cc_resume: cookie?.value ?? '' };
    const resumed = await server.app.inject({
      method: 'POST',
      url: '/api/session/resume',
      cookies,
      headers: { 'x-cc-hub': '1' },
    });
    expect(resumed.statusCode).toBe(200);
    expect(body<{ sessionId: string; user: UserProfile }>(resumed)).toMatchObject({
      sessionId,
      user: { username: 'agent' },
    });

    const withoutHeader = await server.app.inject({
      method: 'POST',
      url: '/api/session/resume',
      cookies,
    });
    expect(withoutHeader.statusCode).toBe(401);
    const withoutCookie = await server.app.inject({
      method: 'POST',
      url: '/api/session/resume',
      headers: { 'x-cc-hub': '1' },
    });
    expect(withoutCookie.statusCode).toBe(401);
  });

  it('logout ends the session and clears the resume cookie', async () => {
    server = await testServer();
    const { sessionId, cookie } = await login(server, 'agent');
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: authed(sessionId),
    });
    expect(out.statusCode).toBe(200);
    expect(body(out)).toEqual({ loggedOut: true });
    expect(out.cookies.find((c) => c.name === 'cc_resume')?.value).toBe('');
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/themes/all',
      headers: authed(sessionId),
    });
    expect(after.statusCode).toBe(401);
    const resumed = await server.app.inject({
      method: 'POST',
      url: '/api/session/resume',
      cookies: { cc_resume: cookie?.value ?? '' },
      headers: { 'x-cc-hub': '1' },
    });
    expect(resumed.statusCode).toBe(401);
  });

  it('OpenID answers 404 because no provider is configured', async () => {
    server = await testServer();
    for (const [method, url] of [
      ['POST', '/api/openid/login'],
      ['GET', '/api/openid/start-auth'],
    ] as const) {
      const response = await server.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { code: 'c', state: 's' } } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('OpenID is not configured on this server');
    }
  });

  it('too many login attempts for one username are refused with 429', async () => {
    server = await testServer({ loginAttemptsPerMinute: 3 });
    const attempt = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'agent', password: 'bad' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });
});
