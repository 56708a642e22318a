/**
 * Issue 9 "headers", the browser side: every screen of the app, as an agent and as a
 * supervisor, runs under the server's Content-Security-Policy without a single violation —
 * in the page (`securitypolicyviolation` events, CSP errors in the console) and in the hub's
 * SharedWorker (watched over the DevTools protocol: a page cannot see a worker's violations).
 * The headers themselves are pinned in tests/abuse-headers.test.ts.
 *
 * Own server in-process (as e2e/server-restart.spec.ts) serving a private copy of dist/, so a
 * build started by someone else meanwhile cannot pull the files from under the test.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startServer, type StartedServer } from '../server/start';
import { copyClientBuild } from './support/client-build';
import { freePort } from './support/free-port';
import { animationsSettled, resourcesSettled } from './support/settled';

/** Every route of the client router (src/app/routes.tsx); the login screen comes first. */
const ROUTES = [
  '/dashboards',
  '/calls',
  '/chats',
  '/emails',
  '/sms',
  '/supervisor',
  '/kpis',
  '/settings',
  '/help',
  '/wallboard',
  '/teams',
];
/**
 * Lazy screens, charts and grids keep loading after the first paint: a screen is judged once
 * the page has stopped fetching (its code, styles, fonts and images fetched, so anything the
 * policy would block was tried) and its animations have ended.
 */
async function settle(page: Page): Promise<void> {
  await resourcesSettled(page);
  await animationsSettled(page);
}
/** Screenshots of every screen walked, beside the other test output. */
const SHOTS = join('test-results', 'csp-shots');
const CSP_CONSOLE =
  /content security policy|refused to (load|execute|evaluate|connect|apply|frame|create)/i;
/** Installed in each hub worker: reports its violations on its console, where the test reads them. */
const WORKER_WATCH =
  "self.addEventListener('securitypolicyviolation', (e) => console.warn('CSP-VIOLATION', e.effectiveDirective, e.blockedURI || '(inline)', e.sourceFile + ':' + e.lineNumber)); 'watching'";

/**
 * Collects CSP violations of the page and of every SharedWorker the browser starts. The
 * worker is attached as soon as it appears (before it handles its first message) and a
 * listener is installed in it.
 */
