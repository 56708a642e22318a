/**
 * One socket per browser without SharedWorker (issue 23): tabs elect a leader through a Web
 * Lock, the leader runs the hub in its worker and serves the others over BroadcastChannel.
 * Each test starts its own server, so the sockets counted at the server are this browser's
 * only, and watches every socket the server accepts: a second one at any moment is caught
 * however briefly it lives, which polling a count could miss.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
  type Worker,
} from '@playwright/test';
import { startServer, type StartedServer } from '../server/start';
import { freshAgent, offerNow } from './support/api';
import { copyClientBuild } from './support/client-build';
import { signIn } from './support/login';
import { chooseOwnState } from './support/own-state';

let server: StartedServer;
let dir = '';
/** A private copy of the client build: a rebuild of dist/ by someone else mid-run must not pull it away. */
let staticDir = '';

/** Sockets of this test's server: how many now, the most at once, and when each came and went. */
interface SocketWatch {
  open: number;
  most: number;
  connectedAt: number[];
  disconnectedAt: number[];
}
let sockets: SocketWatch;

test.beforeAll(async () => {
  staticDir = await copyClientBuild('cc-leader-dist-');
});

test.afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

test.beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cc-leader-'));
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbPath: join(dir, 'cc.sqlite'),
    staticDir,
    testRoutes: true,
    sim: { accel: 20 },
  });
  const watch: SocketWatch = { open: 0, most: 0, connectedAt: [], disconnectedAt: [] };
  sockets = watch;
  server.server.context.io.on('connection', (socket) => {
    watch.open += 1;
    watch.most = Math.max(watch.most, watch.open);
    watch.connectedAt.push(Date.now());
    socket.on('disconnect', () => {
      watch.open -= 1;
      watch.disconnectedAt.push(Date.now());
    });
  });
});

test.afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A browser profile without SharedWorker: Chrome on Android before 148, Android WebView, older managed fleets. */
async function withoutSharedWorker(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(() => {
    // @ts-expect-error -- the test removes what such a browser lacks
    delete window.SharedWorker;
  });
  return context;
}

const cards = (page: Page) => page.locator('[data-testid^="monitoring-card-"]');
const figures = async (page: Page) =>
  (
    await page
      .locator('[data-testid="figure-businessProcessAnsweredInteractions"]')
      .allTextContents()
  ).join('|');

/** The figures move: live data reaches the tab. */
async function live(page: Page): Promise<void> {
  const before = await figures(page);
  await expect.poll(() => figures(page), { timeout: 30_000 }).not.toBe(before);
}

/** A further supervisor tab of the same browser: signed in already, no login screen. */
async function openDashboards(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/dashboards');
  // a first paint of twelve cards can take seconds on a loaded machine
  await expect(cards(page)).toHaveCount(12, { timeout: 20_000 });
  return page;
}

/**
 * A further tab of the same browser once the leader serves it (its hello answered): it waits
 * in line for the lead from then on. Its cards may still be drawing; a cycle needs no more.
 */
async function servedTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/dashboards');
  await page.waitForFunction(() => performance.getEntriesByName('hub-hello').length > 0, null, {
    timeout: 20_000,
  });
  return page;
}

async function transportShown(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'KPIs' }).click();
  const diagnostics = page.getByRole('region', { name: 'Live-data hub' });
  return (
    (await diagnostics
      .locator('.kpis-metric', { hasText: 'Hub runs in' })
      .locator('.kpis-metric-value')
      .textContent()) ?? ''
  );
}

test('without SharedWorker four tabs hold one socket, served by the leader tab', async ({
  browser,
}) => {
  const context = await withoutSharedWorker(browser);
  const first = await context.newPage();
  await signIn(first, 'supervisor');
  await expect(cards(first)).toHaveCount(12);
  const others = [
    await openDashboards(context),
    await openDashboards(context),
    await openDashboards(context),
  ];
  for (const page of others) await live(page);
  expect(await others[2]!.evaluate(() => typeof SharedWorker)).toBe('undefined');
  expect(sockets.open).toBe(1);
  expect(sockets.most).toBe(1);
  // one hub in the browser: the leader's worker. Of the followers only the next in line
  // holds a worker, a standby loaded for a quick hand-over that opens nothing (one socket)
  expect(first.workers()).toHaveLength(1);
  expect(others.reduce((sum, page) => sum + page.workers().length, 0)).toBeLessThanOrEqual(1);
  expect(await transportShown(others[0]!)).toBe("a leader tab's worker (one for all tabs)");
  await context.close();
});

