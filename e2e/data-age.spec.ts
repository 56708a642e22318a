/**
 * Honest data age on the supervisor dashboards: the server's `live` beat keeps a quiet,
 * connected floor from ever reading as stale, and a real stop (the path to the server
 * blackholed) marks the cards within 3 s, keeping their health colour and text contrast,
 * and clears within a second of the connection being back. The floor here is quiet on
 * purpose (no agents, no arrivals): only the beat says the data is current.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startServer, type StartedServer } from '../server/start';
import { freePort, start as startProxy, type FaultProxy } from './support/fault-proxy';
import { signIn } from './support/login';
import { copyClientBuild } from './support/client-build';

let server: StartedServer;
let proxy: FaultProxy;
let dir = '';
let ownBuild = '';

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cc-data-age-'));
  const staticDir =
    process.env['STATIC_DIR'] ?? (ownBuild = await copyClientBuild('cc-data-age-dist-'));
  server = await startServer({
    port: await freePort(),
    host: '127.0.0.1',
    dbPath: join(dir, 'cc.sqlite'),
    staticDir,
    testRoutes: true,
    sim: { agents: 0, rateMultiplier: 0 },
  });
  proxy = await startProxy(Number(new URL(server.url).port));
});

test.afterAll(async () => {
  await proxy.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  if (ownBuild !== '') rmSync(ownBuild, { recursive: true, force: true });
});

test.afterEach(() => proxy.mode('pass'));

const cards = (page: Page) => page.locator('[data-testid^="monitoring-card-"]');
/** Stale markers only: a card off screen shows the time of its data too, as a plain label. */
const markers = (page: Page) => page.locator('.data-age--stale');

async function supervisor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: proxy.url,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signIn(page, 'supervisor');
  await expect(cards(page)).toHaveCount(12);
  return page;
}

test('two minutes on a quiet, connected floor never show a stale marker', async ({ browser }) => {
  test.setTimeout(200_000);
  const page = await supervisor(browser);
  // count every stale marker or stale card that ever appears, however briefly
  await page.evaluate(() => {
    const w = window as unknown as { staleSeen: number };
    w.staleSeen = 0;
    const seen = () => {
      if (document.querySelector('.data-age--stale, .monitoring-card--stale') !== null)
        w.staleSeen++;
    };
    new MutationObserver(seen).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    seen();
  });
  const started = await page.evaluate(() => performance.now());
  // the observation itself is what this journey waits for: two minutes of the page's clock
  await page.waitForFunction((from) => performance.now() - from >= 120_000, started, {
    timeout: 150_000,
    polling: 1_000,
  });
  expect(await page.evaluate(() => (window as unknown as { staleSeen: number }).staleSeen)).toBe(0);
  await expect(markers(page)).toHaveCount(0);
  await page.context().close();
});

test('a blackholed path marks the cards stale within 3 s, health colour kept and readable, and clears within 1 s of reconnecting', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await supervisor(browser);
  const first = cards(page).first();
  await expect(markers(page)).toHaveCount(0);
  const background = await first.evaluate((card) => getComputedStyle(card).backgroundColor);

  proxy.mode('blackhole');
  const cut = Date.now();
  await expect(first.locator('.data-age--stale')).toHaveText(/^Data from \d+ sec\. ago$/, {
    timeout: 3_000,
  });
  console.log(`stale marked ${Date.now() - cut} ms after the cut`);
  // marked, not hidden: no greying, the health background unchanged, a dashed frame
  const style = await first.evaluate((card) => {
    const s = getComputedStyle(card);
    return {
      filter: s.filter,
      opacity: s.opacity,
      outline: s.outlineStyle,
      background: s.backgroundColor,
    };
  });
  expect(style).toEqual({ filter: 'none', opacity: '1', outline: 'dashed', background });
  const contrast = await new AxeBuilder({ page })
    .withRules(['color-contrast'])
    .include('.monitoring-grid')
    .analyze();
  expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);

  proxy.mode('pass');
  const path = Date.now();
  // a long enough cut drops the socket: recovery is when the hub is connected again
  // the top bar's status, not any "Offline" on the page (a hovered card's agent legend has one)
  await expect(page.locator('.connection-status')).toHaveText(/: Connected$/, { timeout: 60_000 });
  const back = Date.now();
  await expect(markers(page)).toHaveCount(0, { timeout: 1_000 });
  console.log(
    `stale cleared ${Date.now() - back} ms after the connection was back (${Date.now() - path} ms after the path)`,
  );
  expect(await first.evaluate((card) => getComputedStyle(card).outlineStyle)).toBe('none');
  await page.context().close();
});
