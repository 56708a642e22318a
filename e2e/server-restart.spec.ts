import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServer, type StartedServer } from '../server/start';
import { chromiumPath, CHROMIUM_ARGS } from './support/chromium';
import { freePort } from './support/free-port';

/** Sum of the answered counts a page shows. */
async function answeredSum(page: Page): Promise<number> {
  const texts = await page
    .locator('[data-testid="figure-businessProcessAnsweredInteractions"]')
    .allTextContents();
  return texts.reduce((sum, text) => sum + (Number(text) || 0), 0);
}

test.use({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } });

test('after a server restart all four tabs and a wallboard recover by themselves with fresh data and the same session', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'cc-restart-'));
  const port = await freePort();
  const options = {
    port,
    host: '127.0.0.1',
    dbPath: join(dir, 'cc.sqlite'),
    staticDir: process.env['STATIC_DIR'] ?? 'dist',
    testRoutes: true,
    sim: { accel: 20 },
  };
  let server: StartedServer | null = await startServer(options);
  try {
    // every card on screen: cards scrolled out of view keep their last figures until they come back
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 3200 },
    });
    const pages: Page[] = [];
    const first = await context.newPage();
    await first.goto('/');
    await first.getByLabel('Username').fill('supervisor');
    await first.getByLabel('Password').fill('supervisor');
    await first.getByRole('button', { name: 'Sign in' }).click();
    pages.push(first);
    for (let i = 0; i < 3; i += 1) {
      const page = await context.newPage();
      await page.goto('/dashboards');
      pages.push(page);
    }
    for (const page of pages)
      await expect(page.locator('[data-testid^="monitoring-card-"]')).toHaveCount(12);
    await expect.poll(() => answeredSum(first), { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
    const before = await answeredSum(first);

    // a wallboard on its own screen, signed in as the wallboard user
    const boardContext = await browser.newContext({ baseURL: server.url });
    const board = await boardContext.newPage();
    await board.goto('/');
    await board.getByLabel('Username').fill('wallboard');
    await board.getByLabel('Password').fill('wallboard');
    await board.getByRole('button', { name: 'Sign in' }).click();
    // a wallboard user lands on the board
    await expect(board).toHaveURL(/\/wallboard$/);
    const boardAnswered = board.getByTestId('wallboard-figure-answered').first();
    await expect(boardAnswered).toBeVisible({ timeout: 30_000 });

    await server.close();
    server = null;
    for (const page of pages)
      await expect(page.getByText('Connection lost')).toBeVisible({ timeout: 15_000 });
    await expect(board.getByText(/Reconnecting/).first()).toBeVisible({ timeout: 15_000 });

    server = await startServer(options);
    for (const page of pages) {
      await expect(page.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Connection lost')).toHaveCount(0);
      await expect(page.getByLabel('Username')).toHaveCount(0); // the session survived the restart
      // fresh data: the new simulation starts its shift anew, so answered counts start again
      await expect.poll(() => answeredSum(page), { timeout: 10_000 }).toBeLessThan(before);
    }
    // the wallboard recovers by itself within 30 s, with live values again and no sign-in
    await expect(board.getByText(/Reconnecting/)).toHaveCount(0, { timeout: 30_000 });
    await expect(board.getByLabel('Username')).toHaveCount(0);
    await expect(boardAnswered.locator('.wallboard-figure__value')).toHaveText(/^\d+$/);
    await boardContext.close();
    await context.close();
  } finally {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
