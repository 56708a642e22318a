/**
 * Browser benches against the simulator's load mode on loopback, candidate (this product:
 * one SharedWorker hub per browser, changed entries only, keyed signals) beside the peer
 * (the usual design, same build: `?hub=inline&delivery=snapshot` — a hub and a socket in
 * every tab, the whole topic on every change, the whole page re-rendered through React
 * state). Runs interleaved rounds (A B A B …) and prints medians, p95 and ratios.
 *
 * B2 main-thread cost of delivery: ms of main-thread CPU time per second per tab, 3 tabs of
 *    the supervisor dashboards at 5,000 changed values/s (200 business processes, 5,000 agents).
 * B6 tabs: 1, 3, 5 and 10 candidate tabs (and the peer at 3, from B2's rounds): sockets the server counts,
 *    what the server wrote to this browser's sockets per second (its own counter: characters of
 *    text frames), per-tab main-thread ms/s and the hub's CPU (sampled busy ms/s of its
 *    SharedWorker, CDP Profiler on the worker target; the peer's hubs run in its tabs). Beside
 *    them the leader-tab mode (SharedWorker removed from the pages, what a browser without it
 *    runs: the hub in one tab's dedicated worker serving the others over BroadcastChannel) at
 *    the same counts; its hub's CPU is sampled on the dedicated worker targets of the hub (the
 *    leader's, and the next tab's idle standby).
 *
 * `BENCH_B6_ONLY=1` reads B6 alone: both modes at each tab count, interleaved (SharedWorker,
 * then leader tab), without B2's rounds and the peer.
 *
 * Main-thread time is Chromium's own ThreadTime (CDP Performance.getMetrics: CPU time of the
 * page's main thread) over a window.
 */
import type { Page } from '@playwright/test';
import { freePort } from '../e2e/support/free-port';
import {
  buildClient,
  launchBrowser,
  mainThreadMsPerSecond as msPerSecond,
  ParkedTabs,
  SharedWorkerTarget,
} from './support/browser';
import { socketDiagnostics, startLoadServer } from './support/load-server';
import { profileWindow } from './support/profile';
import {
  QUICK,
  ratioOf,
  reportRows,
  resultsFile,
  sleep,
  fitsBeforeStop,
  roundsBeforeStop,
  writeResults,
  type FigureRow,
} from './support/report';
import { median, quantile, round1 } from './support/stats';

// the quick run is a smoke run: one round, a small centre, short windows (all of it under 3
// minutes). Two rounds, not five: a peer round takes 70 s on the full run (its three in-page
// hubs keep taking the stream while parked), and more rounds with B6 outran the bench's share
// of the full run's 20 minutes. A round that does not fit before the runner's limit is left out.
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? (QUICK ? 1 : 2));
const WARM_UP_MS = 1_500;
const WINDOW_MS = QUICK ? 2_500 : 5_000;
const SHAPE = QUICK
  ? { businessProcesses: 50, agents: 1_000, eventsPerSecond: 5_000 }
  : { businessProcesses: 200, agents: 5_000, eventsPerSecond: 5_000 };
/**
 * B2's tab count; B6 reads this count from B2's rounds and the others on their own. B6's
 * peer figures are B2's peer rounds: its sockets and bytes grow with every tab, which 3 tabs
 * show as well as 5 (a reading of 5 more of its tabs took 40 s of the bench's limit).
 */
const B2_TABS = 3;
/** B6 alone, both modes, without B2 and the peer. */
const B6_ONLY = process.env['BENCH_B6_ONLY'] === '1';
/** B6 alone: every count. The quick run reads B2's 3 tabs only. */
const TAB_COUNTS = QUICK ? [B2_TABS] : [1, 3, 5, 10];
/**
 * B6 in the full run, after B2, most telling first, each read only if it fits in the time
 * left: one tab (what each extra tab is compared with), the leader tab at B2's count (its
 * cost beside the SharedWorker's), then the largest count of each mode and 5 tabs.
 * `BENCH_B6_ONLY=1` reads every count of both modes.
 */
const B6_PLAN: ReadonlyArray<{ variant: 'candidate' | 'leader'; tabs: number }> = QUICK
  ? [{ variant: 'leader', tabs: B2_TABS }]
  : [
      { variant: 'candidate', tabs: 1 },
      { variant: 'leader', tabs: B2_TABS },
      { variant: 'candidate', tabs: 10 },
      { variant: 'leader', tabs: 10 },
      { variant: 'candidate', tabs: 5 },
    ];
