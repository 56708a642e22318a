/**
 * The wallboard (/wallboard): a wallboard user's rotating board of live figures, its editor,
 * and the role message an agent gets. One journey per behaviour, against the config's server
 * (SIM_ACCEL=20) except the connection badge, which needs its own server behind a fault proxy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServer } from '../server/start';
import { freePort, start as startProxy } from './support/fault-proxy';
import { signIn } from './support/login';

const board = (page: Page) => page.getByTestId('wallboard');
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: join('test-results', 'shots-wallboard', `${name}.png`) });
const slideTitle = (page: Page) =>
  page.getByTestId('wallboard-slide').getByRole('heading', { level: 2 });
const figures = (page: Page) => page.locator('[data-testid^="wallboard-figure-"]');
const figureTexts = async (page: Page) => (await figures(page).allTextContents()).join('|');

async function openBoard(page: Page): Promise<void> {
  await signIn(page, 'wallboard');
  await page.goto('/wallboard');
  await expect(board(page)).toBeVisible();
  await expect(figures(page)).toHaveCount(12);
}

/** The tools fade when the pointer rests: move it, then use them. */
async function openEditor(page: Page) {
  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
  await page.getByRole('button', { name: 'Edit wallboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit wallboard' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function saveInterval(page: Page, seconds: string): Promise<void> {
  const dialog = await openEditor(page);
  await dialog.getByLabel('Slide interval (seconds)').fill(seconds);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a wallboard user sees live figures; an interval typed as 1 is saved as 3 and slides move on every 3 s', async ({
  page,
}) => {
  await openBoard(page);
  await expect(page.getByRole('heading', { level: 1, name: 'WALLBOARD' })).toBeVisible();
  // a fresh board has no cards: every business process, one slide each
  await expect(page.getByTestId('wallboard-meta')).toContainText('Slide 1 of 12');
  await expect(page.getByTestId('wallboard-figure-serviceLevel')).toHaveText(
    /Service level(\d+\.\d{2}%|N\/A)/,
  );
  await expect(page.getByTestId('wallboard-figure-longestWaitingTime')).toHaveText(
    /Longest waiting(\d\d:\d\d|\d+:\d\d:\d\d)/,
  );

  await saveInterval(page, '1');
  await expect(
    page.getByText('Wallboard saved. The slide interval is 3 s, the shortest allowed.'),
  ).toBeVisible();
  await expect(page.getByTestId('wallboard-meta')).toContainText('Every 3 s');
  // the stored value comes back on the next load too
  await page.reload();
  await expect(page.getByTestId('wallboard-meta')).toContainText('Every 3 s');
  const dialog = await openEditor(page);
  await expect(dialog.getByLabel('Slide interval (seconds)')).toHaveValue('3');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // a 10 s interval would not move within these 6 s
  const first = await slideTitle(page).textContent();
  const changedAt = Date.now();
  await expect
    .poll(() => slideTitle(page).textContent(), { timeout: 6_000, intervals: [200] })
    .not.toBe(first);
  const second = await slideTitle(page).textContent();
  await expect
    .poll(() => slideTitle(page).textContent(), { timeout: 6_000, intervals: [200] })
    .not.toBe(second);
  // two changes took about two intervals, not one
  expect(Date.now() - changedAt).toBeGreaterThanOrEqual(4_000);
});

test('paused on one business process, its figures change in place as the centre works', async ({
  page,
}) => {
  await openBoard(page);
  // the busiest queue of the reference centre answers calls every few seconds at SIM_ACCEL=20
  await page.keyboard.press('Space');
  await expect(page.getByTestId('wallboard-meta')).toContainText('Paused');
  for (let i = 0; i < 12 && (await slideTitle(page).textContent()) !== 'Customer Support'; i += 1)
    await page.keyboard.press('ArrowRight');
  await expect(slideTitle(page)).toHaveText('Customer Support');
  const figure = page.getByTestId('wallboard-figure-answered');
  // once the tools have faded nothing re-renders the board (no notice is open either): what
  // changes now changed inside its own figure
  await expect(page.getByRole('toolbar', { name: 'Wallboard controls' })).toBeHidden({
    timeout: 10_000,
  });
  const before = await figureTexts(page);
  await expect.poll(() => figureTexts(page), { timeout: 45_000 }).not.toBe(before);
  // paused: still the same business process after more than one interval
  await expect(slideTitle(page)).toHaveText('Customer Support');
  await expect(figure).toHaveText(/Answered\d+/);
});

test('an agents card shows agents with state and time in state, and counts only its medium', async ({
  page,
  request,
  baseURL,
}) => {
  await openBoard(page);
  const dialog = await openEditor(page);
  await dialog.getByLabel('Card type').selectOption('agents');
  await dialog.getByLabel('Media dimension').selectOption('Chat');
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await dialog.getByLabel('Card type').selectOption('businessProcess');
  await dialog.getByLabel('Business process', { exact: true }).selectOption({ label: 'Billing' });
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog.getByTestId('wallboard-editor-card')).toHaveText([
    /Agents · Chat · every agent/,
    /Business process: Billing/,
  ]);
  // reorder: Billing first
  await dialog.getByRole('button', { name: /Move card 2 .* up/ }).click();
  await expect(dialog.getByTestId('wallboard-editor-card')).toHaveText([
    /Business process: Billing/,
    /Agents · Chat/,
  ]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.keyboard.press('Space');
  await expect(slideTitle(page)).toHaveText('Billing');
  await page.keyboard.press('ArrowRight');
  await expect(slideTitle(page)).toContainText('Agents · Chat');
  await expect(
    page.getByText(
      "Chat only: answered, missed, rejected and transferred. Times in a state are the agent's across all media.",
    ),
  ).toBeVisible();
  const rows = page.locator('[data-testid^="wallboard-agent-"]');
  await expect(rows.first()).toBeVisible();
  // the Answered column holds each agent's chats, not every medium: compared with the server's
  // figures (live, so read again until both sides agree), on a page where the two differ
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username: 'supervisor', password: 'supervisor' },
  });
  const headers = {
    'session-id': ((await login.json()) as { data: { sessionId: string } }).data.sessionId,
  };
  await expect(async () => {
    const stats = (
      (await (await request.get(`${baseURL}/api/agent/all/stats`, { headers })).json()) as {
        data: { agentId: string; answeredChat: number; agentTotalAnsweredCalls: number }[];
      }
    ).data;
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => [
        tr.getAttribute('data-testid')?.replace('wallboard-agent-', '') ?? '',
        tr.querySelectorAll('td')[2]?.textContent ?? '',
      ]),
    );
    const byId = new Map(stats.map((a) => [a.agentId, a]));
    expect(shown.map(([id, text]) => [id, text])).toEqual(
      shown.map(([id]) => [id, String(byId.get(id ?? '')?.answeredChat)]),
    );
    expect(
      shown.some(
        ([id]) => byId.get(id ?? '')?.answeredChat !== byId.get(id ?? '')?.agentTotalAnsweredCalls,
      ),
    ).toBe(true);
  }).toPass({ timeout: 20_000 });
  // the card is cut into pages that fit the screen: the last row of this page is on the board
  const boardBox = await board(page).boundingBox();
  const lastBox = await rows.last().boundingBox();
  expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(boardBox!.y + boardBox!.height);
  const perPage = await rows.count();
  // every agent of the floor: the simulated 60 and the agents journeys signed in before this one
  const everyAgent = (
    (await (await request.get(`${baseURL}/api/agent/all/stats`, { headers })).json()) as {
      data: unknown[];
    }
  ).data.length;
  expect(everyAgent).toBeGreaterThanOrEqual(60);
  await expect(slideTitle(page)).toContainText(`page 1 of ${Math.ceil(everyAgent / perPage)}`);
  // every row: a name, a state, time in state as mm:ss (the simulated clock runs ahead of the
  // browser's at SIM_ACCEL=20, so it is not watched ticking here), counts and durations
  const first = rows.first();
  await expect(first.locator('th')).toHaveText(/\S+/);
  // a translated state (or a custom break's own name), never a raw key
  await expect(first.locator('td').first()).toHaveText(/\S/);
  await expect(first.locator('td').first()).not.toHaveText(/states\./);
  await expect(first.locator('td').nth(1)).toHaveText(/^(\d\d:\d\d|\d+:\d\d:\d\d)$/);
  await expect(first.locator('td').nth(2)).toHaveText(/^\d+$/);
  await expect(first.locator('td').last()).toHaveText(/^(\d+\.\d\d%|N\/A)$/);
  // login time reads as a clock, hh:mm:ss, even in its first hour
  await expect(first.locator('td').nth(-2)).toHaveText(/^\d\d+:\d\d:\d\d$/);

  // remove both cards again: the board falls back to every business process
  const again = await openEditor(page);
  await again.getByRole('button', { name: /Remove card 1/ }).click();
  await again.getByRole('button', { name: /Remove card 1/ }).click();
  await expect(
    again.getByText('No cards: the board shows every business process, one slide each.'),
  ).toBeVisible();
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('wallboard-meta')).toContainText('of 12');
});

