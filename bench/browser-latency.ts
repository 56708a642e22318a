/**
 * B3 event-to-paint: 200 business processes, 5,000 agents, the simulator's load mode at
 * 10,000 updates/s; one supervisor-center tab with bp-1's Agents tab open. For every agent
 * on screen whose state changed (its `since` moved on), the time from the change to the
 * paint after the commit that shows it. Candidate and peer (`?hub=inline&delivery=snapshot`)
 * interleaved.
 *
 * Clocks: the hub stamps no receive time on what it posts to the tabs yet, so the start is
 * the change's own instant, `since`, on the simulation clock, put on the wall clock with
 * the offset a loopback socket measures (wall time at receipt − batch `t`, median). The end
 * is the page's wall clock (performance.timeOrigin + now) at the rAF callback of the frame
 * after the one that carries the commit: by then that frame has been painted (an upper
 * bound; the lower one, the carrying frame's rAF, is in the JSON). Both clocks are this machine's. The start is earlier
 * than the hub's receipt by the server's tick (changes are batched every 100 ms) and the
 * socket: the figure overstates the target's hub-receipt-to-paint. The tab's own share
 * (patch on the tab's port → paint) is reported beside it.
 */
import type { Browser } from '@playwright/test';
import { buildClient, launchBrowser, openTabs } from './support/browser';
import { AGENT_ROW_PREFIX, showAgentsTab } from './support/dashboards';
import { simClockOffset, startLoadServer } from './support/load-server';
import { startProbes, takeProbes, type Painted } from './support/page-probes';
import { printRows, QUICK, ratioOf, sleep, writeResults, type FigureRow } from './support/report';
import { quantile, round1, summarize } from './support/stats';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? (QUICK ? 2 : 5));
const WARM_UP_MS = QUICK ? 4_000 : 8_000;
const WINDOW_MS = QUICK ? 10_000 : 30_000;
const BUSINESS_PROCESS = 'bp-1';

type Variant = 'candidate' | 'peer';
const PATH: Record<Variant, string> = { candidate: '/dashboards', peer: '/dashboards?hub=inline&delivery=snapshot' };

async function round(browser: Browser, url: string, variant: Variant): Promise<Painted[]> {
  const { context, pages } = await openTabs(browser, url, PATH[variant], 1, { probes: { topic: 'supervisedAgents', rowTestIdPrefix: AGENT_ROW_PREFIX } });
  try {
    for (const page of pages) await showAgentsTab(page, BUSINESS_PROCESS);
    await sleep(WARM_UP_MS);
    await startProbes(pages);
    await sleep(WINDOW_MS);
    // let the last paints land
    await sleep(500);
    return (await takeProbes(pages)).flatMap((r) => r.painted);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const staticDir = buildClient();
  const server = await startLoadServer(staticDir, { businessProcesses: 200, agents: 5_000, eventsPerSecond: 10_000 });
  const browser = await launchBrowser();
  const samples: Record<Variant, Painted[]> = { candidate: [], peer: [] };
  let offset: Awaited<ReturnType<typeof simClockOffset>>;
  try {
    offset = await simClockOffset(server.url, 3_000);
    for (let r = 0; r < ROUNDS; r++) {
      for (const variant of ['candidate', 'peer'] as const) samples[variant].push(...(await round(browser, server.url, variant)));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const eventToPaint = (v: Variant) => samples[v].filter((s) => s.sameTask).map((s) => s.painted - (s.since + offset.offsetMs));
  const receiveToPaint = (v: Variant) => samples[v].filter((s) => s.sameTask).map((s) => s.painted - s.received);
  const summary = Object.fromEntries((['candidate', 'peer'] as const).map((v) => [v, {
    eventToPaintMs: summarize(eventToPaint(v)),
    tabReceiveToPaintMs: summarize(receiveToPaint(v)),
    eventToTabReceiveMs: summarize(samples[v].filter((s) => s.sameTask).map((s) => s.received - (s.since + offset.offsetMs))),
    eventToFrameStartMs: summarize(samples[v].filter((s) => s.sameTask).map((s) => s.frameStart - (s.since + offset.offsetMs))),
    paintedInALaterTask: summarize(samples[v].filter((s) => !s.sameTask).map((s) => s.painted - (s.since + offset.offsetMs))),
  }]));
  const out = writeResults('browser', 'B3', {
    shape: '200 business processes, 5,000 agents, 10,000 updates/s; bp-1 Agents tab on screen',
    clock: 'start: the change\'s simulation instant + (wall − simulation) offset measured on a loopback socket; end: page wall clock at the rAF of the frame after the commit\'s frame (upper bound); eventToFrameStartMs: at the commit\'s frame rAF (lower bound)',
    simClockOffsetMs: round1(offset.offsetMs),
    serverItemsPerSecond: Math.round(offset.serverItemsPerSecond),
    rounds: ROUNDS,
    windowMs: WINDOW_MS,
    ...summary,
  });
  const c = eventToPaint('candidate');
  const p = eventToPaint('peer');
  const cr = receiveToPaint('candidate');
  const pr = receiveToPaint('peer');
  const q = (values: number[], at: number) => round1(quantile(values, at));
  const rows: FigureRow[] = [
    { figure: 'B3 change → paint p50, ms (from the simulator\'s change instant; 10,000 updates/s)', candidate: q(c, 0.5), peer: q(p, 0.5), ratio: ratioOf(quantile(c, 0.5), quantile(p, 0.5)), target: '≤ 40 (from hub receipt)', met: quantile(c, 0.5) <= 40 },
    { figure: 'B3 change → paint p95, ms', candidate: q(c, 0.95), peer: q(p, 0.95), ratio: ratioOf(quantile(c, 0.95), quantile(p, 0.95)), target: '≤ 100 (from hub receipt)', met: quantile(c, 0.95) <= 100 },
    { figure: 'B3 tab share: patch on the tab\'s port → paint p50 / p95, ms', candidate: `${q(cr, 0.5)} / ${q(cr, 0.95)}`, peer: `${q(pr, 0.5)} / ${q(pr, 0.95)}`, ratio: ratioOf(quantile(cr, 0.5), quantile(pr, 0.5)), target: '—', met: true },
  ];
  printRows(rows);
  console.log(`B3: ${c.length} candidate and ${p.length} peer samples; results in ${out}`);
}

await main();