/** What B2 leaves for B6 at least: one tab and the leader tab at 3, as guessed from B2's candidate readings. */
const B6_RESERVE_READINGS = 2;

type Variant = 'candidate' | 'peer' | 'leader';

/**
 * What a parked variant keeps (its tabs wait on the Help page, their hubs connected): its
 * sockets and what the server writes to them per second. Taken off the server's counters
 * when another variant is read, so each reading counts its own variant's sockets and bytes.
 */
interface Held {
  sockets: number;
  bytesPerSecond: number;
}
type HeldByVariant = Record<Variant, Held>;
const HELD_WINDOW_MS = 2_000;

const othersHeld = (held: HeldByVariant, variant: Variant): Held =>
  (Object.keys(held) as Variant[])
    .filter((v) => v !== variant)
    .reduce(
      (sum, v) => ({
        sockets: sum.sockets + held[v].sockets,
        bytesPerSecond: sum.bytesPerSecond + held[v].bytesPerSecond,
      }),
      { sockets: 0, bytesPerSecond: 0 },
    );

/** What `variant` holds parked, the others' share known: the server's counters over a short window, less theirs. */
async function measureHeld(url: string, held: HeldByVariant, variant: Variant): Promise<Held> {
  const before = await socketDiagnostics(url);
  const started = performance.now();
  await sleep(HELD_WINDOW_MS);
  const after = await socketDiagnostics(url);
  const seconds = (performance.now() - started) / 1000;
  const others = othersHeld(held, variant);
  return {
    sockets: after.sockets - others.sockets,
    bytesPerSecond: Math.max(0, (after.sent - before.sent) / seconds - others.bytesPerSecond),
  };
}

interface TabsReading {
  variant: Variant;
  tabs: number;
  sockets: number;
  perTabMsPerSecond: number;
  /** KB the server wrote per second to this browser's sockets (all tabs). */
  kbPerSecond: number;
  /** Sampled busy ms/s of the hub's worker (SharedWorker, or the leader tab's worker and standby); null for the peer (its hubs are in the tabs). */
  hubMsPerSecond: number | null;
}

/** One window over tabs that are open and warmed up: every B6 reading, and B2's per-tab samples. */
async function readTabs(
  pages: Page[],
  url: string,
  debuggingPort: number,
  variant: Variant,
  held: HeldByVariant,
): Promise<{ reading: TabsReading; perTab: number[] }> {
  const hubs =
    variant === 'candidate'
      ? [await SharedWorkerTarget.attach(debuggingPort, 'shared-worker')]
      : variant === 'leader'
        ? await SharedWorkerTarget.attachAll(debuggingPort, 'hub-leader', 'worker')
        : [];
  try {
    const before = await socketDiagnostics(url);
    const started = performance.now();
    const [perTab, hubProfile] = await Promise.all([
      msPerSecond(pages, WINDOW_MS),
      hubs.length === 0
        ? Promise.resolve(null)
        : Promise.all(
            // one window per target, each on its own: a worker of a tab parked a moment ago
            // may still be listed and then vanish; it counts nothing instead of failing all
            hubs.map((cdp, i) =>
              profileWindow([{ label: `hub-${i}`, cdp }], WINDOW_MS).then(
                ([summary]) => summary?.busyMsPerSecond ?? 0,
                () => 0,
              ),
            ),
          ),
    ]);
    const after = await socketDiagnostics(url);
    const seconds = (performance.now() - started) / 1000;
    // the parked variants' sockets and bytes are not this variant's
    const others = othersHeld(held, variant);
    const reading: TabsReading = {
      variant,
      tabs: pages.length,
      sockets: after.sockets - others.sockets,
      perTabMsPerSecond: round1(median(perTab)),
      kbPerSecond: round1(
        Math.max(0, (after.sent - before.sent) / seconds - others.bytesPerSecond) / 1024,
      ),
      hubMsPerSecond:
        hubProfile === null ? null : round1(hubProfile.reduce((sum, each) => sum + each, 0)),
    };
    return { reading, perTab };
  } finally {
    for (const hub of hubs) hub.detach();
  }
}

