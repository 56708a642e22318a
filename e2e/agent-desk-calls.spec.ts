import { expect as baseExpect, test, type Page } from '@playwright/test';
import { freshAgent, offerNow } from './support/api';
import { chooseOwnState } from './support/own-state';

test.use({ viewport: { width: 1280, height: 800 } });
// two signed-in agents and a second tab share the machine with the live centre: allow for load
const expect = baseExpect.configure({ timeout: 20_000 });

/** Signs in through the login screen and waits for the shell (as support/login, with this file's waits). */
async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();
}

/** Dials a number from /calls and answers the new call's id once it is live on the desk. */
async function dial(page: Page, number: string): Promise<string> {
  await page.getByRole('navigation').getByRole('link', { name: 'Calls', exact: true }).click();
  const form = page.getByRole('form', { name: 'Make a call' });
  await form.getByLabel('Number').fill(number);
  await form.getByRole('button', { name: 'Call', exact: true }).click();
  const tile = page
    .locator('.tile[data-list="active"][data-media="TELEPHONY"]')
    .filter({ hasText: number.replace(/\s/g, '') });
  await expect(tile).toBeVisible();
  return (await tile.getAttribute('data-interaction-id')) ?? '';
}

/** Offers a call from a named customer on cue and answers its pending tile. */
async function cueCall(
  page: Page,
  request: Parameters<typeof offerNow>[0],
  baseURL: string,
  username: string,
  customer: string,
) {
  await offerNow(request, baseURL, username, 'telephony', { customerName: customer });
  const tile = page
    .locator('.tile[data-list="pending"][data-media="TELEPHONY"]')
    .filter({ hasText: customer });
  await expect(tile).toBeVisible();
  return tile;
}

test('accepting a call while connected asks first; the first call is in wrap-up in every tab', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // a desk of its own, in back office: the live centre routes nothing here, the calls are the journey's
  const { username } = await freshAgent(request, baseURL ?? '');
  await signIn(page, username);
  await chooseOwnState(page, 'backoffice');
  const first = await dial(page, '+3225550111');
  const window = page.locator(`[data-testid="interaction-window"][data-interaction-id="${first}"]`);
  await expect(window.getByTestId('window-state')).toHaveText('On call', { timeout: 15_000 });

  const customer = `Ghost Caller ${Date.now()}`;
  const pending = await cueCall(page, request, baseURL ?? '', username, customer);
  await pending.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept this call?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('accept-ends-calls')).toContainText('+3225550111');
  // cancelling keeps both as they were
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.locator(`.tile[data-list="active"][data-interaction-id="${first}"]`),
  ).toBeVisible();
  await pending.getByRole('button', { name: 'Accept' }).click();
  await dialog.getByRole('button', { name: 'End call and accept' }).click();

  const second = page
    .locator('.tile[data-list="active"][data-media="TELEPHONY"]')
    .filter({ hasText: customer });
  await expect(second).toBeVisible();
  const firstTile = page.locator(`.tile[data-interaction-id="${first}"]`);
  await expect(firstTile).toHaveAttribute('data-list', 'active');
  await firstTile.locator('.tile__open').click();
  await expect(window.getByTestId('window-state')).toHaveText('Wrap-up');

  // a second tab of the same browser sees the same: the first call in wrap-up, never live or in history
  const other = await context.newPage();
  await other.goto('/');
  const otherTile = other.locator(`.tile[data-interaction-id="${first}"]`);
  await expect(otherTile).toHaveAttribute('data-list', 'active');
  await otherTile.locator('.tile__open').click();
  await expect(
    other
      .locator(`[data-testid="interaction-window"][data-interaction-id="${first}"]`)
      .getByTestId('window-state'),
  ).toHaveText('Wrap-up');
  await expect(
    other
      .locator('.tile[data-list="active"][data-media="TELEPHONY"]')
      .filter({ hasText: customer }),
  ).toBeVisible();
  await other.close();
});

