import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../src/protocol/api';
import type { HubNotice, LogoutReason, SessionValue } from '../../src/protocol/hub';
import { TIMEOUT_MESSAGE } from './http';
import { KEEP_ALIVE_INTERVAL_MS } from './keep-alive';
import { createSessionController } from './session';
import type { SessionEnvironment } from './session-types';

const USER: UserProfile = {
  userId: 'u1',
  username: 'agent',
  displayName: 'Agent One',
  firstName: 'Agent',
  lastName: 'One',
  email: 'agent@example.com',
  organizationId: 'org-1',
  isSupervisor: false,
  isWallboard: false,
  supervisorFeatures: false,
  assignedBusinessProcessIds: [],
  defaultLoadAllowanceId: 'la-1',
  alwaysRecord: false,
};
const SESSION_ID = 'sid-123-secret';

interface Sent {
  path: string;
  headers: Headers;
  body: unknown;
  init: RequestInit;
}
/** A scripted answer: a Response, a rejected fetch, or no answer until aborted. */
type Answer = Response | 'network' | 'hang' | ((sent: Sent) => Response | Promise<Response>);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const error = (status: number, message: string) =>
  json(status, { statusCode: status, error: 'Error', message });

const LOGIN = '/api/login';
const REGISTER = '/api/agent/register';
const KEEP_ALIVE = '/api/agent/current/keepAlive';

function setup(options: { collaborationHost?: boolean } = {}) {
  const sent: Sent[] = [];
  const scripts = new Map<string, Answer[]>();
  let registrations = 0;
  const defaults: Record<string, () => Response> = {
    [LOGIN]: () => json(200, { data: { sessionId: SESSION_ID, user: USER } }),
    '/api/session/resume': () => error(401, 'No resume cookie'),
    [REGISTER]: () => json(200, { data: { instanceId: `inst-${++registrations}`, user: USER } }),
    [KEEP_ALIVE]: () => json(200, { data: { instanceId: 'inst', serverTime: 0 } }),
    '/api/logout': () => json(200, { data: null }),
  };
  const timers = new Map<number, { at: number; fn: () => void }>();
  let now = 0;
  let nextTimer = 1;
  const logs: string[] = [];
  const sessions: SessionValue[] = [];
  const notices: HubNotice[] = [];

  const env: SessionEnvironment = {
    fetch: async (input, init = {}) => {
      const path = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      ).pathname;
      const entry: Sent = {
        path,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        init,
      };
      sent.push(entry);
      await Promise.resolve();
      const answer =
        scripts.get(path)?.shift() ?? defaults[path] ?? (() => json(200, { data: { path } }));
      if (answer === 'network') throw new TypeError('Failed to fetch');
      if (answer === 'hang') {
        return new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        });
      }
      return typeof answer === 'function' ? answer(entry) : answer;
    },
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.set(nextTimer, { at: now + ms, fn });
      return nextTimer++;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    baseUrl: 'http://127.0.0.1:9999',
    inCollaborationHost: () => options.collaborationHost ?? false,
    log: (level, message) => void logs.push(`${level} ${message}`),
  };
  const session = createSessionController(env, {
    onSession: (value) => void sessions.push(value),
    onNotice: (notice) => void notices.push(notice),
  });

  /** Let every pending promise chain run (answers are read through microtasks only). */
  async function settle(): Promise<void> {
    for (let i = 0; i < 300; i++) await Promise.resolve();
  }
  /** Move the fake clock, firing due timers in order and settling after each. */
  async function advance(ms: number): Promise<void> {
    const target = now + ms;
    for (;;) {
      await settle();
      const due = [...timers]
        .filter(([, t]) => t.at <= target)
        .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = target;
    await settle();
  }
  const script = (path: string, ...answers: Answer[]) =>
    scripts.set(path, [...(scripts.get(path) ?? []), ...answers]);
  const calls = (path: string) => sent.filter((s) => s.path === path);
  const logouts = () => sessions.filter((s) => s.name === 'loggedOut');
  const reason = (): LogoutReason | null =>
    session.value.name === 'loggedOut' ? session.value.reason : null;

  async function loggedIn() {
    const result = await session.login({ username: 'agent', password: 'agent' });
    expect(result.ok).toBe(true);
    return result;
  }
  /** Run `count` keepAlive beats. */
  const beats = (count: number) => advance(count * KEEP_ALIVE_INTERVAL_MS);

  return {
    session,
    sent,
    script,
    calls,
    sessions,
    logouts,
    notices,
    logs,
    advance,
    beats,
    loggedIn,
    reason,
    timers,
  };
}