async function watchViolations(
  page: Page,
  browser: Browser,
): Promise<{ violations: string[]; workerSessions: string[]; stop(): Promise<void> }> {
  const violations: string[] = [];
  const workerSessions: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void })
        .__reportCspViolation;
      report(
        `page ${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (CSP_CONSOLE.test(message.text()))
      violations.push(`page console ${message.type()}: ${message.text()}`);
  });

  const cdp = await browser.newBrowserCDPSession();
  let messageId = 1;
  cdp.on('Target.targetCreated', (event: { targetInfo: { type: string; targetId: string } }) => {
    if (event.targetInfo.type !== 'shared_worker') return;
    void (async () => {
      const { sessionId } = await cdp.send('Target.attachToTarget', {
        targetId: event.targetInfo.targetId,
        flatten: false,
      });
      workerSessions.push(sessionId);
      for (const [method, params] of [
        ['Runtime.enable', {}],
        ['Runtime.evaluate', { expression: WORKER_WATCH }],
      ] as const) {
        await cdp.send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id: messageId++, method, params }),
        });
      }
    })().catch(() => undefined); // a worker that ended before we attached has nothing to report
  });
  cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
    const message = JSON.parse(event.message) as {
      method?: string;
      params?: { args?: Array<{ value?: unknown }> };
    };
    if (message.method !== 'Runtime.consoleAPICalled') return;
    const text = (message.params?.args ?? []).map((a) => String(a.value)).join(' ');
    if (text.startsWith('CSP-VIOLATION') || CSP_CONSOLE.test(text))
      violations.push(`hub worker: ${text}`);
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  return { violations, workerSessions, stop: () => cdp.detach() };
}

async function signIn(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();
}

let started: StartedServer | null = null;
let dist = '';
let dataDir = '';

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dist = await copyClientBuild('cc-csp-dist');
  dataDir = mkdtempSync(join(tmpdir(), 'cc-csp-'));
  started = await startServer({
    port: await freePort(),
    host: '127.0.0.1',
    dbPath: join(dataDir, 'cc.sqlite'),
    staticDir: dist,
    testRoutes: true,
    sim: { accel: 20 },
  });
});
test.afterAll(async () => {
  await started?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

test.describe('CSP', () => {
  test.setTimeout(240_000);

  for (const [username, theme] of [
    ['agent', 'light'],
    ['supervisor', 'dark'],
  ] as const) {
    test(`every route of the app as ${username} runs without a CSP violation (${theme} theme)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: started?.url ?? '' });
      const page = await context.newPage();
      const { violations, workerSessions, stop } = await watchViolations(page, browser);
      await page.goto('/');
      await expect(page.getByLabel('Username')).toBeVisible();
      await settle(page);
      await signIn(page, username);
      // the socket (connect-src) and the worker (worker-src) are allowed: the app is live
      await expect(page.getByText('Connected', { exact: true })).toBeVisible({ timeout: 20_000 });
      expect(workerSessions.length).toBeGreaterThan(0);
      if (theme === 'dark') {
        const me = (await (
          await page.request.post('/api/session/resume', { headers: { 'x-cc-hub': '1' } })
        ).json()) as { data: { sessionId: string; user: { userId: string } } };
        await page.request.put(`/api/settings/${me.data.user.userId}`, {
          headers: { 'session-id': me.data.sessionId },
          data: { 'theme.mode': 'dark' },
        });
      }
      // a second tab keeps the hub worker alive while the first one moves from screen to screen
      const anchor = await context.newPage();
      await anchor.goto('/help');
      for (const route of ROUTES) {
        await page.goto(route);
        // past the session gate ("Loading ..." while the hub resumes): the screen itself renders
        await expect(page.locator('main.center-page')).toHaveCount(0, { timeout: 20_000 });
        await expect(page.locator('#root')).not.toBeEmpty();
        await settle(page);
        await page.screenshot({ path: `${SHOTS}/csp-${username}${route.replace('/', '-')}.png` });
      }
      await stop();
      await context.close();
      expect(violations).toEqual([]);
    });
  }

  test('a violation is seen when one happens, in the page and in the hub worker (the watch is not blind)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: started?.url ?? '' });
    const page = await context.newPage();
    const { violations, workerSessions, stop } = await watchViolations(page, browser);
    await page.goto('/');
    await expect(page.getByLabel('Username')).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = 1';
      document.body.append(script);
      void fetch('https://example.invalid/collect').catch(() => undefined);
    });
    await expect
      .poll(() => violations.filter((v) => v.startsWith('page ')).length)
      .toBeGreaterThanOrEqual(2);
    expect(violations.join('\n')).toMatch(/script-src/);
    expect(violations.join('\n')).toMatch(/connect-src/);
    // the hub worker: make it try something its CSP forbids
    await expect.poll(() => workerSessions.length).toBeGreaterThan(0);
    const cdp = await browser.newBrowserCDPSession();
    const targets = (await cdp.send('Target.getTargets')) as {
      targetInfos: Array<{ type: string; targetId: string }>;
    };
    const worker = targets.targetInfos.find((t) => t.type === 'shared_worker');
    expect(worker).toBeDefined();
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: worker?.targetId ?? '',
      flatten: false,
    });
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({
        id: 1,
        method: 'Runtime.evaluate',
        params: { expression: "fetch('https://example.invalid/x').catch(() => 0); 1" },
      }),
    });
    await expect
      .poll(() => violations.some((v) => v.startsWith('hub worker:') && v.includes('connect-src')))
      .toBe(true);
    await cdp.detach();
    await stop();
    await context.close();
  });
});
