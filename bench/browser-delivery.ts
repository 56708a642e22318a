/**
 * Browser benches against the simulator's load mode on loopback, candidate (this product:
 * one SharedWorker hub per browser, changed entries only, keyed signals) beside the peer
 * (the usual design, same build: `?hub=inline&delivery=snapshot` — a hub and a socket in
 * every tab, the whole topic on every change, the whole page re-rendered through React
 * state). Runs interleaved rounds (A B A B …) and prints medians, p95 and ratios.
 *
 * B2 main-thread cost of delivery: ms of main-thread task time per second per tab, 3 tabs of
 *    the supervisor dashboards at 5,000 changed values/s (200 business processes, 5,000 agents).
 * B6 tabs: 1, 3, 5 and 10 candidate tabs (and the peer at 10): sockets the server counts,
 *    what the server wrote to this browser's sockets per second (its own counter: characters of
 *    text frames), per-tab main-thread ms/s and the hub's CPU (sampled busy ms/s of its
 *    SharedWorker, CDP Profiler on the worker target; the peer's hubs run in its tabs).
 *
 * Main-thread time is Chromium's own TaskDuration (CDP Performance.getMetrics) over a window.
 */
import type { Browser } from '@playwright/test';
import { freePort } from '../e2e/support/free-port';
import { buildClient, launchBrowser, mainThreadMsPerSecond as msPerSecond, openTabs, SharedWorkerTarget } from './support/browser';
import { socketDiagnostics, startLoadServer } from './support/load-server';
import { profileWindow } from './support/profile';
import { QUICK, ratioOf, reportRows, sleep, writeResults } from './support/report';
import { median, quantile, round1 } from './support/stats';

// the quick run is a smoke run: one round, a small centre, short windows (all of it under 3 minutes)
const ROUNDS = QUICK ? 1 : 5;
const WARM_UP_MS = QUICK ? 2_000 : 6_000;
const WINDOW_MS = QUICK ? 3_000 : 10_000;
const SHAPE = QUICK ? { businessProcesses: 50, agents: 1_000, eventsPerSecond: 5_000 } : { businessProcesses: 200, agents: 5_000, eventsPerSecond: 5_000 };
const TAB_COUNTS = QUICK ? [1, 3] : [1, 3, 5, 10];
/** The peer's B6 reading: its sockets and bytes grow with every tab; the largest count shows it. */
const PEER_TAB_COUNT = QUICK ? 3 : 10;

interface TabsReading {
  variant: 'candidate' | 'peer';
  tabs: number;
  sockets: number;
  perTabMsPerSecond: number;
  /** KB the server wrote per second to this browser's sockets (all tabs). */
  kbPerSecond: number;
  /** Sampled busy ms/s of the hub's SharedWorker; null for the peer (its hubs are in the tabs). */
  hubMsPerSecond: number | null;
}

async function readTabs(browser: Browser, url: string, debuggingPort: number, variant: 'candidate' | 'peer', count: number): Promise<TabsReading> {
  const { context, pages } = await openTabs(browser, url, variant === 'candidate' ? CANDIDATE : PEER, count);
  try {
    await sleep(WARM_UP_MS);
    const hub = variant === 'candidate' ? await SharedWorkerTarget.attach(debuggingPort, 'shared-worker') : null;
    try {
      const before = await socketDiagnostics(url);
      const started = performance.now();
      const [perTab, hubProfile] = await Promise.all([mainThreadMsPerSecond(pages), hub === null ? Promise.resolve(null) : profileWindow([{ label: 'hub', cdp: hub }], WINDOW_MS)]);
      const after = await socketDiagnostics(url);
      const seconds = (performance.now() - started) / 1000;
      return {
        variant,
        tabs: count,
        sockets: after.sockets,
        perTabMsPerSecond: round1(median(perTab)),
        kbPerSecond: round1((after.sent - before.sent) / 1024 / seconds),
        hubMsPerSecond: hubProfile?.[0]?.busyMsPerSecond ?? null,
      };
    } finally {
      hub?.detach();
    }
  } finally {
    await context.close();
  }
}

