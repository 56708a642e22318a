import { expect, test } from '@playwright/test';
import { signIn } from './support/login';

test.use({ viewport: { width: 1280, height: 800 } });

test('a custom profile goes to two other business processes with Add, to the rest with Add & Apply, then none remain', async ({
  page,
}) => {
  await signIn(page, 'supervisor');
  const card = page.getByTestId('monitoring-card-bp-1');
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Pin' }).click();
  await card.getByRole('tab', { name: 'Thresholds' }).click();
  const profiles = card.getByLabel('Configuration profile');
  await expect.poll(async () => profiles.locator('option').allTextContents()).toContain('Default');
  // a custom profile with the Default's values, so the business processes it reaches keep their health
  await profiles.selectOption({ label: 'Default' });
  const warning = card.getByLabel('Warning threshold of Service level');
  await warning.fill('8');
  await warning.fill('80');
  await card.getByRole('button', { name: 'Save' }).click();
  const name = `Floor ${Date.now()}`;
  const naming = page.getByRole('dialog', { name: 'New configuration profile' });
  await naming.getByLabel('Profile name').fill(name);
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(`The Health Thresholds configuration: ${name} was added successfully`),
  ).toBeVisible();
  await expect(profiles.locator('option:checked')).toHaveText(name);

  // Add: two business processes, ticked one by one
  await card.getByRole('button', { name: 'Apply to other business processes' }).click();
  let dialog = page.getByRole('dialog', { name: `Apply ${name} to other business processes` });
  const list = dialog.getByRole('list', { name: 'Business processes' });
  await expect(list.getByRole('checkbox')).toHaveCount(11);
  await expect(dialog.getByText('Select all (0 of 11 selected)')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  const first = ((await list.getByRole('listitem').nth(0).textContent()) ?? '').trim();
  const second = ((await list.getByRole('listitem').nth(1).textContent()) ?? '').trim();
  await list.getByRole('checkbox').nth(0).check();
  await list.getByRole('checkbox').nth(1).check();
  await expect(dialog.getByText('Select all (2 of 11 selected)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.getByText(
      `The Health Thresholds configuration: ${name} was added to other Business Process(es) successfully`,
    ),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Add & Apply: the two that have it are no longer offered; all supervised takes the rest
  await card.getByRole('button', { name: 'Apply to other business processes' }).click();
  dialog = page.getByRole('dialog', { name: `Apply ${name} to other business processes` });
  await expect(
    dialog.getByRole('list', { name: 'Business processes' }).getByRole('checkbox'),
  ).toHaveCount(9);
  await expect(dialog.getByRole('list', { name: 'Business processes' })).not.toContainText(first);
  await expect(dialog.getByRole('list', { name: 'Business processes' })).not.toContainText(second);
  await dialog.getByLabel('All supervised business processes').check();
  await expect(dialog.getByText('Select all (9 of 9 selected)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add & Apply' }).click();
  await expect(
    page.getByText(
      `The Health Thresholds configuration: ${name} was added and applied to other Business Process(es) successfully`,
    ),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // none remain: the info message, and no dialog to choose from
  await card.getByRole('button', { name: 'Apply to other business processes' }).click();
  await expect(
    page.getByText('The configuration was already added or applied to all Business Processes.'),
  ).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: `Apply ${name} to other business processes` }),
  ).toHaveCount(0);

  // back to the default tab (unpins) for the journeys sharing this server's settings
  await card.getByRole('tab', { name: 'Overview' }).click();
  await expect(card.getByRole('button', { name: 'Pin' })).toBeVisible();
});
