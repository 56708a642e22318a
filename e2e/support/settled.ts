import type { Frame, Page } from '@playwright/test';

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
