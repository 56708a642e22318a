/**
 * Issue 9 "secrets", the browser side: while an agent and a supervisor work through the
 * app (sign in, several screens, a reload that resumes the session, a second tab), their
 * session id appears in no URL the browser requested or showed, not in localStorage,
 * sessionStorage, IndexedDB, Cache Storage or document.cookie (the resume cookie is
 * HttpOnly), and not on the console of the page or of the hub worker. One run uses the
 * SharedWorker hub, one the in-page hub (no SharedWorker, no Worker), where the hub's own
 * code logs to the page console. The server's logs are covered by tests/secrets.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startServer, type StartedServer } from '../server/start';
import { copyClientBuild } from './support/client-build';
import { freePort } from './support/free-port';
import { animationsSettled, resourcesSettled } from './support/settled';

const SCREENS = ['/dashboards', '/calls', '/chats', '/settings', '/kpis', '/help'];

/** Everything the page and every hub SharedWorker print on their consoles, as text with their arguments. */
async function recordConsoles(
  page: Page,
  browser: Browser,
): Promise<{ lines: string[]; workers: string[]; stop(): Promise<void> }> {
  const lines: string[] = [];
  const workers: string[] = [];
  page.on('console', (message) => {
    void Promise.all(
      message.args().map((arg) =>
        arg
          .jsonValue()
          .then((v) => JSON.stringify(v))
          .catch(() => ''),
      ),
    )
      .then((args) => lines.push(`page ${message.type()}: ${message.text()} ${args.join(' ')}`))
      .catch(() => lines.push(`page ${message.type()}: ${message.text()}`));
  });
  page.on('pageerror', (error) => lines.push(`page error: ${error.message} ${error.stack ?? ''}`));
  const cdp = await browser.newBrowserCDPSession();
  cdp.on('Target.targetCreated', (event: { targetInfo: { type: string; targetId: string } }) => {
    if (event.targetInfo.type !== 'shared_worker') return;
    void (async () => {
      const { sessionId } = await cdp.send('Target.attachToTarget', {
        targetId: event.targetInfo.targetId,
        flatten: false,
      });
      workers.push(sessionId);
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: 1, method: 'Runtime.enable' }),
      });
    })().catch(() => undefined);
  });
  cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
    // the raw protocol message holds every argument in full (values, previews, stack traces)
    if (
      event.message.includes('"Runtime.consoleAPICalled"') ||
      event.message.includes('"Runtime.exceptionThrown"')
    )
      lines.push(`worker: ${event.message}`);
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  return { lines, workers, stop: () => cdp.detach() };
}

/** Every value the page's origin keeps: web storage, cookies visible to script, IndexedDB and Cache Storage. */
function readStorage(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    for (const [name, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        found.push(`${name} ${key}=${storage.getItem(key) ?? ''}`);
      }
    }
    found.push(`document.cookie ${document.cookie}`);
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error(`cannot open ${info.name}`));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const read = (what: 'getAll' | 'getAllKeys') =>
          new Promise<unknown>((resolve) => {
            const request = db.transaction(store).objectStore(store)[what]();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => resolve(null);
          });
        found.push(
          `indexedDB ${info.name}/${store} ${JSON.stringify(await read('getAllKeys'))} ${JSON.stringify(await read('getAll'))}`,
        );
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        found.push(`cache ${name} ${request.url} ${await (await cache.match(request))?.text()}`);
    }
    return found;
  });
}

let started: StartedServer | null = null;
let dist = '';
let dataDir = '';
/** Every URL the server was asked for (requests and socket upgrades), from every page and worker. */
const requested: string[] = [];