/** The `hub-leader:*` User Timing marks of a page or worker, the last of each name, as epoch ms. */
function leaderMarks(target: Page | Worker): Promise<Record<string, number>> {
  const read = (): Record<string, number> =>
    Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('hub-leader:'))
        .map((mark) => [mark.name, Math.round(performance.timeOrigin + mark.startTime)]),
    );
  // the same function in a page or a worker: both have User Timing
  return 'workers' in target ? target.evaluate(read) : target.evaluate(read);
}

/** Whether a worker of `page` runs a hub: a standby worker waits for its owner and runs none. */
async function runsHub(page: Page): Promise<boolean> {
  for (const worker of page.workers()) {
    // a worker that ends meanwhile runs nothing
    const marks = await leaderMarks(worker).catch(() => ({}));
    if ('hub-leader:owner' in marks) return true;
  }
  return false;
}

/**
 * Prints when each phase of a hand-over ended, counted from the leader's close: the lock,
 * the new worker, the session resumed, the socket, the hub ready, and each tab greeted and
 * given its first patch by the new hub. Answers the ms until the last tab had its first patch.
 */
async function handOverPhases(tabs: readonly Page[], closedAt: number): Promise<number> {
  const since = (at: number | undefined) => (at === undefined ? 'none' : `${at - closedAt}`);
  // each tab's first patch from the new hub: its last such mark lies after the close
  const patchedAt = async (tab: Page) => (await leaderMarks(tab))['hub-leader:first-patch'] ?? 0;
  for (const tab of tabs) await expect.poll(() => patchedAt(tab)).toBeGreaterThan(closedAt);
  let newLeader: Page | undefined;
  for (const tab of tabs) if (await runsHub(tab)) newLeader = tab;
  if (newLeader === undefined) throw new Error('no tab runs the hub');
  const page = await leaderMarks(newLeader);
  let worker: Record<string, number> = {};
  for (const each of newLeader.workers()) {
    const marks = await leaderMarks(each);
    if ('hub-leader:owner' in marks) worker = marks;
  }
  const served = await Promise.all(tabs.map(patchedAt));
  const greeted = await Promise.all(
    tabs.map(async (tab) => (await leaderMarks(tab))['hub-leader:greeted']),
  );
  const phases = [
    `old socket gone ${since(sockets.disconnectedAt[0])}`,
    `lock ${since(page['hub-leader:lock-granted'])}`,
    `worker loaded ${since(worker['hub-leader:worker-loaded'])}`,
    `owner told ${since(worker['hub-leader:owner'])}`,
    `session resumed ${since(worker['hub-leader:session-resumed'])}`,
    `hub ready ${since(page['hub-leader:hub-ready'])}`,
    `socket at the server ${since(sockets.connectedAt[1])}`,
    `socket up in the hub ${since(worker['hub-leader:socket-connected'])}`,
    `tabs greeted ${greeted.map(since).join('/')}`,
    `first patch ${served.map(since).join('/')}`,
  ];
  const servedMs = Math.max(...served) - closedAt;
  console.log(`hand-over phases (ms after the leader's close): ${phases.join(', ')}`);
  console.log(`hand-over: every tab served by the new hub ${servedMs} ms after the leader's close`);
  return servedMs;
}

