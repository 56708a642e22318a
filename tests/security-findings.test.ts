/**
 * One regression test per finding of the security review (issue 16), each named after the
 * finding and each failing on the code before its fix.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { UserSettings } from '../src/protocol/api';
import { startServer, type StartedServer } from '../server/start';
import { authed, body, login } from '../server/testing/test-server';
import { rawClient } from './raw-http';

let started: StartedServer | null = null;
afterEach(async () => {
  await started?.close();
  started = null;
});

describe('security findings', () => {
  it('session check skipped: an encoded, doubled-slash or dotted spelling of an /api path is refused without a session', async () => {
    started = await startServer({ port: 0, host: '127.0.0.1', dbPath: ':memory:' });
    const client = rawClient(started.url);
    try {
      const spellings = [
        '/%61pi/themes/all',
        '/a%70i/reference/smtpDetails',
        '/ap%69/reference/smsDetails',
        '//api/themes/all',
        '/api//themes/all',
        '/api/./themes/all',
        '/x/../api/themes/all',
        '/%2561pi/themes/all',
        '/api%2Fthemes%2Fall',
      ];
      for (const target of spellings) {
        const response = await client.send('GET', target);
        expect(
          [401, 404],
          `GET ${target} answered ${response.status}: ${response.body.slice(0, 80)}`,
        ).toContain(response.status);
        expect(response.body).not.toContain('"data"');
      }
      const themeId = 'theme-default';
      const deleted = await client.send('DELETE', `/%61pi/themes/${themeId}`);
      expect([401, 404]).toContain(deleted.status);
    } finally {
      client.close();
    }
  });

  it('prototype pollution: a settings update with __proto__ below supervisorDashboardSettings is refused and leaves Object.prototype untouched', async () => {
    started = await startServer({ port: 0, host: '127.0.0.1', dbPath: ':memory:' });
    const { server } = started;
    const { sessionId, user } = await login(server, 'agent');
    const paths = [
      'supervisorDashboardSettings.a.__proto__.polluted',
      'supervisorDashboardSettings.a.b.__proto__.polluted',
      'supervisorDashboardSettings.a.constructor.prototype.polluted',
      'supervisorDashboardSettings.__proto__.polluted',
    ];
    try {
      for (const path of paths) {
        const response = await server.app.inject({
          method: 'PUT',
          url: `/api/settings/${user.userId}`,
          headers: authed(sessionId),
          payload: { [path]: true },
        });
        expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, field: path });
        expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
      }
      // the server still works for everyone
      const again = await login(server, 'agent2');
      const settings = await server.app.inject({
        method: 'GET',
        url: `/api/settings/${again.user.userId}`,
        headers: authed(again.sessionId),
      });
      expect(settings.statusCode).toBe(200);
      expect(body<UserSettings>(settings).theme._id).toBe('theme-default');
      const anonymous = await server.app.inject({ method: 'GET', url: '/api/themes/all' });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      // keep a failure here from poisoning the rest of this worker's tests
      delete (Object.prototype as Record<string, unknown>)['polluted'];
    }
  });
});
