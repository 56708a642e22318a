/**
 * What a tab's main thread spends its time on, for the closing notes' "what limits it": one
 * tab of `BENCH_TRACE_PATH` (default /dashboards) against the simulator's load mode, a
 * Chromium trace of `BENCH_TRACE_MS` after a warm-up, summed per trace event on the page's
 * main thread (script, style, layout, paint, the compositor commit, garbage collection).
 * Not part of `npm run bench`: a trace slows what it watches, so it never feeds a figure.
 *
 *   BENCH_TRACE_BPS=1000 BENCH_TRACE_AGENTS=10000 BENCH_TRACE_EPS=5000 node --import tsx bench/trace-tab.ts
 */
import { buildClient, launchBrowser, mainThreadMsPerSecond, openTabs } from './support/browser';
import { startLoadServer } from './support/load-server';
import { sleep } from './support/report';
import { round1 } from './support/stats';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SHAPE = { businessProcesses: env('BENCH_TRACE_BPS', 200), agents: env('BENCH_TRACE_AGENTS', 5_000), eventsPerSecond: env('BENCH_TRACE_EPS', 5_000) };
const PATH = process.env['BENCH_TRACE_PATH'] ?? '/dashboards';
const WARM_UP_MS = env('BENCH_TRACE_WARM_UP_MS', 5_000);
const TRACE_MS = env('BENCH_TRACE_MS', 3_000);
/** The trace events worth a line: the renderer's own names for its work. */
const TOP = 15;

interface TraceEvent { name: string; ph: string; pid: number; tid: number; dur?: number; args?: { name?: string } }

async function main(): Promise<void> {
  const staticDir = buildClient();
  const server = await startLoadServer(staticDir, SHAPE);
  const browser = await launchBrowser();
  try {
    const { pages } = await openTabs(browser, server.url, PATH, 1);
    const [page] = pages;
    if (!page) throw new Error('no tab');
    await sleep(WARM_UP_MS);
    const [msPerSecond] = await mainThreadMsPerSecond([page], TRACE_MS);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await sleep(TRACE_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const mainThreads = new Set(traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
    const byName = new Map<string, number>();
    for (const e of traceEvents) {
      if (e.ph !== 'X' || e.dur === undefined || !mainThreads.has(`${e.pid}:${e.tid}`)) continue;
      byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
    }
    const seconds = TRACE_MS / 1000;
    console.log(`${PATH}, ${SHAPE.businessProcesses} business processes, ${SHAPE.agents} agents, ${SHAPE.eventsPerSecond} events/s: main thread ${round1(msPerSecond ?? Number.NaN)} ms/s (CDP TaskDuration before the trace)`);
    console.table([...byName].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([event, ms]) => ({ event, 'ms/s': round1(ms / seconds) })));
    console.log('RunTask is every task; the rows under it are nested in tasks (FunctionCall: script; UpdateLayoutTree: style; Layout; Paint; Commit: the hand-over to the compositor).');
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
