/**
 * Browser benches against the simulator's load mode on loopback, candidate (this product:
 * one SharedWorker hub per browser, changed entries only, keyed signals) beside the peer
 * (the usual design, same build: `?hub=inline&delivery=snapshot` — a hub and a socket in
 * every tab, the whole topic on every change, the whole page re-rendered through React
 * state). Runs interleaved rounds (A B A B …) and prints medians, p95 and ratios.
 *
 * B2 main-thread cost of delivery: ms of main-thread task time per second per tab, 3 tabs of
 *    the supervisor dashboards at 5,000 changed values/s (200 business processes, 5,000 agents).
 * B6 tabs: 1, 3, 5 and 10 candidate tabs: server socket count and per-tab main-thread ms/s.
 *
 * Main-thread time is Chromium's own TaskDuration (CDP Performance.getMetrics) over a window.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { SESSION_HEADER } from '../src/protocol/api';
import { freePort } from '../e2e/support/free-port';

const QUICK = process.env['BENCH_QUICK'] === '1';
const ROUNDS = QUICK ? 2 : 5;
const WARM_UP_MS = QUICK ? 4_000 : 6_000;
const WINDOW_MS = QUICK ? 5_000 : 10_000;
const TAB_COUNTS = QUICK ? [1, 3] : [1, 3, 5, 10];

const CANDIDATE = '/dashboards';
const PEER = '/dashboards?hub=inline&delivery=snapshot';


async function startLoadServer(staticDir: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--bps', '200', '--agents', '5000', '--events-per-second', '5000'],
    { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_PATH: ':memory:', STATIC_DIR: staticDir, E2E_TEST_ROUTES: '1' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('running on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

async function signIn(context: BrowserContext, url: string, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url + path);
  await page.getByLabel('Username').fill('supervisor');
  await page.getByLabel('Password').fill('supervisor');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /sign out/i }).waitFor({ timeout: 60_000 });
  return page;
}

/** Opens `count` tabs of `path` (the first signs in; the others resume the session). */
async function openTabs(browser: Browser, url: string, path: string, count: number): Promise<{ context: BrowserContext; pages: Page[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const pages = [await signIn(context, url, path)];
  for (let i = 1; i < count; i++) {
    const page = await context.newPage();
    await page.goto(url + path);
    pages.push(page);
  }
  for (const [i, page] of pages.entries()) {
    await page.locator('[data-testid^="monitoring-card-"]').first().waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: join(tmpdir(), `cc-bench-tab-${i}.png`) });
      throw error;
    });
  }
  return { context, pages };
}

/** Main-thread task ms per second of each page over one window. */
async function mainThreadMsPerSecond(pages: Page[]): Promise<number[]> {
  const sessions = await Promise.all(pages.map(async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    return cdp;
  }));
  const read = async () => Promise.all(sessions.map(async (cdp) => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  }));
  const before = await read();
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
  const after = await read();
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(sessions.map((cdp) => cdp.detach()));
  return after.map((value, i) => ((value - (before[i] ?? 0)) * 1000) / seconds);
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
const median = (values: readonly number[]) => quantile(values, 0.5);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Sockets the server holds, asked from Node with a session of its own (it opens no socket). */
async function connections(url: string): Promise<number> {
  const login = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'supervisor', password: 'supervisor' }) });
  const { data } = (await login.json()) as { data: { sessionId: string } };
  const response = await fetch(`${url}/api/diagnostics/connections`, { headers: { [SESSION_HEADER]: data.sessionId } });
  return response.ok ? ((await response.json()) as { data: { sockets: number } }).data.sockets : -1;
}

async function main(): Promise<void> {
  // a build of its own: a rebuild of dist/ during the run would pull the assets from under the pages
  const staticDir = mkdtempSync(join(tmpdir(), 'cc-bench-dist-'));
  execSync(`npx vite build --logLevel warn --outDir ${staticDir} --emptyOutDir`, { stdio: 'inherit' });
  const server = await startLoadServer(staticDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results: Record<string, unknown> = {};
  try {
    // B2: interleaved rounds, 3 tabs each
    const samples: Record<'candidate' | 'peer', number[]> = { candidate: [], peer: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of ['candidate', 'peer'] as const) {
        const { context, pages } = await openTabs(browser, server.url, variant === 'candidate' ? CANDIDATE : PEER, 3);
        await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
        samples[variant].push(...(await mainThreadMsPerSecond(pages)));
        await context.close();
      }
    }
    const b2 = {
      candidateMedian: round1(median(samples.candidate)),
      candidateP95: round1(quantile(samples.candidate, 0.95)),
      peerMedian: round1(median(samples.peer)),
      peerP95: round1(quantile(samples.peer, 0.95)),
    };
    results['B2'] = { ...b2, samples, unit: 'main-thread ms per second per tab', tabs: 3, rounds: ROUNDS };
    console.log(`B2 candidate median ${b2.candidateMedian} ms/s, peer median ${b2.peerMedian} ms/s`);

    // B6: candidate tab counts
    const b6: Array<{ tabs: number; sockets: number; perTabMsPerSecond: number }> = [];
    for (const count of TAB_COUNTS) {
      const { context, pages } = await openTabs(browser, server.url, CANDIDATE, count);
      await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
      const perTab = await mainThreadMsPerSecond(pages);
      b6.push({ tabs: count, sockets: await connections(server.url), perTabMsPerSecond: round1(median(perTab)) });
      await context.close();
    }
    results['B6'] = b6;

    console.table([
      { figure: 'B2 main-thread ms/s per tab (median), 3 tabs, 5,000 values/s', candidate: b2.candidateMedian, peer: b2.peerMedian, ratio: round1(b2.peerMedian / b2.candidateMedian), target: '≤ 8 and ≥ 10× less' },
      { figure: 'B2 main-thread ms/s per tab (p95)', candidate: b2.candidateP95, peer: b2.peerP95, ratio: round1(b2.peerP95 / b2.candidateP95), target: '—' },
      ...b6.map((row) => ({ figure: `B6 ${row.tabs} tab(s): sockets on the server / ms/s per tab`, candidate: `${row.sockets} / ${row.perTabMsPerSecond}`, peer: '—', ratio: '—', target: '1 socket; +≤ 1 ms/s per extra tab' })),
    ]);
  } finally {
    await browser.close();
    server.process.kill('SIGTERM');
  }

  const date = new Date().toISOString().slice(0, 10);
  mkdirSync('bench/results', { recursive: true });
  const out = `bench/results/${date}${QUICK ? '-quick' : ''}.json`;
  const existing: Record<string, unknown> = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(out, JSON.stringify({ ...existing, browser: results }, null, 2));
  console.log(`browser figures added to ${out}`);
}

await main();