/** The round readings of one tab count as one: each figure's median over the rounds. */
function medianReading(readings: readonly TabsReading[]): TabsReading {
  const [first] = readings;
  if (first === undefined) throw new Error('no reading');
  const of = (pick: (r: TabsReading) => number) => round1(median(readings.map(pick)));
  return {
    ...first,
    sockets: Math.max(...readings.map((r) => r.sockets)),
    perTabMsPerSecond: of((r) => r.perTabMsPerSecond),
    kbPerSecond: of((r) => r.kbPerSecond),
    hubMsPerSecond:
      first.hubMsPerSecond === null ? null : of((r) => r.hubMsPerSecond ?? Number.NaN),
  };
}

const PATH: Record<Variant, string> = {
  candidate: '/dashboards',
  peer: '/dashboards?hub=inline&delivery=snapshot',
  leader: '/dashboards',
};

/** A B6 row's cells: the reading, and B2's peer at the same count beside it when read. */
function readingCells(
  row: TabsReading,
  peerTabs: TabsReading | null,
): Pick<FigureRow, 'candidate' | 'peer' | 'ratio'> {
  const besidePeer = peerTabs !== null && row.tabs === B2_TABS;
  return {
    candidate: `${row.sockets} / ${row.perTabMsPerSecond} / ${row.kbPerSecond} / ${row.hubMsPerSecond ?? '—'}`,
    peer: besidePeer
      ? `${peerTabs.sockets} / ${peerTabs.perTabMsPerSecond} / ${peerTabs.kbPerSecond} / in the tabs`
      : '—',
    ratio: besidePeer ? ratioOf(row.kbPerSecond, peerTabs.kbPerSecond) : '—',
  };
}

/** Table rows of the leader-tab mode; the peer column holds B2's peer at its count, when read. */
function leaderRows(rows: readonly TabsReading[], peerTabs: TabsReading | null): FigureRow[] {
  return rows.map((row) => ({
    figure: `B6 leader tab (no SharedWorker) ${row.tabs} tab(s): sockets / ms/s per tab / server KB/s to the browser / hub busy ms/s`,
    ...readingCells(row, peerTabs),
    target: '1 socket',
    met: row.sockets === 1,
  }));
}

/** B6 alone (`BENCH_B6_ONLY=1`): at each tab count the SharedWorker mode, then the leader tab. */
async function b6Alone(
  readCount: (variant: Variant, count: number) => Promise<{ reading: TabsReading }>,
): Promise<void> {
  const shared: TabsReading[] = [];
  const leader: TabsReading[] = [];
  /** Readings that failed (a tab that never showed its cards, say): the JSON says why. */
  const notRead: Array<{ variant: Variant; tabs: number; error: string }> = [];
  const read = async (variant: Variant, count: number, into: TabsReading[]) => {
    try {
      into.push((await readCount(variant, count)).reading);
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      console.warn(`[B6] ${variant}, ${count} tab(s) not read: ${message}`);
      notRead.push({ variant, tabs: count, error: message });
    }
    // written after each reading: a run cut short keeps what it read
    writeResults('browser', 'B6', { candidate: shared, leaderTab: leader, notRead, alone: true });
  };
  for (const count of TAB_COUNTS) {
    await read('candidate', count, shared);
    await read('leader', count, leader);
  }
  reportRows('delivery-b6', b6Rows(shared, leader, null, notRead));
  console.log(`B6 figures added to ${resultsFile()}`);
}

/** B2's figures from the rounds read: written to the results and the table at once. */
function reportB2(samples: Record<Variant, number[]>, rounds: number): Record<string, unknown> {
  const b2 = {
    candidateMedian: round1(median(samples.candidate)),
    candidateP95: round1(quantile(samples.candidate, 0.95)),
    peerMedian: round1(median(samples.peer)),
    peerP95: round1(quantile(samples.peer, 0.95)),
  };
  const value = {
    ...b2,
    samples: { candidate: samples.candidate, peer: samples.peer },
    unit: 'main-thread ms per second per tab',
    tabs: B2_TABS,
    rounds,
  };
  writeResults('browser', 'B2', value);
  console.log(`B2 candidate median ${b2.candidateMedian} ms/s, peer median ${b2.peerMedian} ms/s`);
  reportRows('delivery-b2', [
    {
      figure: `B2 main-thread ms/s per tab (median), 3 tabs, 5,000 values/s (${rounds} round(s))`,
      candidate: b2.candidateMedian,
      peer: b2.peerMedian,
      ratio: ratioOf(b2.candidateMedian, b2.peerMedian),
      target: '≤ 8 and ≥ 10× less',
      met: b2.candidateMedian <= 8 && b2.peerMedian / b2.candidateMedian >= 10,
    },
    {
      figure: 'B2 main-thread ms/s per tab (p95)',
      candidate: b2.candidateP95,
      peer: b2.peerP95,
      ratio: ratioOf(b2.candidateP95, b2.peerP95),
      target: '—',
      met: true,
    },
  ]);
  return value;
}