test('a refused save shows the server message and keeps what was typed; a blank name is refused before sending', async ({
  page,
  request,
  baseURL,
}) => {
  await openBoard(page);
  const dialog = await openEditor(page);
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();

  await dialog.getByLabel('Name').fill('Floor 2');
  await dialog.getByRole('radio', { name: 'Light' }).check();
  await request.post(`${baseURL}/api/__test/fault`, {
    data: { path: '/api/wallboard/current', status: 500 },
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'The wallboard was not saved: Injected fault',
  );
  await expect(dialog.getByLabel('Name')).toHaveValue('Floor 2');
  await expect(dialog.getByRole('radio', { name: 'Light' })).toBeChecked();

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Floor 2' })).toBeVisible();
  await expect(board(page)).toHaveAttribute('data-theme', 'light');

  // back to the defaults for the other journeys
  const reset = await openEditor(page);
  await reset.getByLabel('Name').fill('WALLBOARD');
  await reset.getByRole('radio', { name: 'Dark' }).check();
  await reset.getByRole('button', { name: 'Save' }).click();
  await expect(board(page)).toHaveAttribute('data-theme', 'dark');
});

test('a wallboard login lands on its board in kiosk mode, with its own navigation, and chooses between two boards', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Username').fill('wallboard');
  await page.getByLabel('Password').fill('wallboard');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wallboard$/);
  await expect(figures(page)).toHaveCount(12);
  // kiosk mode: the board alone, no app header
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /sign out/i })).toHaveCount(0);
  await shoot(page, 'wallboard-kiosk-1280');

  // Escape gives the menu back: a wallboard-only navigation and Sign out
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText(['Wallboard', 'Help']);
  // the tools' Menu button takes the board back to kiosk mode
  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: /sign out/i })).toHaveCount(0);

  // a second board: created, named in the editor, shown at once
  await page.mouse.move(200, 300);
  await page.getByRole('button', { name: 'New board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit wallboard' });
  await expect(dialog.getByLabel('Name')).toHaveValue('WALLBOARD 2');
  await dialog.getByLabel('Name').fill('Second floor');
  await dialog.getByLabel('Font size').selectOption('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Second floor' })).toBeVisible();
  const chooser = page.getByLabel('Board', { exact: true });
  await expect(chooser.locator('option')).toHaveText(['WALLBOARD', 'Second floor']);

  // choosing the first board shows it, and the choice is kept
  await page.mouse.move(200, 300);
  await chooser.selectOption({ label: 'WALLBOARD' });
  await expect(page.getByRole('heading', { level: 1, name: 'WALLBOARD' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'WALLBOARD' })).toBeVisible();
  await expect(page.getByLabel('Board', { exact: true })).toHaveValue('1');

  // back to the second, then removed: one board left
  await page.mouse.move(200, 300);
  await page.getByLabel('Board', { exact: true }).selectOption({ label: 'Second floor' });
  await expect(page.getByRole('heading', { level: 1, name: 'Second floor' })).toBeVisible();
  const again = await openEditor(page);
  await again.getByRole('button', { name: 'Remove this board' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByText('Wallboard Second floor removed.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'WALLBOARD' })).toBeVisible();
  await expect(page.getByLabel('Board', { exact: true }).locator('option')).toHaveText([
    'WALLBOARD',
  ]);

  // the agent screens are not the wallboard user's: they land on the board again
  await page.goto('/calls');
  await expect(page).toHaveURL(/\/wallboard$/);
  await page.goto('/dashboards');
  await expect(page).toHaveURL(/\/wallboard$/);
  await expect(board(page)).toBeVisible();
});

test('an agent opening /wallboard is told it is not for their role', async ({ page }) => {
  await signIn(page, 'agent');
  await page.goto('/wallboard');
  await expect(page.getByText('The wallboard is not available for your role.')).toBeVisible();
  await expect(board(page)).toHaveCount(0);
});

test('while the socket is down the board says it is reconnecting and how old its data is', async ({
  browser,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-wallboard-'));
  const port = await freePort();
  const server = await startServer({
    port,
    host: '127.0.0.1',
    dbPath: join(dir, 'cc.sqlite'),
    staticDir: process.env['STATIC_DIR'] ?? 'dist',
    testRoutes: true,
    sim: { accel: 20 },
  });
  const proxy = await startProxy(port);
  try {
    const context = await browser.newContext({ baseURL: proxy.url });
    const page = await context.newPage();
    await openBoard(page);
    await expect(page.getByTestId('wallboard-stale')).toHaveCount(0);

    proxy.mode('reset');
    const badge = page.getByTestId('wallboard-stale');
    await expect(badge).toContainText('Reconnecting…', { timeout: 15_000 });
    await expect(badge).toContainText(/data is \d+ s old/);
    const age = async () =>
      Number(/data is (\d+) s old/.exec((await badge.textContent()) ?? '')?.[1] ?? -1);
    const first = await age();
    await expect.poll(age, { timeout: 5_000 }).toBeGreaterThan(first);
    // the last figures stay on screen meanwhile
    await expect(figures(page)).toHaveCount(12);

    proxy.mode('pass');
    await expect(badge).toHaveCount(0, { timeout: 30_000 });
    await context.close();
  } finally {
    await proxy.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
