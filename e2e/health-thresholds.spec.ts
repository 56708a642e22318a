import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/login';

/** A monitoring card whose business process has answered something, so it has a handling time. */
async function busyCard(page: Page): Promise<Locator> {
  const cards = page.locator('[data-testid^="monitoring-card-"]');
  await expect(cards).toHaveCount(12);
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
          if (answered > 0) {
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

test('a threshold profile refuses an invalid value, is saved valid, and the card health follows it', async ({
  page,
}) => {
  await signIn(page, 'supervisor');
  const card = await busyCard(page);
  const testId = await card.getAttribute('data-testid');
  const pinned = page.getByTestId(testId!);
  await pinned.getByRole('button', { name: 'Pin' }).click();
  await pinned.getByRole('tab', { name: 'Thresholds' }).click();
  const profiles = pinned.getByLabel('Configuration profile');
  // profiles live on the server, so an earlier journey's profile may already be listed;
  // read them once the list has arrived (Default is always there)
  await expect.poll(async () => profiles.locator('option').allTextContents()).toContain('Default');
  const profilesBefore = await profiles.locator('option').allTextContents();

  const warning = (kpi: string) => pinned.getByLabel(`Warning threshold of ${kpi}`);
  const danger = (kpi: string) => pinned.getByLabel(`Danger threshold of ${kpi}`);
  await warning('Service level').fill('120');
  await expect(
    pinned.getByRole('alert').filter({ hasText: 'Invalid warning threshold value' }),
  ).toBeVisible();
  await expect(pinned.getByRole('button', { name: 'Save' })).toBeDisabled();
  await warning('Service level').fill('80');
  await expect(pinned.getByText('Invalid warning threshold value')).toHaveCount(0);

  await warning('Average handling time').fill('00:00:01');
  await danger('Average handling time').fill('00:00:02');
  await pinned.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'New configuration profile' });
  await dialog.getByLabel('Profile name').fill('Strict handling');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The Health Thresholds configuration: Strict handling was added successfully'),
  ).toBeVisible();
  await expect(pinned).toHaveAttribute('data-health', 'danger', { timeout: 15_000 });
  await expect
    .poll(async () => (await profiles.locator('option').allTextContents()).sort())
    .toEqual([...profilesBefore, 'Strict handling'].sort());
  await expect(profiles.locator('option:checked')).toHaveText('Strict handling');
});
