import { expect, test } from '@playwright/test';
import { signIn } from './support/login';

test('the Teams embed shows an agent the interaction desk in a compact layout, without the side navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await signIn(page, 'agent2');
  await page.goto('/teams');
  await expect(
    page.getByRole('heading', { name: 'Contact Centre in Teams', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByLabel('My state')).toBeVisible();
  await expect(page.locator('.shell--compact')).toHaveCount(1);
  const full = page.getByRole('link', { name: 'Open the full desktop' });
  await expect(full).toHaveAttribute('href', '/dashboards');
  await expect(full).toHaveAttribute('target', '_blank');
  // the interaction desk is there (its lists), the same one the full desktop shows
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.locator('.shell-body')).toContainText(/Pending|Active|History/);
});

test('a supervisor in the Teams embed is pointed to the full desktop', async ({ page }) => {
  await signIn(page, 'supervisor');
  await page.goto('/teams');
  await expect(page.getByText("The Teams embed shows an agent's interactions.")).toBeVisible();
});
