/**
 * Live KPI delivery on the supervisor dashboards: statistics at about one a second, no work
 * for cards off screen, a data-age marker that frames cards when the socket goes quiet,
 * and the pauseKPIEvents banner. The page reaches its own server through a fault proxy, so
 * the one socket can really lose its path.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { startServer, type StartedServer } from '../server/start';
import { freePort, start as startProxy, type FaultProxy } from './support/fault-proxy';
import { signIn } from './support/login';
import { copyClientBuild } from './support/client-build';
import { afterSimTicks } from './support/sim-clock';

const SHOTS = join('test-results', 'shots-live');
/** Short enough that a 2-column grid of 12 cards runs well below the fold. */
const VIEWPORT = { width: 1280, height: 720 };

let server: StartedServer;
let proxy: FaultProxy;
let dir = '';
let ownBuild = '';

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cc-live-kpi-'));
  mkdirSync(SHOTS, { recursive: true });
  const staticDir =
    process.env['STATIC_DIR'] ?? (ownBuild = await copyClientBuild('cc-live-dist-'));
  server = await startServer({
    port: await freePort(),
    host: '127.0.0.1',
    dbPath: join(dir, 'cc.sqlite'),
    staticDir,
    testRoutes: true,
    sim: { accel: 20 },
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
/** The figures and agent counts of a card: they change only when a statistics patch lands. */
const figuresOf = (card: Locator) =>
  card
    .locator('[data-testid^="figure-"], [data-testid^="count-"]')
    .allTextContents()
    .then((texts) => texts.join('|'));
/** The figures of the first four cards (the top two rows, on screen at the top of the page). */
const topFigures = (page: Page) =>
  Promise.all([0, 1, 2, 3].map((i) => figuresOf(cards(page).nth(i)))).then((texts) =>
    texts.join('/'),
  );
/** The figures of every card rendering live (on screen). */
const liveFigures = (page: Page) =>
  figuresOf(page.locator('[data-testid^="monitoring-card-"][data-live="true"]'));

async function supervisor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: proxy.url, viewport: VIEWPORT });
  const page = await context.newPage();
  await signIn(page, 'supervisor');
  await expect(cards(page)).toHaveCount(12);
  // every card placed on screen, near it or far off (the near ones show their pin)
  await expect(page.locator('[data-testid^="monitoring-card-"][data-placed="true"]')).toHaveCount(
    12,
  );
  return page;
}

test('statistics reach each card about once a second, each patch with the latest values', async ({
  browser,
}) => {
  const page = await supervisor(browser);
  // every card on screen: the more figures watched, the more of the second-by-second cadence shows
  await page.setViewportSize({ width: 1280, height: 3_600 });
  await expect(page.locator('[data-live="false"]')).toHaveCount(0);
  // every change of each on-screen card's figures, timed in the page
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    const observers: MutationObserver[] = [];
    for (const card of document.querySelectorAll('[data-live="true"]')) {
      const times: number[] = (seen[card.getAttribute('data-testid') ?? ''] = []);
      const observer = new MutationObserver(() => times.push(performance.now()));
      for (const node of card.querySelectorAll('[data-testid^="figure-"], [data-testid^="count-"]'))
        observer.observe(node, { subtree: true, childList: true, characterData: true });
      observers.push(observer);
    }
    const started = performance.now();
    (window as unknown as { __cadence: () => unknown }).__cadence = () => {
      for (const observer of observers) observer.disconnect();
      return { seen, windowMs: performance.now() - started };
    };
  });
  // about 10 s of the centre running (100 ticks of its driver), however busy the machine
  await afterSimTicks(page.request, server.url, 100);
  const { seen: timesByCard, windowMs } = await page.evaluate(() =>
    (
      window as unknown as {
        __cadence: () => { seen: Record<string, number[]>; windowMs: number };
      }
    ).__cadence(),
  );
  // the hub spreads the business processes over the second (each at most once a second), so
  // the cadence is per card; one patch renders in one task: changes closer than 100 ms are
  // the same delivery
  const perCard = Object.entries(timesByCard).map(([card, times]) => {
    const deliveries = times.filter((time, i) => i === 0 || time - (times[i - 1] ?? 0) > 100);
    return {
      card,
      deliveries,
      gaps: deliveries.slice(1).map((time, i) => time - (deliveries[i] ?? 0)),
    };
  });
  for (const { card, deliveries, gaps } of perCard)
    console.log(
      `${card}: ${deliveries.length} deliveries in ${Math.round(windowMs)} ms, gaps ${gaps.map((g) => Math.round(g)).join(', ')} ms`,
    );
  expect(Math.max(...perCard.map(({ deliveries }) => deliveries.length))).toBeGreaterThanOrEqual(4);
  for (const { deliveries, gaps } of perCard) {
    // at most once a second: one per whole second watched, and one more at either edge
    expect(deliveries.length).toBeLessThanOrEqual(Math.ceil(windowMs / 1_000) + 1);
    if (gaps.length > 0) expect(Math.min(...gaps)).toBeGreaterThan(700);
  }
  await page.context().close();
});

