/**
 * B8 control calls and B9 second tab, in the browser, against the simulator's load mode.
 *
 * B8: a supervisor tab is open (the hub runs in its SharedWorker and ingests the live load).
 * The page then opens a second port to that same SharedWorker (same script URL and name) and
 * sends the hub a command in Comlink's own wire format (`heartbeat`, the cheapest command),
 * and, interleaved with it, a message to a raw echo SharedWorker (a file this bench adds to its
 * private build). Both are a round trip to another thread over a MessagePort; the difference
 * is what the hub's command path costs. A page that is not cross-origin isolated reads time
 * in 100 µs steps, so each sample is a block of BLOCK sequential round trips divided by BLOCK.
 *
 * B9: with that first tab open, a new tab of /dashboards is opened in the same (signed-in)
 * context; a probe installed before the app loads records, on every animation frame, whether
 * every business process has its monitoring card and every card on screen shows its health and
 * agent counts. The figure is the time from the navigation's start to the first frame where it
 * does. The peer opens its new tab as `?hub=inline&delivery=snapshot` (a hub of its own: own
 * socket, own login resume, own first snapshot). Candidate and peer interleaved, A B per round.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { buildClient, launchBrowser, openTabs } from './support/browser';
import { startLoadServer } from './support/load-server';
import { pageScript } from './support/page-script';
import { pageTarget, printProfiles, profileWindow } from './support/profile';
import {
  QUICK,
  ratioOf,
  reportRows,
  roundsBeforeStop,
  writeResults,
  type FigureRow,
} from './support/report';
import { median, quantile, round1, round2, summarize } from './support/stats';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? (QUICK ? 1 : 5));
/** New tabs opened per variant and round (B9). */
const NEW_TABS = 2;
/** B8 samples per round, each a block of BLOCK round trips. */
const B8_SAMPLES = QUICK ? 50 : 200;
const BLOCK = 20;
const SHAPE = { businessProcesses: QUICK ? 50 : 100, agents: 1_000, eventsPerSecond: 2_000 };
const B8_TARGET_US = 100;
const B9_TARGET_MS = 150;
/** A new tab that has not shown every card within this long has failed. */
const B9_GIVE_UP_MS = 30_000;
const ECHO_FILE = 'cc-bench-echo.shared-worker.js';

type Variant = 'candidate' | 'peer';
const PATH: Record<Variant, string> = {
  candidate: '/dashboards',
  peer: '/dashboards?hub=inline&delivery=snapshot',
};

/** ms from the navigation's start (the page's time origin); null for a phase not reached. */
interface SecondTabPhases {
  domContentLoadedAt: number | null;
  /** The app's own User Timing marks: the hub's hello answered, the session's and the statistics' first patch. */
  hubHelloAt: number | null;
  sessionAt: number | null;
  statisticsAt: number | null;
  firstCardAt: number | null;
  allCardsAt: number | null;
  fullKpisAt: number | null;
}

declare global {
  interface Window {
    __benchSecondTab?: SecondTabPhases;
  }
}

/** The hub's SharedWorker script in the build, and a raw echo SharedWorker beside it. */
function prepareBuild(staticDir: string): { hubScript: string; echoScript: string } {
  const hub = readdirSync(join(staticDir, 'assets')).find((name) =>
    /^hub\.shared-worker-.*\.js$/.test(name),
  );
  if (hub === undefined) throw new Error('the build has no hub.shared-worker script');
  // written before the server starts: it lists the static files once, at start-up
  writeFileSync(
    join(staticDir, ECHO_FILE),
    'self.onconnect = (event) => { const port = event.ports[0]; port.onmessage = (message) => port.postMessage(message.data); };\n',
  );
  return { hubScript: `/assets/${hub}`, echoScript: `/${ECHO_FILE}` };
}

/** µs per round trip, one sample per block: through the hub's command path, and to a raw echo. */
async function controlCalls(
  page: Page,
  scripts: { hubScript: string; echoScript: string },
): Promise<{ hubUs: number[]; echoUs: number[] }> {
  const answer: unknown = await page.evaluate(
    pageScript(controlCallsInPage, { ...scripts, samples: B8_SAMPLES, block: BLOCK }),
  );
  return answer as { hubUs: number[]; echoUs: number[] };
}

