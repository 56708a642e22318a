/**
 * Reliability, fallback (issue 9): a browser without SharedWorker runs the hub in a
 * dedicated Worker, one without Worker either runs it in the page, and both work like the
 * shared hub, with nothing on the console. Each test starts its own server on a free port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startServer, type StartedServer } from '../server/start';
import { signIn } from './support/login';
import { copyClientBuild } from './support/client-build';

let server: StartedServer;
let dir = '';
/** A private copy of the client build: a rebuild of dist/ by someone else mid-run must not pull it away. */
let staticDir = '';

test.beforeAll(async () => {
  staticDir = await copyClientBuild('cc-rel-dist-');
});

test.afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

test.beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cc-rel-fallback-'));
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbPath: join(dir, 'cc.sqlite'),
    staticDir,
    testRoutes: true,
    sim: { accel: 20 },
  });
});

test.afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Console errors and uncaught exceptions of the page and of every dedicated worker it
 * starts. Chromium also writes a line for every HTTP error answer a page's fetch gets;
 * with the hub in the page these become visible, and two are answers by design, not
 * errors: the resume check before anyone signed in (401) and the supervisor's own agent
 * state, which a supervisor who takes no interactions does not have (404). Any other
 * failed call counts.
 */
const EXPECTED_ANSWERS = [
  / 401 \(Unauthorized\) \S+\/api\/session\/resume$/,
  / 404 \(Not Found\) \S+\/api\/agent\/[^/]+\/state$/,
];

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `${message.text()} ${message.location().url}`;
    if (!(
      text.startsWith('Failed to load resource') &&
      EXPECTED_ANSWERS.some((answer) => answer.test(text))
    ))
      errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('worker', (worker) =>
    worker.on('console', (message) => {
      if (message.type() === 'error') errors.push(`worker: ${message.text()}`);
    }),
  );
  return errors;
}

async function socketCount(request: APIRequestContext): Promise<number> {
  const login = await request.post(`${server.url}/api/login`, {
    data: { username: 'wallboard', password: 'wallboard' },
  });
  const { sessionId } = ((await login.json()) as { data: { sessionId: string } }).data;
  const response = await request.get(`${server.url}/api/diagnostics/connections`, {
    headers: { 'session-id': sessionId },
  });
  return ((await response.json()) as { data: { sockets: number } }).data.sockets;
}

const figures = async (page: Page) =>
  (
    await page
      .locator('[data-testid="figure-businessProcessAnsweredInteractions"]')
      .allTextContents()
  ).join('|');

/** Signs in, sees live dashboards and reads where the KPIs screen says the hub runs. */
async function journey(page: Page, request: APIRequestContext): Promise<string> {
  await signIn(page, 'supervisor');
  await expect(page.locator('[data-testid^="monitoring-card-"]')).toHaveCount(12);
  const before = await figures(page);
  await expect.poll(() => figures(page), { timeout: 30_000 }).not.toBe(before); // live data flows
  expect(await socketCount(request)).toBe(1);
  await page.getByRole('link', { name: 'KPIs' }).click();
  const diagnostics = page.getByRole('region', { name: 'Live-data hub' });
  await expect(
    diagnostics.locator('.kpis-metric', { hasText: 'Connection' }).locator('.kpis-metric-value'),
  ).toHaveText('Connected');
  return (
    (await diagnostics
      .locator('.kpis-metric', { hasText: 'Hub runs in' })
      .locator('.kpis-metric-value')
      .textContent()) ?? ''
  );
}

test('without SharedWorker and BroadcastChannel the app works on a dedicated worker with no console error', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  await context.addInitScript(() => {
    // @ts-expect-error -- the test removes what a browser without SharedWorker lacks
    delete window.SharedWorker;
    // without BroadcastChannel no leader tab can serve others (leader-tab.spec.ts covers that)
    // @ts-expect-error -- as above
    delete window.BroadcastChannel;
  });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  expect(await journey(page, request)).toBe('a dedicated worker (this tab only)');
  expect(await page.evaluate(() => typeof SharedWorker)).toBe('undefined');
  expect(page.workers().length).toBeGreaterThanOrEqual(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('without SharedWorker and Worker the app works in the page with no console error', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  await context.addInitScript(() => {
    // @ts-expect-error -- the test removes what a browser without workers lacks
    delete window.SharedWorker;
    // @ts-expect-error -- as above
    delete window.Worker;
  });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  expect(await journey(page, request)).toBe('this page (no worker available)');
  expect(await page.evaluate(() => [typeof SharedWorker, typeof Worker])).toEqual([
    'undefined',
    'undefined',
  ]);
  expect(page.workers()).toHaveLength(0);
  expect(errors).toEqual([]);
  await context.close();
});
