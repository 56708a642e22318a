import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/login';

const answeredCells = (page: Page) =>
  page.locator('.ag-row:not(.ag-row-pinned) [col-id="businessProcessAnsweredInteractions"]');

// tall enough for every row: the grid renders only the rows in view
test.use({ viewport: { width: 1400, height: 1200 } });

test('the summary table filters by "Answered greater than N" keeping the summary row, and its settings persist', async ({
  page,
}) => {
  await signIn(page, 'supervisor');
  await page.getByRole('radio', { name: 'Summary table' }).click();
  await expect(
    page.getByRole('heading', { name: 'Business process summary', level: 1 }),
  ).toBeVisible();
  await expect(page.locator('.ag-row-pinned [col-id="businessProcessName"]')).toHaveText('Summary');
  await expect(answeredCells(page)).toHaveCount(12);

  // wait until some business processes have answered something, then pick a threshold between them
  let threshold = 0;
  await expect
    .poll(
      async () => {
        const values = (await answeredCells(page).allTextContents())
          .map(Number)
          .sort((a, b) => a - b);
        threshold = values[Math.floor(values.length / 2)] ?? 0;
        return (values.at(-1) ?? 0) > threshold;
      },
      { timeout: 45_000 },
    )
    .toBe(true);

  await page.getByLabel('Column').selectOption({ label: 'Answered' });
  await page.getByLabel('Operator').selectOption({ label: 'greater than' });
  await page.getByLabel('Value').fill(String(threshold));
  await page.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
    `Answered greater than ${threshold}`,
  );
  await expect
    .poll(async () =>
      (await answeredCells(page).allTextContents()).map(Number).every((v) => v > threshold),
    )
    .toBe(true);
  expect(await answeredCells(page).count()).toBeLessThan(12);
  await expect(page.locator('.ag-row-pinned [col-id="businessProcessName"]')).toHaveText('Summary');

  // a value that is no number is refused, nothing else changes
  await page.getByLabel('Value').fill('many');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.getByRole('alert')).toHaveText('This column takes a number.');

  // hide a column in the settings; it stays hidden after a reload, and so does the chosen view
  await page.getByRole('button', { name: 'Table settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Table settings' });
  await dialog.getByRole('checkbox', { name: 'ASA' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ag-header-cell[col-id="businessProcessASA"]')).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Business process summary', level: 1 }),
  ).toBeVisible();
  await expect(answeredCells(page)).toHaveCount(12);
  await expect(page.locator('.ag-header-cell[col-id="businessProcessASA"]')).toHaveCount(0);

  // back to the information center for the other tests sharing this server
  await page.getByRole('radio', { name: 'Information center' }).click();
  await expect(page.locator('[data-testid^="monitoring-card-"]')).toHaveCount(12);
});

test('the summary row adds up the business processes and follows them live', async ({ page }) => {
  await signIn(page, 'supervisor');
  await page.getByRole('radio', { name: 'Summary table' }).click();
  await expect(answeredCells(page)).toHaveCount(12);
  const totalCell = page.locator('.ag-row-pinned [col-id="businessProcessAnsweredInteractions"]');
  // rows and the summary row reach the grid on their own short timers: read both at one instant
  const reading = () =>
    page.evaluate(() => {
      const text = (cell: Element) => Number(cell.textContent);
      const rows = [
        ...document.querySelectorAll(
          '.ag-row:not(.ag-row-pinned) [col-id="businessProcessAnsweredInteractions"]',
        ),
      ].map(text);
      const total = document.querySelector(
        '.ag-row-pinned [col-id="businessProcessAnsweredInteractions"]',
      );
      return { sum: rows.reduce((a, b) => a + b, 0), total: total === null ? NaN : text(total) };
    });
  const first = await reading();
  await expect
    .poll(
      async () => {
        const r = await reading();
        return r.total === r.sum && r.total > first.total;
      },
      { timeout: 45_000, intervals: [100] },
    )
    .toBe(true);
  await expect(totalCell).not.toHaveText('');
  await page.getByRole('radio', { name: 'Information center' }).click();
  await expect(page.locator('[data-testid^="monitoring-card-"]')).toHaveCount(12);
});
