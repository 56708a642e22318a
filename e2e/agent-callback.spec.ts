import { expect, test } from '@playwright/test';
import { freshAgent, offerNow } from './support/api';
import { signIn } from './support/login';
import { chooseOwnState } from './support/own-state';

test.use({ viewport: { width: 1280, height: 800 } });

/** The default application time zone of a new user (Eastern Standard Time). */
const APP_TIME_ZONE = 'America/New_York';

/** The day ("YYYY-MM-DD") and 12-hour time ("hhmm" typed, AM or PM) of an instant in the app's zone. */
function wallClock(instant: number): { day: string; digits: string; meridiem: 'am' | 'pm' } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: APP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const hours = Number(get('hour'));
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    day: `${get('year')}-${get('month')}-${get('day')}`,
    digits: `${String(hours12).padStart(2, '0')}${get('minute')}`,
    meridiem: hours >= 12 ? 'pm' : 'am',
  };
}

/**
 * An agent schedules a callback from a call with the shared date and time pickers: a missing
 * moment, a moment past and a number with letters are refused in the dialog, keeping what was
 * typed; the scheduled callback is confirmed and the supervisor finds it in the business
 * process's Callbacks tab, assigned to that agent.
 */
test('an agent schedules a callback from a call; bad entries are refused and kept; the supervisor sees it queued', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // a desk of its own on Claims, which no other journey watches
  const agent = await freshAgent(request, baseURL ?? '', { businessProcessIds: ['bp-6'] });
  await signIn(page, agent.username);
  await chooseOwnState(page, 'backoffice');
  const customer = `Callback Customer ${Date.now()}`;
  await offerNow(request, baseURL ?? '', agent.username, 'telephony', { customerName: customer });
  const tile = page
    .locator('.tile[data-list="pending"][data-media="TELEPHONY"]')
    .filter({ hasText: customer });
  await expect(tile).toBeVisible();
  const id = (await tile.getAttribute('data-interaction-id')) ?? '';
  await tile.getByRole('button', { name: 'Accept' }).click();
  const window = page.locator(`[data-testid="interaction-window"][data-interaction-id="${id}"]`);
  await expect(window).toBeVisible();

  await window.getByRole('button', { name: 'Schedule callback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a callback' });
  await expect(dialog).toBeVisible();
  const number = dialog.getByLabel('Number to call');
  const day = dialog.getByLabel('Day');
  const time = dialog.getByLabel('Time', { exact: true });
  const meridiem = dialog.getByLabel('AM or PM');
  const schedule = dialog.getByRole('button', { name: 'Schedule', exact: true });
  // the caller's number is offered; the pickers are the shared ones, empty
  await expect(number).toHaveValue(/^\+?\d{3,20}$/);
  await expect(time).toHaveAttribute('placeholder', 'Enter a valid time');
  await expect(dialog.getByText('Select a date')).toBeVisible();

  await schedule.click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a day and a time.');

  // two hours ago is refused, and nothing typed is lost
  const past = wallClock(Date.now() - 2 * 3_600_000);
  await day.fill(past.day);
  await time.pressSequentially(past.digits);
  await meridiem.selectOption(past.meridiem);
  await schedule.click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a moment in the future.');
  await page.screenshot({ path: 'test-results/shots-callback/callback-dialog-past.png' });
  await expect(day).toHaveValue(past.day);
  await expect(time).toHaveValue(`${past.digits.slice(0, 2)}:${past.digits.slice(2)}`);

  // three days ahead at 10:30 AM; a number with letters is refused first, the moment kept
  const ahead = wallClock(Date.now() + 3 * 24 * 3_600_000);
  await day.fill(ahead.day);
  await time.fill('');
  await time.pressSequentially('1030');
  await meridiem.selectOption('am');
  await number.fill('555-CALL');
  await schedule.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Enter a phone number: 3 to 20 digits, optionally after a +.',
  );
  await expect(day).toHaveValue(ahead.day);
  await expect(time).toHaveValue('10:30');

  const callBackOn = `+1415${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await number.fill(`${callBackOn.slice(0, 5)} ${callBackOn.slice(5)}`);
  await dialog.getByLabel('Note').fill('Wants the claim form explained');
  await schedule.click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(new RegExp(`^Callback to \\${callBackOn} scheduled for .*10:30`, 'i')),
  ).toBeVisible();

  // the supervisor finds it in the Claims card's Callbacks tab, the agent's, not due yet
  const supervisorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const supervisor = await supervisorContext.newPage();
    await signIn(supervisor, 'supervisor');
    await supervisor.mouse.move(1, 1);
    const card = supervisor.getByTestId('monitoring-card-bp-6');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.scrollIntoViewIfNeeded();
    const pin = card.getByRole('button', { name: 'Pin', exact: true });
    await expect(pin.or(card.getByRole('button', { name: 'Unpin', exact: true }))).toBeVisible();
    if (await pin.isVisible()) await pin.click();
    await card.getByRole('tab', { name: 'Callbacks' }).click();
    await card.getByPlaceholder('Search callbacks').fill(callBackOn);
    const row = card.getByTestId('callback-row');
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').first()).toHaveText(callBackOn);
    await expect(row).toContainText(agent.displayName);
    await expect(row).toContainText('Scheduled');
    await card.getByRole('tab', { name: 'Overview' }).click();
  } finally {
    await supervisorContext.close();
  }
});
