/**
 * Browser side of the benches: a private client build, system Chromium, signing in, tabs
 * of one path, and Chromium's own counters over CDP (page and SharedWorker targets).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { WebSocket } from 'ws';
import { chromiumPath, CHROMIUM_ARGS } from '../../e2e/support/chromium';
import { installProbes, type ProbeOptions } from './page-probes';

/**
 * A build of its own: a rebuild of dist/ during the run would pull the assets from under the
 * pages. `npm run bench` builds once and names it in BENCH_STATIC_DIR for every bench. It is
 * the benches' build (bench-build.ts): the product's, plus the peer design.
 */
export function buildClient(): string {
  const shared = process.env['BENCH_STATIC_DIR'];
  if (shared) return shared;
  const staticDir = mkdtempSync(join(tmpdir(), 'cc-bench-dist-'));
  execSync(`npx tsx bench/support/bench-build.ts ${staticDir}`, {
    stdio: 'inherit',
  });
  return staticDir;
}

/** System Chromium; `debuggingPort` also opens CDP on that loopback port (for SharedWorker targets). */
export function launchBrowser(options: { debuggingPort?: number } = {}): Promise<Browser> {
  const extra =
    options.debuggingPort === undefined
      ? []
      : [
          `--remote-debugging-port=${options.debuggingPort}`,
          '--remote-debugging-address=127.0.0.1',
        ];
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...extra] });
}

// one window opening at a time per context: a new page is recognised as the next one that appears
const opening = new WeakMap<BrowserContext, Promise<unknown>>();

/**
 * A new page of `context` in a window of its own. Headless Chromium draws only the front tab
 * of a window at full rate (a background tab gets a few frames a second, so its frame times
 * and main-thread cost would say nothing); a supervisor who watches several tabs at once
 * has them side by side in windows of their own too.
 */
export function newWindowPage(context: BrowserContext): Promise<Page> {
  const previous = opening.get(context) ?? Promise.resolve();
  const next = previous
    .catch(() => {})
    .then(async () => {
      const [existing] = context.pages();
      if (existing === undefined) return context.newPage();
      const pageSession = await context.newCDPSession(existing);
      const { targetInfo } = await pageSession.send('Target.getTargetInfo');
      await pageSession.detach();
      const browser = context.browser();
      if (browser === null) return context.newPage();
      const browserSession = await browser.newBrowserCDPSession();
      try {
        const { browserContextId } = targetInfo;
        if (browserContextId === undefined) return await context.newPage();
        const created = context.waitForEvent('page');
        await browserSession.send('Target.createTarget', {
          url: 'about:blank',
          browserContextId,
          newWindow: true,
        });
        return await created;
      } finally {
        await browserSession.detach();
      }
    });
  opening.set(context, next);
  return next;
}

export interface OpenTabsOptions {
  /** Probes to install in every tab before the app loads. */
  probes?: ProbeOptions;
  /** What each tab shows once it is ready (default: a monitoring card). */
  readySelector?: string;
  viewport?: { width: number; height: number };
  /**
   * Removes SharedWorker from every page before the app loads: a browser without it (Chrome
   * on Android before 148, Android WebView), where the app elects a leader tab (issue 23).
   */
  withoutSharedWorker?: boolean;
}

/** Opens `count` tabs of `path` (the first signs in; the others resume the session). */
export async function openTabs(
  browser: Browser,
  url: string,
  path: string | readonly string[],
  count: number,
  options: OpenTabsOptions = {},
): Promise<{ context: BrowserContext; pages: Page[] }> {
  const paths = typeof path === 'string' ? Array.from({ length: count }, () => path) : path;
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  if (options.withoutSharedWorker === true)
    await context.addInitScript(() => {
      // @ts-expect-error -- the bench removes what such a browser lacks
      delete window.SharedWorker;
    });
  const first = await context.newPage();
  if (options.probes) await installProbes(first, options.probes);
  await first.goto(url + (paths[0] ?? '/'), { timeout: 120_000 });
  await first.getByLabel('Username').fill('supervisor');
  await first.getByLabel('Password').fill('supervisor');
  await first.getByRole('button', { name: 'Sign in' }).click();
  await first.getByRole('button', { name: /sign out/i }).waitFor({ timeout: 60_000 });
  const pages = [first];
  for (let i = 1; i < paths.length; i++) {
    const page = await newWindowPage(context);
    if (options.probes) await installProbes(page, options.probes);
    await page.goto(url + (paths[i] ?? '/'), { timeout: 120_000 });
    pages.push(page);
  }
  const ready = options.readySelector ?? '[data-testid^="monitoring-card-"]';
  for (const [i, page] of pages.entries()) {
    await page
      .locator(ready)
      .first()
      .waitFor({ timeout: 90_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: join(tmpdir(), `cc-bench-tab-${i}.png`) });
        throw error;
      });
  }
  return { context, pages };
}

