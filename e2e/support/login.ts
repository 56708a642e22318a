import { expect, type Page } from '@playwright/test';

/** Signs in through the login screen and waits for the shell. */
export async function signIn(page: Page, username: string, password = username): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();
}
