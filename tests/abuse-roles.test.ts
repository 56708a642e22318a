/**
 * Issue 16, part 4: roles and ownership, checked on the route the router chose (declared per
 * route) and on the data. One test per finding, named after it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../server/app';
import { authed, body, login, testServer } from '../server/testing/test-server';

let server: BuiltServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const colours = {
  primary: '#112233',
  secondary: '#112233',
  surface: '#FFFFFF',
  info: '#112233',
  error: '#AA0000',
  success: '#00AA00',
  warning: '#AAAA00',
  accent: '#112233',
};

describe('abuse: roles and ownership', () => {
  it('wallboard role: CRM, directory, SMTP/SMS details and agent registration answer 403; its boards, statistics and themes answer', async () => {
    server = await testServer();
    const { sessionId, user } = await login(server, 'wallboard');
    const headers = authed(sessionId);
    const refused: Array<
      [method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>]
    > = [
      ['GET', '/api/crm/basicSearch?textToSearch=a'],
      ['POST', '/api/crm/contact', { firstName: 'X', phone: '+15551234567' }],
      ['GET', '/api/crm/contact/c-1'],
      ['GET', '/api/contact'],
      ['GET', '/api/contact/maincontacts'],
      ['GET', '/api/contact/externalcontacts'],
      ['GET', '/api/reference/smtpDetails'],
      ['GET', '/api/reference/smsDetails'],
      ['GET', '/api/reference/configuration'],
      ['GET', '/api/reference/mailSignatureFormat'],
      ['POST', '/api/agent/register', {}],
      ['POST', '/api/interaction/telephony/dial', { destination: '+15551234567' }],
      ['GET', '/api/agent/current/interaction/all'],
    ];
    for (const [method, url, payload] of refused) {
      const response = await server.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json<{ message: string }>().message, url).toBe(
        'Not available to a wallboard login',
      );
    }
    const allowed = [
      '/api/wallboard/stats',
      `/api/wallboard/${user.userId}`,
      '/api/businessProcess/all/stats',
      '/api/agent/all/stats',
      '/api/themes/all',
      '/api/reference/timeZone/all',
      `/api/supervisor/${user.userId}/supervisedAgent/all`,
    ];
    for (const url of allowed)
      expect((await server.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(200);
    // an unknown path stays 404
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/no/such/thing', headers })).statusCode,
    ).toBe(404);
  });

  it('business process assignment: an agent creates calls, callbacks, emails and SMS only on business processes assigned to them', async () => {
    server = await testServer();
    const headers = authed((await login(server, 'agent2')).sessionId); // bp-2 and bp-4
    const starts: Array<[url: string, payload: Record<string, unknown>]> = [
      ['/api/interaction/telephony/dial', { destination: '+15551234567' }],
      ['/api/interaction/email', { destination: 'someone@mail.example' }],
      ['/api/interaction/sms', { destination: '+15551234567' }],
      [
        '/api/interaction/callback',
        { phoneNumber: '+15551234567', scheduledTime: Date.UTC(2030, 0, 1) },
      ],
    ];
    for (const [url, payload] of starts) {
      const refused = await server.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { ...payload, businessProcessId: 'bp-1' },
      });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe('Business process bp-1 is not assigned to you');
      const allowed = await server.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { ...payload, businessProcessId: 'bp-2' },
      });
      expect(allowed.statusCode, url).toBeLessThan(300);
    }
  });

  it("theme ownership: only a theme's creator or a supervisor changes or deletes it", async () => {
    server = await testServer();
    const owner = authed((await login(server, 'agent')).sessionId);
    const other = authed((await login(server, 'agent2')).sessionId);
    const supervisor = authed((await login(server, 'supervisor')).sessionId);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/themes',
      headers: owner,
      payload: { name: 'Mine', dark: colours, light: colours },
    });
    const { _id: id } = body<{ _id: string }>(created);
    const put = (headers: Record<string, string>, name: string) =>
      server!.app.inject({
        method: 'PUT',
        url: `/api/themes/${id}`,
        headers,
        payload: { name, dark: colours, light: colours },
      });

    const changed = await put(other, 'Taken over');
    expect(changed.statusCode).toBe(403);
    expect(changed.json().message).toBe(
      'Only the creator of this theme or a supervisor may change it',
    );
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/themes/${id}`, headers: other }))
        .statusCode,
    ).toBe(403);
    expect(
      body<{ name: string }>(
        await server.app.inject({ method: 'GET', url: `/api/themes/${id}`, headers: other }),
      ).name,
    ).toBe('Mine');

    expect((await put(owner, 'Still mine')).statusCode).toBe(200);
    expect((await put(supervisor, 'Tidied')).statusCode).toBe(200);
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/themes/${id}`, headers: supervisor }))
        .statusCode,
    ).toBe(200);
  });
});
