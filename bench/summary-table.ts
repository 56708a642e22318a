/**
 * B4 summary table: 1,000 business processes updating in AG Grid (load mode, 10,000
 * agents, 20,000 events/s; 5,000 in the quick run), the summary table on screen while a scripted user sorts by
 * columns and adds and removes filters through real (trusted) clicks and key presses.
 * Readings: rAF frame time over the window, and per interaction Event Timing's duration
 * (input to the next paint) and input delay. Event Timing reports only interactions of
 * 16 ms or more: an interaction it did not report is counted as 16 ms (an upper bound).
 * Candidate and peer (`?hub=inline&delivery=snapshot`) interleaved.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildClient, HelpParkedTab, launchBrowser } from './support/browser';
import { startLoadServer } from './support/load-server';
import { startProbes, takeProbes, type ProbeReadings } from './support/page-probes';
import {
  reportRows,
  QUICK,
  ratioOf,
  sleep,
  roundsBeforeStop,
  writeResults,
  type FigureRow,
} from './support/report';
import {
  median,
  quantile,
  round1,
  summarize,
  FRAME_BUDGET_MS,
  withinFrameBudget,
} from './support/stats';

// the quick run is a smoke run: one round, a small centre, short windows (all of it under 3 minutes)
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? (QUICK ? 1 : 3));
const WARM_UP_MS = QUICK ? 500 : 1_000;
const BUSINESS_PROCESSES = QUICK ? 200 : 1_000;
/** The scripted user stops after this long or this many cycles, whichever comes first. */
const WINDOW_MS = QUICK ? 3_000 : 6_000;
const MAX_CYCLES = QUICK ? 1 : 2;
const EVENT_TIMING_THRESHOLD_MS = 16;
const INTERACTION_TARGET_MS = 100;
/** The quick run uses a lighter stream: a busy machine serves the 1,000-process page too slowly at 20,000. */
const EVENTS_PER_SECOND = Number(
  process.env['BENCH_B4_EVENTS_PER_SECOND'] ?? (QUICK ? 5_000 : 20_000),
);
const SORT_COLUMNS = [
  'businessProcessAnsweredInteractions',
  'businessProcessTotalQueuedInteractions',
  'businessProcessASA',
  'businessProcessName',
];

type Variant = 'candidate' | 'peer';
const PATH: Record<Variant, string> = {
  candidate: '/dashboards',
  peer: '/dashboards?hub=inline&delivery=snapshot',
};

async function showSummaryTable(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { name: 'Business process summary', level: 1 });
  const choice = page.getByRole('radio', { name: 'Summary table' });
  // the choice is a saved setting: the tab shows the table once the hub has the new settings
  await choice.waitFor({ timeout: 60_000 });
  if ((await choice.getAttribute('aria-checked')) !== 'true') await choice.click();
  await heading.waitFor({ timeout: 60_000 });
  await page.locator('.ag-row:not(.ag-row-pinned)').first().waitFor({ timeout: 90_000 });
}

/** A figure of rounds that were all lost reads "not read" (the JSON says why). */
const orNotRead = (value: number): number | string =>
  Number.isFinite(value) ? round1(value) : 'not read';

/** One cycle of sorting and filtering; returns how many interactions it performed. */
async function userCycle(page: Page, cycle: number): Promise<number> {
  let interactions = 0;
  const column = SORT_COLUMNS[cycle % SORT_COLUMNS.length] ?? 'businessProcessName';
  const header = page.locator(`.ag-header-cell[col-id="${column}"] .ag-header-cell-label`);
  for (let i = 0; i < 2; i++) {
    await header.click();
    interactions += 1;
    await sleep(300);
  }
  const value = String(cycle % 5);
  await page.getByLabel('Value').click();
  await page.keyboard.type(value);
  await page.getByRole('button', { name: 'Add filter' }).click();
  interactions += 2 + value.length;
  await sleep(500);
  await page.getByRole('list', { name: 'Active filters' }).getByRole('button').first().click();
  interactions += 1;
  await sleep(500);
  return interactions;
}

