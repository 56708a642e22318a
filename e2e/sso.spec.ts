import { expect, test, type Page } from '@playwright/test';
import { startServer, type StartedServer } from '../server/start';
import { openIdSettingsFromEnv } from '../server/openid/settings';
import {
  startTestProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  type TestProvider,
} from '../server/testing/oidc-test-provider';
import { chromiumPath, CHROMIUM_ARGS } from './support/chromium';
import { freePort } from './support/free-port';

// Single sign-on against a real OpenID provider (oidc-provider and its own login page),
// with a server of its own configured for it; the shared server has no provider.

test.use({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } });

let provider: TestProvider;
let server: StartedServer;

test.beforeAll(async () => {
  const port = await freePort();
  const redirectUri = `http://127.0.0.1:${port}/`;
  provider = await startTestProvider(redirectUri);
  const openId = openIdSettingsFromEnv({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT_ID,
    OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
    OIDC_REDIRECT_URI: redirectUri,
  });
  if (openId === null) throw new Error('settings expected');
  server = await startServer({
    port,
    host: '127.0.0.1',
    dbPath: ':memory:',
    staticDir: process.env['STATIC_DIR'] ?? 'dist',
    testRoutes: true,
    sim: { accel: 20 },
    openId,
  });
});

test.afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** On the provider's own pages: its login form, then its consent page. */
async function signInAtProvider(page: Page, username: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(username);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('single sign-on', () => {
  test('an agent signs in through the identity provider and lands on the agent desk', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await signInAtProvider(page, 'agent');
    await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/dashboards`); // code and state are gone
    await expect(page.getByText('Alex Morgan').first()).toBeVisible();
    await expect(page.locator('[data-testid^="monitoring-card-"]')).toHaveCount(0);
    await context.close();
  });

  test('a supervisor signs in through the identity provider and lands on the supervisor dashboards', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await signInAtProvider(page, 'supervisor');
    await expect(page.getByRole('button', { name: /sign out/i })).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/dashboards`);
    await expect(page.getByText('Sam Patel').first()).toBeVisible();
    await expect(page.locator('[data-testid^="monitoring-card-"]').first()).toBeVisible();
    await context.close();
  });

  test('a provider account that is no user here stays on the login screen with a clear message', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await signInAtProvider(page, 'stranger');
    await expect(page.getByRole('alert')).toHaveText(
      'Your identity provider account is not a user of this contact centre.',
    );
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByRole('button', { name: /sign out/i })).toHaveCount(0);
    await context.close();
  });

  test('a forged return (a state this browser did not start) is refused and leaves the address', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/?code=forged-code&state=forged-state');
    await expect(page.getByRole('alert')).toHaveText(
      'This sign-in response does not belong to a sign-in started here. Please sign in again.',
    );
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByLabel('Username')).toBeVisible();
    await context.close();
  });

  test('inside the Teams embed the provider opens in a popup that hands the sign-in back', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/teams');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    const popup = await popupOpened;
    await signInAtProvider(popup, 'agent');
    await popup.waitForEvent('close');
    await expect(
      page.getByRole('heading', { name: 'Contact Centre in Teams', level: 1 }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/teams`);
    await context.close();
  });
});

test('without an identity provider the login screen offers no single sign-on', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Username')).toBeVisible();
  const config = await page.request.get('/api/openid/config');
  expect(await config.json()).toEqual({ data: { enabled: false } });
  await expect(page.getByRole('button', { name: 'Sign in with single sign-on' })).toHaveCount(0);
  const start = await page.request.get('/api/openid/start-auth');
  expect(start.status()).toBe(404);
});
