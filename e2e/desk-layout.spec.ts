import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshAgent, offerNow, setLanguage } from './support/api';

/**
 * The desk at a real desk size (1280×800) in every language: a window restored, maximized,
 * restored again, minimized and closed, each control used by the pointer at its centre, and
 * what is under the pointer checked first. The routed screen beside a restored window keeps
 * room to be used, and the top bar keeps one row.
 */
const LANGUAGES = ['en', 'es', 'fr', 'de', 'nl'] as const;
type Language = (typeof LANGUAGES)[number];

test.use({ viewport: { width: 1280, height: 800 } });

const windowLabels = (
  lng: Language,
): { minimize: string; maximize: string; restore: string; close: string } =>
  (
    JSON.parse(
      readFileSync(new URL(`../locales/${lng}/interactions.json`, import.meta.url), 'utf8'),
    ) as { window: { minimize: string; maximize: string; restore: string; close: string } }
  ).window;

const setupLabel = (lng: Language): string =>
  (
    JSON.parse(
      readFileSync(new URL(`../locales/${lng}/dashboards.json`, import.meta.url), 'utf8'),
    ) as { agentCenter: { setup: { open: string } } }
  ).agentCenter.setup.open;

/** Signs in through the login screen (English until the user's own language arrives). */
async function signInAgent(page: Page, username: string, lng: Language): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.top-bar')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
}

/** The element the pointer would hit at the locator's centre is the locator's element or inside it. */
async function expectHitAtCentre(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  const { x, y, width, height } = box ?? { x: 0, y: 0, width: 0, height: 0 };
  const centre = { x: x + width / 2, y: y + height / 2 };
  expect(centre.x).toBeGreaterThan(0);
  expect(centre.x).toBeLessThan(1280);
  expect(centre.y).toBeLessThan(800);
  const hit = await target.evaluate((element, point) => {
    const top = document.elementFromPoint(point.x, point.y);
    return top !== null && (top === element || element.contains(top));
  }, centre);
  expect(
    hit,
    `${await target.evaluate((e) => e.outerHTML.slice(0, 120))} is under the pointer`,
  ).toBe(true);
  return centre;
}

async function clickByPointer(page: Page, target: Locator): Promise<void> {
  const centre = await expectHitAtCentre(target);
  await page.mouse.click(centre.x, centre.y);
}

/** Every part of the top bar sits inside it, on one row, and its controls take the pointer. */
async function expectTopBarWhole(page: Page): Promise<void> {
  const bar = page.locator('.top-bar');
  const barBox = await bar.boundingBox();
  expect(barBox).not.toBeNull();
  expect(await bar.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  for (const part of await bar.locator(':scope > *').all()) {
    const box = await part.boundingBox();
    if (box === null || box.width === 0) continue;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280 + 0.5);
    expect(box.y).toBeGreaterThanOrEqual(barBox?.y ?? 0);
    expect(box.y + box.height).toBeLessThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0) + 0.5);
  }
  await expectHitAtCentre(page.getByTestId('agent-state'));
  await expectHitAtCentre(bar.locator('button').last());
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

for (const lng of LANGUAGES) {
  test(`${lng}: at 1280×800 every window control works by pointer, restored and maximized, and the routed screen stays usable`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const labels = windowLabels(lng);
    // a desk of its own: no chats or calls earlier journeys left in the tile lists
    const { username } = await freshAgent(request, baseURL ?? '');
    await setLanguage(request, baseURL ?? '', username, lng);
    await signInAgent(page, username, lng);
    await page.locator('a[href="/settings"]').click();
    await expect(page.locator('.content select').first()).toBeVisible();
    await expectTopBarWhole(page);

    const state = page.getByTestId('agent-state');
    await expect(state).toBeEnabled();
    // back office: the live centre routes nothing to this desk, so the only offer is the journey's
    await state.selectOption('backoffice');
    await expect(state).toHaveValue('backoffice');
    const customerName = `Layout ${lng} ${Date.now()}`;
    await offerNow(page.request, new URL(page.url()).origin, username, 'chat', { customerName });
    const pending = page.locator('.tile[data-list="pending"]').filter({ hasText: customerName });
    await clickByPointer(page, pending.locator('.icon-button--accept'));
    const window = page.getByTestId('interaction-window');
    await expect(window.getByRole('heading', { name: customerName })).toBeVisible();
    const id = (await window.getAttribute('data-interaction-id')) ?? '';

    // restored: the window and the routed screen share the row without overlapping, and the
    // screen keeps room for its controls (Settings: every control visible and wide enough)
    const content = page.locator('main.content');
    const windowBox = await window.boundingBox();
    const contentBox = await content.boundingBox();
    expect(windowBox).not.toBeNull();
    expect(contentBox).not.toBeNull();
    if (windowBox === null || contentBox === null) return;
    expect(overlaps(windowBox, contentBox)).toBe(false);
    expect(contentBox.width).toBeGreaterThanOrEqual(440);
    for (const control of await content.locator('select:visible').all()) {
      const box = await control.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(120);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
        contentBox.x + contentBox.width + 0.5,
      );
    }
    await expectTopBarWhole(page);
    // the dashboard's cards stand one a row rather than squeezed two to a row
    await page.locator('a[href="/dashboards"]').click();
    await expect(page.locator('.agent-card').first()).toBeVisible();
    const narrow = await content.boundingBox();
    for (const card of await content.locator('.agent-card').all()) {
      const box = await card.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(380);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
        (narrow?.x ?? 0) + (narrow?.width ?? 0) + 0.5,
      );
    }

    // the floating setup button keeps to its icon beside the window, its name kept: its label
    // would cover a card's figures in this one column
    const setup = page.locator('.agent-fab');
    await expect(setup).toHaveAccessibleName(setupLabel(lng));
    expect((await setup.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(64);

    // maximize by pointer: the window takes the routed screen's place
    for (const name of [labels.minimize, labels.maximize, labels.close])
      await expectHitAtCentre(window.getByRole('button', { name, exact: true }));
    await clickByPointer(page, window.getByRole('button', { name: labels.maximize, exact: true }));
    await expect(window).toHaveClass(/interaction-window--maximized/);
    await expect(content).toBeHidden();
    const maximizedBox = await window.boundingBox();
    expect(maximizedBox?.width ?? 0).toBeGreaterThan(700);
    expect((maximizedBox?.x ?? 0) + (maximizedBox?.width ?? 0)).toBeGreaterThan(1270);
    for (const name of [labels.minimize, labels.restore, labels.close])
      await expectHitAtCentre(window.getByRole('button', { name, exact: true }));
    await expectTopBarWhole(page);

    // restore by pointer, then minimize, reopen from the tile, maximize again and close
    await clickByPointer(page, window.getByRole('button', { name: labels.restore, exact: true }));
    await expect(window).toHaveClass(/interaction-window--restored/);
    await expect(content).toBeVisible();
    await clickByPointer(page, window.getByRole('button', { name: labels.minimize, exact: true }));
    await expect(window).toHaveCount(0);
    await expect(content).toBeVisible();
    const tile = page.locator(`.tile[data-list="active"][data-interaction-id="${id}"] .tile__open`);
    await clickByPointer(page, tile);
    await expect(window).toHaveClass(/interaction-window--restored/);
    await clickByPointer(page, window.getByRole('button', { name: labels.maximize, exact: true }));
    await expect(window).toHaveClass(/interaction-window--maximized/);
    await clickByPointer(page, window.getByRole('button', { name: labels.close, exact: true }));
    await expect(window).toHaveCount(0);
    await expect(content).toBeVisible();
    await expectTopBarWhole(page);
  });
}
