import { expect, test, type Page } from '@playwright/test';
import { apiSession, socketCount } from './support/api';
import { signIn } from './support/login';

const answered = (page: Page) =>
  page.locator('[data-testid="figure-businessProcessAnsweredInteractions"]');
const figures = async (page: Page) => (await answered(page).allTextContents()).join('|');

test('four tabs share one socket, and closing the first leaves the others live', async ({
  context,
  request,
  baseURL,
}) => {
  const first = await context.newPage();
  await signIn(first, 'supervisor');
  // a card an earlier journey left pinned fills the screen and pushes the others off it, where
  // they rightly stop rendering: unpin so the figures watched below are on screen
  await expect(first.locator('[data-testid^="monitoring-card-"]')).toHaveCount(12);
  // every card placed (past its first frame); pinned cards go first, so they are near enough
  // to show their pin button, and one further down comes near as those above it shrink
  await expect(first.locator('[data-testid^="monitoring-card-"][data-placed="true"]')).toHaveCount(
    12,
  );
  const pinned = first.locator('.card-pin[aria-pressed="true"]');
  await expect
    .poll(async () => {
      for (const pin of await pinned.all()) await pin.click();
      return pinned.count();
    })
    .toBe(0);
  const others: Page[] = [];
  for (let i = 0; i < 3; i += 1) {
    const page = await context.newPage();
    await page.goto('/dashboards');
    // already signed in through the shared hub: no login screen
    await expect(page.locator('[data-testid^="monitoring-card-"]')).toHaveCount(12);
    others.push(page);
  }
  const headers = await apiSession(request, baseURL!, 'agent2');
  await expect.poll(() => socketCount(request, baseURL!, headers)).toBe(1);

  await first.close(); // the tab that created the SharedWorker
  for (const page of others) {
    const before = await figures(page);
    await expect.poll(() => figures(page), { timeout: 20_000 }).not.toBe(before);
  }
  expect(await socketCount(request, baseURL!, headers)).toBe(1);
});

test('the count is real: with a dedicated worker per tab the server sees one socket per tab', async ({
  context,
  request,
  baseURL,
}) => {
  const first = await context.newPage();
  await first.goto('/?hub=dedicated');
  await first.getByLabel('Username').fill('supervisor');
  await first.getByLabel('Password').fill('supervisor');
  await first.getByRole('button', { name: 'Sign in' }).click();
  await expect(first.locator('[data-testid^="monitoring-card-"]')).toHaveCount(12);
  for (let i = 0; i < 3; i += 1) {
    const page = await context.newPage();
    await page.goto('/dashboards?hub=dedicated');
    await expect(page.locator('[data-testid^="monitoring-card-"]')).toHaveCount(12);
  }
  const headers = await apiSession(request, baseURL!, 'agent2');
  await expect.poll(() => socketCount(request, baseURL!, headers)).toBe(4);
});
