/**
 * Honest data age, the quiet side: the server's `live` beat keeps a quiet, connected floor
 * from ever reading as stale, for two minutes of the page's clock. The floor is its own
 * (no agents, no arrivals: only the beat says the data is current), so this journey runs in
 * the second lane of the suite beside the others (playwright.config.ts).
 */
import { expect, test } from '@playwright/test';
import { quietSupervisor, startQuietFloor, type QuietFloor } from './support/quiet-floor';

let floor: QuietFloor;

test.beforeAll(async () => {
  floor = await startQuietFloor();
});

test.afterAll(async () => {
  await floor.close();
});

test('two minutes on a quiet, connected floor never show a stale marker', async ({ browser }) => {
  test.setTimeout(200_000);
  const page = await quietSupervisor(browser, floor);
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
  await expect(page.locator('.data-age--stale')).toHaveCount(0);
  await page.context().close();
});
