import { expect, test } from '@playwright/test';
import { signIn } from './support/login';

test('an agent changes their own state; the time in state restarts and the choice survives a reload', async ({ page }) => {
  await signIn(page, 'agent2');
  const state = page.getByLabel('My state');
  await expect(state).toBeEnabled();
  await state.selectOption({ label: 'Ready' });
  // the live centre may offer the ready agent an interaction at once: decline it
  await expect(state).toHaveValue(/^(ready|offered)$/);
  if ((await state.inputValue()) === 'offered') {
    await page.getByRole('button', { name: 'Decline' }).first().click();
    await expect(state).not.toHaveValue('offered');
  }
  await expect(page.locator('.agent-state__time')).toHaveText(/^00:00:0\d$/);
  await state.selectOption({ label: 'Break – Lunch' });
  await expect(state).toHaveValue('break:break-lunch');
  await page.reload();
  await expect(page.getByLabel('My state')).toHaveValue('break:break-lunch');
  await page.getByLabel('My state').selectOption({ label: 'Offline' });
  await expect(page.getByLabel('My state')).toHaveValue('offline');
});