/** Runs in the page: see controlCalls. */
async function controlCallsInPage({
  hubScript,
  echoScript,
  samples,
  block,
}: {
  hubScript: string;
  echoScript: string;
  samples: number;
  block: number;
}): Promise<{ hubUs: number[]; echoUs: number[] }> {
  const hub = new SharedWorker(hubScript, { type: 'module', name: 'cc-hub' });
  const echo = new SharedWorker(echoScript, { name: 'cc-bench-echo' });
  let answer: (() => void) | null = null;
  hub.port.onmessage = () => answer?.();
  echo.port.onmessage = () => answer?.();
  const roundTrip = (port: MessagePort, message: unknown) =>
    new Promise<void>((resolve) => {
      answer = resolve;
      port.postMessage(message);
    });
  // Comlink's APPLY message, as Comlink.wrap would post it for hub.heartbeat(tabId)
  let id = 0;
  const command = () => ({
    id: `b8-${++id}`,
    type: 'APPLY',
    path: ['heartbeat'],
    argumentList: [{ type: 'RAW', value: 'cc-bench-b8' }],
  });
  const timeBlock = async (port: MessagePort, message: () => unknown) => {
    const started = performance.now();
    for (let i = 0; i < block; i++) await roundTrip(port, message());
    return ((performance.now() - started) * 1000) / block;
  };
  const hubUs: number[] = [];
  const echoUs: number[] = [];
  for (let i = 0; i < 10; i++) {
    await timeBlock(hub.port, command);
    await timeBlock(echo.port, () => i);
  }
  for (let i = 0; i < samples; i++) {
    hubUs.push(await timeBlock(hub.port, command));
    echoUs.push(await timeBlock(echo.port, () => i));
  }
  hub.port.close();
  echo.port.close();
  return { hubUs, echoUs };
}

/** Installed before the app: the first frame where every card is there and every card on screen shows its figures. */
function fullKpisProbe(expectedCards: number): void {
  const phases: NonNullable<Window['__benchSecondTab']> = {
    firstCardAt: null,
    allCardsAt: null,
    fullKpisAt: null,
    domContentLoadedAt: null,
    hubHelloAt: null,
    sessionAt: null,
    statisticsAt: null,
  };
  const mark = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null;
  const check = () => {
    const cards = document.querySelectorAll('[data-testid^="monitoring-card-"]');
    if (cards.length > 0) phases.firstCardAt ??= performance.now();
    if (cards.length < expectedCards) return false;
    phases.allCardsAt ??= performance.now();
    // on screen by where the card is, not by what the app says of it (`data-live`): a card the
    // app has yet to place is on screen too, and must show its figures
    const height = window.innerHeight;
    const width = window.innerWidth;
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= height || box.right <= 0 || box.left >= width) continue;
      if (card.getAttribute('data-health') === 'unknown') return false;
      const pinned = card.querySelector('.card-pin')?.getAttribute('aria-pressed') === 'true';
      if (!pinned && card.querySelector('[data-testid="count-ready"]') === null) return false;
    }
    return true;
  };
  const frame = () => {
    if (check()) {
      const navigation = performance.getEntriesByType('navigation')[0] as
        PerformanceNavigationTiming | undefined;
      phases.domContentLoadedAt = navigation?.domContentLoadedEventEnd ?? null;
      phases.hubHelloAt = mark('hub-hello');
      phases.sessionAt = mark('hub-topic:session');
      phases.statisticsAt = mark('hub-topic:businessProcessStatistics');
      // now, not the frame's start: the same clock as the other phases
      phases.fullKpisAt = performance.now();
      window.__benchSecondTab = phases;
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** ms from the navigation's start to each phase of one new tab, up to full KPIs on screen. */
async function openSecondTab(
  context: BrowserContext,
  url: string,
  variant: Variant,
  expectedCards: number,
): Promise<SecondTabPhases> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: pageScript(fullKpisProbe, expectedCards) });
    await page.goto(url + PATH[variant]);
    const handle = await page.waitForFunction(() => window.__benchSecondTab, undefined, {
      timeout: B9_GIVE_UP_MS,
      polling: 100,
    });
    const phases = await handle.jsonValue();
    if (!phases) throw new Error('the new tab gave no reading');
    return phases;
  } finally {
    await page.close();
  }
}

interface Samples {
  hubUs: number[];
  echoUs: number[];
  secondTab: Record<Variant, SecondTabPhases[]>;
}