test('closing the leader moves the socket to another tab, nothing lost or doubled, no sign-in (hand-over time recorded)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const agent = await freshAgent(request, server.url);
  const context = await withoutSharedWorker(browser);
  const leader = await context.newPage();
  await signIn(leader, agent.username);
  await chooseOwnState(leader, 'backoffice');
  const followers: Page[] = [];
  for (let i = 0; i < 2; i += 1) {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Interactions' })).toBeVisible();
    followers.push(page);
  }
  const offers = (page: Page) => page.getByTestId('offer-banner').getByTestId('offer-row');
  const owners = async (tabs: readonly Page[]) => {
    let count = 0;
    for (const tab of tabs)
      if ((await tab.getByTestId('ringing-status').getAttribute('data-ringing-owner')) === 'true')
        count += 1;
    return count;
  };
  await offerNow(request, server.url, agent.username, 'chat', { customerName: 'Hana Before' });
  for (const page of [leader, ...followers]) await expect(offers(page)).toHaveCount(1);
  expect(sockets.most).toBe(1);

  const closedAt = Date.now();
  await leader.close();
  await expect.poll(() => sockets.connectedAt.length, { timeout: 10_000 }).toBe(2);
  // The target is another tab serving within 2 s of the leader's end. A speed target
  // is no assertion here (a loaded machine is slower, not wrong): the figures are recorded,
  // from the old socket's end to the new one's start at the server, and each phase from the
  // leader's close to the last tab's first patch from the new hub
  const handOverMs = (sockets.connectedAt[1] ?? 0) - (sockets.disconnectedAt[0] ?? 0);
  test.info().annotations.push({ type: 'hand-over ms', description: String(handOverMs) });
  console.log(`hand-over: ${handOverMs} ms from the old socket's end to the new one's start`);
  expect(handOverMs).toBeGreaterThanOrEqual(0); // the old socket went first: never two at once
  expect(sockets.most).toBe(1);
  const servedMs = await handOverPhases(followers, closedAt);
  test.info().annotations.push({ type: 'served ms', description: String(servedMs) });

  // the offer made before is still there once in each tab, and one tab rings
  for (const page of followers) {
    await expect(offers(page)).toHaveCount(1);
    await expect(offers(page)).toContainText('Hana Before');
  }
  await expect.poll(() => owners(followers)).toBe(1);
  // an offer after the hand-over arrives once in each tab
  await offerNow(request, server.url, agent.username, 'chat', { customerName: 'Hana After' });
  for (const page of followers) {
    await expect(offers(page)).toHaveCount(2);
    await expect(offers(page).filter({ hasText: 'Hana After' })).toHaveCount(1);
    await expect(offers(page).filter({ hasText: 'Hana Before' })).toHaveCount(1);
    await expect(page.getByLabel('Username')).toHaveCount(0); // never asked to sign in again
  }
  expect(await owners(followers)).toBe(1);
  expect(sockets.open).toBe(1);
  await context.close();
});

test('twenty open and close cycles never show two sockets at once', async ({ browser }) => {
  test.setTimeout(400_000);
  const context = await withoutSharedWorker(browser);
  let current = await context.newPage();
  await signIn(current, 'supervisor');
  await expect(cards(current)).toHaveCount(12);
  for (let cycle = 0; cycle < 20; cycle += 1) {
    const next = await servedTab(context);
    await current.close(); // the oldest tab, the leader, goes
    // the new tab leads now: the server sees the socket of its hub, the old one gone first
    await expect
      .poll(() => sockets.connectedAt.length, { timeout: 10_000, intervals: [50] })
      .toBe(cycle + 2);
    current = next;
  }
  await expect(cards(current)).toHaveCount(12, { timeout: 20_000 });
  await live(current);
  expect(sockets.most).toBe(1);
  // on a loaded machine the last hub's socket may be between a drop and its reconnect
  await expect.poll(() => sockets.open).toBe(1);
  expect(sockets.most).toBe(1);
  await context.close();
});

/** A signed-in leader tab and a second tab it serves live: one socket at the server. */
async function leaderAndLiveFollower(
  browser: Browser,
): Promise<{ context: BrowserContext; leader: Page; follower: Page }> {
  const context = await withoutSharedWorker(browser);
  const leader = await context.newPage();
  await signIn(leader, 'supervisor');
  await expect(cards(leader)).toHaveCount(12);
  const follower = await openDashboards(context);
  await live(follower);
  expect(sockets.connectedAt).toHaveLength(1);
  return { context, leader, follower };
}

