import { expect, test } from '@playwright/test';
import { signIn } from './support/login';

test('an agent signs in and reaches the dashboards', async ({ page }) => {
  await signIn(page, 'agent');
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(page.getByText('Alex Morgan').first()).toBeVisible();
});

test('a supervisor signs in and reaches the dashboards', async ({ page }) => {
  await signIn(page, 'supervisor');
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(page.getByText('Sam Patel').first()).toBeVisible();
});

test('a wrong password shows "Failed to login"', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Username').fill('agent');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Failed to login')).toBeVisible();
  await expect(page.getByRole('button', { name: /sign out/i })).toHaveCount(0);
});

test('signing out returns to the login screen with its message', async ({ page }) => {
  await signIn(page, 'agent');
  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByText('You have signed out.')).toBeVisible();
});

test('a reload keeps the session without a new login', async ({ page }) => {
  await signIn(page, 'agent');
  await page.reload();
  await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveCount(0);
});
