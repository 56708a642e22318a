/**
 * The agent's own state. This journey starts its own server with the centre at real time
 * (accel 1): the shared server runs the simulated clock 20 times faster, so a state's start
 * lies ahead of the wall clock there and its time in state cannot be seen to tick or restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, type StartedServer } from '../server/start';
import { copyClientBuild } from './support/client-build';
import { signIn } from './support/login';

let server: StartedServer;
let dir = '';
let staticDir = '';

test.beforeAll(async () => {
  staticDir = await copyClientBuild('cc-state-dist');
  dir = mkdtempSync(join(tmpdir(), 'cc-state-'));
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbPath: join(dir, 'cc.sqlite'),
    staticDir,
    testRoutes: true,
    sim: { accel: 1 },
  });
});

test.afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

test('an agent changes their own state; the time in state restarts and the choice survives a reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signIn(page, 'agent2');
  const state = page.getByLabel('My state');
  const time = page.locator('.agent-state__time');
  await expect(state).toBeEnabled();
  // back office keeps the live centre's offers away, so the state holds while the clock runs
  await state.selectOption('backoffice');
  await expect(state).toHaveValue('backoffice');
  await expect(time).toHaveText(/^00:00:0[0-2]$/);
  await expect(time).toHaveText(/^00:00:0[3-9]$/, { timeout: 10_000 });
  await state.selectOption({ label: 'Break – Lunch' });
  await expect(state).toHaveValue('break:break-lunch');
  await expect(time).toHaveText(/^00:00:0[0-2]$/);
  await page.reload();
  await expect(page.getByLabel('My state')).toHaveValue('break:break-lunch');
  await page.getByLabel('My state').selectOption({ label: 'Offline' });
  await expect(page.getByLabel('My state')).toHaveValue('offline');
  await context.close();
});
