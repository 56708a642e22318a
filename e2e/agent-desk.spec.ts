import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshAgent, offerNow } from './support/api';
import { signIn } from './support/login';

/**
 * The agent desk with offers made on cue (test route) while the simulation runs: the agent
 * sets Ready, so the centre may route other offers too; each test follows its own offer.
 */
/** States in which the agent receives offers or already works; anything else goes back to Ready. */
const WORKING_STATES = new Set(['ready', 'offered', 'busy']);

const pendingTiles = (page: Page, media?: string): Locator =>
  page.locator(`.tile[data-list="pending"]${media === undefined ? '' : `[data-media="${media}"]`}`);
const tileIn = (page: Page, list: string, id: string): Locator =>
  page.locator(`.tile[data-list="${list}"][data-interaction-id="${id}"]`);

async function readyIfIdle(page: Page): Promise<void> {
  const state = page.getByLabel('My state');
  await expect(state).toBeEnabled();
  if (!WORKING_STATES.has(await state.inputValue())) await state.selectOption('ready');
}

/**
 * Offers the agent a chat on cue (test route) and accepts that one: earlier journeys on the
 * shared server may have left other offers and interactions on the desk.
 */
async function acceptChatOffer(page: Page): Promise<string> {
  await readyIfIdle(page);
  const customerName = `Desk Customer ${Date.now()}`;
  await offerNow(page.request, new URL(page.url()).origin, 'agent', 'chat', { customerName });
  const tile = pendingTiles(page, 'CHAT').filter({ hasText: customerName });
  await tile.getByRole('button', { name: 'Accept' }).click();
  const window = page.getByTestId('interaction-window');
  await expect(window.getByRole('heading', { name: customerName })).toBeVisible();
  return (await window.getAttribute('data-interaction-id')) ?? '';
}

test('an agent accepts a chat, answers the customer, ends it, picks a disposition and finds it in history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'agent');
  const sidebar = page.getByRole('complementary', { name: 'Interactions' });
  const activeBefore = Number(await sidebar.getByTestId('count-active').textContent());

  const id = await acceptChatOffer(page);
  expect(id).not.toBe('');
  await expect(tileIn(page, 'active', id)).toBeVisible();
  // the centre may route other offers meanwhile (the agent is Ready), and the first reading may
  // precede the hub's snapshot: the counter can only have grown by this one at least
  await expect
    .poll(async () => Number(await sidebar.getByTestId('count-active').textContent()))
    .toBeGreaterThanOrEqual(activeBefore + 1);
  const activeDuring = Number(await sidebar.getByTestId('count-active').textContent());

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
  await expect(sidebar.getByTestId('count-active')).toHaveText(String(activeDuring - 1));

  // the history tile opens the finished interaction with what was recorded
  await tileIn(page, 'history', id).locator('.tile__open').click();
  await expect(
    page.getByTestId('interaction-window').getByTestId('details-disposition'),
  ).toContainText(codeLabel.split(' › ').at(-1) ?? '');
  await expect(
    page.getByTestId('interaction-window').getByTestId('message-own').filter({ hasText: text }),
  ).toBeVisible();
});

test('two tabs show the same pending offer, and its end in both', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'agent');
  const second = await page.context().newPage();
  await second.goto('/');
  await expect(second.getByRole('complementary', { name: 'Interactions' })).toBeVisible();

  await readyIfIdle(page);
  const customerName = `Two Tabs ${Date.now()}`;
  await offerNow(page.request, new URL(page.url()).origin, 'agent', 'sms', { customerName });
  const offerIn = (tab: Page) => pendingTiles(tab).filter({ hasText: customerName });
  await expect(offerIn(page)).toHaveCount(1);
  await expect(offerIn(second)).toHaveCount(1);
  const id = await offerIn(page).getAttribute('data-interaction-id');
  expect(id).not.toBeNull();
  expect(await offerIn(second).getAttribute('data-interaction-id')).toBe(id);

  // declined in one tab: gone from both. Back office first, or the declined offer, back in its
  // queue, could come straight back to this still-ready agent under the same id
  await page.getByLabel('My state').selectOption('backoffice');
  await offerIn(second).getByRole('button', { name: 'Decline' }).click();
  await expect(tileIn(page, 'pending', id ?? '')).toHaveCount(0);
  await expect(tileIn(second, 'pending', id ?? '')).toHaveCount(0);
  await second.close();
});

test('a chat offer rings from the moment it arrives until the agent accepts it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // a desk of its own (no work earlier journeys left), with a chat ringtone chosen before the browser signs in
  const { username } = await freshAgent(request, baseURL ?? '');
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username, password: username },
  });
  const { data } = (await login.json()) as {
    data: { sessionId: string; user: { userId: string } };
  };
  const saved = await request.put(`${baseURL}/api/settings/${data.user.userId}`, {
    headers: { 'session-id': data.sessionId },
    data: { 'preferencesSettings.incomingInteractionRingtones.chat': 'tone2' },
  });
  expect(saved.ok()).toBe(true);

  await signIn(page, username);
  // on a break the simulation routes nothing, so the only offer is the test's
  const state = page.getByLabel('My state');
  await expect(state).toBeEnabled();
  if ((await state.inputValue()) !== 'break:break-meeting')
    await state.selectOption('break:break-meeting');
  const ringing = page.getByTestId('ringing-status');
  await expect(ringing).toHaveAttribute('data-ringing', '');

  await offerNow(request, baseURL ?? '', username, 'chat', { customerName: 'Dora Desk' });
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
  await picker.selectOption(
    (await picker.locator('option:not([disabled])').first().getAttribute('value')) ?? '',
  );
  await window.getByRole('button', { name: 'Finish wrap-up' }).click();
  await expect(window).toHaveCount(0);
  await expect(state).toHaveValue('break:break-training');
});
