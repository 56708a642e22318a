import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/login';

/** Back to the default tab, which unpins the card (§4): the supervisor's settings are shared by the other journeys. */
async function restoreCard(card: Locator): Promise<void> {
  await card.getByRole('tab', { name: 'Overview' }).click();
  await expect(card.getByRole('button', { name: 'Pin' })).toBeVisible();
}

async function agentsTabOf(page: Page, businessProcessId: string): Promise<Locator> {
  const card = page.getByTestId(`monitoring-card-${businessProcessId}`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  // a card far from view is only its frame and name: bring it into view for its buttons
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Pin' }).click();
  await card.getByRole('tab', { name: 'Agents' }).click();
  await expect(card.getByRole('list', { name: 'Agents' })).toBeVisible();
  return card;
}

test("a supervisor changes an agent's state from the context menu and the row shows it", async ({
  page,
}) => {
  await signIn(page, 'supervisor');
  const card = await agentsTabOf(page, 'bp-1');
  const rows = card.locator('[data-testid^="agent-row-"]');
  await expect(rows.first()).toBeVisible();
  // an agent not already offline, so Offline is on the menu
  const row = rows.filter({ hasNot: page.getByText('Offline', { exact: true }) }).first();
  const name = (await row.locator('.agent-row__name').textContent()) ?? '';
  await row.click({ button: 'right' });
  const menu = page.getByRole('menu', { name: `Actions for ${name}` });
  await menu.getByRole('menuitem', { name: 'Change state' }).click();
  await menu.getByRole('menuitem', { name: 'Offline' }).click();
  await expect(page.getByText(`${name} is now: Offline`)).toBeVisible();
  // an agent with work finishes it first (waiting for offline), then goes offline
  await expect(
    card.locator('[data-testid^="agent-row-"]', { hasText: name }).getByTestId('agent-state'),
  ).toHaveText(/Offline|Waiting for offline/, { timeout: 30_000 });
  await restoreCard(card);
});

test('a temporary assignment shows its expiry, and resetting ends it', async ({ page }) => {
  await signIn(page, 'supervisor');
  const card = await agentsTabOf(page, 'bp-2');
  await card.getByRole('button', { name: 'Temporary assign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Temporary assign' });
  const candidate = dialog.getByRole('checkbox').nth(1);
  const name = ((await candidate.locator('xpath=..').textContent()) ?? '').trim();
  await candidate.check();
  await dialog.getByLabel('Duration').selectOption({ label: '2 hours' });
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(
    page.getByText(
      "Temporary activation for the selected agents in 'Customer Support' was successful",
      { exact: true },
    ),
  ).toBeVisible();
  const row = card.locator('[data-testid^="agent-row-"]', { hasText: name });
  await expect(row.getByText(/Expires /)).toBeVisible();

  await card.getByRole('button', { name: 'Reset temporary' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset temporary assignments?' });
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(
    page.getByText("Temporary reset for the selected agents in 'Customer Support' was successful", {
      exact: true,
    }),
  ).toBeVisible();
  // the agent was not on this business process before: the temporary assignment is gone with it
  await expect(row).toHaveCount(0);
  await restoreCard(card);
});

test('the agents list searches, filters by assignment status and says when nothing matches', async ({
  page,
}) => {
  await signIn(page, 'supervisor');
  const card = await agentsTabOf(page, 'bp-3');
  await card.getByPlaceholder('Search agents').fill('zzzz-nobody');
  await expect(card.getByText('No agents to display')).toBeVisible();
  await card.getByPlaceholder('Search agents').fill('');
  await expect(card.locator('[data-testid^="agent-row-"]').first()).toBeVisible();
  await card.getByLabel('Sort').selectOption({ label: 'Z-A' });
  const names = await card.locator('.agent-row__name').allTextContents();
  expect(names).toEqual(
    [...names].sort((a, b) => b.localeCompare(a, undefined, { sensitivity: 'base' })),
  );
  await restoreCard(card);
});
