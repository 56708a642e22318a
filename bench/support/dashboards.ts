/** Supervisor-center steps the benches share. */
import type { Page } from '@playwright/test';

export const AGENT_ROW_PREFIX = 'agent-row-';

/**
 * Shows the Agents tab of one business process's monitoring card (pinning the card). The
 * choice is saved in the supervisor's settings, so later tabs on the same server open with
 * it; this only clicks when the list is not there yet.
 */
export async function showAgentsTab(
  page: Page,
  businessProcessId: string,
  timeoutMs = 120_000,
): Promise<void> {
  const card = page.getByTestId(`monitoring-card-${businessProcessId}`);
  await card.waitFor({ timeout: timeoutMs });
  const list = card.getByRole('list', { name: 'Agents' });
  const row = card.locator(`[data-testid^="${AGENT_ROW_PREFIX}"]`).first();
  const deadline = Date.now() + timeoutMs;
  // Under Health sorting the card may move after it was scrolled to, out of view, where it
  // skips rendering (content-visibility) and its rows never count as visible: each turn
  // scrolls to it again and opens what is not open yet, until a row shows
  for (;;) {
    // a card far from view, or not yet placed, is only its frame: bring it into view and
    // wait for its own pin button
    await card.scrollIntoViewIfNeeded({ timeout: timeoutMs });
    await card.locator('.card-pin').waitFor({ timeout: timeoutMs });
    if (!(await list.isVisible())) {
      // exact: "Unpin" contains "Pin", and a click on it would close what a window before opened
      const pin = card.getByRole('button', { name: 'Pin', exact: true });
      if (await pin.isVisible()) await pin.click();
      // the saved choice may already be Agents: a click while the grid moves the card can
      // land on another card
      const tab = card.getByRole('tab', { name: 'Agents' });
      if ((await tab.getAttribute('aria-selected', { timeout: timeoutMs })) !== 'true')
        await tab.click({ timeout: timeoutMs });
    }
    try {
      await row.waitFor({ timeout: 2_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}