test('dialling while on a call asks first; the first call goes to wrap-up, never two calls live', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, (await freshAgent(request, baseURL ?? '')).username);
  await chooseOwnState(page, 'backoffice');
  const first = await dial(page, '+3225550133');
  const window = page.locator(`[data-testid="interaction-window"][data-interaction-id="${first}"]`);
  await expect(window.getByTestId('window-state')).toHaveText('On call', { timeout: 15_000 });

  const form = page.getByRole('form', { name: 'Make a call' });
  await form.getByLabel('Number').fill('+3225550144');
  await form.getByRole('button', { name: 'Call', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Make this call?' });
  await expect(dialog.getByTestId('dial-ends-calls')).toContainText('+3225550133');
  // cancelled, nothing is dialled and the first call stays live
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.tile[data-list="active"][data-media="TELEPHONY"]')).toHaveCount(1);
  await expect(window.getByTestId('window-state')).toHaveText('On call');

  await form.getByRole('button', { name: 'Call', exact: true }).click();
  await dialog.getByRole('button', { name: 'End call and dial' }).click();
  const second = page
    .locator('.tile[data-list="active"][data-media="TELEPHONY"]')
    .filter({ hasText: '+3225550144' });
  await expect(second).toBeVisible();
  const secondId = (await second.getAttribute('data-interaction-id')) ?? '';
  await expect(
    page
      .locator(`[data-testid="interaction-window"][data-interaction-id="${secondId}"]`)
      .getByTestId('window-state'),
  ).toHaveText(/^(Dialing|On call)$/);
  await page.locator(`.tile[data-interaction-id="${first}"] .tile__open`).click();
  await expect(window.getByTestId('window-state')).toHaveText('Wrap-up');
});

test('the agent state is Outgoing during an agent-started call and comes back after it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, (await freshAgent(request, baseURL ?? '')).username);
  await chooseOwnState(page, 'backoffice');
  const state = page.getByLabel('My state');
  const id = await dial(page, '+3225550122');
  await expect(state).toHaveValue('outgoing', { timeout: 15_000 });
  const window = page.locator(`[data-testid="interaction-window"][data-interaction-id="${id}"]`);
  await window.getByRole('button', { name: 'Hang up' }).click();
  await expect(window.getByTestId('window-state')).toHaveText('Wrap-up');
  await expect(state).toHaveValue('outgoing');
  await window.getByRole('button', { name: 'Finish wrap-up' }).click();
  // the call was made from back office: the agent goes back there
  await expect(state).toHaveValue('backoffice');
});

test('an invalid transfer target is refused with the reason; a valid one is confirmed first', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { username } = await freshAgent(request, baseURL ?? '');
  await signIn(page, username);
  await chooseOwnState(page, 'backoffice');
  const customer = `Transfer Customer ${Date.now()}`;
  const pending = await cueCall(page, request, baseURL ?? '', username, customer);
  const id = (await pending.getAttribute('data-interaction-id')) ?? '';
  await pending.getByRole('button', { name: 'Accept' }).click();
  const confirmEnds = page.getByRole('dialog', { name: 'Accept this call?' });
  if (await confirmEnds.isVisible().catch(() => false))
    await confirmEnds.getByRole('button', { name: /accept/i }).click();
  const window = page.locator(`[data-testid="interaction-window"][data-interaction-id="${id}"]`);
  const transfer = window.getByRole('region', { name: 'Transfer and consult' });
  await transfer.getByLabel('Number, SIP address or agent').fill('not a number!!');
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(transfer.getByRole('alert')).toContainText('"not a number!!" is not a phone number');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(window.getByTestId('window-state')).toHaveText('On call');
  // a name that is no agent gets suggestions to pick from
  await transfer.getByLabel('Number, SIP address or agent').fill('Jamie');
  await expect(
    transfer
      .getByRole('list', { name: 'Agents matching what you typed' })
      .getByRole('button', { name: /Jamie Rivera/ }),
  ).toBeVisible();
  await transfer.getByLabel('Number, SIP address or agent').fill('sip:desk-7@pbx.example.com');
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Transfer this interaction?' });
  await expect(confirm).toContainText('sip:desk-7@pbx.example.com');
  await confirm.getByRole('button', { name: 'Transfer' }).click();
  await expect(window.getByTestId('window-state')).toHaveText('Wrap-up');
});

