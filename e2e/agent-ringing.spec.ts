import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshAgent, offerNow } from './support/api';
import { chromiumPath, CHROMIUM_ARGS } from './support/chromium';
import { signIn } from './support/login';
import { chooseOwnState } from './support/own-state';

/**
 * Desk alerts: the ringtone rings in exactly one tab however many are open, every tab shows
 * the offer, another tab takes over at once when the ringing one closes; the banner expands for
 * one offer and collapses for three; links in chat; transcript export; end-of-break notice.
 * The agent sits on a break while offers come on cue (offerNow), so the simulation routes
 * nothing else to them and the pending list holds only the test's offers.
 */

// Headless Chromium would keep an AudioContext suspended until a gesture; the product resumes on
// the first click, and these tests check the sound starts on the offer itself.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  },
});

const SHOTS = process.env['SHOTS_DIR'] ?? join('test-results', 'shots-ringing');
/** The brief: another tab rings within 2 s of the ringing one closing. */
const TAKEOVER_MS = 2_000;

/** Sets the agent's settings over REST (dotted paths) before the browser signs in and loads them. */
async function patchSettings(
  request: APIRequestContext,
  baseURL: string,
  username: string,
  patch: Record<string, unknown>,
): Promise<void> {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username, password: username },
  });
  const { data } = (await login.json()) as {
    data: { sessionId: string; user: { userId: string } };
  };
  const response = await request.put(`${baseURL}/api/settings/${data.user.userId}`, {
    headers: { 'session-id': data.sessionId },
    data: patch,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Screenshots in both modes: the mode's stylesheet tokens, without the user's theme colours laid
 * over them inline (the default theme is a light colour set).
 */
async function setMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((m) => {
    document.documentElement.removeAttribute('style');
    document.documentElement.dataset['theme'] = m;
  }, mode);
}

const status = (page: Page) => page.getByTestId('ringing-status');
const banner = (page: Page) => page.getByTestId('offer-banner');

/**
 * On a break: not offline (offers on cue still come) but the simulation routes nothing. The
 * tests leave the agent there, free of work: offline would hand them to the simulation again
 * at the next sign-in.
 */
const ON_BREAK = /^(break:break-lunch|waitingForBreak)$/;

async function onBreak(page: Page): Promise<void> {
  // waiting for break: an earlier journey's interaction is still open; nothing new is routed either way
  await chooseOwnState(page, 'break:break-lunch', ON_BREAK);
}

/** Ends the chat in the open window and finishes its wrap-up, so later journeys find the agent free and on a break. */
async function finishOpenChat(page: Page): Promise<void> {
  const window = page.getByTestId('interaction-window');
  await window.getByRole('button', { name: 'End', exact: true }).click();
  await expect(window.getByTestId('window-state')).toHaveText('Wrap-up');
  // ending the last work would make the agent ready (and the simulation would route to them):
  // another break chosen now is taken when the work ends
  await page.getByLabel('My state').selectOption('break:break-training');
  const picker = window.getByTestId('disposition-code');
  await expect(picker.locator('option:not([disabled])').first()).toBeAttached();
  await picker.selectOption(
    (await picker.locator('option:not([disabled])').first().getAttribute('value')) ?? '',
  );
  await window.getByRole('button', { name: 'Finish wrap-up' }).click();
  await expect(window).toHaveCount(0);
  await expect(page.getByLabel('My state')).toHaveValue(/^(break:break-training|waitingForBreak)$/);
}

async function openTab(page: Page): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto('/');
  await expect(tab.getByRole('complementary', { name: 'Interactions' })).toBeVisible();
  return tab;
}

async function ownerOf(tabs: readonly Page[]): Promise<Page[]> {
  const owners: Page[] = [];
  for (const tab of tabs)
    if ((await status(tab).getAttribute('data-ringing-owner')) === 'true') owners.push(tab);
  return owners;
}

/** The journey's own desk: the demo agent may hold work an earlier journey left (an SMS offer waits for good). */
let agent = '';

test.beforeEach(async ({ request, baseURL }) => {
  agent = (await freshAgent(request, baseURL ?? '')).username;
  await patchSettings(request, baseURL ?? '', agent, {
    'preferencesSettings.incomingInteractionRingtones.chat': 'tone1',
    'preferencesSettings.incomingInteractionRingtones.sms': 'tone3',
    'preferencesSettings.incomingInteractionDisplay': 'bannerAndPanel',
  });
});

