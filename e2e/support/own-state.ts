import { expect, type Page } from '@playwright/test';

/**
 * Chooses the agent's own state and waits until it holds. Offers the live centre made before
 * (to an agent other journeys left ready) hold the change back (waitingFor…) until they end,
 * so they are declined here. Declining while not ready does not bring the offer back.
 */
export async function chooseOwnState(
  page: Page,
  value: string,
  holds: RegExp = new RegExp(`^${value}$`),
): Promise<void> {
  const state = page.getByLabel('My state');
  await expect(state).toBeEnabled();
  if (holds.test(await state.inputValue())) return;
  await state.selectOption(value);
  await expect(async () => {
    const decline = page
      .locator('.tile[data-list="pending"]')
      .first()
      .getByRole('button', { name: 'Decline' });
    if ((await decline.count()) > 0) await decline.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(state).toHaveValue(holds, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}
