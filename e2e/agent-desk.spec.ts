import { expect, test, type Locator, type Page } from '@playwright/test';
import { offerNow } from './support/api';
import { signIn } from './support/login';

/**
 * The agent desk with real offers from the simulation: the agent sets Ready and the centre
 * routes chats, calls, SMS and emails to them. Offers the test does not take time out; the
 * agent then sits in No answer and the test sets Ready again.
 */
const OFFER_PATIENCE_MS = 45_000;
/** States in which the agent receives offers or already works; anything else goes back to Ready. */
const WORKING_STATES = new Set(['ready', 'offered', 'busy']);

const pendingTiles = (page: Page, media?: string): Locator =>
  page.locator(`.tile[data-list="pending"]${media === undefined ? '' : `[data-media="${media}"]`}`);
const tileIn = (page: Page, list: string, id: string): Locator => page.locator(`.tile[data-list="${list}"][data-interaction-id="${id}"]`);

async function readyIfIdle(page: Page): Promise<void> {
  const state = page.getByLabel('My state');
  await expect(state).toBeEnabled();
  if (!WORKING_STATES.has(await state.inputValue())) await state.selectOption('ready');
}

/** Accepts the first chat offered in the pending list (offers run out fast: a miss means try the next). */
async function acceptChatOffer(page: Page): Promise<string> {
  const deadline = Date.now() + OFFER_PATIENCE_MS;
  const window = page.getByTestId('interaction-window');
  while (Date.now() < deadline) {
    await readyIfIdle(page);
    // a person holds an offer for its whole no-answer timeout: decline calls, SMS and emails so chats can come
    const other = page.locator('.tile[data-list="pending"]:not([data-media="CHAT"])').first().getByRole('button', { name: 'Decline' });
    await other.click({ timeout: 500 }).catch(() => undefined);
    const accept = pendingTiles(page, 'CHAT').first().getByRole('button', { name: 'Accept' });
    const clicked = await accept.click({ timeout: 2_000 }).then(() => true, () => false);
    if (!clicked) continue;
    // accepted in time: the window opens on it; too late: the server says why and nothing opens
    const opened = await window.waitFor({ timeout: 3_000 }).then(() => true, () => false);
    if (opened) return (await window.getAttribute('data-interaction-id')) ?? '';
  }
  throw new Error(`no chat offer could be accepted within ${OFFER_PATIENCE_MS} ms`);
}

test('an agent accepts a chat, answers the customer, ends it, picks a disposition and finds it in history', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'agent');
  const sidebar = page.getByRole('complementary', { name: 'Interactions' });
  await expect(sidebar.getByTestId('count-pending')).toHaveText('0');

  const id = await acceptChatOffer(page);
  expect(id).not.toBe('');
  await expect(tileIn(page, 'active', id)).toBeVisible();
  await expect(sidebar.getByTestId('count-active')).toHaveText('1');

  const window = page.getByTestId('interaction-window');
  // the customer's opening message arrived with the offer
  await expect(window.getByTestId('message-other').first()).not.toBeEmpty();

  const text = `Hello from the desk <b>${Date.now()}</b>`;
  await window.getByTestId('composer').fill(text);
  await window.getByTestId('composer').press('Enter');
  // rendered as text: the markup shows as typed, nothing became an element
  await expect(window.getByTestId('message-own').filter({ hasText: text })).toBeVisible();
  await expect(window.locator('.chat-message__content b')).toHaveCount(0);
  await expect(window.getByTestId('composer')).toHaveValue('');

  await window.getByRole('button', { name: 'End', exact: true }).click();
  await expect(window.getByTestId('window-state')).toHaveText('Wrap-up');
  await expect(window.getByTestId('wrap-up-left')).toContainText(/ends in \d+:\d\d/);
  await expect(window.getByTestId('composer')).toHaveCount(0);

  const picker = window.getByTestId('disposition-code');
  await expect(picker.locator('option:not([disabled])').first()).toBeAttached();
  const code = await picker.locator('option:not([disabled])').first().getAttribute('value');
  const codeLabel = (await picker.locator('option:not([disabled])').first().textContent()) ?? '';
  await picker.selectOption(code ?? '');
  await expect(picker).toHaveValue(code ?? '');

  await window.getByRole('button', { name: 'Finish wrap-up' }).click();
  await expect(tileIn(page, 'history', id)).toBeVisible();
  await expect(window).toHaveCount(0);
  await expect(sidebar.getByTestId('count-active')).toHaveText('0');

  // the history tile opens the finished interaction with what was recorded
  await tileIn(page, 'history', id).locator('.tile__open').click();
  await expect(page.getByTestId('interaction-window').getByTestId('details-disposition')).toContainText(codeLabel.split(' › ').at(-1) ?? '');
  await expect(page.getByTestId('interaction-window').getByTestId('message-own').filter({ hasText: text })).toBeVisible();
});