/** Custom sorting: under Health sorting a card whose health changes may move into view and back. */
async function chooseSorting(page: Page, sorting: 'Custom' | 'Health'): Promise<void> {
  await page.getByRole('button', { name: 'Options' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dashboard options' });
  await dialog.getByLabel(sorting).check();
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(`Sorted by ${sorting}`)).toBeVisible();
  // off the cards: the Update button sits over the gap below the first card, and a card under
  // the pointer counts as on screen (hovered) however far it scrolls
  await page.mouse.move(0, 0);
}

test('a card scrolled out of view renders nothing new and updates at once when it scrolls back', async ({
  browser,
}) => {
  const page = await supervisor(browser);
  await chooseSorting(page, 'Custom');
  // one card by its id (under Health sorting the first place may go to another card), and one
  // in its passive view: a card pinned by an earlier journey shows its tabs, not the figures
  let firstId = '';
  for (const card of await cards(page).all()) {
    if ((await card.locator('.card-pin[aria-pressed="false"]').count()) > 0) {
      firstId = (await card.getAttribute('data-testid')) ?? '';
      break;
    }
  }
  expect(firstId).not.toBe('');
  const first = page.getByTestId(firstId);
  // the last row: the first card is off screen but near, so it keeps its content
  await cards(page).last().scrollIntoViewIfNeeded();
  await expect(first).toHaveAttribute('data-live', 'false');
  // off screen it says when its figures are from, as a clock time that needs no ticking
  await expect(first.getByTestId('data-age')).toHaveText(/^Data from \d{1,2}:\d{2}:\d{2}/);
  const frozen = await figuresOf(first);
  const visibleBefore = await liveFigures(page);
  // the data moves (the cards on screen show it) but the off-screen card does no work
  await expect.poll(() => liveFigures(page), { timeout: 15_000 }).not.toBe(visibleBefore);
  expect(await figuresOf(first)).toBe(frozen);
  await page.screenshot({ path: join(SHOTS, 'scrolled-light.png') });

  await first.scrollIntoViewIfNeeded();
  await expect(first).toHaveAttribute('data-live', 'true');
  await expect(first.getByTestId('data-age')).toHaveCount(0);
  await expect.poll(() => figuresOf(first), { timeout: 5_000 }).not.toBe(frozen);
  await chooseSorting(page, 'Health');
  await page.context().close();
});

test('a card far off screen is only its frame and name, and fills as it comes near', async ({
  browser,
}) => {
  const page = await supervisor(browser);
  await chooseSorting(page, 'Custom');
  // a short window: the last rows lie more than two window heights below it
  await page.setViewportSize({ width: 1280, height: 240 });
  const first = cards(page).first();
  await first.scrollIntoViewIfNeeded();
  const last = cards(page).last();
  await expect(last).toHaveAttribute('data-live', 'false');
  await expect(last.locator('.card-pin')).toHaveCount(0);
  await expect(last.getByRole('heading', { level: 2 })).not.toHaveText('');
  await expect(first.locator('.card-pin')).toHaveCount(1);

  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-live', 'true');
  await expect(last.locator('.card-pin')).toHaveCount(1);
  await expect(last.locator('[data-testid^="count-"], [role="tablist"]').first()).toBeVisible();
  // read with its live flag, so a failure says whether it counted as on screen or as near
  await expect
    .poll(
      async () =>
        `${await first.locator('.card-pin').count()} pins, live ${await first.getAttribute('data-live')}`,
    )
    .toBe('0 pins, live false');
  await page.setViewportSize(VIEWPORT);
  await chooseSorting(page, 'Health');
  await page.context().close();
});

test('a socket gone quiet marks the cards with the age of their data, and they clear when it flows again', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await supervisor(browser);
  const first = cards(page).first();
  for (const theme of ['Light', 'Dark'] as const) {
    await setTheme(page, theme);
    await expect(first.getByTestId('data-age')).toHaveCount(0);
    proxy.mode('blackhole');
    const cut = Date.now();
    await expect(first.getByTestId('data-age')).toHaveText(/^Data from \d+ sec\. ago$/, {
      timeout: 6_000,
    });
    console.log(`${theme}: stale after ${Date.now() - cut} ms`);
    // marked with a dashed frame, never greyed: the health colour stays readable
    expect(await first.evaluate((card) => getComputedStyle(card).outlineStyle)).toBe('dashed');
    expect(await first.evaluate((card) => getComputedStyle(card).filter)).toBe('none');
    // the label ticks
    const label = await first.getByTestId('data-age').textContent();
    await expect(first.getByTestId('data-age')).not.toHaveText(label ?? '', { timeout: 3_000 });
    await page.screenshot({ path: join(SHOTS, `stale-${theme.toLowerCase()}.png`) });
    proxy.mode('pass');
    await expect(first.getByTestId('data-age')).toHaveCount(0, { timeout: 30_000 });
    expect(await first.evaluate((card) => getComputedStyle(card).outlineStyle)).toBe('none');
  }
  await setTheme(page, 'Light');
  await page.context().close();
});