/**
 * One variant's signed-in tabs for interleaved rounds (A B A B): opened and signed in once,
 * shown for their own window and parked on the Help page between windows (tabs added later
 * stay blank until a `show` loads them). A round pays no page load: the hub, its socket and
 * its caches stay, and nothing of the live screens renders while parked. Parking on
 * about:blank (the hub gone, a cold start every round) made a round of 3 tabs take 21 to 45 s
 * of loading on the full run's busy machine, and the delivery bench outran its limit. A
 * parked variant's hub still takes in the server's stream: the readings are main-thread CPU
 * time, so that work on the other core is not counted in the shown tabs.
 */
export class ParkedTabs {
  private constructor(
    readonly context: BrowserContext,
    readonly pages: Page[],
    private readonly url: string,
    private readonly path: string,
    private readonly options: OpenTabsOptions,
  ) {}

  /** Signs in on the first tab; the others stay blank until a `show` loads them. */
  static async open(
    browser: Browser,
    url: string,
    path: string,
    count: number,
    options: OpenTabsOptions = {},
  ): Promise<ParkedTabs> {
    const { context, pages } = await openTabs(browser, url, path, 1, options);
    const parked = new ParkedTabs(context, pages, url, path, options);
    await parked.grow(count);
    await parked.park();
    return parked;
  }

  /** Adds blank tabs (windows) until there are `count`. */
  async grow(count: number): Promise<void> {
    while (this.pages.length < count) {
      const page = await newWindowPage(this.context);
      if (this.options.probes) await installProbes(page, this.options.probes);
      this.pages.push(page);
    }
  }

  /** Shows the dashboards in the first `count` tabs (at once) and waits until each shows what it is ready with. */
  async show(count = this.pages.length): Promise<Page[]> {
    const shown = this.pages.slice(0, count);
    const ready = this.options.readySelector ?? '[data-testid^="monitoring-card-"]';
    await Promise.all(
      shown.map(async (page) => {
        // a blank tab loads the app; a parked one comes back through the side navigation
        if (isBlank(page)) await page.goto(this.url + this.path, { timeout: 120_000 });
        else await goToArea(page, 'Dashboards');
        await page.locator(ready).first().waitFor({ timeout: 90_000 });
      }),
    );
    return shown;
  }

  /** Every loaded tab to the Help page: nothing live renders, the hub and socket stay. */
  async park(): Promise<void> {
    await Promise.all(
      this.pages.filter((page) => !isBlank(page)).map((page) => goToArea(page, 'Help')),
    );
  }

  close(): Promise<void> {
    return this.context.close();
  }
}

const isBlank = (page: Page) => page.url() === 'about:blank' || page.url() === '';

/**
 * One variant's signed-in tab for interleaved rounds whose screen is slow to load (1,000
 * business processes, 10,000 agents): it waits on the Help page between its windows and
 * comes back through the side navigation. No page load: its hub, socket and caches stay,
 * so a window starts in seconds. While parked nothing of the live screens renders and the
 * hub posts nothing to it; the hub (the SharedWorker, or the peer's in the tab) still takes
 * in the server's stream, for both variants alike.
 */
