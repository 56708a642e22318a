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
import { buildClient, launchBrowser, mainThreadMsPerSecond as msPerSecond, openTabs } from './support/browser';
import { connections, startLoadServer } from './support/load-server';
import { printRows, QUICK, ratioOf, sleep, writeResults } from './support/report';
import { median, quantile, round1 } from './support/stats';

const ROUNDS = QUICK ? 2 : 5;
const WARM_UP_MS = QUICK ? 4_000 : 6_000;
const WINDOW_MS = QUICK ? 5_000 : 10_000;
const TAB_COUNTS = QUICK ? [1, 3] : [1, 3, 5, 10];

const CANDIDATE = '/dashboards';
const PEER = '/dashboards?hub=inline&delivery=snapshot';

const mainThreadMsPerSecond = (pages: Parameters<typeof msPerSecond>[0]) => msPerSecond(pages, WINDOW_MS);

async function main(): Promise<void> {
  const staticDir = buildClient();
  const server = await startLoadServer(staticDir, { businessProcesses: 200, agents: 5_000, eventsPerSecond: 5_000 });
  const browser = await launchBrowser();
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
    const b6: Array<{ tabs: number; sockets: number; perTabMsPerSecond: number }> = [];
    for (const count of TAB_COUNTS) {
      const { context, pages } = await openTabs(browser, server.url, CANDIDATE, count);
      await sleep(WARM_UP_MS);
      const perTab = await mainThreadMsPerSecond(pages);
      b6.push({ tabs: count, sockets: await connections(server.url), perTabMsPerSecond: round1(median(perTab)) });
      await context.close();
    }
    results['B6'] = b6;

    const oneTab = b6[0]?.perTabMsPerSecond ?? Number.NaN;
    printRows([
      { figure: 'B2 main-thread ms/s per tab (median), 3 tabs, 5,000 values/s', candidate: b2.candidateMedian, peer: b2.peerMedian, ratio: ratioOf(b2.candidateMedian, b2.peerMedian), target: '≤ 8 and ≥ 10× less', met: b2.candidateMedian <= 8 && b2.peerMedian / b2.candidateMedian >= 10 },
      { figure: 'B2 main-thread ms/s per tab (p95)', candidate: b2.candidateP95, peer: b2.peerP95, ratio: ratioOf(b2.candidateP95, b2.peerP95), target: '—', met: true },
      ...b6.map((row) => ({
        figure: `B6 ${row.tabs} tab(s): sockets on the server / ms/s per tab`,
        candidate: `${row.sockets} / ${row.perTabMsPerSecond}`,
        peer: '—',
        ratio: '—',
        target: '1 socket; +≤ 1 ms/s per extra tab',
        met: row.sockets === 1 && (row.tabs === 1 || (row.perTabMsPerSecond - oneTab) / (row.tabs - 1) <= 1),
      })),
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
