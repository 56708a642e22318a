/**
 * Reliability, session (issue 9): keepAlive answers, slow answers and ended sessions,
 * with the page and its SharedWorker behind a fault proxy and a server of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { RESUME_COOKIE } from '../src/protocol/api';
import { startServer, type StartedServer } from '../server/start';
import { freePort, start as startProxy, type FaultProxy } from './support/fault-proxy';
import { signIn } from './support/login';
import { copyClientBuild } from './support/client-build';
import { afterSimTicks, delaysEnded } from './support/sim-clock';

interface Rig {
  proxy: FaultProxy;
  server: StartedServer;
  dir: string;
}

let rig: Rig;
/** A private copy of the client build: a rebuild of dist/ by someone else mid-run must not pull it away. */
let staticDir = '';

test.beforeAll(async () => {
  staticDir = await copyClientBuild('cc-rel-dist-');
});

test.afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

test.beforeEach(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-rel-session-'));
  const port = await freePort();
  const server = await startServer({
    port,
    host: '127.0.0.1',
    dbPath: join(dir, 'cc.sqlite'),
    staticDir,
    testRoutes: true,
    sim: { accel: 20 },
  });
  rig = { proxy: await startProxy(port), server, dir };
});

test.afterEach(async () => {
  await rig.proxy.close();
  await rig.server.close();
  rmSync(rig.dir, { recursive: true, force: true });
});

/** The test's own calls go to the server itself, never through the proxy. */
const api = (path: string) => `${rig.server.url}${path}`;

/** Calls that reached the server so far, by path prefix (test route counter). */
async function calls(request: APIRequestContext, path: string, method?: string): Promise<number> {
  const response = await request.get(api('/api/__test/calls'), {
    params: { path, ...(method ? { method } : {}) },
  });
  return ((await response.json()) as { data: { calls: number } }).data.calls;
}

async function socketCount(request: APIRequestContext): Promise<number> {
  const login = await request.post(api('/api/login'), {
    data: { username: 'wallboard', password: 'wallboard' },
  });
  const { sessionId } = ((await login.json()) as { data: { sessionId: string } }).data;
  const response = await request.get(api('/api/diagnostics/connections'), {
    headers: { 'session-id': sessionId },
  });
  return ((await response.json()) as { data: { sockets: number } }).data.sockets;
}

/** The browser's session id: outside the hub, only resume (with the HttpOnly cookie) answers it. */
async function browserSessionId(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === RESUME_COOKIE);
  if (cookie === undefined) throw new Error('no resume cookie');
  const resumed = await context.request.post(api('/api/session/resume'), {
    headers: { 'x-cc-hub': '1' },
  });
  return ((await resumed.json()) as { data: { sessionId: string } }).data.sessionId;
}

/** Ends a session on the server as its idle timeout would (asked by another user). */
async function expireSession(request: APIRequestContext, sessionId: string): Promise<void> {
  const login = await request.post(api('/api/login'), {
    data: { username: 'supervisor', password: 'supervisor' },
  });
  const caller = ((await login.json()) as { data: { sessionId: string } }).data.sessionId;
  const response = await request.post(api('/api/__test/session/expire'), {
    headers: { 'session-id': caller },
    data: { sessionId },
  });
  expect(response.status()).toBe(200);
}

const status = (page: Page) => page.locator('.connection-status');

/**
 * Waits until the page has loaded every screen part it asked for (nothing loading, no new
 * resource for a second), so a fault that follows hits the live connection, not a chunk.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('.loading-status')).toHaveCount(0);
  let last = -1;
  await expect
    .poll(
      async () => {
        const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
        const same = count === last;
        last = count;
        return same;
      },
      { intervals: [1_000], timeout: 20_000 },
    )
    .toBe(true);
}

/** Ends the browser's session on the server while the hub cannot hear it, in one of two ways. */
const ENDINGS = {
  expired: { ended: expireSession, reason: '401 Unauthorized. Illegal Session Id' },
  // signed out from elsewhere with the same session id: the server revokes it
  revoked: {
    ended: async (request: APIRequestContext, sessionId: string) => {
      const response = await request.post(api('/api/logout'), {
        headers: { 'session-id': sessionId },
      });
      expect(response.status()).toBe(200);
    },
    reason: '401 Unauthorized. Illegal Session Id',
  },
} as const;