describe('login and session', () => {
  it('login registers, goes active and starts keepAlive every 15 s with the instanceId', async () => {
    const t = setup();
    await t.loggedIn();
    expect(t.sessions.map((s) => s.name)).toEqual(['loggingIn', 'active']);
    expect(t.session.value).toEqual({ name: 'active', user: USER, instanceId: 'inst-1' });
    expect(t.calls(REGISTER)[0]?.body).toEqual({});
    await t.advance(KEEP_ALIVE_INTERVAL_MS - 1);
    expect(t.calls(KEEP_ALIVE)).toHaveLength(0);
    await t.advance(1);
    expect(t.calls(KEEP_ALIVE).map((c) => c.body)).toEqual([{ instanceId: 'inst-1' }]);
    await t.beats(2);
    expect(t.calls(KEEP_ALIVE)).toHaveLength(3);
  });

  it('a wallboard user is not registered as an agent: active at once, kept alive by reading their board', async () => {
    const t = setup();
    const wallboard: UserProfile = {
      ...USER,
      userId: 'wall-1',
      username: 'wallboard',
      isWallboard: true,
      isSupervisor: false,
    };
    t.script(LOGIN, json(200, { data: { sessionId: SESSION_ID, user: wallboard } }));
    t.script('/api/wallboard/current', json(200, { data: { name: 'WALLBOARD' } }));
    const result = await t.session.login({ username: 'wallboard', password: 'wallboard' });
    expect(result.ok).toBe(true);
    expect(t.session.value).toEqual({ name: 'active', user: wallboard, instanceId: null });
    expect(t.calls(REGISTER)).toHaveLength(0);
    await t.beats(1);
    expect(t.calls(KEEP_ALIVE)).toHaveLength(0);
    expect(t.calls('/api/wallboard/current')).toHaveLength(1);
    expect(t.session.value.name).toBe('active');
  });

  it('login failure: "Failed to login" is the loginFailed code, nothing registered', async () => {
    const t = setup();
    t.script(LOGIN, error(401, 'Invalid username or password'));
    const result = await t.session.login({ username: 'agent', password: 'bad' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'loginFailed', status: 401, message: 'Invalid username or password' },
    });
    expect(t.session.value).toEqual({ name: 'loggedOut', reason: null });
    expect(t.calls(REGISTER)).toHaveLength(0);
  });

  it('session-id and username headers are present on every call after login', async () => {
    const t = setup();
    await t.loggedIn();
    await t.session.request({ method: 'GET', path: '/api/settings/u1' });
    for (const call of [t.calls(REGISTER)[0], t.calls('/api/settings/u1')[0]]) {
      expect(call?.headers.get('session-id')).toBe(SESSION_ID);
      expect(call?.headers.get('username')).toBe('agent');
    }
    expect(t.calls(LOGIN)[0]?.headers.has('session-id')).toBe(false);
  });

  it('resume uses the cookie endpoint with x-cc-hub, then registers', async () => {
    const t = setup();
    t.script('/api/session/resume', json(200, { data: { sessionId: SESSION_ID, user: USER } }));
    expect(await t.session.resume()).toBe(true);
    const resume = t.calls('/api/session/resume')[0];
    expect(resume?.headers.get('x-cc-hub')).toBe('1');
    expect(resume?.init.credentials).toBe('same-origin');
    expect(resume?.headers.has('session-id')).toBe(false);
    expect(t.session.value.name).toBe('active');
    expect(t.calls(REGISTER)[0]?.headers.get('session-id')).toBe(SESSION_ID);
  });

  it('wallboard role: a wallboard session is active without agent registration, which the server refuses it', async () => {
    const t = setup();
    const wallboard: UserProfile = { ...USER, isWallboard: true };
    t.script(
      '/api/session/resume',
      json(200, { data: { sessionId: SESSION_ID, user: wallboard } }),
    );
    expect(await t.session.resume()).toBe(true);
    expect(t.session.value).toEqual({ name: 'active', user: wallboard, instanceId: null });
    expect(t.calls(REGISTER)).toHaveLength(0);
  });

  it('resume without a valid cookie stays logged out', async () => {
    const t = setup();
    expect(await t.session.resume()).toBe(false);
    expect(t.session.value).toEqual({ name: 'loggedOut', reason: null });
  });

  it('logout calls the server, stops keepAlive and reaches listeners once', async () => {
    const t = setup();
    await t.loggedIn();
    await t.session.logout();
    expect(t.calls('/api/logout')[0]?.headers.get('session-id')).toBe(SESSION_ID);
    expect(t.logouts()).toEqual([{ name: 'loggedOut', reason: { code: 'userLogout' } }]);
    expect(t.session.sessionId).toBeNull();
    await t.session.logout();
    await t.beats(3);
    expect(t.calls(KEEP_ALIVE)).toHaveLength(0);
    expect(t.logouts()).toHaveLength(1);
  });

  it('logout still ends the session when the logout call fails', async () => {
    const t = setup();
    await t.loggedIn();
    t.script('/api/logout', 'network');
    await t.session.logout();
    expect(t.session.value).toEqual({ name: 'loggedOut', reason: { code: 'userLogout' } });
  });

  it('while logged out a request fails with loggedOut without calling the server', async () => {
    const t = setup();
    const result = await t.session.request({ method: 'GET', path: '/api/settings/u1' });
    expect(result).toEqual({ ok: false, error: { code: 'loggedOut' } });
    expect(t.sent).toHaveLength(0);
  });

  it('two calls failing with 401 at once end the session once', async () => {
    const t = setup();
    await t.loggedIn();
    t.script('/api/a', error(401, 'Unauthorized'));
    t.script('/api/b', error(401, 'Unauthorized'));
    const results = await Promise.all([
      t.session.request({ method: 'GET', path: '/api/a' }),
      t.session.request({ method: 'GET', path: '/api/b' }),
    ]);
    expect(t.logouts()).toHaveLength(1);
    expect(results[0]).toMatchObject({ ok: false, error: { code: 'loggedOut', status: 401 } });
  });

  it('the session id is never logged, even when the server echoes it', async () => {
    const t = setup();
    await t.loggedIn();
    t.script('/api/x', error(401, `Illegal Session Id ${SESSION_ID}`));
    const result = await t.session.request({ method: 'GET', path: '/api/x' });
    expect(JSON.stringify(result)).not.toContain(SESSION_ID);
    expect(t.logs.join('\n')).not.toContain(SESSION_ID);
    expect(t.reason()?.serverMessage).toBe('Illegal Session Id [session]');
  });
});

