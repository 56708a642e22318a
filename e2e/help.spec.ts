import { expect, test } from '@playwright/test';
import { signIn } from './support/login';

test('help explains every screen, the shortcuts, the timers and every KPI, in the chosen language', async ({
  page,
}) => {
  await signIn(page, 'agent');
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  for (const name of ['Screens', 'Keyboard shortcuts', 'Agent timers', 'Business-process KPIs']) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  await expect(page.getByText('Break time covers all break states plus No Answer.')).toBeVisible();
  await expect(
    page.getByText(
      'Share of interactions answered within the goal time (for example 80 % within 20 s).',
    ),
  ).toBeVisible();
  // one description per KPI: the 33 of kpi-ids
  await expect(
    page.getByRole('region', { name: 'Business-process KPIs' }).locator('dt'),
  ).toHaveCount(33);
});
