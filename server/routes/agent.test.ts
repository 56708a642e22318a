import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeepAliveResponse, RegisterResponse } from '../../src/protocol/api';
import type { BuiltServer } from '../app';
import { authed, body, login, tempDir, testServer } from '../testing/test-server';

let server: BuiltServer;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  await server?.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function keepAlive(target: BuiltServer, sessionId: string, instanceId: string) {
  return target.app.inject({
    method: 'POST',
    url: '/api/agent/current/keepAlive',
    headers: authed(sessionId),
    payload: { instanceId },
  });
}

describe('agent registration and keepAlive', () => {
  it('keepAlive before register is 404 "No registered session found"', async () => {
    server = await testServer();
    const { sessionId } = await login(server, 'agent');
    const response = await keepAlive(server, sessionId, 'whatever');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No registered session found');
  });

  it('keepAlive with the registered instance id answers the server time', async () => {
    server = await testServer({ now: () => 1_700_000_000_000 });
    const { sessionId } = await login(server, 'agent');
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/agent/register',
      headers: authed(sessionId),
      payload: { terminal: 'sip:1001' },
    });
    expect(registered.statusCode).toBe(200);
    const { instanceId, user } = body<RegisterResponse>(registered);
    expect(user.username).toBe('agent');
    const alive = await keepAlive(server, sessionId, instanceId);
    expect(body<KeepAliveResponse>(alive)).toEqual({ instanceId, serverTime: 1_700_000_000_000 });
    expect((await keepAlive(server, sessionId, 'stale-instance')).statusCode).toBe(404);
  });

  it('register accepts an empty body with a JSON content type', async () => {
    server = await testServer();
    const { sessionId } = await login(server, 'agent');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/agent/register',
      headers: { ...authed(sessionId), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('after a restart the session is still valid but keepAlive asks to re-register', async () => {
    const dir = tempDir();
    cleanups.push(dir.cleanup);
    const dbPath = join(dir.path, 'cc.sqlite');
    const first = await testServer({ dbPath });
    const { sessionId } = await login(first, 'agent');
    const { instanceId } = body<RegisterResponse>(
      await first.app.inject({
        method: 'POST',
        url: '/api/agent/register',
        headers: authed(sessionId),
      }),
    );
    expect((await keepAlive(first, sessionId, instanceId)).statusCode).toBe(200);
    await first.close();

    server = await testServer({ dbPath });
    const afterRestart = await keepAlive(server, sessionId, instanceId);
    expect(afterRestart.statusCode).toBe(404);
    expect(afterRestart.json().message).toBe('No registered session found');
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/agent/register',
      headers: authed(sessionId),
    });
    expect(again.statusCode).toBe(200);
    expect(
      (await keepAlive(server, sessionId, body<RegisterResponse>(again).instanceId)).statusCode,
    ).toBe(200);
  });

  it('a malformed keepAlive body is 400 naming instanceId', async () => {
    server = await testServer();
    const { sessionId } = await login(server, 'agent');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/agent/current/keepAlive',
      headers: authed(sessionId),
      payload: { instanceId: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      field: 'instanceId',
    });
  });
});

describe('supervisor registration', () => {
  it('an agent calling a supervisor route is refused with 403 "Supervisor only"', async () => {
    server = await testServer();
    const { sessionId } = await login(server, 'agent');
    for (const url of ['/api/supervisor/register', '/api/supervisor/registered']) {
      const response = await server.app.inject({ method: 'GET', url, headers: authed(sessionId) });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Supervisor only');
    }
  });

  it('a supervisor registers and reads the registration', async () => {
    server = await testServer();
    const { sessionId } = await login(server, 'supervisor');
    const before = await server.app.inject({
      method: 'GET',
      url: '/api/supervisor/registered',
      headers: authed(sessionId),
    });
    expect(body(before)).toEqual({ registered: false, instanceId: null });
    const registered = await server.app.inject({
      method: 'GET',
      url: '/api/supervisor/register?terminal=sip%3A2001&useInternalPhone=true',
      headers: authed(sessionId),
    });
    const { instanceId } = body<RegisterResponse>(registered);
    expect(
      server.registrations.find(server.registrations.all()[0]?.sessionKey ?? ''),
    ).toMatchObject({
      kind: 'supervisor',
      terminal: 'sip:2001',
      useInternalPhone: true,
    });
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/supervisor/registered',
      headers: authed(sessionId),
    });
    expect(body(after)).toEqual({ registered: true, instanceId });
    const bad = await server.app.inject({
      method: 'GET',
      url: '/api/supervisor/register?useInternalPhone=maybe',
      headers: authed(sessionId),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('useInternalPhone');
  });
});