interface RoundReading {
  frames: number[];
  /** The round's slowest interactions, with what they were on (the JSON's `slowest`). */
  slowest: Array<{ event: string; target: string; duration: number; inputDelay: number }>;
  /** The round's longest animation frame, with the scripts the browser blames for it. */
  worstLongAnimationFrame: ProbeReadings['worstLongAnimationFrame'];
  /** Long animation frames (over 50 ms) in the round, ms. */
  longAnimationFrames: number[];
  /** Per interaction: the longest duration and input delay of its events (ms). */
  durations: number[];
  inputDelays: number[];
  performed: number;
  reported: number;
}

function perInteraction(reading: ProbeReadings, performed: number): RoundReading {
  const byId = new Map<
    number,
    { event: string; target: string; duration: number; inputDelay: number }
  >();
  for (const entry of reading.interactions) {
    const known = byId.get(entry.id);
    const longest = known === undefined || entry.duration > known.duration;
    byId.set(entry.id, {
      event: longest ? entry.name : known.event,
      target: longest ? entry.target : known.target,
      duration: Math.max(known?.duration ?? 0, entry.duration),
      inputDelay: Math.max(known?.inputDelay ?? 0, entry.inputDelay),
    });
  }
  const reported = [...byId.values()];
  const unreported = Math.max(0, performed - reported.length);
  const fill = Array.from({ length: unreported }, () => EVENT_TIMING_THRESHOLD_MS);
  return {
    frames: reading.frames,
    slowest: reported.sort((a, b) => b.duration - a.duration).slice(0, 3),
    worstLongAnimationFrame: reading.worstLongAnimationFrame,
    longAnimationFrames: reading.longAnimationFrames,
    durations: [...reported.map((r) => r.duration), ...fill],
    inputDelays: [...reported.map((r) => r.inputDelay), ...fill],
    performed,
    reported: reported.length,
  };
}

/** One window of one variant: its tab back on the dashboards, the summary table shown, warmed up, the scripted user. */
async function round(tab: HelpParkedTab, shot: string): Promise<RoundReading> {
  const page = await tab.show();
  try {
    await showSummaryTable(page);
    await sleep(WARM_UP_MS);
    await startProbes([page]);
    const started = performance.now();
    let performed = 0;
    for (let cycle = 0; cycle < MAX_CYCLES && performance.now() - started < WINDOW_MS; cycle++)
      performed += await userCycle(page, cycle);
    await sleep(500); // the last interaction's entry arrives after its paint
    const [reading] = await takeProbes([page]);
    if (!reading) throw new Error('no reading');
    return perInteraction(reading, performed);
  } catch (error) {
    // what the tab showed when the round failed, before it is parked
    await page.screenshot({ path: shot }).catch(() => undefined);
    throw error;
  } finally {
    await tab.park();
  }
}

