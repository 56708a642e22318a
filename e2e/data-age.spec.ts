/**
 * Honest data age on the supervisor dashboards: a real stop (the path to the server
 * blackholed) marks the cards within 3 s, keeping their health colour and text contrast,
 * and clears within a second of the connection being back. The floor here is quiet on
 * purpose (no agents, no arrivals): only the beat says the data is current. Two minutes of
 * the quiet floor reading as live are in quiet-floor.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  monitoringCards as cards,
  quietSupervisor,
  startQuietFloor,
  type QuietFloor,
} from './support/quiet-floor';

let floor: QuietFloor;

test.beforeAll(async () => {
  floor = await startQuietFloor();
});

test.afterAll(async () => {
  await floor.close();
});

test.afterEach(() => floor.proxy.mode('pass'));

/** Stale markers only: a card off screen shows the time of its data too, as a plain label. */
const markers = (page: Page) => page.locator('.data-age--stale');

test('a blackholed path marks the cards stale within 3 s, health colour kept and readable, and clears within 1 s of reconnecting', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await quietSupervisor(browser, floor);
  const first = cards(page).first();
  await expect(markers(page)).toHaveCount(0);
  const background = await first.evaluate((card) => getComputedStyle(card).backgroundColor);

  floor.proxy.mode('blackhole');
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

  floor.proxy.mode('pass');
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
