/**
 * Announcements exist and fire: a business process changing health status (politely), a
 * snackbar, an offer arriving at the agent, and the connection banner. "Announced" is checked
 * the way a screen reader hears it: the text arrives inside a live region that was already in
 * the page (a region mounted together with its text is read out by none), and the region's
 * politeness is recorded.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { offerNow } from './support/api';
import { start as startProxy } from './support/fault-proxy';
import { signIn } from './support/login';

interface Announcement {
  text: string;
  /** 'polite' or 'assertive', from aria-live or the role's implicit value. */
  politeness: string;
}

/**
 * Records every text change inside a live region already present in the page: an init script,
 * so it runs before the app and sees the first announcements too.
 */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: { text: string; politeness: string }[] = [];
    (window as unknown as { __announcements: typeof heard }).__announcements = heard;
    const REGION = '[aria-live], [role="status"], [role="alert"], [role="log"]';
    const politenessOf = (region: Element): string => {
      const explicit = region.getAttribute('aria-live');
      if (explicit !== null) return explicit;
      return region.getAttribute('role') === 'alert' ? 'assertive' : 'polite';
    };
    const start = () => {
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const target =
            mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
          const region = target?.closest(REGION);
          // a node added as (or containing) the region itself is not a change inside a region
          if (!region || region.getAttribute('aria-live') === 'off') continue;
          const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (text !== '') heard.push({ text, politeness: politenessOf(region) });
        }
      }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    };
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start);
  });
}

async function heard(page: Page): Promise<Announcement[]> {
  return page.evaluate(
    () => (window as unknown as { __announcements: Announcement[] }).__announcements,
  );
}

async function expectAnnounced(
  page: Page,
  text: RegExp,
  politeness: 'polite' | 'assertive' = 'polite',
): Promise<void> {
  await expect
    .poll(
      async () => (await heard(page)).some((a) => text.test(a.text) && a.politeness === politeness),
      {
        message: `"${text.source}" announced (${politeness})`,
        timeout: 20_000,
      },
    )
    .toBe(true);
}

/**
 * A monitoring card whose business process has answered something (so it has a handling time)
 * and is not in danger yet, so strict thresholds change its status.
 */
async function busyCard(page: Page): Promise<Locator> {
  const cards = page.locator('[data-testid^="monitoring-card-"]');
  await expect(cards).toHaveCount(12, { timeout: 30_000 });
  let found: Locator | null = null;
  await expect
    .poll(
      async () => {
        for (const card of await cards.all()) {
          // a pinned card (an earlier journey's) shows its tabs, not this figure: look at the next one
          const text = await card
            .getByTestId('figure-businessProcessAnsweredInteractions')
            .textContent({ timeout: 1_000 })
            .catch(() => null);
          const answered = Number(text ?? 0);
          if (answered > 0 && (await card.getAttribute('data-health')) !== 'danger') {
            found = card;
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** Back to offline (when the selector offers it), so the simulation sends the agent nothing more. */
async function goOffline(page: Page): Promise<void> {
  const state = page.getByLabel('My state');
  if ((await state.locator('option[value="offline"]:not([disabled])').count()) > 0)
    await state.selectOption('offline');
}

test('a business process changing health status is announced politely, and so is the snackbar of the saved profile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await recordAnnouncements(page);
  await signIn(page, 'supervisor');
  const card = await busyCard(page);
  const pinned = page.getByTestId((await card.getAttribute('data-testid'))!);
  const name = ((await pinned.locator('h2').first().textContent()) ?? '').trim();
  expect(name).not.toBe('');
  // an earlier journey may have left this card pinned already
  const pin = pinned.getByRole('button', { name: 'Pin', exact: true });
  if ((await pin.count()) > 0) await pin.click();
  await pinned.getByRole('tab', { name: 'Thresholds' }).click();
  // a handling time of a second or more is "danger": the card turns red and says so
  await pinned.getByLabel('Warning threshold of Average handling time').fill('00:00:01');
  await pinned.getByLabel('Danger threshold of Average handling time').fill('00:00:02');
  await pinned.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'New configuration profile' });
  const profile = `Announce ${Date.now()}`;
  await dialog.getByLabel('Profile name').fill(profile);
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expectAnnounced(
    page,
    new RegExp(`Health Thresholds configuration: ${profile} was added successfully`),
  );
  await expect(pinned).toHaveAttribute('data-health', 'danger', { timeout: 15_000 });
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expectAnnounced(page, new RegExp(`${escaped}: health is now Danger`, 'i'));
  // health shows by icon and text as well as colour
  await expect(pinned.locator('.health-badge')).toContainText(/Danger/i);

  // back to the default profile and tab for the other journeys
  await pinned.getByLabel('Configuration profile').selectOption({ label: 'Default' });
  await pinned.getByRole('tab', { name: 'Overview' }).click();
});

test('an offer arriving at the agent is announced', async ({ page, request, baseURL }) => {
  await recordAnnouncements(page);
  await signIn(page, 'agent');
  const state = page.getByLabel('My state');
  await expect(state).toBeEnabled();
  await state.selectOption('ready');
  // the centre may offer work at once: ready, offered or busy all take offers
  await expect(state).toHaveValue(/ready|offered|busy/);
  const before = (await heard(page)).length;
  await offerNow(request, baseURL!, 'agent', 'chat', {
    customerName: 'Grace Hopper',
    message: 'Hi there',
  });
  const offered = page.locator('.tile[data-list="pending"]').filter({ hasText: 'Grace Hopper' });
  await expect(offered).toHaveCount(1, { timeout: 15_000 });
  const pending = await page.locator('.tile[data-list="pending"]').count();
  await expect
    .poll(async () =>
      (await heard(page))
        .slice(before)
        .some((a) => new RegExp(`\\b${pending} pending`).test(a.text) && a.politeness === 'polite'),
    )
    .toBe(true);
  // decline it so the desk is empty again; offline first, or the declined offer, back in its
  // queue, could come straight back to this still-ready agent
  await goOffline(page);
  await offered.getByRole('button', { name: 'Decline' }).click();
  await expect(offered).toHaveCount(0);
});

test('the connection banner announces losing and regaining the connection', async ({
  browser,
  baseURL,
}) => {
  // the tab and its SharedWorker reach the server through a fault proxy, so the socket really loses its path
  const proxy = await startProxy(Number(new URL(baseURL!).port));
  const context = await browser.newContext({ baseURL: proxy.url });
  try {
    const page = await context.newPage();
    await recordAnnouncements(page);
    await signIn(page, 'supervisor');
    await expect(page.locator('.connection-status')).toContainText('Connected');
    const before = (await heard(page)).length;
    proxy.mode('reset');
    await expect(page.locator('.connection-status')).toContainText('Reconnecting', {
      timeout: 20_000,
    });
    proxy.mode('pass');
    await expect(page.locator('.connection-status')).toContainText('Connected', {
      timeout: 30_000,
    });
    const after = (await heard(page)).slice(before);
    const texts = after.map((a) => a.text).join(' | ');
    expect(texts).toMatch(
      /Connection status: Reconnecting \(attempt \d+\).*\|.*Connection status: Connected/,
    );
    expect(
      after.filter((a) => /Connection status/.test(a.text)).every((a) => a.politeness === 'polite'),
    ).toBe(true);
  } finally {
    await context.close();
    await proxy.close();
  }
});