async function main(): Promise<void> {
  const staticDir = buildClient();
  const server = await startLoadServer(staticDir, {
    businessProcesses: BUSINESS_PROCESSES,
    agents: BUSINESS_PROCESSES * 10,
    eventsPerSecond: EVENTS_PER_SECOND,
  });
  const browser = await launchBrowser();
  const rounds: Record<Variant, RoundReading[]> = { candidate: [], peer: [] };
  const notRead: Array<{ variant: Variant; round: number; error: string }> = [];
  let roundsRead = 0;
  try {
    const open = (variant: Variant) =>
      HelpParkedTab.open(browser, server.url, PATH[variant], {
        probes: { topic: null, rowTestIdPrefix: null },
        viewport: { width: 1400, height: 1200 },
        readySelector: '.dashboard-variant',
        // the peer's hub runs in its page: parked on Help it would take the whole stream
        // beside the candidate's rounds (both peer and candidate rounds then went unread)
        parkOnBlank: variant === 'peer',
      });
    // one after another: signing both in at once on the 1,000-process centre, the peer's
    // page did not reach its load event within 120 s on a busy machine (three runs of three)
    const candidate = await open('candidate');
    const peer = await open('peer');
    const tabs = { candidate, peer };
    // Each variant shows the table once before its rounds: the grid's chunk (AG Grid, loaded
    // on demand) then comes from the page or the browser's cache in every round, not from a
    // server busy with 20,000 events/s (a first round once waited 60 s on "Loading …").
    for (const variant of ['candidate', 'peer'] as const) {
      const page = await tabs[variant].show();
      const shot = join(tmpdir(), `cc-bench-b4-${variant}-warm-up.png`);
      await showSummaryTable(page).catch(async (error: unknown) => {
        await page.screenshot({ path: shot }).catch(() => undefined);
        console.warn(
          `B4 ${variant}: the table did not show before the rounds (screen: ${shot}): ${String(error)}`,
        );
      });
      await tabs[variant].park();
    }
    roundsRead = await roundsBeforeStop('B4', ROUNDS, async (r) => {
      for (const variant of ['candidate', 'peer'] as const) {
        // a round that cannot show the table is not read; the other rounds still count
        const shot = join(tmpdir(), `cc-bench-b4-${variant}-${r + 1}.png`);
        try {
          rounds[variant].push(await round(tabs[variant], shot));
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
          console.warn(`B4 ${variant} round ${r + 1} not read: ${message} (screen: ${shot})`);
          notRead.push({ variant, round: r + 1, error: message });
          await tabs[variant].park().catch(() => undefined);
        }
      }
    });
  } finally {
    await browser.close();
    await server.stop();
  }
  const all = (v: Variant, key: 'frames' | 'durations' | 'inputDelays' | 'longAnimationFrames') =>
    rounds[v].flatMap((r) => r[key]);
  const summary = Object.fromEntries(
    (['candidate', 'peer'] as const).map((v) => [
      v,
      {
        frameMs: summarize(all(v, 'frames')),
        frameP95PerRound: rounds[v].map((r) => round1(quantile(r.frames, 0.95))),
        interactionMs: summarize(all(v, 'durations')),
        inputDelayMs: summarize(all(v, 'inputDelays')),
        interactionsPerformed: rounds[v].reduce((a, r) => a + r.performed, 0),
        interactionsReportedByEventTiming: rounds[v].reduce((a, r) => a + r.reported, 0),
        slowest: rounds[v]
          .flatMap((r) => r.slowest)
          .sort((a, b) => b.duration - a.duration)
          .slice(0, 5),
        longAnimationFramesMs: summarize(all(v, 'longAnimationFrames')),
        worstLongAnimationFrame:
          rounds[v]
            .map((r) => r.worstLongAnimationFrame)
            .sort((a, b) => (b?.duration ?? 0) - (a?.duration ?? 0))[0] ?? null,
      },
    ]),
  );
  const out = writeResults('browser', 'B4', {
    shape: `1,000 business processes, 10,000 agents, ${EVENTS_PER_SECOND.toLocaleString('en')} events/s; summary table, sorting and filtering`,
    rounds: roundsRead,
    notRead,
    windowMs: WINDOW_MS,
    ...summary,
  });
  const frameP95 = (v: Variant) => median(rounds[v].map((r) => quantile(r.frames, 0.95)));
  const p95 = (v: Variant, key: 'durations' | 'inputDelays') => quantile(all(v, key), 0.95);
  const rows: FigureRow[] = [
    {
      figure: `B4 summary table frame time p95, ms (median of rounds; ${BUSINESS_PROCESSES.toLocaleString('en')} BPs, sorting and filtering)`,
      candidate: orNotRead(frameP95('candidate')),
      peer: orNotRead(frameP95('peer')),
      ratio: ratioOf(frameP95('candidate'), frameP95('peer')),
      target: `≤ ${FRAME_BUDGET_MS}`,
      met: withinFrameBudget(frameP95('candidate')),
    },
    {
      figure: 'B4 interaction delay p95, ms (Event Timing: input → next paint)',
      candidate: orNotRead(p95('candidate', 'durations')),
      peer: orNotRead(p95('peer', 'durations')),
      ratio: ratioOf(p95('candidate', 'durations'), p95('peer', 'durations')),
      target: `≤ ${INTERACTION_TARGET_MS}`,
      met: p95('candidate', 'durations') <= INTERACTION_TARGET_MS,
    },
    {
      figure: 'B4 input delay p95, ms (input → handler start)',
      candidate: orNotRead(p95('candidate', 'inputDelays')),
      peer: orNotRead(p95('peer', 'inputDelays')),
      ratio: ratioOf(p95('candidate', 'inputDelays'), p95('peer', 'inputDelays')),
      target: '—',
      met: true,
    },
  ];
  reportRows('B4', rows);
  console.log(`B4: results in ${out}`);
}

await main();