test('a consult is seen from both agents, with the parties, conference and complete transfer', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const one = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(baseURL === undefined ? {} : { baseURL }),
  });
  const two = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(baseURL === undefined ? {} : { baseURL }),
  });
  const agent = await one.newPage();
  const agent2 = await two.newPage();
  // two desks of their own: the consulted agent ends the journey with the customer's call
  const consulting = await freshAgent(request, baseURL ?? '', { firstName: 'Robin' });
  const consulted = await freshAgent(request, baseURL ?? '', { firstName: 'Casey' });
  await signIn(agent, consulting.username);
  await signIn(agent2, consulted.username);
  await chooseOwnState(agent2, 'backoffice');
  await chooseOwnState(agent, 'backoffice');
  const customer = `Consult Customer ${Date.now()}`;
  const pending = await cueCall(agent, request, baseURL ?? '', consulting.username, customer);
  const id = (await pending.getAttribute('data-interaction-id')) ?? '';
  await pending.getByRole('button', { name: 'Accept' }).click();
  const window = agent.locator(`[data-testid="interaction-window"][data-interaction-id="${id}"]`);
  await window.getByLabel('Number, SIP address or agent').fill(consulted.displayName);
  await window.getByRole('button', { name: 'Consult', exact: true }).click();

  const panel = window.getByTestId('consult-panel');
  await expect(panel.getByTestId('consult-summary')).toHaveText(
    `You are consulting ${consulted.displayName} on the call with ${customer}.`,
  );
  await expect(panel.locator('[data-party-role="customer"]')).toContainText('On hold');
  await expect(panel.locator('[data-party-role="consultedAgent"]')).toContainText('Ringing');
  await expect(panel.getByRole('button', { name: 'Cancel consult' })).toBeVisible();

  // the consulted agent sees who consults them on which call, not a plain incoming call
  const offer = agent2.locator('.tile[data-list="pending"]').filter({ hasText: customer });
  await expect(offer).toBeVisible();
  await offer.locator('.tile__open').click();
  const theirs = agent2.getByTestId('consult-panel');
  await expect(theirs.getByTestId('consult-summary')).toContainText(
    `${consulting.displayName} is consulting you on their call with ${customer}.`,
  );
  await expect(theirs.getByTestId('consult-summary')).toContainText(id);
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(panel.locator('[data-party-role="consultedAgent"]')).toContainText('Connected');

  await panel.getByRole('button', { name: 'Start conference' }).click();
  await expect(panel.getByTestId('consult-summary')).toHaveText(
    `Conference with ${consulted.displayName} and ${customer}.`,
  );
  await expect(panel.getByTestId('party-state')).toHaveText(['In conference', 'In conference']);
  await expect(theirs.getByTestId('party-state')).toHaveText(['In conference', 'In conference']);
  // the consulted agent is on the call, not wrapping it up: their own call controls, no wrap-up form
  const theirWindow = agent2.getByTestId('interaction-window');
  await expect(theirWindow.getByRole('region', { name: 'Wrap-up' })).toHaveCount(0);
  await expect(theirWindow.getByRole('button', { name: 'Hold', exact: true })).toBeEnabled();
  await expect(theirWindow.getByRole('button', { name: 'Hang up', exact: true })).toBeEnabled();
  await agent.screenshot({ path: 'test-results/shots-desk-calls/consult-requestor.png' });
  await agent2.screenshot({ path: 'test-results/shots-desk-calls/consult-receiver.png' });

  await panel.getByRole('button', { name: 'Complete transfer' }).click();
  await agent
    .getByRole('dialog', { name: 'Complete the transfer?' })
    .getByRole('button', { name: 'Complete transfer' })
    .click();
  await expect(window.getByTestId('window-state')).toHaveText('Wrap-up');
  // agent2 now has the customer
  await expect(theirs).toHaveCount(0);
  await expect(
    agent2.locator('.tile[data-list="active"]').filter({ hasText: customer }),
  ).toBeVisible();
  await one.close();
  await two.close();
});

test('an email is postponed until a picked day and time', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const { username } = await freshAgent(request, baseURL ?? '');
  await signIn(page, username);
  await chooseOwnState(page, 'backoffice');
  const subject = `Postpone me ${Date.now()}`;
  await offerNow(request, baseURL ?? '', username, 'email', { subject });
  const tile = page
    .locator('.tile[data-list="pending"][data-media="EMAIL"]')
    .filter({ hasText: subject })
    .or(page.locator('.tile[data-list="pending"][data-media="EMAIL"]').last());
  await expect(tile.first()).toBeVisible();
  const id = (await tile.first().getAttribute('data-interaction-id')) ?? '';
  await tile.first().getByRole('button', { name: 'Accept' }).click();
  const window = page.locator(`[data-testid="interaction-window"][data-interaction-id="${id}"]`);
  await window.getByRole('button', { name: 'Postpone', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Postpone this email' });
  await dialog.getByRole('button', { name: 'Postpone', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose when the email should come back.');
  await dialog.getByLabel('At a day and time I choose').check();
  await dialog.getByRole('button', { name: 'Postpone', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a day and a time.');
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await dialog.getByRole('textbox', { name: 'Day' }).fill(tomorrow);
  await dialog.getByRole('textbox', { name: 'Time' }).fill('0930');
  await dialog.getByRole('textbox', { name: 'Time' }).press('Enter');
  await dialog.getByRole('button', { name: 'Postpone', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(`.tile[data-interaction-id="${id}"]`)).toHaveCount(0);
});