test('two tabs show the same pending offer, and its end in both', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'agent');
  const second = await page.context().newPage();
  await second.goto('/');
  await expect(second.getByRole('complementary', { name: 'Interactions' })).toBeVisible();

  const firstOfferIn = (tab: Page) => pendingTiles(tab).first().getAttribute('data-interaction-id', { timeout: OFFER_PATIENCE_MS });
  const seen = Promise.all([firstOfferIn(page), firstOfferIn(second)]);
  await readyIfIdle(page);
  const [inFirst, inSecond] = await seen;
  expect(inFirst).not.toBeNull();
  expect(inSecond).toBe(inFirst);

  // declined in one tab (or timed out meanwhile): gone from both
  await pendingTiles(second).first().getByRole('button', { name: 'Decline' }).click({ timeout: 1_000 }).catch(() => undefined);
  await expect(tileIn(page, 'pending', inFirst ?? '')).toHaveCount(0);
  await expect(tileIn(second, 'pending', inFirst ?? '')).toHaveCount(0);
  await second.close();
});

test('a chat offer rings from the moment it arrives until the agent accepts it', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  // a chat ringtone, chosen before the browser signs in and loads the settings
  const login = await request.post(`${baseURL}/api/login`, { data: { username: 'agent2', password: 'agent2' } });
  const { data } = (await login.json()) as { data: { sessionId: string; user: { userId: string } } };
  const saved = await request.put(`${baseURL}/api/settings/${data.user.userId}`, {
    headers: { 'session-id': data.sessionId },
    data: { 'preferencesSettings.incomingInteractionRingtones.chat': 'tone2' },
  });
  expect(saved.ok()).toBe(true);

  await signIn(page, 'agent2');
  // on a break the simulation routes nothing, so the only offer is the test's
  const state = page.getByLabel('My state');
  await expect(state).toBeEnabled();
  if ((await state.inputValue()) !== 'break:break-meeting') await state.selectOption('break:break-meeting');
  const ringing = page.getByTestId('ringing-status');
  await expect(ringing).toHaveAttribute('data-ringing', '');

  await offerNow(request, baseURL ?? '', 'agent2', 'chat', { customerName: 'Dora Desk' });
  const tile = pendingTiles(page, 'CHAT').filter({ hasText: 'Dora Desk' });
  await expect(tile).toBeVisible();
  await expect(ringing).toHaveAttribute('data-ringing', 'chat');
  await expect(ringing).toHaveAttribute('data-ringing-owner', 'true');
  await expect(ringing).toHaveAttribute('data-ringing-audio', 'playing');

  await tile.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('interaction-window')).toBeVisible();
  await expect(ringing).toHaveAttribute('data-ringing', '');
  await expect(ringing).toHaveAttribute('data-ringing-audio', 'idle');

  // leave agent2 free for later journeys (on the break, which routes nothing): end the chat, finish its wrap-up
  const window = page.getByTestId('interaction-window');
  await window.getByRole('button', { name: 'End', exact: true }).click();
  await expect(window.getByTestId('window-state')).toHaveText('Wrap-up');
  // another break chosen during wrap-up is taken when the work ends (instead of ready)
  await state.selectOption('break:break-training');
  const picker = window.getByTestId('disposition-code');
  await expect(picker.locator('option:not([disabled])').first()).toBeAttached();
  await picker.selectOption((await picker.locator('option:not([disabled])').first().getAttribute('value')) ?? '');
  await window.getByRole('button', { name: 'Finish wrap-up' }).click();
  await expect(window).toHaveCount(0);
  await expect(state).toHaveValue('break:break-training');
});
