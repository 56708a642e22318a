import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshAgent, offerNow } from './support/api';
import { chooseOwnState } from './support/own-state';
import { signIn } from './support/login';

/** Where the screens' screenshots go (looked at by hand; not compared). */
const SHOTS = join('test-results', 'shots-media');

async function shoot(page: Page, name: string, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png`, fullPage: true });
}

/** Saves the user's theme mode over REST; their next sign-in applies it. */
async function saveThemeMode(
  request: APIRequestContext,
  baseURL: string,
  username: string,
  mode: 'light' | 'dark',
): Promise<void> {
  const login = await request.post(`${baseURL}/api/login`, {
    data: { username, password: username },
  });
  const { data } = (await login.json()) as {
    data: { sessionId: string; user: { userId: string } };
  };
  const saved = await request.put(`${baseURL}/api/settings/${data.user.userId}`, {
    headers: { 'session-id': data.sessionId },
    data: { 'theme.mode': mode },
  });
  expect(saved.ok()).toBe(true);
}

async function go(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

test('/calls lists the agent call with a ticking duration and opens its window', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // a desk of its own in back office: no call another journey left connected, no floor offers
  const { username } = await freshAgent(request, baseURL ?? '');
  await signIn(page, username);
  await go(page, 'Calls');
  const state = page.getByLabel('My state');
  await state.selectOption('backoffice');
  await expect(state).toHaveValue('backoffice');
  const customer = `Calls Screen ${Date.now()}`;
  await offerNow(request, baseURL ?? '', username, 'telephony', { customerName: customer });
  const ringing = page
    .getByTestId('calls-pending')
    .getByTestId('call-row')
    .filter({ hasText: customer });
  await expect(ringing).toBeVisible();
  await expect(ringing.getByTestId('call-state')).toHaveText('Ringing');
  const id = (await ringing.getAttribute('data-interaction-id')) ?? '';
  await page
    .locator(`.tile[data-interaction-id="${id}"]`)
    .getByRole('button', { name: 'Accept' })
    .click();

  const row = page.getByTestId('calls-active').locator(`[data-interaction-id="${id}"]`);
  await expect(row.getByTestId('call-state')).toHaveText('In progress');
  const first = await row.getByTestId('call-duration').textContent();
  await expect
    .poll(() => row.getByTestId('call-duration').textContent(), { timeout: 5_000 })
    .not.toBe(first);
  // the DTMF pad follows the connected call
  await expect(page.getByText(`Tones go to ${customer}`)).toBeVisible();
  await page
    .getByRole('complementary', { name: 'Call tools' })
    .getByRole('group', { name: 'Keypad (DTMF)' })
    .getByRole('button', { name: '5' })
    .click();
  await expect(page.getByTestId('dtmf-sent')).toHaveText('5');

  // the window accepting opened is closed; a click on the row opens it again
  const window = page.locator(`[data-testid="interaction-window"][data-interaction-id="${id}"]`);
  await window.getByRole('button', { name: 'Close' }).click();
  await expect(window).toHaveCount(0);
  await row.getByRole('button', { name: `Open the call with ${customer}` }).click();
  await expect(window).toBeVisible();
  await shoot(page, 'calls-live');
});

test('the dial pad refuses a bad number with a clear message, then calls a good one', async ({
  page,
  request,
  baseURL,
}) => {
  // a desk of its own: no calls in its history yet
  await signIn(page, (await freshAgent(request, baseURL ?? '')).username);
  await go(page, 'Calls');
  await expect(page.getByText('No calls yet')).toBeVisible();
  await expect(
    page.getByText('No call in progress: tones can be sent once a call is connected.'),
  ).toBeVisible();
  await shoot(page, 'calls-empty');
  const dial = page.getByRole('form', { name: 'Make a call' });
  const call = dial.getByRole('button', { name: 'Call', exact: true });
  await call.click();
  await expect(dial.getByRole('alert')).toHaveText('Enter the number to call.');
  await dial.getByLabel('Number').fill('555-CALL');
  await call.click();
  await expect(dial.getByRole('alert')).toHaveText(
    'A number has only digits, with an optional + at the start.',
  );
  await expect(dial.getByLabel('Number')).toHaveAttribute('aria-invalid', 'true');
  // the typed number is kept for correcting
  await expect(dial.getByLabel('Number')).toHaveValue('555-CALL');
  await dial.getByLabel('Number').fill('');
  for (const key of ['+', '1', '2'])
    await dial.getByRole('button', { name: key, exact: true }).click();
  await expect(dial.getByLabel('Number')).toHaveValue('+12');
  await call.click();
  await expect(dial.getByRole('alert')).toHaveText('The number is too short: at least 3 digits.');
  await shoot(page, 'calls-dial-error');

  await dial.getByLabel('Number').fill('+32 2 555 01 00');
  await expect(dial.getByLabel('Business process')).not.toHaveValue('');
  await call.click();
  await expect(dial.getByRole('alert')).toHaveCount(0);
  await expect(dial.getByLabel('Number')).toHaveValue('');
  const window = page.getByTestId('interaction-window');
  await expect(window).toBeVisible();
  await expect(window.getByTestId('window-state')).toHaveText(/Dialing|On call/);
  await expect(
    page.getByTestId('calls-active').getByTestId('call-row').filter({ hasText: '+3225550100' }),
  ).toBeVisible();
});

test('/sms New SMS checks the number, creates the conversation and lists it with its last message', async ({
  page,
}) => {
  await signIn(page, 'agent2');
  await go(page, 'SMS');
  await expect(page.getByText('No SMS yet')).toBeVisible();
  const form = page.getByRole('form', { name: 'New SMS' });
  await form.getByLabel('Number').fill('12');
  await form.getByRole('button', { name: 'Send SMS' }).click();
  await expect(form.getByRole('alert')).toHaveText('The number is too short: at least 3 digits.');
  await form.getByLabel('Number').fill('+32 470 55 01 00');
  await form.getByRole('button', { name: 'Send SMS' }).click();
  await expect(form.getByRole('alert')).toHaveText('Write the first message.');
  // the counter counts SMS parts as the phone network does: 160 GSM-7 characters, then 153 a part;
  // one character outside the GSM alphabet makes the whole text UCS-2 (70, then 67 a part)
  await form.getByLabel('Message').fill('a'.repeat(161));
  await expect(form.getByTestId('sms-counter')).toHaveText(
    '161 characters · 2 SMS parts (GSM-7), 145 left in the last',
  );
  await form.getByLabel('Message').fill(`✓${'a'.repeat(69)}`);
  await expect(form.getByTestId('sms-counter')).toHaveText('70 characters · 1 SMS (UCS-2), 0 left');
  const text = `Your parcel arrives today ${Date.now()}`;
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: 'Send SMS' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);

  const window = page.getByTestId('interaction-window');
  await expect(window).toBeVisible();
  const row = page
    .getByTestId('sms-live')
    .getByTestId('conversation-row')
    .filter({ hasText: '+32470550100' });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('last-message')).toContainText(`You: ${text}`);
  await expect(window).toHaveAttribute(
    'data-interaction-id',
    (await row.getAttribute('data-interaction-id')) ?? 'none',
  );
  await shoot(page, 'sms');
});

test('/chats lists live chats with preview and unread count; New chat explains a refusal', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'agent');
  await go(page, 'Chats');
  await page.getByLabel('My state').selectOption('ready');
  const customer = `Chat Screen ${Date.now()}`;
  await offerNow(request, baseURL ?? '', 'agent', 'chat', {
    customerName: customer,
    message: 'Is my order on its way?',
  });
  const row = page
    .getByTestId('chats-live')
    .getByTestId('conversation-row')
    .filter({ hasText: customer });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('last-message')).toContainText('Is my order on its way?');
  await expect(row.getByTestId('unread')).toHaveText(/^[1-9]\d*$/);
  const form = page.getByRole('form', { name: 'New chat' });
  await form.getByRole('button', { name: 'Start chat' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter the agent to chat with.');
  await form.getByLabel('Agent').fill('nobody-here');
  await form.getByRole('button', { name: 'Start chat' }).click();
  await expect(form.getByRole('alert')).toContainText('Not done:');
  await expect(form.getByLabel('Agent')).toHaveValue('nobody-here');
  await shoot(page, 'chats');
});

test('/supervisor: a supervisor sees live interactions and starts and stops Listen on a call; an agent is told it is for supervisors', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // a call of the journey's own, on a fresh desk in back office: the live centre's calls end
  // while a supervisor clicks, this one lasts until its agent ends it
  const fresh = await freshAgent(request, baseURL!, { firstName: 'Listened' });
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await signIn(desk, fresh.username);
  await chooseOwnState(desk, 'backoffice');
  const customer = `Listened Caller ${Date.now()}`;
  await offerNow(request, baseURL!, fresh.username, 'telephony', { customerName: customer });
  const offered = desk
    .locator('.tile[data-list="pending"][data-media="TELEPHONY"]')
    .filter({ hasText: customer });
  await offered.getByRole('button', { name: 'Accept' }).click();
  await expect(desk.getByTestId('window-state')).toHaveText('On call', { timeout: 15_000 });

  await signIn(page, 'supervisor');
  await page.goto('/supervisor');
  await expect(page.getByRole('heading', { level: 1, name: 'Supervisor' })).toBeVisible();
  const table = page.getByTestId('supervised-interactions');
  const agents = page.getByRole('list', { name: 'Agents' });
  await expect(agents.locator('li').first()).toBeVisible();
  await expect(agents.locator('li').first()).toContainText(/\d\d:\d\d:\d\d/);

  const call = table
    .locator('[data-testid="supervised-row"][data-media="telephony"][data-phase="handling"]')
    .filter({ hasText: fresh.displayName });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(call).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await call.getByRole('button', { name: 'Listen', exact: true }).click();
  const stop = call.getByRole('button', { name: 'Stop: Listen' });
  await expect(stop).toBeVisible();
  await expect(page.getByText(`Listen started for ${fresh.displayName}`)).toBeVisible();
  // one mode at a time: the others wait while Listen runs
  const monitor = call.getByRole('group', { name: `Monitor ${fresh.displayName}` });
  await expect(monitor.getByRole('button', { name: 'Coach' })).toBeDisabled();
  await shoot(page, 'supervisor');
  await stop.click();
  await expect(page.getByText(`Listen stopped for ${fresh.displayName}`)).toBeVisible();
  await expect(table.getByRole('button', { name: 'Stop: Listen' })).toHaveCount(0);
  await desk.getByTestId('interaction-window').getByRole('button', { name: 'Hang up' }).click();
  await expect(desk.getByTestId('window-state')).toHaveText('Wrap-up');
  await deskContext.close();

  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signIn(agentPage, 'agent2');
  await agentPage.goto('/supervisor');
  await expect(agentPage.getByRole('status').getByText('Supervisors only')).toBeVisible();
  await expect(agentPage.getByTestId('supervised-interactions')).toHaveCount(0);
  await shoot(agentPage, 'supervisor-agent');
  await agentContext.close();
});

test('the own state selector groups states, shows availability, and offline resets the load allowance', async ({
  page,
  request,
  baseURL,
}) => {
  // a desk of its own: no work earlier journeys left holds a state change back
  await signIn(page, (await freshAgent(request, baseURL ?? '')).username);
  const state = page.getByLabel('My state');
  await expect(state).toBeEnabled();
  const groups = await state
    .locator('optgroup')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('label')));
  expect(groups).toEqual(['Ready', 'Busy', 'Break', 'Offline']);
  await expect(state.locator('optgroup[label="Break"] option').first()).toHaveText(/^Break – /);
  // back office keeps the simulator's offers away, so offline applies at once
  await state.selectOption('backoffice');
  await expect(state).toHaveValue('backoffice');
  await expect(page.getByTestId('own-availability')).toHaveText('Busy');

  const allowance = page.getByLabel('Load allowance');
  await expect(allowance).toBeVisible();
  const initial = await allowance.inputValue();
  // the current allowance is shown but cannot be chosen again
  await expect(allowance.locator(`option[value="${initial}"]`)).toBeDisabled();
  const other = await allowance.locator('option:not([disabled])').first().getAttribute('value');
  expect(other).not.toBe(initial);
  await allowance.selectOption(other ?? '');
  await expect(allowance).toHaveValue(other ?? '');
  await shoot(page, 'state-selector');

  await state.selectOption('offline');
  await expect(state).toHaveValue('offline');
  await expect(page.getByTestId('own-availability')).toHaveText('Offline');
  await expect(allowance).toHaveValue(initial);
});

test('the screens in the dark theme', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  for (const [username, screens] of [
    ['agent', ['Calls', 'Chats', 'SMS']],
    ['supervisor', ['Supervisor']],
  ] as const) {
    await saveThemeMode(request, baseURL ?? '', username, 'dark');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, username);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset['theme']))
      .toBe('dark');
    // no new offers pop up over the agent's screens while they are photographed
    if (username === 'agent') await page.getByLabel('My state').selectOption('backoffice');
    for (const name of screens) {
      await go(page, name);
      await expect(page.locator('.media-card, .sup-card').first()).toBeVisible();
      await shoot(page, name.toLowerCase(), 'dark');
    }
    await context.close();
    await saveThemeMode(request, baseURL ?? '', username, 'light');
  }
});

test("/chats history rows show a finished chat's last message, also after a reload", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const agent = await freshAgent(request, baseURL ?? '');
  await signIn(page, agent.username);
  await chooseOwnState(page, 'backoffice');
  await go(page, 'Chats');
  const customer = `Chat History ${Date.now()}`;
  await offerNow(request, baseURL ?? '', agent.username, 'chat', {
    customerName: customer,
    message: 'Where is my parcel?',
  });
  await page
    .locator('.tile[data-list="pending"]')
    .filter({ hasText: customer })
    .getByRole('button', { name: 'Accept' })
    .click();
  const window = page.getByTestId('interaction-window');
  const text = `It left the depot this morning ${Date.now()}`;
  await window.getByTestId('composer').fill(text);
  await window.getByTestId('composer').press('Enter');
  await expect(window.getByTestId('message-own').filter({ hasText: text })).toBeVisible();
  await window.getByRole('button', { name: 'End', exact: true }).click();
  await expect(window.getByTestId('window-state')).toHaveText('Wrap-up');
  // some business processes ask for a disposition code before wrap-up ends
  const picker = window.getByTestId('disposition-code');
  await expect(picker.locator('option:not([disabled])').first()).toBeAttached();
  await picker.selectOption(
    (await picker.locator('option:not([disabled])').first().getAttribute('value')) ?? '',
  );
  await window.getByRole('button', { name: 'Finish wrap-up' }).click();
  await expect(window).toHaveCount(0);

  const row = page.getByTestId('conversation-row').filter({ hasText: customer });
  await expect(row).toHaveAttribute('data-list', 'history');
  await expect(row.getByTestId('last-message')).toHaveText(`You: ${text}`);
  // after a reload the hub starts empty: the row comes from the server's history, message and all
  await page.reload();
  await expect(row).toHaveAttribute('data-list', 'history');
  await expect(row.getByTestId('last-message')).toHaveText(`You: ${text}`);
  await expect(page.getByTestId('last-message-not-loaded')).toHaveCount(0);
});
