/**
 * B3 event-to-paint: 100 business processes, 5,000 agents, the simulator's load mode at
 * 10,000 updates/s (B7's rate and agents; fewer cards, since each window mounts the dashboards
 * again and the issue fixes no centre size for B3); one supervisor-center tab with
 * bp-1's Agents tab open. For every agent on screen whose state changed (its `since` moved
 * on), the time from the hub's receipt of the socket event to the paint after the commit
 * that shows it. Candidate and peer (`?hub=inline&delivery=snapshot`: its in-tab hub stamps
 * the same way) interleaved, A B A B. Each signs in once in a context of its own; between
 * its windows its tab waits on the Help page (in-app navigation: the hub and its socket stay,
 * nothing renders), so the other variant is measured without it rendering beside it.
 *
 * Clocks: the start is the patch's `receivedAt`, the wall-clock instant (timeOrigin + now of
 * the hub's own thread) at which the hub received the earliest socket event folded into the
 * patch: for a row whose change came later in the same flush window the figure is an upper
 * bound. The end is the page's wall clock (timeOrigin + now) at the rAF callback of the
 * frame after the one that carries the commit: by then that frame has been painted (an upper
 * bound; the carrying frame's rAF, a lower one, is in the JSON). Both are this machine's
 * clock read through two threads' time origins. The split: hub (receipt → patch on the
 * tab's port: the flush wait and the post) and tab (port → paint).
 */
import { buildClient, HelpParkedTab, launchBrowser } from './support/browser';
import { AGENT_ROW_PREFIX, showAgentsTab } from './support/dashboards';
import { startLoadServer } from './support/load-server';
import { startProbes, takeProbes, waitForQuiet, type Painted } from './support/page-probes';
import {
  QUICK,
  ratioOf,
  reportRows,
  sleep,
  roundsBeforeStop,
  writeResults,
  type FigureRow,
} from './support/report';
import { quantile, round1, summarize } from './support/stats';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? (QUICK ? 1 : 4));
/** After the dashboards mount (100 cards), at most this long for the frames to run smoothly again. */
const SETTLE_MAX_MS = QUICK ? 2_000 : 3_000;
const WARM_UP_MS = QUICK ? 500 : 1_000;
const WINDOW_MS = QUICK ? 2_500 : 5_000;
const SHAPE = QUICK
  ? { businessProcesses: 50, agents: 1_000, eventsPerSecond: 10_000 }
  : { businessProcesses: 100, agents: 5_000, eventsPerSecond: 10_000 };
const BUSINESS_PROCESS = 'bp-1';
const P50_TARGET_MS = 40;
const P95_TARGET_MS = 100;

type Variant = 'candidate' | 'peer';
const VARIANTS = ['candidate', 'peer'] as const;
const PATH: Record<Variant, string> = {
  candidate: '/dashboards',
  peer: '/dashboards?hub=inline&delivery=snapshot',
};

/** One window of one variant: back to the dashboards, let them settle, read, off to Help again. */
async function measureWindow(
  tab: HelpParkedTab,
  settled: Array<number | null>,
): Promise<Painted[]> {
  const started = performance.now();
  const page = await tab.show();
  await showAgentsTab(page, BUSINESS_PROCESS);
  const shown = performance.now();
  settled.push(await waitForQuiet(page, SETTLE_MAX_MS));
  console.log(
    `B3 window: the Agents tab was up after ${((shown - started) / 1000).toFixed(1)} s, settled after ${((performance.now() - shown) / 1000).toFixed(1)} s more`,
  );
  await sleep(WARM_UP_MS);
  await startProbes([page]);
  await sleep(WINDOW_MS);
  // let the last paints land
  await sleep(300);
  const painted = (await takeProbes([page])).flatMap((r) => r.painted);
  await tab.park();
  return painted;
}

const stamped = (samples: Painted[]) =>
  samples.filter((s): s is Painted & { hubReceived: number } => s.hubReceived !== null);
const q = (values: number[], at: number) =>
  values.length === 0 ? 'not read' : round1(quantile(values, at));
const pair = (values: number[]) =>
  values.length === 0
    ? 'not read (no stamped patch)'
    : `${round1(quantile(values, 0.5))} / ${round1(quantile(values, 0.95))}`;

