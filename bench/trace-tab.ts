/**
 * What a tab's main thread spends its time on, for the closing notes' "what limits it": one
 * tab of `BENCH_TRACE_PATH` (default /dashboards) against the simulator's load mode, a
 * Chromium trace of `BENCH_TRACE_MS` after a warm-up, summed per trace event on the page's
 * main thread (script, style, layout, paint, the compositor commit, garbage collection).
 * Not part of `npm run bench`: a trace slows what it watches, so it never feeds a figure.
 * Before the trace, the long animation frames of one window of the same length, with the
 * scripts the browser blames for each; BENCH_TRACE_PROFILE=1 adds a V8 CPU profile of a
 * further window (functions named through the build's source maps), and BENCH_TRACE_HUB=1 with
 * it profiles the hub's SharedWorker over the same window (the tab's intake is the hub's too).
 *
 * BENCH_TRACE_SHOW=summary shows the summary table first (B4's screen), =agents bp-1's
 * Agents tab (B3's and B5's); BENCH_TRACE_PATH may carry the peer's query. With the summary
 * table, BENCH_TRACE_SORT=1 has a script click its column headers every 600 ms through every
 * window, as B4's user does, so the readings are of sorting, not of the table at rest.
 *
 *   BENCH_TRACE_BPS=1000 BENCH_TRACE_AGENTS=10000 BENCH_TRACE_EPS=5000 node --import tsx bench/trace-tab.ts
 */
import type { Page } from '@playwright/test';
import {
  buildClient,
  launchBrowser,
  mainThreadMsPerSecond,
  openTabs,
  SharedWorkerTarget,
} from './support/browser';
import { freePort } from '../e2e/support/free-port';
import { showAgentsTab } from './support/dashboards';
import { startLoadServer } from './support/load-server';
import { pageTarget, printProfiles, profileWindow, type ProfiledTarget } from './support/profile';
import { sleep } from './support/report';
import { round1 } from './support/stats';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SHAPE = {
  businessProcesses: env('BENCH_TRACE_BPS', 200),
  agents: env('BENCH_TRACE_AGENTS', 5_000),
  eventsPerSecond: env('BENCH_TRACE_EPS', 5_000),
};
const PATH = process.env['BENCH_TRACE_PATH'] ?? '/dashboards';
const WARM_UP_MS = env('BENCH_TRACE_WARM_UP_MS', 5_000);
const TRACE_MS = env('BENCH_TRACE_MS', 3_000);
const PROFILE = process.env['BENCH_TRACE_PROFILE'] === '1';
const PROFILE_HUB = process.env['BENCH_TRACE_HUB'] === '1';
/** The trace events worth a line: the renderer's own names for its work. */
const TOP = 15;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

const LONG_FRAME_MS = 50;
const SORT_EVERY_MS = 600;
const SORT_COLUMNS = [
  'businessProcessAnsweredInteractions',
  'businessProcessTotalQueuedInteractions',
  'businessProcessASA',
  'businessProcessName',
];

/** Clicks the summary table's headers in turn until stopped; resolves once the last click is done. */
/** Header clicks; with `filters`, each followed by adding a filter and removing it, as B4's user does. */
function sortWhile(page: Page, filters: boolean): { stop: () => Promise<void> } {
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i += 1) {
      const column = SORT_COLUMNS[i % SORT_COLUMNS.length] ?? 'businessProcessName';
      await page.locator(`.ag-header-cell[col-id="${column}"] .ag-header-cell-label`).click();
      await sleep(SORT_EVERY_MS);
      if (!filters || !running) continue;
      await page.getByLabel('Value').fill(String(i % 5));
      await page.getByRole('button', { name: 'Add filter' }).click();
      await sleep(SORT_EVERY_MS);
      await page.getByRole('list', { name: 'Active filters' }).getByRole('button').first().click();
      await sleep(SORT_EVERY_MS);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

interface LongFrame {
  ms: number;
  blockingMs: number;
  renderMs: number;
  styleAndLayoutMs: number;
  scripts: string;
}

/** Runs in the page: keeps every long animation frame from now on, with its costliest scripts. */
function watchLongAnimationFrames(): void {
  interface Script {
    duration: number;
    invoker: string;
    sourceFunctionName: string;
    sourceURL: string;
    sourceCharPosition: number;
  }
  interface Entry extends PerformanceEntry {
    blockingDuration: number;
    renderStart: number;
    styleAndLayoutStart: number;
    scripts: Script[];
  }
  const frames: LongFrame[] = [];
  (window as unknown as { __longFrames: LongFrame[] }).__longFrames = frames;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Entry[]) {
      if (entry.duration <= 50) continue;
      const end = entry.startTime + entry.duration;
      const scripts = [...entry.scripts]
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3)
        .map(
          (s) =>
            `${Math.round(s.duration)} ms ${s.invoker} ${s.sourceFunctionName || '?'}@${s.sourceURL.split('/').pop() ?? ''}:${s.sourceCharPosition}`,
        );
      frames.push({
        ms: Math.round(entry.duration),
        blockingMs: Math.round(entry.blockingDuration),
        renderMs: entry.renderStart > 0 ? Math.round(end - entry.renderStart) : 0,
        styleAndLayoutMs:
          entry.styleAndLayoutStart > 0 ? Math.round(end - entry.styleAndLayoutStart) : 0,
        scripts: scripts.join('; '),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: false });
}

