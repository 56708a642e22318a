import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '../../src/domain/user-settings';
import type { UserSettings } from '../../src/protocol/api';
import type { BuiltServer } from '../app';
import { authed, body, login, testServer } from '../testing/test-server';

let server: BuiltServer;
afterEach(async () => server?.close());

async function agentSession() {
  server = await testServer();
  const { sessionId, user } = await login(server, 'agent');
  const url = `/api/settings/${user.userId}`;
  const get = async () => server.app.inject({ method: 'GET', url, headers: authed(sessionId) });
  const put = async (payload: unknown) =>
    server.app.inject({
      method: 'PUT',
      url,
      headers: { ...authed(sessionId), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  return { sessionId, user, url, get, put };
}

describe('settings calls', () => {
  it('the first read answers the default settings of the spec', async () => {
    const { get } = await agentSession();
    const response = await get();
    expect(response.statusCode).toBe(200);
    const data = body<UserSettings>(response);
    expect(data).toEqual(DEFAULT_USER_SETTINGS);
    expect(data.preferencesSettings.interactionHistoryPeriod).toBe(168);
    expect(data.applicationSettings.timeZoneId).toBe('Eastern Standard Time');
    expect(data.theme).toEqual({ mode: 'light', _id: 'theme-default' });
  });

  it('a dotted-path update is answered and persists', async () => {
    const { get, put } = await agentSession();
    const response = await put({
      'preferencesSettings.pauseKPIEvents': true,
      'applicationSettings.language': 'nl',
    });
    expect(response.statusCode).toBe(200);
    expect(body<UserSettings>(response).preferencesSettings.pauseKPIEvents).toBe(true);
    const stored = body<UserSettings>(await get());
    expect(stored.preferencesSettings.pauseKPIEvents).toBe(true);
    expect(stored.applicationSettings.language).toBe('nl');
  });

  it('a malformed value is 400 naming the field and changes nothing', async () => {
    const { get, put } = await agentSession();
    await put({ 'applicationSettings.language': 'de' });
    const before = body<UserSettings>(await get());
    const response = await put({
      'applicationSettings.language': 'fr',
      'preferencesSettings.idleTimeToAgentIntelligenceCenter': 45,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      field: 'preferencesSettings.idleTimeToAgentIntelligenceCenter',
      message: expect.stringMatching(/^preferencesSettings\.idleTimeToAgentIntelligenceCenter: /),
    });
    expect(body<UserSettings>(await get())).toEqual(before);
  });

  it('an unknown dotted path is 400', async () => {
    const { get, put } = await agentSession();
    const before = body<UserSettings>(await get());
    const response = await put({ 'preferencesSettings.volumeKnob': 11 });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('preferencesSettings.volumeKnob');
    expect(body<UserSettings>(await get())).toEqual(before);
  });

  it('malformed JSON is 400 and changes nothing', async () => {
    const { get, sessionId, url } = await agentSession();
    const before = body<UserSettings>(await get());
    const response = await server.app.inject({
      method: 'PUT',
      url,
      headers: { ...authed(sessionId), 'content-type': 'application/json' },
      payload: '{"applicationSettings.language": "fr"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'body' });
    expect(body<UserSettings>(await get())).toEqual(before);
  });

  it('a body that is not an object is 400', async () => {
    const { put } = await agentSession();
    expect((await put(['applicationSettings.language'])).statusCode).toBe(400);
    expect((await put('fr')).statusCode).toBe(400);
  });

  it('supervisor dashboard settings are stored below their dotted path', async () => {
    const { get, put } = await agentSession();
    const response = await put({
      'supervisorDashboardSettings.dashboardSettings': {
        selectedDashboardIndex: 1,
        dashboards: [],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(body<UserSettings>(await get()).supervisorDashboardSettings).toEqual({
      dashboardSettings: { selectedDashboardIndex: 1, dashboards: [] },
    });
  });

  it("reading another user's settings is 403", async () => {
    const { sessionId } = await agentSession();
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/settings/user-2',
      headers: authed(sessionId),
    });
    expect(response.statusCode).toBe(403);
  });

  it('a wallboard user has no settings (403)', async () => {
    server = await testServer();
    const { sessionId, user } = await login(server, 'wallboard');
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/settings/${user.userId}`,
      headers: authed(sessionId),
    });
    expect(response.statusCode).toBe(403);
  });

  it('create is 201 once and 409 when settings exist; delete removes them', async () => {
    const { sessionId, url, put } = await agentSession();
    const created = await server.app.inject({ method: 'POST', url, headers: authed(sessionId) });
    expect(created.statusCode).toBe(201);
    expect(body(created)).toEqual(DEFAULT_USER_SETTINGS);
    expect(
      (await server.app.inject({ method: 'POST', url, headers: authed(sessionId) })).statusCode,
    ).toBe(409);
    await put({ 'theme.mode': 'dark' });
    const deleted = await server.app.inject({ method: 'DELETE', url, headers: authed(sessionId) });
    expect(body(deleted)).toEqual({ deleted: true, id: 'user-1' });
    expect(
      (await server.app.inject({ method: 'DELETE', url, headers: authed(sessionId) })).statusCode,
    ).toBe(404);
    const fresh = await server.app.inject({ method: 'GET', url, headers: authed(sessionId) });
    expect(body<UserSettings>(fresh).theme.mode).toBe('light');
  });
});
