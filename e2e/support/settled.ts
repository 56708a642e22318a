import { expect, type Frame, type Page } from '@playwright/test';

/**
 * Resolves once every finite animation and transition running now has finished: colours
 * easing to a new theme, a grid item snapping into place, an entrance fade. A screenshot,
 * a measurement or an accessibility check then sees the page at rest, after exactly as
 * long as that takes rather than after a guessed sleep. (`getAnimations` brings styles up
 * to date first, so a transition a change just started is among them.)
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Resolves once a frame is at rest: loaded (so every image it would fetch was tried), its
 * images decoded or refused, and its finite animations ended. A journey that checks nothing
 * loaded or fired waits on this rather than on the wall clock.
 */
export async function frameAtRest(frame: Frame): Promise<void> {
  await frame.waitForLoadState('load');
  await frame.evaluate(() =>
    Promise.all([
      ...document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
      ...Array.from(document.images).map((image) => image.decode().catch(() => undefined)),
    ]),
  );
}

/**
 * Resolves once the page has stopped fetching: the count of its resource loads (lazy code,
 * styles, fonts, images, REST calls) is the same on two reads in a row. Playwright's
 * `networkidle` waits for half a second without any request, which a live screen (avatars,
 * the hub's reads) may never give; a count that stops growing says what the screen loads on
 * arrival has been fetched.
 */
export async function resourcesSettled(page: Page): Promise<void> {
  let before = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => {
          // the buffer holds 250 entries by default: a full one would read as steady
          performance.setResourceTimingBufferSize(100_000);
          return performance.getEntriesByType('resource').length;
        });
        const steady = now === before;
        before = now;
        return steady;
      },
      { intervals: [250], timeout: 20_000 },
    )
    .toBe(true);
}