describe('session lifecycle edges', () => {
  it('an answer of an ended session does not touch the next one', async () => {
    const t = setup();
    await t.loggedIn();
    let release: (r: Response) => void = () => undefined;
    const late = new Promise<Response>((resolve) => (release = resolve));
    t.script('/api/old', () => late);
    const pending = t.session.request({ method: 'GET', path: '/api/old' });
    await t.session.logout();
    await t.loggedIn();
    release(error(401, 'Unauthorized'));
    await pending;
    expect(t.session.value.name).toBe('active');
  });

  it('a second login while one is running is refused', async () => {
    const t = setup();
    const first = t.session.login({ username: 'agent', password: 'agent' });
    expect(await t.session.login({ username: 'agent', password: 'agent' })).toEqual({
      ok: false,
      error: { code: 'loginInProgress' },
    });
    expect((await first).ok).toBe(true);
  });

  it('a network error on register fails the login with registerFailed', async () => {
    const t = setup();
    t.script(REGISTER, 'network');
    const result = await t.session.login({ username: 'agent', password: 'agent' });
    expect(result).toMatchObject({ ok: false, error: { code: 'registerFailed' } });
    expect(t.session.value).toEqual({ name: 'loggedOut', reason: null });
  });

  it('sendEmail through request has no timeout', async () => {
    const t = setup();
    await t.loggedIn();
    t.script('/api/email/send', 'hang');
    let settled = false;
    void t.session
      .request({ method: 'POST', path: '/api/email/send', noTimeout: true })
      .then(() => (settled = true));
    await t.advance(120_000);
    expect(settled).toBe(false);
    expect(t.calls('/api/email/send')[0]?.init.signal?.aborted).toBe(false);
  });

  it('a 404 on keepAlive after failures re-registers once and restores once', async () => {
    const t = setup();
    await t.loggedIn();
    t.script(KEEP_ALIVE, 'network', error(404, 'No registered session found'));
    await t.beats(4);
    expect(t.calls(REGISTER)).toHaveLength(2);
    expect(t.notices.map((n) => n.code)).toEqual(['connectionRestored']);
  });

  it('dispose stops the keepAlive timer', async () => {
    const t = setup();
    await t.loggedIn();
    t.session.dispose();
    expect(t.timers.size).toBe(0);
    await t.beats(2);
    expect(t.calls(KEEP_ALIVE)).toHaveLength(0);
  });
});