async function main(): Promise<void> {
  const staticDir = buildClient();
  const server = await startLoadServer(staticDir, SHAPE);
  if (PROFILE_HUB && !PROFILE) throw new Error('BENCH_TRACE_HUB=1 needs BENCH_TRACE_PROFILE=1');
  // the hub's SharedWorker is a browser-level target: reached over the debugging port
  const debuggingPort = PROFILE_HUB ? await freePort() : undefined;
  const browser = await launchBrowser(debuggingPort === undefined ? {} : { debuggingPort });
  try {
    const { pages } = await openTabs(browser, server.url, PATH, 1);
    const [page] = pages;
    if (!page) throw new Error('no tab');
    const show = process.env['BENCH_TRACE_SHOW'];
    if (show === 'summary') {
      await page.getByRole('radio', { name: 'Summary table' }).click();
      await page.locator('.ag-row:not(.ag-row-pinned)').first().waitFor({ timeout: 90_000 });
    } else if (show === 'agents') {
      await showAgentsTab(page, 'bp-1');
    } else if (show !== undefined) {
      throw new Error(`BENCH_TRACE_SHOW is summary or agents, not ${show}`);
    }
    await sleep(WARM_UP_MS);
    if (process.env['BENCH_TRACE_SORT'] !== undefined && show !== 'summary')
      throw new Error('BENCH_TRACE_SORT needs BENCH_TRACE_SHOW=summary');
    const sort = process.env['BENCH_TRACE_SORT'];
    const sorting = sort === '1' || sort === 'filter' ? sortWhile(page, sort === 'filter') : null;
    await page.evaluate(watchLongAnimationFrames);
    const [msPerSecond] = await mainThreadMsPerSecond([page], TRACE_MS);
    const frames = await page.evaluate(
      () => (window as unknown as { __longFrames: LongFrame[] }).__longFrames,
    );
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await sleep(TRACE_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const mainThreads = new Set(
      traceEvents
        .filter(
          (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
        )
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const byName = new Map<string, { ms: number; count: number }>();
    for (const e of traceEvents) {
      if (e.ph !== 'X' || e.dur === undefined || !mainThreads.has(`${e.pid}:${e.tid}`)) continue;
      const sum = byName.get(e.name) ?? { ms: 0, count: 0 };
      sum.ms += e.dur / 1000;
      sum.count += 1;
      byName.set(e.name, sum);
    }
    const seconds = TRACE_MS / 1000;
    console.log(
      `${PATH}, ${SHAPE.businessProcesses} business processes, ${SHAPE.agents} agents, ${SHAPE.eventsPerSecond} events/s: main thread ${round1(msPerSecond ?? Number.NaN)} ms/s (CDP ThreadTime before the trace)`,
    );
    console.table(
      [...byName]
        .sort((a, b) => b[1].ms - a[1].ms)
        .slice(0, TOP)
        .map(([event, { ms, count }]) => ({
          event,
          'ms/s': round1(ms / seconds),
          // how often it ran: Paint's and Commit's counts are the frames the tab drew
          'per s': round1(count / seconds),
        })),
    );
    console.log(
      'RunTask is every task; the rows under it are nested in tasks (FunctionCall: script; UpdateLayoutTree: style; Layout; Paint; Commit: the hand-over to the compositor).',
    );
    console.log(
      `long animation frames over ${LONG_FRAME_MS} ms in a ${TRACE_MS} ms window before the trace: ${frames.length}`,
    );
    console.table(frames.slice(0, TOP));
    if (PROFILE) {
      const targets: ProfiledTarget[] = [await pageTarget(page, PATH)];
      const hub =
        debuggingPort === undefined
          ? undefined
          : await SharedWorkerTarget.attach(debuggingPort, 'shared-worker');
      if (hub) targets.push({ label: 'hub (SharedWorker)', cdp: hub });
      try {
        printProfiles(await profileWindow(targets, TRACE_MS));
      } finally {
        hub?.detach();
      }
    }
    await sorting?.stop();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