test('a leader tab frozen through the DevTools protocol loses the lead cleanly', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, leader, follower } = await leaderAndLiveFollower(browser);

  const devtools = await context.newCDPSession(leader);
  await devtools.send('Page.setWebLifecycleState', { state: 'frozen' });
  // Headless Chromium leaves a visible page running on that call (its timers and message
  // handlers go on, no freeze event fires); pausing its script through the same protocol stops
  // the page as a freeze does, while its worker runs on, as it does in a real freeze here
  await devtools.send('Debugger.enable');
  await devtools.send('Debugger.pause');
  // its worker notices the page no longer answers, closes its socket and gives the lead up;
  // the follower takes it and opens the one socket
  await expect.poll(() => sockets.connectedAt.length, { timeout: 30_000 }).toBe(2);
  expect(sockets.disconnectedAt[0]).toBeLessThanOrEqual(sockets.connectedAt[1]!);
  await live(follower);
  expect(await runsHub(follower)).toBe(true);

  // woken up, the old leader checks the lock, finds it taken and follows: no second hub
  await devtools.send('Debugger.resume');
  await devtools.send('Page.setWebLifecycleState', { state: 'active' });
  await live(leader);
  expect(await runsHub(leader)).toBe(false);
  expect(sockets.connectedAt).toHaveLength(2);
  expect(sockets.most).toBe(1);
  expect(sockets.open).toBe(1);
  await expect(leader.getByLabel('Username')).toHaveCount(0);
  await context.close();
});

/**
 * Pauses the dedicated worker of `page` through the browser's DevTools protocol (the next tab
 * in line holds a standby worker of the same address); answers how to resume it.
 */
async function pauseWorker(browser: Browser, page: Page): Promise<() => Promise<void>> {
  const pageSession = await page.context().newCDPSession(page);
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  await pageSession.detach();
  const devtools = await browser.newBrowserCDPSession();
  const { targetInfos } = await devtools.send('Target.getTargets');
  const worker = targetInfos.find(
    (info) => info.type === 'worker' && info.parentId === targetInfo.targetId,
  );
  if (worker === undefined) throw new Error('the page runs no worker');
  const { sessionId } = await devtools.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  });
  let id = 0;
  const send = (method: string) =>
    devtools.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: (id += 1), method }),
    });
  await send('Debugger.enable');
  await send('Debugger.pause');
  return async () => {
    await send('Debugger.resume');
    await devtools.detach();
  };
}

test('a leader frozen with its worker is shut out by the server when the next tab takes over', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, leader, follower } = await leaderAndLiveFollower(browser);

  // the whole tab stops, its worker too: nothing can close the old socket from the browser
  const devtools = await context.newCDPSession(leader);
  await devtools.send('Debugger.enable');
  await devtools.send('Debugger.pause');
  const resumeWorker = await pauseWorker(browser, leader);
  // the follower hears no beat, takes the lead and connects; the server drops the frozen
  // hub's socket before it accepts the new one
  await expect.poll(() => sockets.connectedAt.length, { timeout: 40_000 }).toBe(2);
  expect(sockets.disconnectedAt).toHaveLength(1);
  expect(sockets.disconnectedAt[0]).toBeLessThanOrEqual(sockets.connectedAt[1]!);
  expect(sockets.most).toBe(1);
  await live(follower);

  // woken, the old hub finds its socket gone and the lead taken: it is refused and stops
  await resumeWorker();
  await devtools.send('Debugger.resume');
  await expect.poll(() => runsHub(leader), { timeout: 20_000 }).toBe(false);
  await live(leader);
  expect(sockets.connectedAt).toHaveLength(2);
  expect(sockets.most).toBe(1);
  expect(sockets.open).toBe(1);
  await expect(leader.getByLabel('Username')).toHaveCount(0);
  await context.close();
});
