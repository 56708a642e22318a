import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { DEFAULT_THEME } from '../src/domain/settings-options';
import { signIn } from './support/login';

// What these tests change, back to the defaults (the tests share one server and one user).
const RESTORE = {
  'applicationSettings.language': 'en',
  'applicationSettings.timeFormat': 'hh:mm A',
  'theme.mode': 'light',
  'theme._id': 'theme-default',
  'preferencesSettings.pauseKPIEvents': false,
};
const THEME_PREFIX = 'E2E ';

/** Signs in over REST and answers the session header and the user id. */
async function apiLogin(request: APIRequestContext, baseURL: string, username: string) {
  const response = await request.post(`${baseURL}/api/login`, {
    data: { username, password: username },
  });
  const body = (await response.json()) as { data: { sessionId: string; user: { userId: string } } };
  return { headers: { 'session-id': body.data.sessionId }, userId: body.data.user.userId };
}

/** Makes the server answer the next `times` calls under `path` with `status` (test-only route). */
async function arm(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  status: number,
  times = 1,
) {
  const response = await request.post(`${baseURL}/api/__test/fault`, {
    data: { path, status, times },
  });
  expect(response.ok()).toBe(true);
}

async function themeNames(
  request: APIRequestContext,
  baseURL: string,
  headers: Record<string, string>,
) {
  const response = await request.get(`${baseURL}/api/themes/all`, { headers });
  return ((await response.json()) as { data: Array<{ _id: string; name: string }> }).data;
}

