import { expect, test } from '@playwright/test';
import { signIn } from './support/login';

test.use({ viewport: { width: 1280, height: 800 } });

test('the expiration time picker takes digits only, caps and pads them, and sets the new expiry', async ({
  page,
}) => {
  await signIn(page, 'supervisor');
  const card = page.getByTestId('monitoring-card-bp-3');
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Pin' }).click();
  await card.getByRole('tab', { name: 'Agents' }).click();
  await expect(card.getByRole('list', { name: 'Agents' })).toBeVisible();
  await card.getByRole('button', { name: 'Temporary assign' }).click();
  const assign = page.getByRole('dialog', { name: 'Temporary assign' });
  const candidate = assign.getByRole('checkbox').nth(1);
  const agent = ((await candidate.locator('xpath=..').textContent()) ?? '').trim();
  await candidate.check();
  await assign.getByLabel('Duration').selectOption({ label: '2 hours' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(
    page.getByText(/^Temporary activation for the selected agents in '.+' was successful$/),
  ).toBeVisible();

  await card.getByRole('button', { name: 'New expiration time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set new expiration time' });
  const time = dialog.getByLabel('Expires at');
  const day = dialog.getByLabel('Expiration day');
  await time.fill('');
  await expect(time).toHaveAttribute('placeholder', 'Enter a valid time');
  // the supervisor's settings keep the default 12-hour clock (hh:mm A): an AM/PM choice sits beside
  const meridiem = dialog.getByLabel('AM or PM');
  await expect(meridiem).toBeVisible();
  await time.type('ab1x5');
  await expect(time).toHaveValue('15'); // letters never enter
  await time.type('99');
  await expect(time).toHaveValue('12:59'); // hours capped at 12, minutes at 59
  await time.fill('');
  await time.type('0');
  await time.blur();
  await expect(time).toHaveValue('01:00'); // an invalid hour becomes 01
  await time.fill('');
  await time.type('7');
  await expect(time).toHaveValue('07');
  await time.blur();
  await expect(time).toHaveValue('07:00'); // a single digit padded
  await day.fill('');
  await day.blur();
  await expect(dialog.getByText('Select a date')).toBeVisible();
  await dialog.getByRole('button', { name: 'Set' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a day and a time.');

  // a day well ahead, at 11:59 PM of the app's time zone
  const ahead = new Date(Date.now() + 3 * 24 * 3600_000).toISOString().slice(0, 10);
  await day.fill(ahead);
  await expect(dialog.getByText('Select a date')).toHaveCount(0);
  await time.fill('');
  await time.type('1159');
  await meridiem.selectOption('pm');
  await dialog.getByRole('button', { name: 'Set' }).click();
  await expect(page.getByText('Expiration time updated', { exact: true })).toBeVisible();
  const row = card.locator('[data-testid^="agent-row-"]', { hasText: agent });
  await expect(row.getByText(/Expires .*11:59/)).toBeVisible();

  await card.getByRole('button', { name: 'Reset temporary' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reset temporary assignments?' })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(
    page.getByText(/^Temporary reset for the selected agents in '.+' was successful$/),
  ).toBeVisible();
  await card.getByRole('tab', { name: 'Overview' }).click();
  await expect(card.getByRole('button', { name: 'Pin' })).toBeVisible();
});