/** B6's rows: the SharedWorker at each count read, the leader tab, the counts not read and the bytes. */
function b6Rows(
  b6: readonly TabsReading[],
  b6Leader: readonly TabsReading[],
  peerTabs: TabsReading | null,
  notRead: ReadonlyArray<{ variant: Variant; tabs: number; error: string }>,
): FigureRow[] {
  const oneTab = b6.find((row) => row.tabs === 1)?.perTabMsPerSecond ?? Number.NaN;
  const candidateAtPeerCount = b6.find((row) => row.tabs === B2_TABS);
  return [
    ...b6.map((row) => ({
      figure: `B6 ${row.tabs} tab(s): sockets / ms/s per tab / server KB/s to the browser / hub busy ms/s`,
      ...readingCells(row, peerTabs),
      target: '1 socket; +≤ 1 ms/s per extra tab',
      met:
        row.sockets === 1 &&
        (row.tabs === 1 || (row.perTabMsPerSecond - oneTab) / (row.tabs - 1) <= 1),
    })),
    ...leaderRows(b6Leader, peerTabs),
    ...notRead.map((row) => ({
      figure: `B6 ${row.variant === 'leader' ? 'leader tab (no SharedWorker) ' : ''}${row.tabs} tab(s)`,
      candidate: 'not read',
      peer: '—',
      ratio: '—',
      target: '1 socket',
      met: false,
    })),
    // the bytes beside the peer's, when B2's peer rounds were read
    ...(peerTabs === null
      ? []
      : [
          {
            figure: `B6 bytes: server KB/s to the browser with ${B2_TABS} tabs (ratio: peer ÷ candidate)`,
            candidate: candidateAtPeerCount?.kbPerSecond ?? 'not read',
            peer: peerTabs.kbPerSecond,
            ratio: ratioOf(candidateAtPeerCount?.kbPerSecond ?? Number.NaN, peerTabs.kbPerSecond),
            target: 'the same as 1 tab',
            met:
              candidateAtPeerCount !== undefined &&
              candidateAtPeerCount.kbPerSecond <=
                (b6.find((row) => row.tabs === 1)?.kbPerSecond ?? 0) * 1.2,
          },
        ]),
  ];
}