/** The theme through the settings screen (saved in the database), then back to the dashboards. */
async function setTheme(page: Page, theme: 'Dark' | 'Light'): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: theme, exact: true }).check();
  await expect(page.getByRole('radio', { name: theme, exact: true })).toBeChecked();
  await page.getByRole('link', { name: 'Dashboards' }).click();
  await expect(cards(page)).toHaveCount(12);
  // the shell keeps the settings screen's scroll position: bring the first cards back
  await cards(page).first().scrollIntoViewIfNeeded();
}

async function setPause(page: Page, on: boolean): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).click();
  const pause = page.getByRole('checkbox', { name: 'Pause KPI events' });
  if ((await pause.isChecked()) !== on) {
    await pause.click();
    await expect(page.getByText('Pause KPI events: saved.')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Dashboards' }).click();
  await expect(cards(page)).toHaveCount(12);
  // the shell keeps the settings screen's scroll position: bring the first cards back
  await cards(page).first().scrollIntoViewIfNeeded();
}

test('pause KPI events: banner, frozen values, a refresh on each visit, resume and close', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await supervisor(browser);
  const first = cards(page).first();
  const banner = page.getByTestId('pause-banner');
  await expect(banner).toHaveCount(0);
  await setPause(page, true);
  await expect(banner).toContainText(
    'Real-time KPI updates are on hold, so the dashboard refreshes only on navigation.',
  );
  await expect(first.getByTestId('data-age')).toHaveText(/^Data from \d+ sec\. ago$/);
  // paused is the user's choice: the age shows, the card is not greyed
  expect(await first.evaluate((card) => getComputedStyle(card).filter)).toBe('none');
  await page.screenshot({ path: join(SHOTS, 'paused-light.png') });

  const frozen = await topFigures(page);
  // 5 s of the centre running: a live dashboard would have had about five deliveries
  await afterSimTicks(page.request, server.url, 50);
  expect(await topFigures(page)).toBe(frozen);

  // navigating to the dashboards again refreshes them once
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Dashboards' }).click();
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => topFigures(page), { timeout: 5_000 }).not.toBe(frozen);
  await expect(page.locator('[data-testid^="monitoring-card-"][data-placed="true"]')).toHaveCount(
    12,
  );
  const refreshed = await topFigures(page);
  await afterSimTicks(page.request, server.url, 40);
  expect(await topFigures(page)).toBe(refreshed);

  // close hides the banner for this visit; the dashboard stays paused
  await banner.getByRole('button', { name: 'Close the banner' }).click();
  await expect(banner).toHaveCount(0);
  await afterSimTicks(page.request, server.url, 25);
  expect(await topFigures(page)).toBe(refreshed);
  await setTheme(page, 'Dark');
  await expect(banner).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'paused-dark.png') });
  await setTheme(page, 'Light');

  // "Resume live updates" turns the preference off: the banner goes and values move again
  await banner.getByRole('button', { name: 'Resume live updates' }).click();
  await expect(banner).toHaveCount(0);
  await expect(first.getByTestId('data-age')).toHaveCount(0);
  const resumed = await topFigures(page);
  await expect.poll(() => topFigures(page), { timeout: 6_000 }).not.toBe(resumed);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('checkbox', { name: 'Pause KPI events' })).not.toBeChecked();
  await page.context().close();
});
