import { expect, type Page } from '@playwright/test';

/**
 * Signs in through the login screen and waits for the shell, or for a wallboard user's board,
 * which opens in kiosk mode without the top bar.
 */
export async function signIn(page: Page, username: string, password = username): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page
      .getByRole('button', { name: /sign out/i })
      .or(page.getByTestId('wallboard'))
      .first(),
  ).toBeVisible();
}
