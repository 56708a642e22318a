/**
 * A quiet floor of its own for the data-age journeys: an in-process server with no agents and
 * no arrivals (only the server's `live` beat says the data is current), behind the loopback
 * fault proxy so a journey can cut the path.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { startServer } from '../../server/start';
import { copyClientBuild } from './client-build';
import { freePort, start as startProxy, type FaultProxy } from './fault-proxy';
import { signIn } from './login';

export interface QuietFloor {
  proxy: FaultProxy;
  close(): Promise<void>;
}

export async function startQuietFloor(): Promise<QuietFloor> {
  const dir = mkdtempSync(join(tmpdir(), 'cc-data-age-'));
  let ownBuild = '';
  const staticDir =
    process.env['STATIC_DIR'] ?? (ownBuild = await copyClientBuild('cc-data-age-dist-'));
  const server = await startServer({
    port: await freePort(),
    host: '127.0.0.1',
    dbPath: join(dir, 'cc.sqlite'),
    staticDir,
    testRoutes: true,
    sim: { agents: 0, rateMultiplier: 0 },
  });
  const proxy = await startProxy(Number(new URL(server.url).port));
  return {
    proxy,
    async close() {
      await proxy.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
      if (ownBuild !== '') rmSync(ownBuild, { recursive: true, force: true });
    },
  };
}

export const monitoringCards = (page: Page) => page.locator('[data-testid^="monitoring-card-"]');

/** A supervisor signed in through the proxy, their 12 cards on screen. */
export async function quietSupervisor(browser: Browser, floor: QuietFloor): Promise<Page> {
  const context = await browser.newContext({
    baseURL: floor.proxy.url,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signIn(page, 'supervisor');
  await expect(monitoringCards(page)).toHaveCount(12);
  return page;
}
