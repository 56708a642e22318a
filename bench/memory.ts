/**
 * B7 memory: the JS heap of the hub (its SharedWorker, read over the browser's CDP
 * endpoint) and of one supervisor-center tab, across a run at B3 load (10,000 updates/s)
 * with 1,000 business processes and 5,000 agents. Each sample forces a full garbage
 * collection first (HeapProfiler.collectGarbage), so it reads what is live, not what is
 * waiting to be collected. Slope: least squares over the samples after the warm-up, in MB
 * per hour. The full run lasts 10 minutes; BENCH_SOAK_MINUTES (or `npm run bench -- --soak`)
 * makes it longer, the quick run lasts 1 minute (too short for a slope worth much).
 * BENCH_HEAP_SNAPSHOT=1 ends the run with a heap snapshot of the tab summed by constructor
 * (what it retains), printed, not a figure: the snapshot's own GC and size would skew a sample.
 *
 * BENCH_B7_SCREEN=wallboard reads a wallboard tab instead (/wallboard, its board created
 * through the API as a user would: a business-process card of every business process and an
 * agents card of every agent, 3 s slides). BENCH_B7_SIM_DAY=1 runs the centre on the
 * simulator's own clock instead of load mode: SIM_ACCEL (BENCH_B7_ACCEL, default 60) compresses
 * every model duration, so a whole simulated day (24 model hours) passes in 24 h ÷ accel of
 * wall time, and within it the centre's compressed days (one intraday cycle each, with its
 * shift start and the reset of every in-shift counter) roll over every 10 model minutes.
 */
import { getPriority, loadavg } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import {
  buildClient,
  countReloads,
  launchBrowser,
  openTabs,
  pageHeapMb,
  SharedWorkerTarget,
} from './support/browser';
import { freePort } from '../e2e/support/free-port';
import {
  summarizeHeapSnapshot,
  summarizeRetainers,
  takeHeapSnapshot,
} from './support/heap-snapshot';
import { nodeSession, serverLoad, startLoadServer } from './support/load-server';
import { SESSION_HEADER } from '../src/protocol/api';
import { holdDescendantsAtLowestPriority } from './support/lowest-priority';
import { reportRows, QUICK, sleep, writeResults, type FigureRow } from './support/report';
import { round2, slope, summarize } from './support/stats';

const SCREEN = process.env['BENCH_B7_SCREEN'] === 'wallboard' ? 'wallboard' : 'supervisor';
const SIM_DAY = process.env['BENCH_B7_SIM_DAY'] === '1';
const ACCEL = Number(process.env['BENCH_B7_ACCEL'] ?? 60);
if (!(ACCEL > 0)) throw new Error('BENCH_B7_ACCEL must be a positive number');
const SIM_DAY_MS = 86_400_000 / ACCEL;
const SOAK_MINUTES = Number(process.env['BENCH_SOAK_MINUTES'] ?? 0);
const RUN_MS =
  SOAK_MINUTES > 0 ? SOAK_MINUTES * 60_000 : SIM_DAY ? SIM_DAY_MS : QUICK ? 60_000 : 10 * 60_000;
// quick: a light centre, so the heap reading beside the other benches takes little of their CPU
const SHAPE = QUICK
  ? { businessProcesses: 50, agents: 1_000, eventsPerSecond: 2_000 }
  : SIM_DAY
    ? // the simulator's own rate at this size and accel (printed as serverEventsPerSecond)
      { businessProcesses: 200, agents: 2_000, eventsPerSecond: 0 }
    : { businessProcesses: 1_000, agents: 5_000, eventsPerSecond: 10_000 };
const SIM_FLAGS = SIM_DAY ? ['--accel', String(ACCEL)] : undefined;
const SCREEN_PATH = SCREEN === 'wallboard' ? '/wallboard' : '/dashboards';
const SCREEN_NAME = SCREEN === 'wallboard' ? 'wallboard' : 'supervisor-center';
const SAMPLE_EVERY_MS = QUICK ? 10_000 : 30_000;
const WARM_UP_MS = QUICK ? 10_000 : 30_000;
const SLOPE_TARGET_MB_PER_HOUR = 1;
const TAB_TARGET_MB = 50;
const HUB_TARGET_MB = 100;
const HEAP_SNAPSHOT = process.env['BENCH_HEAP_SNAPSHOT'] === '1';
const HEAP_SNAPSHOT_TOP = 20;

interface Sample {
  atSeconds: number;
  tabMb: number;
  /** null: the SharedWorker target did not answer CDP. */
  hubMb: number | null;
  /** What the tab showed: its path and whether the screen was there (cards or board) or the login form. */
  screen: string;
  /** Reloads of the tab so far (the hub releases a tab whose main thread stalls past its heartbeat timeout): a reload resets its heap. */
  tabReloads: number;
}