async function round(
  browser: Browser,
  url: string,
  scripts: { hubScript: string; echoScript: string },
  samples: Samples,
): Promise<void> {
  for (const variant of ['candidate', 'peer'] as const) {
    const { context, pages } = await openTabs(browser, url, PATH[variant], 1);
    try {
      const [first] = pages;
      if (!first) throw new Error('no tab');
      // every card of the first tab: the new tab must show as many
      const expectedCards = await first.evaluate(async (want) => {
        const until = performance.now() + 60_000;
        let count = 0;
        while (performance.now() < until) {
          count = document.querySelectorAll('[data-testid^="monitoring-card-"]').length;
          if (count >= want) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return count;
      }, SHAPE.businessProcesses);
      if (variant === 'candidate') {
        const calls = await controlCalls(first, scripts);
        samples.hubUs.push(...calls.hubUs);
        samples.echoUs.push(...calls.echoUs);
      }
      for (let i = 0; i < NEW_TABS; i++)
        samples.secondTab[variant].push(await openSecondTab(context, url, variant, expectedCards));
    } finally {
      await context.close();
    }
  }
}

/**
 * BENCH_PROFILE=1: a CPU profile of one candidate new tab from its navigation on (after the
 * measured rounds: sampling slows what it watches). The tab first loads a small file of the
 * same origin, so the page's renderer and its CDP session stay through the navigation.
 */
async function profileSecondTab(browser: Browser, url: string): Promise<void> {
  const { context } = await openTabs(browser, url, PATH.candidate, 1);
  try {
    const page = await context.newPage();
    await page.goto(`${url}/favicon.svg`);
    const target = await pageTarget(page, 'candidate new tab, navigation + 3 s');
    const profiled = profileWindow([target], 3_000);
    await page.goto(url + PATH.candidate);
    printProfiles(await profiled);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const staticDir = buildClient();
  const scripts = prepareBuild(staticDir);
  const server = await startLoadServer(staticDir, SHAPE);
  const browser = await launchBrowser();
  const samples: Samples = { hubUs: [], echoUs: [], secondTab: { candidate: [], peer: [] } };
  let roundsRead = 0;
  try {
    roundsRead = await roundsBeforeStop('B8/B9', ROUNDS, () =>
      round(browser, server.url, scripts, samples),
    );
    if (process.env['BENCH_PROFILE'] === '1') await profileSecondTab(browser, server.url);
  } finally {
    await browser.close();
    await server.stop();
  }
  const hub = median(samples.hubUs);
  const echo = median(samples.echoUs);
  const above = hub - echo;
  const phase = (variant: Variant, name: keyof SecondTabPhases) =>
    samples.secondTab[variant].map((tab) => tab[name] ?? Number.NaN);
  const c = phase('candidate', 'fullKpisAt');
  const p = phase('peer', 'fullKpisAt');
  const phases = (variant: Variant) =>
    Object.fromEntries(
      (
        [
          'domContentLoadedAt',
          'hubHelloAt',
          'sessionAt',
          'statisticsAt',
          'firstCardAt',
          'allCardsAt',
          'fullKpisAt',
        ] as const
      ).map((name) => [name, summarize(phase(variant, name))]),
    );
  const out = writeResults('browser', 'B8B9', {
    shape: `${SHAPE.businessProcesses} business processes, ${SHAPE.agents} agents, ${SHAPE.eventsPerSecond} events/s`,
    rounds: roundsRead,
    b8: {
      unit: 'µs per round trip (blocks of ' + BLOCK + ')',
      hub: summarize(samples.hubUs),
      rawEcho: summarize(samples.echoUs),
    },
    b9: {
      unit: 'ms from navigation start to each phase; fullKpisAt is the figure',
      candidate: phases('candidate'),
      peer: phases('peer'),
      samples: samples.secondTab,
    },
  });
  const rows: FigureRow[] = [
    {
      figure:
        'B8 control call round trip through the hub, p50 µs (peer: raw MessagePort echo to a SharedWorker)',
      candidate: round1(hub),
      peer: round1(echo),
      ratio: ratioOf(hub, echo),
      target: `≤ echo + ${B8_TARGET_US} µs`,
      met: above <= B8_TARGET_US,
    },
    {
      figure: "B8 of which the hub's command path, p50 µs above the echo",
      candidate: round1(above),
      peer: '—',
      ratio: '—',
      target: `≤ ${B8_TARGET_US}`,
      met: above <= B8_TARGET_US,
    },
    {
      figure: 'B9 second tab: navigation → full KPIs on screen, median ms',
      candidate: round1(median(c)),
      peer: round1(median(p)),
      ratio: ratioOf(median(c), median(p)),
      target: `≤ ${B9_TARGET_MS}`,
      met: median(c) <= B9_TARGET_MS,
    },
    {
      figure: 'B9 second tab, p95 ms',
      candidate: round1(quantile(c, 0.95)),
      peer: round1(quantile(p, 0.95)),
      ratio: ratioOf(quantile(c, 0.95), quantile(p, 0.95)),
      target: '—',
      met: true,
    },
  ];
  reportRows('B8B9', rows);
  console.log(
    `B8: ${samples.hubUs.length} blocks of ${BLOCK}; B9: ${c.length} candidate and ${p.length} peer new tabs (hub p95 ${round2(quantile(samples.hubUs, 0.95))} µs); results in ${out}`,
  );
}

await main();