/** The value of a custom property on <html> as the page computes it. */
const cssVar = (page: Page, name: string) =>
  page.evaluate(
    (n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim().toUpperCase(),
    name,
  );

/** Two tabs of one browser signed in as `agent`, both on /settings. */
async function twoTabs(context: BrowserContext): Promise<[Page, Page]> {
  const a = await context.newPage();
  await signIn(a, 'agent');
  await a.getByRole('link', { name: 'Settings' }).click();
  await expect(a.getByRole('heading', { name: 'Preferences' })).toBeVisible();
  const b = await context.newPage();
  await b.goto('/settings');
  await expect(b.getByRole('heading', { name: 'Preferences' })).toBeVisible();
  // the tab the test works in is in front; the other one is a background tab
  await a.bringToFront();
  return [a, b];
}

test.afterEach(async ({ request, baseURL }) => {
  await request.delete(`${baseURL}/api/__test/fault`);
  const { headers, userId } = await apiLogin(request, baseURL!, 'agent');
  expect(
    (await request.put(`${baseURL}/api/settings/${userId}`, { headers, data: RESTORE })).ok(),
  ).toBe(true);
  for (const theme of await themeNames(request, baseURL!, headers)) {
    if (theme.name.startsWith(THEME_PREFIX))
      await request.delete(`${baseURL}/api/themes/${theme._id}`, { headers });
  }
});

test('the default theme the tab falls back on is the one the server holds', async ({
  request,
  baseURL,
}) => {
  const { headers } = await apiLogin(request, baseURL!, 'agent');
  const response = await request.get(`${baseURL}/api/themes/${DEFAULT_THEME._id}`, { headers });
  expect(((await response.json()) as { data: unknown }).data).toEqual(DEFAULT_THEME);
});

test('a change in one tab applies in the other at once, without reload: time format, dark mode, language', async ({
  context,
}) => {
  const [a, b] = await twoTabs(context);
  await b.evaluate(() => Object.assign(window, { settingsTabMark: 'not reloaded' }));

  await expect(b.getByTestId('settings-current-time')).toHaveText(/^\d\d:\d\d (AM|PM)$/);
  await a.getByLabel('Time format').selectOption('HH:mm');
  await expect(b.getByTestId('settings-current-time')).toHaveText(/^\d\d:\d\d$/);
  await expect(b.getByLabel('Time format')).toHaveValue('HH:mm');

  expect(await b.evaluate(() => document.documentElement.dataset['theme'])).toBe('light');
  expect(await cssVar(b, '--color-primary')).toBe(DEFAULT_THEME.light.primary);
  await a.getByRole('radio', { name: 'Dark', exact: true }).check();
  await expect.poll(() => b.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
  await expect.poll(() => cssVar(b, '--color-primary')).toBe(DEFAULT_THEME.dark.primary);
  await expect(b.getByRole('radio', { name: 'Dark', exact: true })).toBeChecked();

  await a.getByLabel('Language').selectOption('es');
  await expect(b.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
  await expect(b.getByRole('link', { name: 'Configuración' })).toBeVisible();
  await expect(b.locator('html')).toHaveAttribute('lang', 'es');
  await expect(b.getByLabel('Idioma')).toHaveValue('es');

  expect(
    await b.evaluate(() => (window as unknown as { settingsTabMark?: string }).settingsTabMark),
  ).toBe('not reloaded');

  // back, from the Spanish screen
  await a.getByLabel('Idioma').selectOption('en');
  await expect(b.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await a.getByRole('radio', { name: 'Light', exact: true }).check();
  await expect
    .poll(() => b.evaluate(() => document.documentElement.dataset['theme']))
    .toBe('light');
});

test('a change the server refuses shows why beside the field and keeps the previous value', async ({
  context,
  request,
  baseURL,
}) => {
  const [a, b] = await twoTabs(context);
  const pause = a.getByRole('checkbox', { name: 'Pause KPI events' });
  await expect(pause).not.toBeChecked();

  await arm(request, baseURL!, '/api/settings/', 400);
  await pause.click();
  await expect(
    a.getByRole('alert').filter({
      hasText:
        'Pause KPI events was not saved: Injected fault on /api/settings/. The previous value is kept.',
    }),
  ).toBeVisible();
  await expect(pause).not.toBeChecked();
  await expect(b.getByRole('checkbox', { name: 'Pause KPI events' })).not.toBeChecked();

  await pause.click();
  await expect(a.getByText('Pause KPI events: saved.')).toBeVisible();
  await expect(pause).toBeChecked();
  await expect(a.getByRole('alert').filter({ hasText: 'was not saved' })).toHaveCount(0);
  await expect(b.getByRole('checkbox', { name: 'Pause KPI events' })).toBeChecked();
});

test('a theme below AA is refused naming the colour; a passing one is saved, chosen and colours every tab', async ({
  context,
  request,
  baseURL,
}) => {
  const [a, b] = await twoTabs(context);
  // the theme's owner deletes it from another session while this tab edits it
  const { headers } = await apiLogin(request, baseURL!, 'agent');

  await a.getByRole('button', { name: 'New theme' }).click();
  const dialog = a.getByRole('dialog', { name: 'New theme' });
  await dialog.getByLabel('Theme name').fill('E2E Ocean');
  const primary = dialog.getByLabel('Light Primary', { exact: true });
  await primary.fill('#FFA94D');
  await expect(dialog.locator('[data-colour="primary"]').first()).toContainText(
    '1.90:1 – below 4.5:1',
  );
  await dialog.getByRole('button', { name: 'Save theme' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This theme cannot be saved: Light Primary reaches only 1.90:1 on its surface. Text colours need at least 4.5:1.',
  );
  expect((await themeNames(request, baseURL!, headers)).map((t) => t.name)).not.toContain(
    'E2E Ocean',
  );

  await primary.fill('#0B7285');
  await expect(dialog.locator('[data-colour="primary"]').first()).toContainText(
    '5.58:1 – passes AA',
  );
  await dialog.getByRole('button', { name: 'Save theme' }).click();
  await expect(dialog).toBeHidden();
  await expect(a.getByRole('radio', { name: 'E2E Ocean' })).toBeChecked();
  await expect.poll(() => cssVar(a, '--color-primary')).toBe('#0B7285');
  await expect.poll(() => cssVar(b, '--color-primary')).toBe('#0B7285');
  await expect(b.getByRole('radio', { name: 'E2E Ocean' })).toBeChecked();

  // an edit re-colours the other tab too
  await a.getByRole('button', { name: 'Edit E2E Ocean' }).click();
  const edit = a.getByRole('dialog', { name: 'Edit theme E2E Ocean' });
  await edit.getByLabel('Light Primary', { exact: true }).fill('#5F3DC4');
  await edit.getByRole('button', { name: 'Save theme' }).click();
  await expect(edit).toBeHidden();
  await expect.poll(() => cssVar(b, '--color-primary')).toBe('#5F3DC4');

  // deleted elsewhere while being edited: the refusal is shown and the edits stay
  const id = await a
    .locator('li[data-theme-id]')
    .filter({ hasText: 'E2E Ocean' })
    .getAttribute('data-theme-id');
  await a.getByRole('button', { name: 'Edit E2E Ocean' }).click();
  expect((await request.delete(`${baseURL}/api/themes/${id}`, { headers })).ok()).toBe(true);
  await edit.getByLabel('Light Accent', { exact: true }).fill('#862E9C');
  await edit.getByRole('button', { name: 'Save theme' }).click();
  await expect(edit.getByRole('alert')).toHaveText(
    'The theme was not saved: Theme not found. Your changes are still here.',
  );
  await expect(edit.getByLabel('Light Accent', { exact: true })).toHaveValue('#862E9C');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // the refusal told the hub the theme is gone: every tab's list drops it and falls back on
  // the default theme, with nothing left to delete
  await expect(a.getByRole('radio', { name: 'E2E Ocean' })).toHaveCount(0);
  await expect(a.getByRole('radio', { name: 'Default' })).toBeChecked();
  await expect(b.getByRole('radio', { name: 'E2E Ocean' })).toHaveCount(0);
  await expect.poll(() => cssVar(b, '--color-primary')).toBe(DEFAULT_THEME.light.primary);
});

test('when the theme list cannot be loaded the default theme applies with a quiet note, and Retry restores the chosen one', async ({
  browser,
  request,
  baseURL,
}) => {
  const { headers, userId } = await apiLogin(request, baseURL!, 'agent');
  const created = await request.post(`${baseURL}/api/themes`, {
    headers,
    data: {
      name: 'E2E Forest',
      light: { ...DEFAULT_THEME.light, primary: '#2B7A3E' },
      dark: DEFAULT_THEME.dark,
    },
  });
  const forest = ((await created.json()) as { data: { _id: string } }).data;
  await request.put(`${baseURL}/api/settings/${userId}`, {
    headers,
    data: { 'theme._id': forest._id },
  });

  // a new browser profile: a fresh hub and an empty theme cache
  const context = await browser.newContext();
  const page = await context.newPage();
  // twice: the shell's read at sign-in, and the settings screen's, which asks again because
  // the hub keeps no failed answer
  await arm(request, baseURL!, '/api/themes/all', 503, 2);
  await signIn(page, 'agent');
  await page.getByRole('link', { name: 'Settings' }).click();
  const note = page.getByText(
    'The theme list could not be loaded (Injected fault on /api/themes/all); the default theme is used.',
  );
  await expect(note).toBeVisible();
  expect(await cssVar(page, '--color-primary')).toBe(DEFAULT_THEME.light.primary);

  await note.getByRole('button', { name: 'Retry' }).click();
  await expect(note).toBeHidden();
  await expect(page.getByRole('radio', { name: 'E2E Forest' })).toBeChecked();
  await expect.poll(() => cssVar(page, '--color-primary')).toBe('#2B7A3E');
  await context.close();
});

test('a wallboard user opening the settings lands on the board: they have no settings', async ({
  page,
}) => {
  await page.goto('/settings');
  await page.getByLabel('Username').fill('wallboard');
  await page.getByLabel('Password').fill('wallboard');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wallboard$/);
  await expect(page.getByTestId('wallboard')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preferences' })).toHaveCount(0);
});