test.beforeAll(async () => {
  dist = await copyClientBuild('cc-secrets-dist');
  dataDir = mkdtempSync(join(tmpdir(), 'cc-secrets-'));
  started = await startServer({
    port: await freePort(),
    host: '127.0.0.1',
    dbPath: join(dataDir, 'cc.sqlite'),
    staticDir: dist,
    testRoutes: true,
    sim: { accel: 20 },
  });
  const http = started.server.app.server;
  http.prependListener('request', (request) => requested.push(request.url ?? ''));
  http.prependListener('upgrade', (request) => requested.push(request.url ?? ''));
});
test.afterAll(async () => {
  await started?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();
}

/** The browser's two secrets: the HttpOnly resume cookie's token and the session id it stands for (asked of resume, as the hub asks). */
async function secretsOf(context: BrowserContext): Promise<string[]> {
  const cookie = (await context.cookies()).find((c) => c.name === 'cc_resume');
  expect(cookie?.httpOnly).toBe(true);
  const resumed = await context.request.post('/api/session/resume', {
    headers: { 'x-cc-hub': '1' },
  });
  const { data } = (await resumed.json()) as { data: { sessionId: string } };
  return [cookie?.value ?? '', data.sessionId];
}

/** Where a secret could hide: its plain form, and as it would look URL- or JSON-escaped. */
function containsSecret(text: string, secret: string): boolean {
  return [secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)].some((form) =>
    text.includes(form),
  );
}

test.describe('secrets', () => {
  test.setTimeout(180_000);

  for (const [username, hub] of [
    ['agent', 'SharedWorker'],
    ['supervisor', 'in-page'],
  ] as const) {
    test(`the session id never appears in URLs, storage, IndexedDB or the console (${username}, ${hub} hub)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: started?.url ?? '' });
      if (hub === 'in-page') {
        await context.addInitScript(() => {
          const scope = window as unknown as Record<string, unknown>;
          delete scope['SharedWorker'];
          delete scope['Worker'];
        });
      }
      const page = await context.newPage();
      const consoles = await recordConsoles(page, browser);
      const shown: string[] = [];
      page.on('framenavigated', (frame) => shown.push(frame.url()));
      requested.length = 0;

      await signIn(page, username);
      await expect(page.getByText('Connected', { exact: true })).toBeVisible({ timeout: 20_000 });
      // a second tab: the hub serves both, and keeps running while the first moves between screens
      const second = await context.newPage();
      second.on('framenavigated', (frame) => shown.push(frame.url()));
      await second.goto('/kpis');
      await expect(second.getByRole('button', { name: /sign out/i })).toBeVisible({
        timeout: 20_000,
      });
      for (const screen of SCREENS) {
        await page.goto(screen);
        await expect(page.locator('main.center-page')).toHaveCount(0, { timeout: 20_000 });
        // the screen has fetched what it loads (lazy code, images) and come to rest
        await resourcesSettled(page);
        await animationsSettled(page);
      }
      // then the only tab reloads: a fresh hub resumes the session from the HttpOnly cookie
      const stored = await readStorage(second);
      await second.close();
      const socketsBefore = requested.filter((url) => url.startsWith('/socket.io/')).length;
      await page.reload();
      await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible({
        timeout: 30_000,
      });
      // the fresh hub has opened its socket, and the page has fetched what it loads
      await expect
        .poll(() => requested.filter((url) => url.startsWith('/socket.io/')).length)
        .toBeGreaterThan(socketsBefore);
      await resourcesSettled(page);

      const secrets = await secretsOf(context);
      for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const named = (text: string) => secrets.some((secret) => containsSecret(text, secret));
      // the server saw the app's traffic (else the URL check proves nothing), and none of it names the session
      expect(requested.some((url) => url.startsWith('/api/'))).toBe(true);
      expect(requested.some((url) => url.startsWith('/socket.io/'))).toBe(true);
      expect(requested.filter(named)).toEqual([]);
      expect(shown.filter(named)).toEqual([]);
      stored.push(...(await readStorage(page)));
      expect(stored.some((entry) => entry.startsWith('document.cookie'))).toBe(true);
      expect(stored.filter(named)).toEqual([]);
      await consoles.stop();
      expect(consoles.lines.length, 'the consoles were read').toBeGreaterThan(0);
      if (hub === 'SharedWorker')
        expect(consoles.workers.length, 'the hub worker console was read').toBeGreaterThan(0);
      expect(consoles.lines.filter(named)).toEqual([]);
      await context.close();
    });
  }
});