test('three tabs show one chat offer and exactly one rings; closing it hands the ring on; accepting stops it everywhere', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, agent);
  await onBreak(page);
  const tabs = [page, await openTab(page), await openTab(page)];
  for (const tab of tabs) await expect(status(tab)).toHaveAttribute('data-ringing', '');

  await offerNow(request, baseURL ?? '', agent, 'chat', { customerName: 'Rita Ringer' });
  for (const tab of tabs) {
    await expect(banner(tab).getByTestId('offer-row')).toHaveCount(1);
    await expect(banner(tab)).toContainText('Rita Ringer');
    await expect(status(tab)).toHaveAttribute('data-ringing', 'chat');
  }
  const owners = await ownerOf(tabs);
  expect(owners).toHaveLength(1);
  const ringing = owners[0] as Page;
  await expect(status(ringing)).toHaveAttribute('data-ringing-audio', 'playing');
  for (const tab of tabs.filter((t) => t !== ringing))
    await expect(status(tab)).toHaveAttribute('data-ringing-audio', 'idle');

  // the ringing tab closes while the offer is still pending: another takes over at once
  await ringing.close();
  const rest = tabs.filter((t) => t !== ringing);
  await expect
    .poll(async () => (await ownerOf(rest)).length, { timeout: TAKEOVER_MS, intervals: [100] })
    .toBe(1);
  const next = (await ownerOf(rest))[0] as Page;
  await expect(status(next)).toHaveAttribute('data-ringing-audio', 'playing', {
    timeout: TAKEOVER_MS,
  });
  await expect(status(next)).toHaveAttribute('data-ringing', 'chat');

  // accepted from the banner of the quiet tab: the ringing stops in every tab
  const quiet = rest.find((t) => t !== next) as Page;
  await banner(quiet)
    .getByRole('button', { name: /^Accept Chat from Rita Ringer$/ })
    .click();
  for (const tab of rest) {
    await expect(status(tab)).toHaveAttribute('data-ringing', '');
    await expect(banner(tab)).toHaveCount(0);
  }
  await expect(status(next)).toHaveAttribute('data-ringing-audio', 'idle');
  await expect(quiet.getByTestId('interaction-window')).toBeVisible();
  await finishOpenChat(quiet);
});