const CANDIDATE = '/dashboards';
const PEER = '/dashboards?hub=inline&delivery=snapshot';

const mainThreadMsPerSecond = (pages: Parameters<typeof msPerSecond>[0]) => msPerSecond(pages, WINDOW_MS);

async function main(): Promise<void> {
  const staticDir = buildClient();
  const server = await startLoadServer(staticDir, SHAPE);
  const debuggingPort = await freePort();
  const browser = await launchBrowser({ debuggingPort });
  const results: Record<string, unknown> = {};
  try {
    // B2: interleaved rounds, 3 tabs each
    const samples: Record<'candidate' | 'peer', number[]> = { candidate: [], peer: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of ['candidate', 'peer'] as const) {
        const { context, pages } = await openTabs(browser, server.url, variant === 'candidate' ? CANDIDATE : PEER, 3);
        await sleep(WARM_UP_MS);
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
    const b6: TabsReading[] = [];
    for (const count of TAB_COUNTS) b6.push(await readTabs(browser, server.url, debuggingPort, 'candidate', count));
    const peerTabs = await readTabs(browser, server.url, debuggingPort, 'peer', PEER_TAB_COUNT);
    results['B6'] = { candidate: b6, peer: peerTabs };

    const oneTab = b6[0]?.perTabMsPerSecond ?? Number.NaN;
    const candidateAtPeerCount = b6.find((row) => row.tabs === PEER_TAB_COUNT);
    reportRows('delivery', [
      { figure: 'B2 main-thread ms/s per tab (median), 3 tabs, 5,000 values/s', candidate: b2.candidateMedian, peer: b2.peerMedian, ratio: ratioOf(b2.candidateMedian, b2.peerMedian), target: '≤ 8 and ≥ 10× less', met: b2.candidateMedian <= 8 && b2.peerMedian / b2.candidateMedian >= 10 },
      { figure: 'B2 main-thread ms/s per tab (p95)', candidate: b2.candidateP95, peer: b2.peerP95, ratio: ratioOf(b2.candidateP95, b2.peerP95), target: '—', met: true },
      ...b6.map((row) => ({
        figure: `B6 ${row.tabs} tab(s): sockets / ms/s per tab / server KB/s to the browser / hub busy ms/s`,
        candidate: `${row.sockets} / ${row.perTabMsPerSecond} / ${row.kbPerSecond} / ${row.hubMsPerSecond ?? '—'}`,
        peer: row.tabs === PEER_TAB_COUNT ? `${peerTabs.sockets} / ${peerTabs.perTabMsPerSecond} / ${peerTabs.kbPerSecond} / in the tabs` : '—',
        ratio: row.tabs === PEER_TAB_COUNT ? ratioOf(row.kbPerSecond, peerTabs.kbPerSecond) : '—',
        target: '1 socket; +≤ 1 ms/s per extra tab',
        met: row.sockets === 1 && (row.tabs === 1 || (row.perTabMsPerSecond - oneTab) / (row.tabs - 1) <= 1),
      })),
      {
        figure: `B6 bytes: server KB/s to the browser with ${PEER_TAB_COUNT} tabs (ratio: peer ÷ candidate)`,
        candidate: candidateAtPeerCount?.kbPerSecond ?? 'not read',
        peer: peerTabs.kbPerSecond,
        ratio: ratioOf(candidateAtPeerCount?.kbPerSecond ?? Number.NaN, peerTabs.kbPerSecond),
        target: 'the same as 1 tab',
        met: candidateAtPeerCount !== undefined && candidateAtPeerCount.kbPerSecond <= (b6[0]?.kbPerSecond ?? 0) * 1.2,
      },
    ]);
  } finally {
    await browser.close();
    await server.stop();
  }

  let out = '';
  for (const [key, value] of Object.entries(results)) out = writeResults('browser', key, value);
  console.log(`browser figures added to ${out}`);
}

await main();