async function main(): Promise<void> {
  const staticDir = buildClient();
  const server = await startLoadServer(staticDir, SHAPE);
  const browser = await launchBrowser();
  const samples: Record<Variant, Painted[]> = { candidate: [], peer: [] };
  const reloads: Record<Variant, number> = { candidate: 0, peer: 0 };
  const settled: Record<Variant, Array<number | null>> = { candidate: [], peer: [] };
  let roundsRead = 0;
  try {
    // both sign in at once (the slow part), then wait on Help for their turn
    const open = (variant: Variant) =>
      HelpParkedTab.open(browser, server.url, PATH[variant], {
        probes: { topic: 'supervisedAgents', rowTestIdPrefix: AGENT_ROW_PREFIX },
        // the peer's hub runs in its page: parked on Help it would take the whole stream
        // beside the candidate's windows and stretch them (B3 ran out of its time in a full run)
        parkOnBlank: variant === 'peer',
      });
    const [candidate, peer] = await Promise.all(VARIANTS.map(open));
    if (!candidate || !peer) throw new Error('a variant did not sign in');
    const tabs: Record<Variant, HelpParkedTab> = { candidate, peer };
    roundsRead = await roundsBeforeStop('B3', ROUNDS, async () => {
      for (const variant of VARIANTS)
        samples[variant].push(...(await measureWindow(tabs[variant], settled[variant])));
    });
    for (const variant of VARIANTS) reloads[variant] = tabs[variant].reloads();
  } finally {
    await browser.close();
    await server.stop();
  }
  const hubToPaint = (v: Variant) => stamped(samples[v]).map((s) => s.painted - s.hubReceived);
  const hubShare = (v: Variant) => stamped(samples[v]).map((s) => s.received - s.hubReceived);
  const tabShare = (v: Variant) => samples[v].map((s) => s.painted - s.received);
  const summary = Object.fromEntries(
    VARIANTS.map((v) => [
      v,
      {
        hubReceiptToPaintMs: summarize(hubToPaint(v)),
        hubReceiptToFrameStartMs: summarize(
          stamped(samples[v]).map((s) => s.frameStart - s.hubReceived),
        ),
        hubReceiptToTabPortMs: summarize(hubShare(v)),
        tabPortToPaintMs: summarize(tabShare(v)),
        paintedInALaterTask: samples[v].filter((s) => !s.sameTask).length,
        unstamped: samples[v].length - stamped(samples[v]).length,
        tabReloads: reloads[v],
        settleMs: settled[v],
      },
    ]),
  );
  const out = writeResults('browser', 'B3', {
    shape: `${SHAPE.businessProcesses} business processes, ${SHAPE.agents} agents, ${SHAPE.eventsPerSecond} updates/s; ${BUSINESS_PROCESS} Agents tab on screen`,
    clock:
      "start: the patch's receivedAt (hub wall clock at the earliest socket event in it); end: page wall clock at the rAF of the frame after the commit's frame (upper bound); hubReceiptToFrameStartMs: at the commit's frame rAF (lower bound)",
    rounds: roundsRead,
    windowMs: WINDOW_MS,
    ...summary,
  });
  const c = hubToPaint('candidate');
  const p = hubToPaint('peer');
  const rows: FigureRow[] = [
    {
      figure: `B3 hub receipt → paint p50, ms (${SHAPE.eventsPerSecond.toLocaleString('en')} updates/s, ${SHAPE.businessProcesses.toLocaleString('en')} BPs, ${SHAPE.agents.toLocaleString('en')} agents)`,
      candidate: q(c, 0.5),
      peer: q(p, 0.5),
      ratio: ratioOf(quantile(c, 0.5), quantile(p, 0.5)),
      target: `≤ ${P50_TARGET_MS}`,
      met: quantile(c, 0.5) <= P50_TARGET_MS,
    },
    {
      figure: 'B3 hub receipt → paint p95, ms',
      candidate: q(c, 0.95),
      peer: q(p, 0.95),
      ratio: ratioOf(quantile(c, 0.95), quantile(p, 0.95)),
      target: `≤ ${P95_TARGET_MS}`,
      met: quantile(c, 0.95) <= P95_TARGET_MS,
    },
    {
      figure: "B3 of which hub: receipt → patch on the tab's port p50 / p95, ms",
      candidate: pair(hubShare('candidate')),
      peer: pair(hubShare('peer')),
      ratio: ratioOf(quantile(hubShare('candidate'), 0.5), quantile(hubShare('peer'), 0.5)),
      target: '—',
      met: true,
    },
    {
      figure: 'B3 of which tab: patch on the port → paint p50 / p95, ms',
      candidate: pair(tabShare('candidate')),
      peer: pair(tabShare('peer')),
      ratio: ratioOf(quantile(tabShare('candidate'), 0.5), quantile(tabShare('peer'), 0.5)),
      target: '—',
      met: true,
    },
  ];
  reportRows('B3', rows);
  console.log(
    `B3: ${c.length} candidate and ${p.length} peer stamped samples (${samples.candidate.length} / ${samples.peer.length} in all); results in ${out}`,
  );
  for (const v of VARIANTS) {
    if (reloads[v] > 0)
      console.warn(
        `B3: the ${v} tab reloaded ${reloads[v]} time(s): the hub released it (main thread blocked past the heartbeat timeout); a window it interrupted lost its readings`,
      );
  }
}

await main();