export class HelpParkedTab {
  /** Loads of the page the bench made itself (parked on about:blank and shown again). */
  private ownLoads = 0;

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly loads: { count(): number },
    private readonly where: { url: string; path: string; blank: boolean },
  ) {}

  /**
   * `parkOnBlank`: the tab waits on about:blank and loads its page again to be shown. For the
   * peer of a heavy centre: parked on Help, its in-page hub still takes the whole stream on
   * the page's main thread and starves what is being measured.
   */
  static async open(
    browser: Browser,
    url: string,
    path: string,
    options: OpenTabsOptions & { parkOnBlank?: boolean } = {},
  ): Promise<HelpParkedTab> {
    const { context, pages } = await openTabs(browser, url, path, 1, options);
    const [page] = pages;
    if (page === undefined) throw new Error('no tab');
    const tab = new HelpParkedTab(context, page, countReloads(page), {
      url,
      path,
      blank: options.parkOnBlank === true,
    });
    await tab.park();
    return tab;
  }

  /** Back to the dashboards; what they show first is up to the caller. */
  async show(): Promise<Page> {
    if (this.where.blank) {
      this.ownLoads += 1;
      await this.page.goto(this.where.url + this.where.path, { timeout: 120_000 });
    } else await goToArea(this.page, 'Dashboards');
    return this.page;
  }

  park(): Promise<void> {
    if (this.where.blank) {
      this.ownLoads += 1;
      return this.page.goto('about:blank').then(() => undefined);
    }
    return goToArea(this.page, 'Help');
  }

  /** Page loads since it opened that the bench did not ask for: the hub released it (see countReloads). */
  reloads(): number {
    return Math.max(0, this.loads.count() - this.ownLoads);
  }

  close(): Promise<void> {
    return this.context.close();
  }
}

/** CDP sessions with the Performance domain on, one per page. */
export async function performanceSessions(pages: readonly Page[]): Promise<CDPSession[]> {
  return Promise.all(
    pages.map(async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      return cdp;
    }),
  );
}

/**
 * Chromium's ThreadTime: CPU seconds of the page's main thread since Performance.enable.
 * CPU time, not the tasks' wall time (TaskDuration): on two cores a task that shares its
 * core with another process lasts longer without costing more, and a reading beside other
 * work (B7's tab, ten windows) would count the other work's slices as this page's.
 */
export async function mainThreadCpuSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const threadTime = metrics.find((m) => m.name === 'ThreadTime');
  if (threadTime === undefined) throw new Error('this Chromium reports no ThreadTime metric');
  return threadTime.value;
}

/** Main-thread CPU ms per second of each page over one window of `windowMs`. */
export async function mainThreadMsPerSecond(
  pages: readonly Page[],
  windowMs: number,
): Promise<number[]> {
  const sessions = await performanceSessions(pages);
  const read = () => Promise.all(sessions.map(mainThreadCpuSeconds));
  const before = await read();
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const after = await read();
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(sessions.map((cdp) => cdp.detach()));
  return after.map((value, i) => ((value - (before[i] ?? 0)) * 1000) / seconds);
}

/** Slows the page's CPU `rate` times (CDP Emulation), as DevTools' CPU throttling does. */
export async function throttleCpu(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

const MB = 1024 * 1024;

/** JS heap in use of a page, in MB, after a full garbage collection. */
export async function pageHeapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / MB;
}

/**
 * The hub's SharedWorker over CDP. Playwright's sessions reach pages only, so the browser
 * also listens on a loopback debugging port (launchBrowser({ debuggingPort })) and this
 * attaches to the worker's target there through the browser's WebSocket (flat session).
 */
export class SharedWorkerTarget {
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();