interface Run {
  samples: Sample[];
  /** What the server emitted over the samples: at nice 19 beside the other benches it may fall short of the shape's rate. */
  serverEventsPerSecond: number;
}

/** The supervisor's wallboard, through the API as the editor saves it: every business process, every agent. */
async function createWallboard(url: string): Promise<void> {
  const sessionId = await nodeSession(url);
  const response = await fetch(`${url}/api/wallboard/current`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', [SESSION_HEADER]: sessionId },
    body: JSON.stringify({
      cards: [{ type: 'businessProcess' }, { type: 'agents' }],
      seconds: 3,
      fontSize: 1,
      name: 'B7 day',
    }),
  });
  if (!response.ok) throw new Error(`PUT api/wallboard/current answered ${response.status}`);
}

/**
 * What the tab shows, read with each sample: a heap that falls to an empty page's size means
 * something ended (a sign-out, a failed screen), and the samples should say which.
 */
async function screenShown(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const path = location.pathname;
      if (document.querySelector('input[name="username"]') !== null)
        return `${path}: the login form`;
      const cards = document.querySelectorAll('[data-testid^="monitoring-card-"]').length;
      const board = document.querySelector('[data-testid="wallboard"]') !== null;
      return `${path}: ${board ? 'the board' : `${cards} cards`}`;
    });
  } catch (error) {
    return `not read (${String(error).split('\n')[0]})`;
  }
}