for (const [how, ending] of Object.entries(ENDINGS)) {
  test(`${how === 'expired' ? 'an' : 'a'} ${how} session cannot come back through socket reconnection`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ baseURL: rig.proxy.url });
    const page = await context.newPage();
    await signIn(page, 'agent');
    await expect(status(page)).toHaveText(/Connected/);
    await settle(page);
    const sessionId = await browserSessionId(context);

    // the socket drops; the session ends while the hub cannot hear `session:ended`
    rig.proxy.mode('reset');
    await expect(status(page)).toHaveText(/Reconnecting/, { timeout: 10_000 });
    await ending.ended(request, sessionId);
    expect(await socketCount(request)).toBe(0);
    rig.proxy.mode('pass');
    const restored = Date.now();

    // the reconnection is refused and the hub ends the session with the catalogue's reason
    await expect(page.getByLabel('Username')).toBeVisible({ timeout: 10_000 });
    const loggedOutMs = Date.now() - restored;
    await expect(page.getByText(ending.reason)).toBeVisible();
    const handshakes = rig.proxy
      .connections()
      .filter((c) => c.firstLine?.startsWith('GET /socket.io/') === true).length;
    // 5 s of the centre running: a hub still trying would have opened a handshake by then
    await afterSimTicks(request, rig.server.url, 50);
    // no socket came back, and none is being tried any more
    expect(await socketCount(request)).toBe(0);
    expect(
      rig.proxy.connections().filter((c) => c.firstLine?.startsWith('GET /socket.io/') === true)
        .length,
    ).toBe(handshakes);
    // nor does a reload bring the session back through the resume cookie
    await page.reload();
    await expect(page.getByLabel('Username')).toBeVisible();
    await afterSimTicks(request, rig.server.url, 10);
    expect(await socketCount(request)).toBe(0);
    console.log(`${how}: login screen ${loggedOutMs} ms after the path came back`);
    await context.close();
  });
}

test('a 404 keepAlive with 4 tabs open triggers exactly one re-register', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: rig.proxy.url });
  const first = await context.newPage();
  await signIn(first, 'agent');
  for (let i = 0; i < 3; i += 1) {
    const page = await context.newPage();
    await page.goto('/dashboards');
    await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();
  }
  expect(await socketCount(request)).toBe(1); // one hub for the four tabs
  const registers = await calls(request, '/api/agent/register');
  const keepAlives = await calls(request, '/api/agent/current/keepAlive');
  const armed = await request.post(api('/api/__test/fault'), {
    data: { path: '/api/agent/current/keepAlive', status: 404, times: 1 },
  });
  expect(armed.ok()).toBe(true);

  // the 404 answer and one more keepAlive after it (they come every 15 s)
  await expect
    .poll(() => calls(request, '/api/agent/current/keepAlive'), {
      timeout: 40_000,
      intervals: [500],
    })
    .toBeGreaterThanOrEqual(keepAlives + 2);
  expect(await calls(request, '/api/agent/register')).toBe(registers + 1);
  for (const page of context.pages()) {
    await expect(page.getByLabel('Username')).toHaveCount(0);
    await expect(status(page)).toHaveText(/Connected/);
  }
  console.log(
    `register calls: ${registers} before, ${await calls(request, '/api/agent/register')} after`,
  );
  await context.close();
});

test('a response delayed past 30 s is aborted with a clear message and the call is not retried', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const login = await request.post(api('/api/login'), {
    data: { username: 'agent', password: 'agent' },
  });
  const agentId = ((await login.json()) as { data: { user: { userId: string } } }).data.user.userId;
  const statePath = `/api/agent/${agentId}/state`;
  const context = await browser.newContext({ baseURL: rig.proxy.url });
  const page = await context.newPage();
  await signIn(page, 'agent');
  const state = page.getByLabel('My state');
  await expect(state).toBeEnabled();
  await expect(state).not.toHaveValue('backoffice');
  const delaysBefore = await delaysEnded(request, rig.server.url);
  const armed = await request.post(api('/api/__test/fault'), {
    data: { path: statePath, delayMs: 40_000, times: 1 },
  });
  expect(armed.ok()).toBe(true);

  await state.selectOption({ label: 'Backoffice' });
  const sent = Date.now();
  const alert = page.getByRole('alert').filter({ hasText: 'The state could not be changed' });
  await expect(alert).toHaveText(
    'The state could not be changed: The server did not answer within 30 seconds',
    { timeout: 35_000 },
  );
  const abortedMs = Date.now() - sent;
  expect(abortedMs).toBeGreaterThanOrEqual(29_500);
  expect(await calls(request, statePath, 'PUT')).toBe(1);
  // the server got the call once and the hub did not send it again, even after the server's late answer
  await expect
    .poll(() => delaysEnded(request, rig.server.url), { timeout: 20_000 })
    .toBeGreaterThan(delaysBefore);
  // and a while after that late answer (2 s of the centre running) for a retry to show
  await afterSimTicks(request, rig.server.url, 20);
  expect(await calls(request, statePath, 'PUT')).toBe(1);
  // nothing is stuck: the agent tries again and it works
  await state.selectOption({ label: 'Outgoing' });
  await expect(state).toHaveValue('outgoing');
  await expect(alert).toHaveCount(0);
  expect(await calls(request, statePath, 'PUT')).toBe(2);
  await expect(page.getByLabel('Username')).toHaveCount(0);
  console.log(`aborted ${abortedMs} ms after the call was sent`);
  await context.close();
});
