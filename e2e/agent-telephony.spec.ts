import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freshAgent, offerNow } from './support/api';
import { signIn } from './support/login';

/** Where the journey's screenshots go (looked at by hand; not compared). */
const SHOTS = join('test-results', 'shots-media');

async function ready(page: Page): Promise<void> {
  const state = page.getByLabel('My state');
  await expect(state).toBeEnabled();
  if ((await state.inputValue()) !== 'ready') await state.selectOption('ready');
  await expect(state).toHaveValue(/^(ready|offered|busy)$/);
}

/**
 * An agent handles a telephony offer with the window's own controls: accept, hold, resume,
 * record (the indicator says so), blind transfer to a number, and the call leaves the agent.
 */
test('a telephony offer is held, resumed, recorded, transferred and leaves the agent', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // a desk of its own: a call another journey left connected would make accepting end it first
  const { username } = await freshAgent(request, baseURL ?? '');
  await signIn(page, username);
  await ready(page);
  const customer = `Telephony Customer ${Date.now()}`;
  await offerNow(request, baseURL ?? '', username, 'telephony', { customerName: customer });

  // the simulator may offer other work meanwhile: take exactly this call
  const tile = page
    .locator('.tile[data-list="pending"][data-media="TELEPHONY"]')
    .filter({ hasText: customer });
  await expect(tile).toBeVisible();
  const id = (await tile.getAttribute('data-interaction-id')) ?? '';
  expect(id).not.toBe('');
  await tile.getByRole('button', { name: 'Accept' }).click();

  const window = page.locator(`[data-testid="interaction-window"][data-interaction-id="${id}"]`);
  await expect(window).toBeVisible();
  await expect(
    page.locator(`.tile[data-list="active"][data-interaction-id="${id}"]`),
  ).toBeVisible();
  const controls = window.getByRole('region', { name: 'Call controls' });

  await controls.getByRole('button', { name: 'Hold' }).click();
  await expect(controls.getByRole('button', { name: 'Resume' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await controls.getByRole('button', { name: 'Resume' }).click();
  await expect(controls.getByRole('button', { name: 'Hold' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await expect(controls.getByTestId('recording-state')).toHaveText('Not recording');
  await controls.getByRole('button', { name: 'Start recording' }).click();
  await expect(controls.getByTestId('recording-state')).toHaveText('Recording');
  await expect(controls.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/telephony-window-light.png` });

  // blind transfer to a number: an empty target is refused first, with the form's message
  const transfer = window.getByRole('region', { name: 'Transfer and consult' });
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(transfer.getByRole('alert')).toHaveText(
    'Enter a number, SIP address or agent first.',
  );
  await transfer.getByLabel('Number, SIP address or agent').fill('+3225550100');
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  // a transfer is confirmed first: the call leaves the agent
  await page
    .getByRole('dialog', { name: 'Transfer this interaction?' })
    .getByRole('button', { name: 'Transfer', exact: true })
    .click();

  // the customer went to the number: the agent's part is over (wrap-up, no call controls left)
  await expect(window.getByTestId('window-state')).toHaveText('Wrap-up');
  await expect(window.getByRole('region', { name: 'Transfer and consult' })).toHaveCount(0);
  await expect(window.getByRole('region', { name: 'Call controls' })).toHaveCount(0);
  // moving on to history clears the recording state and closes the window
  const picker = window.getByTestId('disposition-code');
  const code = await picker.locator('option:not([disabled])').first().getAttribute('value');
  await picker.selectOption(code ?? '');
  await window.getByRole('button', { name: 'Finish wrap-up' }).click();
  await expect(window).toHaveCount(0);
  await expect(
    page.locator(`.tile[data-list="history"][data-interaction-id="${id}"]`),
  ).toBeVisible();
  await expect(page.locator(`.tile[data-list="active"][data-interaction-id="${id}"]`)).toHaveCount(
    0,
  );
});