async function main(): Promise<void> {
  const staticDir = buildClient();
  const server = await startLoadServer(staticDir, SHAPE);
  const debuggingPort = await freePort();
  const browser = await launchBrowser({ debuggingPort });
  try {
    // B2: interleaved rounds of 3 tabs each; a variant's tabs are parked while the other's are read
    const samples: Record<Variant, number[]> = { candidate: [], peer: [], leader: [] };
    const b2Readings: Record<Variant, TabsReading[]> = { candidate: [], peer: [], leader: [] };
    // one after another, so what each keeps parked (sockets, bytes) is read on its own
    const held: HeldByVariant = {
      candidate: { sockets: 0, bytesPerSecond: 0 },
      peer: { sockets: 0, bytesPerSecond: 0 },
      leader: { sockets: 0, bytesPerSecond: 0 },
    };
    const openParked = async (variant: Variant, count: number, withoutSharedWorker = false) => {
      const tabs = await ParkedTabs.open(browser, server.url, PATH[variant], count, {
        withoutSharedWorker,
      });
      held[variant] = await measureHeld(server.url, held, variant);
      return tabs;
    };
    const candidate = await openParked('candidate', B6_ONLY ? 1 : B2_TABS);
    // B6 alone signs no peer in: one tab parked, never read
    const peer = await openParked('peer', B6_ONLY ? 1 : B2_TABS);
    // the full run opens the leader tab after B2 (its worker would take the stream meanwhile)
    const leader = B6_ONLY ? await openParked('leader', 1, true) : null;
    console.log(
      `parked: ${(Object.keys(held) as Variant[]).map((v) => `${v} ${held[v].sockets} socket(s), ${round1(held[v].bytesPerSecond / 1024)} KB/s`).join('; ')}`,
    );
    const tabs: Record<Variant, ParkedTabs | null> = { candidate, peer, leader };
    const tabsOf = (variant: Variant): ParkedTabs => {
      const open = tabs[variant];
      if (open === null) throw new Error(`${variant} tabs are not open`);
      return open;
    };
    /** How long each candidate reading took, for the guess of whether another fits in the time left. */
    const candidateReadingMs: number[] = [];
    /** One reading of the first `count` tabs of a variant, the others parked. */
    const readCount = async (variant: Variant, count: number) => {
      const started = performance.now();
      await tabsOf(variant).grow(count);
      const pages = await tabsOf(variant).show(count);
      const shown = performance.now();
      await sleep(WARM_UP_MS);
      const reading = await readTabs(pages, server.url, debuggingPort, variant, held);
      await tabsOf(variant).park();
      // parked with all its tabs (more sockets for the peer, a leader tab's standby)
      held[variant] = await measureHeld(server.url, held, variant);
      if (variant === 'candidate') candidateReadingMs.push(performance.now() - started);
      console.log(
        `${variant}, ${count} tab(s): ${reading.reading.perTabMsPerSecond} ms/s per tab (showing took ${((shown - started) / 1000).toFixed(1)} s, the reading ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      return reading;
    };
    /** A reading's guess: the longest candidate reading so far, stretched by its tab count over B2's. */
    const guessMs = (tabsCount: number) =>
      Math.max(0, ...candidateReadingMs) * Math.max(1, tabsCount / B2_TABS);
    if (B6_ONLY) {
      try {
        await b6Alone(readCount);
      } finally {
        await Promise.all(Object.values(tabs).map((t) => t?.close() ?? Promise.resolve()));
      }
      return;
    }
    const notRead: Array<{ variant: Variant; tabs: number; error: string }> = [];
    const b6Others: TabsReading[] = [];
    const b6Leader: TabsReading[] = [];
    try {
      await roundsBeforeStop(
        'B2',
        ROUNDS,
        async () => {
          for (const variant of ['candidate', 'peer'] as const) {
            const { reading, perTab } = await readCount(variant, B2_TABS);
            samples[variant].push(...perTab);
            b2Readings[variant].push(reading);
          }
        },
        B6_RESERVE_READINGS * guessMs(B2_TABS),
      );
      const peerTabs = medianReading(b2Readings.peer);
      // B2 is reported now: a B6 reading cut short by the runner's limit does not lose it
      reportB2(samples, b2Readings.candidate.length);
      // B6 has its peer from B2's rounds: the peer's hubs, in its pages, would take the stream beside every later reading
      await tabsOf('peer').close();
      tabs.peer = null;
      held.peer = { sockets: 0, bytesPerSecond: 0 };
      const reportB6 = () => {
        const b6 = [...b6Others, medianReading(b2Readings.candidate)].sort(
          (a, b) => a.tabs - b.tabs,
        );
        writeResults('browser', 'B6', {
          candidate: b6,
          peer: peerTabs,
          leaderTab: b6Leader,
          notRead,
        });
        reportRows('delivery', b6Rows(b6, b6Leader, peerTabs, notRead));
      };
      reportB6();
      for (const { variant, tabs: count } of B6_PLAN) {
        // a count that does not fit, or is not read (its tabs never showed their cards), costs only its row
        if (!fitsBeforeStop(guessMs(count))) {
          console.warn(`[B6] ${variant}, ${count} tab(s): no time left for the reading`);
          notRead.push({ variant, tabs: count, error: 'no time left in the bench' });
          continue;
        }
        try {
          tabs[variant] ??= await openParked(variant, 1, variant === 'leader');
          const { reading } = await readCount(variant, count);
          (variant === 'leader' ? b6Leader : b6Others).push(reading);
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
          console.warn(`[B6] ${variant}, ${count} tab(s) not read: ${message}`);
          notRead.push({ variant, tabs: count, error: message });
          await tabs[variant]?.park().catch(() => undefined);
        }
        reportB6();
      }
    } finally {
      await Promise.all(Object.values(tabs).map((t) => t?.close() ?? Promise.resolve()));
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(`browser figures added to ${resultsFile()}`);
}

await main();