  private sessionId: string | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
      };
      const pending = message.id === undefined ? undefined : this.waiting.get(message.id);
      if (pending === undefined || message.id === undefined) return;
      this.waiting.delete(message.id);
      if (message.error) pending.reject(new Error(message.error.message));
      else pending.resolve(message.result);
    });
  }

  /** Attaches (flat session) to the first shared_worker target whose URL contains `urlPart`. */
  static async attach(debuggingPort: number, urlPart: string): Promise<SharedWorkerTarget> {
    const [first] = await SharedWorkerTarget.attachAll(debuggingPort, urlPart, 'shared_worker', 1);
    if (first === undefined) throw new Error('no target');
    return first;
  }

  /**
   * Attaches to every target of `type` whose URL contains `urlPart` (at most `limit`):
   * dedicated workers (`worker`) are browser-level targets too, so the leader tab's hub worker
   * (and the next tab's idle standby, at the same address) can be sampled like a SharedWorker.
   */
  static async attachAll(
    debuggingPort: number,
    urlPart: string,
    type: 'shared_worker' | 'worker',
    limit = Number.POSITIVE_INFINITY,
  ): Promise<SharedWorkerTarget[]> {
    const version = (await (
      await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)
    ).json()) as { webSocketDebuggerUrl: string };
    const browser = new WebSocket(version.webSocketDebuggerUrl);
    await new Promise<void>((resolve, reject) => {
      browser.once('open', () => resolve());
      browser.once('error', reject);
    });
    const lister = new SharedWorkerTarget(browser);
    const { targetInfos } = await lister.send<{
      targetInfos: Array<{ targetId: string; type: string; url: string }>;
    }>('Target.getTargets');
    browser.close();
    const matching = targetInfos
      .filter((t) => t.type === type && t.url.includes(urlPart))
      .slice(0, limit);
    if (matching.length === 0)
      throw new Error(
        `no ${type} target with "${urlPart}" in its URL (targets: ${targetInfos.map((t) => `${t.type} ${t.url}`).join(', ')})`,
      );
    const attached = await Promise.all(
      matching.map(async (worker) => {
        // one browser connection per target: detach() closes it
        const socket = new WebSocket(version.webSocketDebuggerUrl);
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('error', reject);
        });
        const target = new SharedWorkerTarget(socket);
        try {
          const { sessionId } = await target.send<{ sessionId: string }>('Target.attachToTarget', {
            targetId: worker.targetId,
            flatten: true,
          });
          target.sessionId = sessionId;
          return target;
        } catch {
          socket.close(); // the target ended since it was listed
          return null;
        }
      }),
    );
    return attached.filter((target) => target !== null);
  }

  /**
   * The shared worker among those whose URL contains `urlPart` that answers a heap read, with
   * its reading; null when none does. After a tab's reload the worker it left may still be
   * listed for a while without answering, so the first listed is not always the live one.
   */
  static async answering(
    debuggingPort: number,
    urlPart: string,
  ): Promise<{ target: SharedWorkerTarget; heapMb: number } | null> {
    const targets = await SharedWorkerTarget.attachAll(
      debuggingPort,
      urlPart,
      'shared_worker',
    ).catch(() => []);
    const readings = await Promise.all(targets.map((target) => target.heapMb(10_000)));
    const live = readings.findIndex((heapMb) => heapMb !== null);
    targets.forEach((target, index) => {
      if (index !== live) target.detach();
    });
    const target = targets[live];
    const heapMb = readings[live];
    return target === undefined || heapMb == null ? null : { target, heapMb };
  }

  send<T>(method: string, params: Record<string, unknown> = {}, timeoutMs = 60_000): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`SharedWorker ${method}: no answer within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.waiting.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.socket.send(
        JSON.stringify({
          id,
          method,
          params,
          ...(this.sessionId === undefined ? {} : { sessionId: this.sessionId }),
        }),
      );
    });
  }

  /** JS heap in use of the worker, in MB, after a full garbage collection (null when it does not answer). */
  async heapMb(timeoutMs = 20_000): Promise<number | null> {
    try {
      await this.send('HeapProfiler.collectGarbage', {}, timeoutMs);
      const { usedSize } = await this.send<{ usedSize: number }>(
        'Runtime.getHeapUsage',
        {},
        timeoutMs,
      );
      return usedSize / MB;
    } catch (error) {
      console.warn(
        `[bench] hub heap not read: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
  }

  detach(): void {
    this.socket.close();
  }
}

/**
 * Moves a signed-in tab to another area of the app through its side navigation (no page
 * load: the hub, its socket and its cache stay as they are). `name` is the link's label.
 */
export async function goToArea(page: Page, name: string, timeoutMs = 60_000): Promise<void> {
  await page
    .getByRole('navigation')
    .getByRole('link', { name, exact: true })
    .click({ timeout: timeoutMs });
}

/**
 * Counts the documents a page loads from now on: a tab the hub released (its main thread
 * was blocked past the heartbeat timeout) reloads itself. In-app navigation loads none.
 */
export function countReloads(page: Page): { count(): number } {
  let reloads = 0;
  page.on('load', () => {
    reloads += 1;
  });
  return { count: () => reloads };
}
