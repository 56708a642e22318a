/**
 * Frame-time benches on the simulator's load mode, candidate (one SharedWorker hub,
 * changed entries into keyed signals) beside the peer (`?hub=inline&delivery=snapshot`: a
 * hub and socket per tab, whole topics, whole-page re-render), interleaved A B A B.
 *
 * Supervisor center (issue 5): one tab of the supervisor center, 200 business processes,
 *   5,000 agents at the load mode's default 20,000 events/s: rAF frame time p95 and long
 *   tasks (PerformanceObserver) per round. (B1, the ingest ladder, is bench/ingest.ts.)
 */
import type { Browser } from '@playwright/test';
import { buildClient, launchBrowser, openTabs } from './support/browser';
import { startLoadServer } from './support/load-server';
import { startProbes, takeProbes } from './support/page-probes';
import { QUICK, ratioOf, reportRows, sleep, writeResults, type FigureRow } from './support/report';
import {
  median,
  quantile,
  round1,
  summarize,
  FRAME_BUDGET_MS,
  withinFrameBudget,
} from './support/stats';

// the quick run is a smoke run: one round, a small centre, short windows (all of it under 3 minutes)
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? (QUICK ? 1 : 5));
const WARM_UP_MS = QUICK ? 2_000 : 8_000;
const FRAME_WINDOW_MS = QUICK ? 4_000 : 20_000;
const SHAPE = QUICK
  ? { businessProcesses: 50, agents: 1_000, eventsPerSecond: 5_000 }
  : { businessProcesses: 200, agents: 5_000, eventsPerSecond: 20_000 };

const CANDIDATE = '';
const PEER = '?hub=inline&delivery=snapshot';
type Variant = 'candidate' | 'peer';
const QUERY: Record<Variant, string> = { candidate: CANDIDATE, peer: PEER };

const NO_PROBED_TOPIC = { topic: null, rowTestIdPrefix: null };

interface FrameRound {
  frames: number[];
  longTasks: number[];
  longAnimationFrames: number[];
  seconds: number;
}

async function supervisorCenterRound(
  browser: Browser,
  url: string,
  variant: Variant,
): Promise<FrameRound> {
  const { context, pages } = await openTabs(browser, url, `/dashboards${QUERY[variant]}`, 1, {
    probes: NO_PROBED_TOPIC,
  });
  try {
    await sleep(WARM_UP_MS);
    await startProbes(pages);
    await sleep(FRAME_WINDOW_MS);
    const [reading] = await takeProbes(pages);
    if (!reading) throw new Error('no reading from the supervisor center tab');
    return {
      frames: reading.frames,
      longTasks: reading.longTasks,
      longAnimationFrames: reading.longAnimationFrames,
      seconds: reading.seconds,
    };
  } finally {
    await context.close();
  }
}

async function supervisorCenter(browser: Browser, staticDir: string): Promise<FigureRow[]> {
  const server = await startLoadServer(staticDir, SHAPE);
  const rounds: Record<Variant, FrameRound[]> = { candidate: [], peer: [] };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of ['candidate', 'peer'] as const)
        rounds[variant].push(await supervisorCenterRound(browser, server.url, variant));
    }
  } finally {
    await server.stop();
  }
  const framesP95 = (v: Variant) => rounds[v].map((r) => quantile(r.frames, 0.95));
  const longTasksPerMinute = (v: Variant) =>
    rounds[v].map((r) => (r.longTasks.length * 60) / r.seconds);
  const longTaskMsPerSecond = (v: Variant) =>
    rounds[v].map((r) => r.longTasks.reduce((a, b) => a + b, 0) / r.seconds);
  const result = Object.fromEntries(
    (['candidate', 'peer'] as const).map((v) => [
      v,
      {
        frameMs: summarize(rounds[v].flatMap((r) => r.frames)),
        frameP95PerRound: framesP95(v).map(round1),
        longTasks: summarize(rounds[v].flatMap((r) => r.longTasks)),
        longTasksPerMinutePerRound: longTasksPerMinute(v).map(round1),
        longTaskMsPerSecondPerRound: longTaskMsPerSecond(v).map(round1),
        longAnimationFrames: summarize(rounds[v].flatMap((r) => r.longAnimationFrames)),
      },
    ]),
  );
  writeResults('browser', 'supervisorCenterFrames', {
    shape: `${SHAPE.businessProcesses} business processes, ${SHAPE.agents} agents, ${SHAPE.eventsPerSecond} events/s`,
    rounds: ROUNDS,
    windowMs: FRAME_WINDOW_MS,
    ...result,
  });
  const c = median(framesP95('candidate'));
  const p = median(framesP95('peer'));
  const cl = median(longTasksPerMinute('candidate'));
  const pl = median(longTasksPerMinute('peer'));
  return [
    {
      figure: `supervisor center frame time p95, ms (median of rounds; ${SHAPE.businessProcesses.toLocaleString('en')} BPs, ${SHAPE.agents.toLocaleString('en')} agents, ${SHAPE.eventsPerSecond.toLocaleString('en')} ev/s)`,
      candidate: round1(c),
      peer: round1(p),
      ratio: ratioOf(c, p),
      target: `≤ ${FRAME_BUDGET_MS}`,
      met: withinFrameBudget(c),
    },
    {
      figure: 'supervisor center long tasks per minute (median of rounds)',
      candidate: round1(cl),
      peer: round1(pl),
      ratio: ratioOf(cl, pl),
      target: 'fewer than the peer',
      met: cl < pl,
    },
  ];
}

async function main(): Promise<void> {
  const staticDir = buildClient();
  const browser = await launchBrowser();
  try {
    reportRows('frames', await supervisorCenter(browser, staticDir));
  } finally {
    await browser.close();
  }
}

await main();
