import { expect, test } from '@playwright/test';
import { signIn } from './support/login';

test('a supervisor watches a live KPI counter and reads the hub diagnostics', async ({ page }) => {
  await signIn(page, 'supervisor');
  await page.goto('/kpis');
  await expect(page.getByRole('heading', { name: 'KPIs', level: 1 })).toBeVisible();

  // nothing chosen: the hub refuses the pair with the spec's message
  await page.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('handlerId and counterTypeId are required.');

  const handler = page.getByLabel('Handler');
  await expect(handler.locator('option')).not.toHaveCount(1); // statistics arrived: more than "Choose…"
  await handler.selectOption({ label: 'Sales' });
  await page.getByLabel('Counter', { exact: true }).selectOption({ label: 'Service level' });
  await page.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const row = page.getByRole('row', { name: /Sales/ });
  // the current value arrives at once, as a percentage with two decimals
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d{1,3}\.\d{2}%$/);

  // a reload keeps what this tab watches
  await page.reload();
  await expect(page.getByRole('row', { name: /Sales/ }).getByRole('cell').nth(3)).toHaveText(
    /^\d{1,3}\.\d{2}%$/,
  );

  const diagnostics = page.getByRole('region', { name: 'Live-data hub' });
  await expect(diagnostics.getByText('Connected')).toBeVisible();
  await expect(diagnostics.getByText(/a shared worker/)).toBeVisible();
  // events keep arriving from the simulated centre
  const eventsIn = diagnostics
    .locator('.kpis-metric', { hasText: 'Events in' })
    .locator('.kpis-metric-value');
  const first = Number((await eventsIn.textContent())?.replace(/\D/g, ''));
  await expect
    .poll(async () => Number((await eventsIn.textContent())?.replace(/\D/g, '')))
    .toBeGreaterThan(first);

  await page.getByRole('button', { name: /Stop watching/ }).click();
  await expect(page.getByText('No counter watched yet')).toBeVisible();
});