describe('error catalogue rows (agent-desktop §8)', () => {
  it('5 consecutive network errors: logout "Network Error. Max consecutive network errors reached (5)."', async () => {
    const t = setup();
    await t.loggedIn();
    t.script('/api/x', 'network', 'network', 'network', 'network', 'network');
    for (let i = 0; i < 4; i++) await t.session.request({ method: 'GET', path: '/api/x' });
    expect(t.session.value.name).toBe('active');
    const fifth = await t.session.request({ method: 'GET', path: '/api/x' });
    expect(fifth).toMatchObject({ ok: false, error: { code: 'loggedOut' } });
    expect(t.reason()).toEqual({ code: 'networkErrors' });
    expect(t.logouts()).toHaveLength(1);
  });

  it('five calls cut together by one network blip count as one network error: the session stays', async () => {
    const t = setup();
    await t.loggedIn();
    t.script('/api/x', 'network', 'network', 'network', 'network', 'network');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.session.request({ method: 'GET', path: '/api/x' })),
    );
    expect(results.every((result) => !result.ok)).toBe(true);
    expect(t.session.value.name).toBe('active');
    expect(t.logouts()).toHaveLength(0);
  });

  it('4 network errors then a success reset the network count', async () => {
    const t = setup();
    await t.loggedIn();
    t.script(
      '/api/x',
      'network',
      'network',
      'network',
      'network',
      json(200, { data: 1 }),
      'network',
      'network',
      'network',
      'network',
    );
    for (let i = 0; i < 9; i++) await t.session.request({ method: 'GET', path: '/api/x' });
    expect(t.session.value.name).toBe('active');
  });

  it('500 containing the license count text: logout "License Limit Reached."', async () => {
    const t = setup();
    t.script(
      REGISTER,
      error(
        500,
        'Your Organization has reached its Agent license count and you are unable to login',
      ),
    );
    const result = await t.session.login({ username: 'agent', password: 'agent' });
    expect(result).toMatchObject({ ok: false, error: { code: 'licenseLimit', status: 500 } });
    expect(t.session.value).toEqual({ name: 'loggedOut', reason: { code: 'licenseLimit' } });
    expect(t.calls('/api/logout')).toHaveLength(1);
  });

  it('500 containing "Failed to retrieve latest ORG configuration": logout "500 Service Unavailable."', async () => {
    const t = setup();
    await t.loggedIn();
    t.script('/api/x', error(500, 'Failed to retrieve latest ORG configuration'));
    await t.session.request({ method: 'GET', path: '/api/x' });
    expect(t.reason()).toEqual({ code: 'orgConfiguration' });
  });

  it('500 containing SESSION_EXPIRED: logout "Session Expired", no redirect outside a collaboration host', async () => {
    const t = setup();
    await t.loggedIn();
    t.script(KEEP_ALIVE, error(500, 'SESSION_EXPIRED'));
    await t.beats(1);
    expect(t.reason()).toEqual({ code: 'sessionExpired' });
    await t.beats(2);
    expect(t.calls(KEEP_ALIVE)).toHaveLength(1);
  });

  it('500 containing SESSION_EXPIRED inside a collaboration host redirects to /teams with the org', async () => {
    const t = setup({ collaborationHost: true });
    await t.loggedIn();
    t.script('/api/x', error(500, 'SESSION_EXPIRED'));
    await t.session.request({ method: 'GET', path: '/api/x' });
    expect(t.reason()).toEqual({ code: 'sessionExpired', redirectTo: '/teams?org=org-1' });
  });

  it('a session the server ended over the socket ends with its reason and no call back to the server', async () => {
    const t = setup({ collaborationHost: true });
    await t.loggedIn();
    const before = t.calls('/api/logout').length;
    t.session.end('sessionExpired');
    expect(t.reason()).toEqual({ code: 'sessionExpired', redirectTo: '/teams?org=org-1' });
    expect(t.calls('/api/logout')).toHaveLength(before);
    await t.beats(2);
    expect(t.calls(KEEP_ALIVE)).toHaveLength(0);
  });

  it('500 containing "Wrong Parameter": error passed on to the caller, session kept', async () => {
    const t = setup();
    await t.loggedIn();
    t.script('/api/x', error(500, 'Wrong Parameter'));
    const result = await t.session.request({ method: 'POST', path: '/api/x', body: {} });
    expect(result).toEqual({
      ok: false,
      error: { code: 'http', status: 500, message: 'Wrong Parameter' },
    });
    expect(t.session.value.name).toBe('active');
  });

  it('500 on register: message passed on, "Failed with status 400 \'x\'" reduced to x', async () => {
    const t = setup();
    t.script(REGISTER, error(500, "Failed with status 400 'Terminal not found'"));
    const result = await t.session.login({ username: 'agent', password: 'agent' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'registerFailed', status: 500, message: 'Terminal not found' },
    });
    expect(t.session.value).toEqual({ name: 'loggedOut', reason: null });
    expect(t.calls('/api/logout')[0]?.headers.get('session-id')).toBe(SESSION_ID);
  });

  it('500 on register without a message: "Registration Failed"', async () => {
    const t = setup();
    t.script(REGISTER, error(500, ''));
    const result = await t.session.login({ username: 'agent', password: 'agent' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'registerFailed', message: 'Registration Failed' },
    });
  });

  it('500 containing "Try Later" on keepAlive: exactly the 5th consecutive logs out (500 - Max consecutive keepAlive)', async () => {
    const t = setup();
    await t.loggedIn();
    for (let i = 0; i < 5; i++) t.script(KEEP_ALIVE, error(500, 'Please Try Later'));
    await t.beats(4);
    expect(t.session.value.name).toBe('active');
    await t.beats(1);
    expect(t.reason()).toEqual({ code: 'keepAliveTryLater' });
  });

  it('401 containing "Illegal Session Id": logout "401 Unauthorized." plus the server message', async () => {
    const t = setup();
    await t.loggedIn();
    t.script('/api/x', error(401, 'Illegal Session Id'));
    await t.session.request({ method: 'GET', path: '/api/x' });
    expect(t.reason()).toEqual({ code: 'illegalSession', serverMessage: 'Illegal Session Id' });
  });

  it('other 401 on non-login, non-keepAlive calls: logout "401 Unauthorized. automated log out."', async () => {
    const t = setup();
    await t.loggedIn();
    t.script('/api/x', error(401, 'Unauthorized'));
    await t.session.request({ method: 'GET', path: '/api/x' });
    expect(t.reason()).toEqual({ code: 'unauthorized' });
    expect(t.session.sessionId).toBeNull();
  });

  it('401 on keepAlive: 5 consecutive failures logout (401 - Max consecutive keepAlive)', async () => {
    const t = setup();
    await t.loggedIn();
    for (let i = 0; i < 5; i++) t.script(KEEP_ALIVE, error(401, 'Illegal Session Id'));
    await t.beats(4);
    expect(t.session.value.name).toBe('active');
    await t.beats(1);
    expect(t.reason()).toEqual({ code: 'keepAliveUnauthorized' });
    expect(t.logouts()).toHaveLength(1);
  });

  it('4 keepAlive failures then a successful keepAlive reset the count', async () => {
    const t = setup();
    await t.loggedIn();
    for (let i = 0; i < 4; i++) t.script(KEEP_ALIVE, error(401, 'Unauthorized'));
    t.script(KEEP_ALIVE, json(200, { data: { instanceId: 'inst', serverTime: 1 } }));
    for (let i = 0; i < 4; i++) t.script(KEEP_ALIVE, error(500, 'Try Later'));
    await t.beats(9);
    expect(t.session.value.name).toBe('active');
  });

  it('404 on keepAlive: re-register exactly once, then keepAlive uses the new instanceId', async () => {
    const t = setup();
    await t.loggedIn();
    t.script(KEEP_ALIVE, error(404, 'Not Found'));
    await t.beats(1);
    expect(t.calls(REGISTER)).toHaveLength(2);
    expect(t.session.value).toMatchObject({ name: 'active', instanceId: 'inst-2' });
    await t.beats(2);
    expect(t.calls(REGISTER)).toHaveLength(2);
    expect(t.calls(KEEP_ALIVE).at(-1)?.body).toEqual({ instanceId: 'inst-2' });
    expect(t.notices).toEqual([]);
  });

  it('message "No registered session found" on a call: re-register and the error reaches the caller', async () => {
    const t = setup();
    await t.loggedIn();
    t.script('/api/x', error(500, 'No registered session found'));
    const result = await t.session.request({ method: 'POST', path: '/api/x', body: {} });
    await t.advance(0);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'http', message: 'No registered session found' },
    });
    expect(t.calls(REGISTER)).toHaveLength(2);
    expect(t.calls('/api/x')).toHaveLength(1);
  });

  it('several answers asking to re-register at once re-register once', async () => {
    const t = setup();
    await t.loggedIn();
    t.script('/api/a', error(404, 'No registered session found'));
    t.script('/api/b', error(404, 'No registered session found'));
    await Promise.all([
      t.session.request({ method: 'GET', path: '/api/a' }),
      t.session.request({ method: 'GET', path: '/api/b' }),
    ]);
    await t.advance(0);
    expect(t.calls(REGISTER)).toHaveLength(2);
  });

  it('successful keepAlive after failures: re-register and one connection-restored notice', async () => {
    const t = setup();
    await t.loggedIn();
    t.script(KEEP_ALIVE, 'network', error(500, 'Try Later'), 'network');
    await t.beats(3);
    expect(t.notices).toEqual([]);
    expect(t.calls(REGISTER)).toHaveLength(1);
    await t.beats(1);
    expect(t.notices).toEqual([{ code: 'connectionRestored', at: 4 * KEEP_ALIVE_INTERVAL_MS }]);
    expect(t.calls(REGISTER)).toHaveLength(2);
    await t.beats(3);
    expect(t.notices).toHaveLength(1);
    expect(t.calls(REGISTER)).toHaveLength(2);
  });

  it('no response: a 30 s timeout is logged only, reaches the caller and is not retried', async () => {
    const t = setup();
    await t.loggedIn();
    t.script('/api/interaction/accept', 'hang');
    const pending = t.session.request({
      method: 'POST',
      path: '/api/interaction/accept',
      body: { id: 'i1' },
    });
    await t.advance(30_000);
    expect(await pending).toEqual({
      ok: false,
      error: { code: 'timeout', message: TIMEOUT_MESSAGE },
    });
    expect(t.calls('/api/interaction/accept')).toHaveLength(1);
    expect(t.session.value.name).toBe('active');
    expect(t.logs.some((l) => l.includes('/api/interaction/accept'))).toBe(true);
  });
});