test('one offer expands the banner, three collapse to a summary; declining from the banner removes them', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // the favicon's dot is a data: image: the CSP must let it through
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await signIn(page, agent);
  await onBreak(page);
  await offerNow(request, baseURL ?? '', agent, 'sms', { customerName: 'Sam Single' });
  await expect(banner(page)).toHaveAttribute('data-layout', 'expanded');
  await expect(
    banner(page).getByRole('button', { name: 'Accept SMS from Sam Single' }),
  ).toBeVisible();
  await expect(status(page)).toHaveAttribute('data-ringing', 'sms');
  for (const theme of ['light', 'dark'] as const) {
    await setMode(page, theme);
    await page.screenshot({ path: `${SHOTS}/banner-one-${theme}.png` });
  }

  await offerNow(request, baseURL ?? '', agent, 'chat', { customerName: 'Chloe Chat' });
  await expect(banner(page)).toHaveAttribute('data-layout', 'compact');
  await offerNow(request, baseURL ?? '', agent, 'email', { customerName: 'Emma Email' });
  await expect(banner(page)).toHaveAttribute('data-layout', 'collapsed');
  await expect(banner(page).getByTestId('offer-banner-summary')).toHaveText('3 offers waiting');
  await expect(banner(page).getByTestId('offer-row')).toHaveCount(0);
  // chat and SMS have ringtones, email stays silent (the default)
  await expect(status(page)).toHaveAttribute('data-ringing', 'chat sms');
  for (const theme of ['light', 'dark'] as const) {
    await setMode(page, theme);
    await page.screenshot({ path: `${SHOTS}/banner-three-collapsed-${theme}.png` });
  }
  // the notifications list holds the offers' unread opening messages and opens an interaction
  await page.getByTestId('notifications-toggle').click();
  await expect(page.getByTestId('notification-item').first()).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await setMode(page, theme);
    await page.screenshot({ path: `${SHOTS}/notifications-unread-${theme}.png` });
  }
  await setMode(page, 'light');
  const item = page.getByTestId('notification-item').filter({ hasText: 'Chloe Chat' });
  const chloe = await item.getAttribute('data-interaction-id');
  await item.click();
  await expect(page.getByTestId('notifications-panel')).toHaveCount(0);
  await expect(page.getByTestId('interaction-window')).toHaveAttribute(
    'data-interaction-id',
    chloe ?? '',
  );
  await page.getByTestId('notifications-toggle').click();
  await expect(page.getByTestId('notifications-panel')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notifications-panel')).toHaveCount(0);
  await banner(page).getByRole('button', { name: 'Show offers' }).click();
  await expect(banner(page).getByTestId('offer-row')).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/banner-three-open-dark.png` });
  await setMode(page, 'light');

  // the favicon carries its red dot while offers are pending
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('data-flagged', 'true');
  // once the offers go the agent would be ready and the simulation would route to them: another
  // break chosen now is taken instead
  await page.getByLabel('My state').selectOption('break:break-training');
  for (const name of ['Sam Single', 'Chloe Chat', 'Emma Email']) {
    const decline = banner(page).getByRole('button', {
      name: new RegExp(`^Decline .* from ${name}$`),
    });
    if ((await decline.count()) > 0) await decline.click();
  }
  await expect(banner(page)).toHaveCount(0);
  await expect(status(page)).toHaveAttribute('data-ringing', '');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('data-flagged', 'false');
  expect(violations).toEqual([]);
});

test('chat links open safely, at most 20 at once, and the transcript downloads as .txt with the CHAT heading', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, agent);
  await onBreak(page);
  const message =
    'See https://example.com/order?id=42 and www.example.org, not javascript:alert(1)';
  await offerNow(request, baseURL ?? '', agent, 'chat', { customerName: 'Lena Links', message });
  await banner(page).getByRole('button', { name: 'Accept Chat from Lena Links' }).click();
  const window = page.getByTestId('interaction-window');
  await expect(window).toBeVisible();
  const first = window.getByTestId('message-other').filter({ hasText: 'example.com' }).first();
  await expect(first.locator('a')).toHaveCount(2);
  const link = first.locator('a').first();
  await expect(link).toHaveAttribute('href', 'https://example.com/order?id=42');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(first.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(window.getByTestId('open-all-links')).toHaveText('Open all links (2)');
  for (const theme of ['light', 'dark'] as const) {
    await setMode(page, theme);
    await page.screenshot({ path: `${SHOTS}/chat-links-${theme}.png` });
  }
  await setMode(page, 'light');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    window.getByTestId('export-transcript').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^transcript-chat-.+\.txt$/);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('CHAT');
  expect(
    lines.some((l) =>
      /^\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [ap]m - Lena Links: See https:\/\/example\.com\/order\?id=42/.test(
        l,
      ),
    ),
  ).toBe(true);

  // the notifications list opens, offers desktop notifications, and closes on Escape
  await page.getByTestId('notifications-toggle').click();
  await expect(page.getByTestId('notifications-panel')).toBeVisible();
  await expect(page.getByTestId('desktop-notifications')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await setMode(page, theme);
    await page.screenshot({ path: `${SHOTS}/notifications-${theme}.png` });
  }
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notifications-panel')).toHaveCount(0);
  await finishOpenChat(page);
});

test('end-of-break alert: with alertEndOfBreak 10 the notice appears 10 s before the planned end and can be dismissed', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // a desk of its own: free of the work earlier journeys left with the demo agents
  const { username } = await freshAgent(request, baseURL ?? '');
  await patchSettings(request, baseURL ?? '', username, {
    'preferencesSettings.alertEndOfBreak': 10,
  });
  // the tab's clock runs normally; fastForward jumps it like a laptop lid closed for a while
  await page.clock.install();
  await signIn(page, username);
  const state = page.getByLabel('My state');
  await expect(state).toBeEnabled();
  // any break with a planned length will do (an agent still busy with work keeps the break it is on)
  if (!(await state.inputValue()).startsWith('break:')) {
    await state.selectOption('break:break-coffee');
    await expect(state).toHaveValue('break:break-coffee');
  }
  const notice = page.getByTestId('break-alert');
  await expect(notice).toHaveCount(0);
  // Coffee is planned for 10 minutes; the alert is due 10 s before the end. The break starts on
  // the server's clock, so the tab's clock jumps to just before that moment, then past it.
  const region = page.locator('.break-alert-region');
  await expect(region).not.toHaveAttribute('data-alert-at', '');
  const alertAt = Number(await region.getAttribute('data-alert-at'));
  const plannedEnd = Number(await region.getAttribute('data-planned-end'));
  expect(plannedEnd - alertAt).toBe(10_000);
  const tabNow = await page.evaluate(() => Date.now());
  await page.clock.fastForward(Math.max(0, alertAt - tabNow - 3_000));
  // the jump's timers have fired and the tab has painted twice since: a notice due would show
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await expect(notice).toHaveCount(0);
  await page.clock.fastForward(4_000);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('status').filter({ has: notice })).toContainText(
    /^Your \w+ break ends at \d{1,2}:\d\d/,
  );
  for (const theme of ['light', 'dark'] as const) {
    await setMode(page, theme);
    await page.screenshot({ path: `${SHOTS}/break-alert-${theme}.png` });
  }
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await patchSettings(request, baseURL ?? '', username, {
    'preferencesSettings.alertEndOfBreak': 0,
  });
});

test('"Open all links" opens at most 20 of a chat\'s links, each in a new tab', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, agent);
  await onBreak(page);
  // 22 distinct links that load here (the network is closed): 20 open, 2 are left
  const links = Array.from({ length: 22 }, (_, i) => `${baseURL}/api/health?link=${i}`);
  await offerNow(request, baseURL ?? '', agent, 'chat', {
    customerName: 'Many Links',
    message: links.join(' '),
  });
  await banner(page).getByRole('button', { name: 'Accept Chat from Many Links' }).click();
  const window = page.getByTestId('interaction-window');
  await expect(window).toHaveAttribute('data-interaction-id', /.+/);
  const openAll = window.getByTestId('open-all-links');
  await expect(openAll).toHaveText('Open all links (20)');
  await expect(window.getByText('2 more links are not opened at once')).toBeVisible();
  const opened: string[] = [];
  page.context().on('page', (tab) => opened.push(tab.url()));
  // every window.open the page makes, counted in the page: the tabs' arrival may lag behind
  await page.evaluate(() => {
    // (`window` here is the desk's window locator: the page's own is `globalThis`)
    const counted = globalThis as unknown as Window & { opens: number };
    counted.opens = 0;
    const open = counted.open.bind(counted);
    counted.open = (...args: Parameters<Window['open']>) => {
      counted.opens += 1;
      return open(...args);
    };
  });
  await openAll.click();
  await expect.poll(() => opened.length, { timeout: 10_000 }).toBe(20);
  // the click's handler has run to its end (the page answers), having opened 20 and no more
  expect(await page.evaluate(() => (globalThis as unknown as { opens: number }).opens)).toBe(20);
  expect(opened).toHaveLength(20);
  for (const tab of page.context().pages()) if (tab !== page) await tab.close();
  await page.bringToFront();
  // (seen on this machine: the desk's window may have closed while 20 tabs loaded in front of it)
  if ((await window.count()) === 0)
    await page
      .locator('.tile[data-list="active"] .tile__open')
      .filter({ hasText: 'Many Links' })
      .click();
  await finishOpenChat(page);
});

test('a hidden owner tab shows a desktop notification for a new offer once permission is granted', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.context().grantPermissions(['notifications']);
  // the test watches what the page asks the browser to show, and makes the page count as hidden
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
    const Native = window.Notification;
    class Watched extends Native {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(`${title} | ${options?.body ?? ''}`);
      }
    }
    Object.defineProperty(window, 'Notification', {
      value: Watched,
      configurable: true,
      writable: true,
    });
  });
  await signIn(page, agent);
  await onBreak(page);
  await page.getByTestId('notifications-toggle').click();
  await expect(page.getByTestId('desktop-notifications')).toHaveAttribute(
    'data-permission',
    'granted',
  );
  await page.keyboard.press('Escape');
  await page.evaluate(() =>
    Object.defineProperty(document, 'hidden', { get: () => true, configurable: true }),
  );
  await offerNow(request, baseURL ?? '', agent, 'sms', { customerName: 'Nora Notify' });
  await expect(banner(page)).toContainText('Nora Notify');
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { shownNotifications: string[] }).shownNotifications,
      ),
    )
    .toEqual([expect.stringMatching(/^Incoming SMS \| Nora Notify · /)]);
  await page.getByLabel('My state').selectOption('break:break-training');
  await banner(page).getByRole('button', { name: 'Decline SMS from Nora Notify' }).click();
  await expect(banner(page)).toHaveCount(0);
});