async function run(browser: Browser, url: string, debuggingPort: number): Promise<Run> {
  if (SCREEN === 'wallboard') await createWallboard(url);
  const { context, pages } = await openTabs(
    browser,
    url,
    SCREEN_PATH,
    1,
    SCREEN === 'wallboard' ? { readySelector: '[data-testid="wallboard"]' } : {},
  );
  try {
    const [page] = pages;
    if (!page) throw new Error('no tab');
    const tab = await context.newCDPSession(page);
    await tab.send('HeapProfiler.enable');
    const reloads = countReloads(page);
    let hub = await SharedWorkerTarget.attach(debuggingPort, 'shared-worker');
    try {
      await sleep(WARM_UP_MS);
      const samples: Sample[] = [];
      const started = performance.now();
      const serverBefore = await serverLoad(url);
      for (;;) {
        const atSeconds = (performance.now() - started) / 1000;
        const [tabMb, heldHubMb, screen] = await Promise.all([
          pageHeapMb(tab),
          hub.heapMb(),
          screenShown(page),
        ]);
        let hubMb = heldHubMb;
        if (hubMb === null) {
          // a reload may have left this hub for a new SharedWorker target: read the live one
          const live = await SharedWorkerTarget.answering(debuggingPort, 'shared-worker');
          if (live !== null) {
            hub.detach();
            hub = live.target;
            hubMb = live.heapMb;
          }
        }
        samples.push({
          atSeconds: round2(atSeconds),
          tabMb: round2(tabMb),
          hubMb: hubMb === null ? null : round2(hubMb),
          screen,
          tabReloads: reloads.count(),
        });
        console.log(
          `B7 ${Math.round(atSeconds)} s: tab ${tabMb.toFixed(1)} MB, hub ${hubMb === null ? 'not read' : `${hubMb.toFixed(1)} MB`}, ${screen}${reloads.count() > 0 ? ` (the tab reloaded ${reloads.count()} time(s))` : ''}`,
        );
        if (performance.now() - started + SAMPLE_EVERY_MS > RUN_MS) break;
        await sleep(SAMPLE_EVERY_MS - ((performance.now() - started) % SAMPLE_EVERY_MS));
      }
      const serverAfter = await serverLoad(url);
      if (HEAP_SNAPSHOT) {
        const raw = await takeHeapSnapshot(tab);
        const summary = summarizeHeapSnapshot(raw, HEAP_SNAPSHOT_TOP);
        console.log(
          `B7 heap snapshot of the tab: ${summary.totalMb} MB in ${summary.nodes.toLocaleString('en')} objects; by constructor (self size):`,
        );
        console.table(summary.rows);
        // who holds the five biggest kinds: the code that keeps them, three owners deep
        const biggest = summary.rows.slice(0, 5).map((row) => row.kind);
        console.log(`B7 who holds ${biggest.join(', ')} (first strong retainers, 3 owners):`);
        console.table(summarizeRetainers(raw, biggest, 3, 25));
      }
      const serverEventsPerSecond =
        ((serverAfter.itemsEmitted - serverBefore.itemsEmitted) * 1000) /
        (serverAfter.at - serverBefore.at);
      return { samples, serverEventsPerSecond };
    } finally {
      hub.detach();
      await tab.detach();
    }
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  // started at a low priority (beside the other benches): its server and Chromium stay there
  if (getPriority() > 0) holdDescendantsAtLowestPriority();
  const staticDir = buildClient();
  const server = await startLoadServer(staticDir, SHAPE, SIM_FLAGS);
  const debuggingPort = await freePort();
  const browser = await launchBrowser({ debuggingPort });
  let samples: Sample[];
  let serverEventsPerSecond: number;
  try {
    ({ samples, serverEventsPerSecond } = await run(browser, server.url, debuggingPort));
  } finally {
    await browser.close();
    await server.stop();
  }
  const hours = samples.map((s) => s.atSeconds / 3600);
  const tabSlope = slope(
    hours,
    samples.map((s) => s.tabMb),
  );
  const hubRead = samples.filter((s): s is Sample & { hubMb: number } => s.hubMb !== null);
  const hubSlope = slope(
    hubRead.map((s) => s.atSeconds / 3600),
    hubRead.map((s) => s.hubMb),
  );
  const tabPeak = Math.max(...samples.map((s) => s.tabMb));
  const hubPeak = hubRead.length === 0 ? Number.NaN : Math.max(...hubRead.map((s) => s.hubMb));
  const out = writeResults('browser', 'B7', {
    shape: `${SHAPE.businessProcesses} business processes, ${SHAPE.agents} agents, ${SIM_DAY ? `the simulator's rate at SIM_ACCEL ${ACCEL}` : `${SHAPE.eventsPerSecond} updates/s`}; one ${SCREEN_NAME} tab`,
    screen: SCREEN,
    ...(SIM_DAY ? { accel: ACCEL, simulatedHours: round2((RUN_MS * ACCEL) / 3_600_000) } : {}),
    runMinutes: RUN_MS / 60_000,
    serverEventsPerSecond: Math.round(serverEventsPerSecond),
    warmUpSeconds: WARM_UP_MS / 1000,
    tabMb: summarize(samples.map((s) => s.tabMb)),
    hubMb: summarize(hubRead.map((s) => s.hubMb)),
    hubSamplesNotRead: samples.length - hubRead.length,
    tabSlopeMbPerHour: round2(tabSlope),
    hubSlopeMbPerHour: round2(hubSlope),
    // the same slopes per simulated day (24 model hours = 24 h ÷ accel of wall time)
    ...(SIM_DAY
      ? {
          tabSlopeMbPerSimulatedDay: round2((tabSlope * SIM_DAY_MS) / 3_600_000),
          hubSlopeMbPerSimulatedDay: round2((hubSlope * SIM_DAY_MS) / 3_600_000),
        }
      : {}),
    loadAverage: loadavg().map(round2),
    tabReloads: samples.at(-1)?.tabReloads ?? 0,
    samples,
  });
  const rows: FigureRow[] = [
    {
      figure: `B7 ${SCREEN_NAME} tab JS heap, peak MB (${RUN_MS / 60_000} min${SIM_DAY ? `, a simulated day at SIM_ACCEL ${ACCEL}` : ''}, ${SHAPE.businessProcesses.toLocaleString('en')} BPs, ${SHAPE.agents.toLocaleString('en')} agents, the server emitting ${Math.round(serverEventsPerSecond).toLocaleString('en')} events/s)`,
      candidate: round2(tabPeak),
      peer: '—',
      ratio: '—',
      target: `≤ ${TAB_TARGET_MB}`,
      met: tabPeak <= TAB_TARGET_MB,
    },
    {
      figure: 'B7 hub (SharedWorker) JS heap, peak MB',
      candidate: hubRead.length === 0 ? 'not read' : round2(hubPeak),
      peer: '—',
      ratio: '—',
      target: `≤ ${HUB_TARGET_MB}`,
      met: hubPeak <= HUB_TARGET_MB,
    },
    {
      figure: `B7 ${SCREEN_NAME} tab heap slope, MB/h (wall)${(samples.at(-1)?.tabReloads ?? 0) > 0 ? ` (the tab reloaded ${samples.at(-1)?.tabReloads} time(s): the slope spans a reset heap)` : ''}`,
      candidate: round2(tabSlope),
      peer: '—',
      ratio: '—',
      target: `< ${SLOPE_TARGET_MB_PER_HOUR}`,
      met: tabSlope < SLOPE_TARGET_MB_PER_HOUR,
    },
    {
      figure: 'B7 hub heap slope, MB/h (wall)',
      candidate: hubRead.length < 2 ? 'not read' : round2(hubSlope),
      peer: '—',
      ratio: '—',
      target: `< ${SLOPE_TARGET_MB_PER_HOUR}`,
      met: hubSlope < SLOPE_TARGET_MB_PER_HOUR,
    },
  ];
  reportRows('B7', rows);
  console.log(`B7: ${samples.length} samples; results in ${out}`);
}

await main();
