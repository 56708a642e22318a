import { afterEach, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../app';
import { authed, login, manualClock, sqliteOf, testServer } from '../testing/test-server';
import { SESSION_TOUCH_INTERVAL_MS } from './session-service';

const IDLE_MS = 60_000;
let server: BuiltServer;
afterEach(async () => server?.close());

describe('session check on /api', () => {
  it('a call without a session id is 401 "Illegal Session Id"', async () => {
    server = await testServer();
    const response = await server.app.inject({ method: 'GET', url: '/api/themes/all' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Illegal Session Id',
    });
  });

  it('a call with an unknown session id is 401 "Illegal Session Id"', async () => {
    server = await testServer();
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/themes/all',
      headers: authed('not-a-session'),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('Illegal Session Id');
  });

  it('an unknown /api path is 401 without a session and 404 with one', async () => {
    server = await testServer();
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(anonymous.statusCode).toBe(401);
    const { sessionId } = await login(server, 'agent');
    const known = await server.app.inject({
      method: 'DELETE',
      url: '/api/no/such/thing',
      headers: authed(sessionId),
    });
    expect(known.statusCode).toBe(404);
    expect(known.json()).toMatchObject({ statusCode: 404, message: 'Not found' });
  });

  it('a session idle longer than the timeout is 500 SESSION_EXPIRED and is deleted', async () => {
    const clock = manualClock();
    server = await testServer({ now: clock.now, sessionIdleTimeoutMs: IDLE_MS });
    const { sessionId } = await login(server, 'agent');
    clock.advance(IDLE_MS + 1);
    const expired = await server.app.inject({
      method: 'GET',
      url: '/api/themes/all',
      headers: authed(sessionId),
    });
    expect(expired.statusCode).toBe(500);
    expect(expired.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'SESSION_EXPIRED',
    });
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/themes/all',
      headers: authed(sessionId),
    });
    expect(again.statusCode).toBe(401);
  });

  it('every call keeps the session alive', async () => {
    const clock = manualClock();
    server = await testServer({ now: clock.now, sessionIdleTimeoutMs: IDLE_MS });
    const { sessionId } = await login(server, 'agent');
    for (let i = 0; i < 5; i += 1) {
      clock.advance(IDLE_MS - 1_000);
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/themes/all',
        headers: authed(sessionId),
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('lastSeenAt is written at most once per touch interval', async () => {
    const clock = manualClock();
    server = await testServer({ now: clock.now });
    const { sessionId } = await login(server, 'agent');
    const lastSeen = () =>
      sqliteOf(server).prepare('SELECT last_seen_at FROM sessions').pluck().get() as number;
    const loggedInAt = lastSeen();
    clock.advance(SESSION_TOUCH_INTERVAL_MS - 1);
    await server.app.inject({ method: 'GET', url: '/api/themes/all', headers: authed(sessionId) });
    expect(lastSeen()).toBe(loggedInAt);
    clock.advance(1);
    await server.app.inject({ method: 'GET', url: '/api/themes/all', headers: authed(sessionId) });
    expect(lastSeen()).toBe(loggedInAt + SESSION_TOUCH_INTERVAL_MS);
  });

  it('the session id is stored only as a hash', async () => {
    server = await testServer();
    const { sessionId } = await login(server, 'agent');
    const keys = sqliteOf(server).prepare('SELECT id_hash FROM sessions').pluck().all() as string[];
    expect(keys).toHaveLength(1);
    expect(keys).not.toContain(sessionId);
  });

  it('the sweep deletes idle sessions', async () => {
    const clock = manualClock();
    server = await testServer({ now: clock.now, sessionIdleTimeoutMs: IDLE_MS });
    await login(server, 'agent');
    const { sessionId: fresh } = await login(server, 'agent2');
    clock.advance(IDLE_MS / 2);
    await server.app.inject({ method: 'GET', url: '/api/themes/all', headers: authed(fresh) });
    clock.advance(IDLE_MS / 2 + 1);
    expect((await server.sessions.sweepExpired()).map((s) => s.userId)).toEqual(['user-1']);
  });
});
