import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './e2e/support/chromium';

// One real server for the whole run, on its own port with a throw-away database.
/**
 * Journeys that bring a server of their own, change nothing the others read and time
 * nothing: they run in a second lane beside the journeys of the shared server, which keep
 * one lane so no two of them fight over its floor or its users' settings.
 */
const SIDE_LANE = [
  '**/quiet-floor.spec.ts',
  '**/csp.spec.ts',
  '**/secrets.spec.ts',
  '**/sso.spec.ts',
];
const PORT = Number(process.env['E2E_PORT'] ?? 48_080);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'shared floor', testIgnore: SIDE_LANE, workers: 1 },
    { name: 'own servers', testMatch: SIDE_LANE, workers: 1 },
  ],
  retries: 0,
  reporter: [['list']],
  ...(process.env['LONG_TESTS'] ? {} : { grepInvert: /@long/ }),
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DB_PATH: ':memory:',
      E2E_TEST_ROUTES: '1',
      // a busier clock so live values visibly change within a test's patience
      SIM_ACCEL: '20',
      // one endless shift: at ×20 a compressed day's shift would zero the counters a
      // journey reads every 30 s
      SIM_SHIFT_CYCLES: '0',
      // a private build (vite build --outDir elsewhere) keeps parallel workspaces from rebuilding under a run
      ...(process.env['STATIC_DIR'] ? { STATIC_DIR: process.env['STATIC_DIR'] } : {}),
    },
  },
});
