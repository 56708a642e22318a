/**
 * B10 server fan-out: socket messages per second one server process delivers to many
 * loopback socket clients, with p99 latency under 200 ms.
 *
 * The reference server runs in load mode in a child process; supervisor sessions (a pool
 * of logins, each subscribed to a few KPI counters as a dashboard's hub subscribes) are
 * shared by a ladder of clients held in worker threads. Each step adds clients, lets them
 * settle and reads ROUNDS windows: messages/s = socket.io events all clients received per
 * second (items/s beside it: a message is a batch), latency per message = receipt wall
 * time − send instant. The server stamps only the simulation clock `t` on a batch, so the
 * send instant is t + a clock floor: the least (receipt − t) one lone client sees before
 * the ladder, i.e. a tick's own computing and one unqueued loopback delivery. What the
 * bench times is then what fan-out adds (queueing in the server and the socket buffers)
 * plus the variation of a tick's cost. The ladder stops at the first step whose p99 is
 * 200 ms or more; the figure is the highest messages/s of a step under it.
 *
 * Shape (SHAPE below): load mode's centre size (1,000 business processes, 10,000 agents)
 * so every tick carries the real server work of a large centre (simulation, diff, one
 * serialisation per room emit), at 200 statistics changes/s: batches of about 20 items a
 * tick, so that the server's per-message cost, not the clients' parsing of large batches on
 * the same two cores, decides the figure (at 2,000 changes/s, 250 clients already passed
 * p99 200 ms with 92 MB/s of JSON to parse). The JSON keeps the bytes/s so a reader can see
 * what the messages weighed.
 *
 * BENCH_B10_CLUSTER=1 reads the same ladder from a cluster (scripts/cluster/cluster-lib.mjs):
 * a core and two edges through Redis, the clients on HAProxy. Server CPU is then the sum of
 * every node, Redis and HAProxy; each step also says server CPU µs per delivered message
 * (one node or the cluster), the cost a capacity estimate divides by.
 */
import { availableParallelism } from 'node:os';
import { SESSION_HEADER } from '../src/protocol/api';
import { startFleet, type Fleet } from './support/fanout-fleet';
import { countOf, histogramQuantile } from './support/fanout-histogram';
import { cpuPercent, processUsage } from './support/fanout-usage';
import type { TallyReading } from './support/fanout-worker';
import { BENCH_LIMITS, nodeSession, startLoadServer } from './support/load-server';
import { startCluster } from '../scripts/cluster/cluster-lib.mjs';
import { QUICK, reportRows, sleep, writeResults, type FigureRow } from './support/report';
import { round1 } from './support/stats';

const envNumber = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const SHAPE = {
  businessProcesses: envNumber('BENCH_B10_BPS', 1_000),
  agents: envNumber('BENCH_B10_AGENTS', 10_000),
  eventsPerSecond: envNumber('BENCH_B10_EVENTS_PER_SECOND', 200),
};
const LADDER = (
  process.env['BENCH_B10_LADDER'] ?? (QUICK ? '30,100' : '100,300,600,1000,1500,2000,3000')
)
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const ROUNDS = envNumber('BENCH_ROUNDS', QUICK ? 1 : 5);
const WINDOW_MS = QUICK ? 2_000 : 1_500;
const SETTLE_MS = QUICK ? 500 : 1_000;
const CALIBRATE_MS = QUICK ? 1_500 : 3_000;
const SESSIONS = QUICK ? 10 : 40;
/** Logins at once: each costs the server a scrypt check (~50-100 ms of CPU). */
const LOGIN_CONCURRENCY = 4;
/** Client threads: one core for the clients, the other left to the server. */
const THREADS = envNumber(
  'BENCH_B10_THREADS',
  Math.max(1, Math.min(2, availableParallelism() - 1)),
);
const P99_LIMIT_MS = 200;
/** Climb the whole ladder past a failed p99, for the CPU per message at every step. */
const PAST_P99 = process.env['BENCH_B10_PAST_P99'] === '1';
/** Two edges through Redis instead of one process (see the header). */
const CLUSTER = process.env['BENCH_B10_CLUSTER'] === '1';
const TARGET = 150_000;
/** Server CPU per delivered message the issue asks for (issue 20, point 6). */
const COST_TARGET_US = 6;
/** Hard stop for the ladder so the bench keeps its budget (90 s full, 20 s quick) on a slow machine. */
const LADDER_DEADLINE_MS = QUICK ? 14_000 : 60_000;

/** The KPI counters every session subscribes to, as a dashboard's hub would (a few KPIs of ten business processes). */
const COUNTER_KPIS = [
  'businessProcessServiceLevel',
  'businessProcessWaitingInteractions',
  'businessProcessLongestWaitingTime',
  'businessProcessAnsweredInteractions',
];
const COUNTER_BUSINESS_PROCESSES = 10;

interface Step {
  clients: number;
  sessions: number;
  messagesPerSecond: number;
  itemsPerSecond: number;
  megabytesPerSecond: number;
  messagesPerSecondPerRound: number[];
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  timed: number;
  serverCpuPercent: number;
  /** Server CPU (every server process) per message delivered, in µs. */
  serverCpuUsPerMessage: number;
  /**
   * The same less the CPU the server spent with one lone client (the simulation, its diff,
   * timers): what each delivered message adds, the cost a capacity estimate multiplies.
   */
  fanOutCpuUsPerMessage: number;
  serverRssMb: number;
  /** Server CPU µs per delivered message of each process (a cluster's core, edges, Redis, HAProxy). */
  cpuUsPerMessageByProcess: Record<string, number>;
  /** CPU of this bench process (main thread and every client thread), % of one core. */
  clientCpuPercent: number;
  early: number;
  untimed: number;
  dropped: number;
  itemChecks: number;
  itemMismatches: number;
}

async function login(url: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  const lanes = Array.from({ length: LOGIN_CONCURRENCY }, async () => {
    while (ids.length < count) {
      const placeholder = ids.push('') - 1;
      ids[placeholder] = await nodeSession(url);
    }
  });
  await Promise.all(lanes);
  return ids.slice(0, count);
}

async function subscribeCounters(url: string, sessionId: string, index: number): Promise<void> {
  const counters = Array.from(
    { length: COUNTER_BUSINESS_PROCESSES },
    (_, i) => `bp-${i + 1}`,
  ).flatMap((handlerId) => COUNTER_KPIS.map((counterTypeId) => ({ handlerId, counterTypeId })));
  const response = await fetch(`${url}/api/statistics/subscribeForCounters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SESSION_HEADER]: sessionId },
    body: JSON.stringify({ clientSubscriptionId: `fanout-${index}`, counters }),
  });
  if (!response.ok)
    throw new Error(`subscribeForCounters answered ${response.status}: ${await response.text()}`);
}

interface ClockFloor {
  floorMs: number;
  medianMs: number;
  n: number;
  /** Server CPU seconds per second meanwhile: the cost of the centre itself, before fan-out. */
  baseCpuSecondsPerSecond: number;
}

/** The least (receipt − t) of one lone client: the clock floor (see the header). */
async function clockFloor(fleet: Fleet, server: Target): Promise<ClockFloor> {
  const before = usageOf(server.pids());
  const started = performance.now();
  fleet.start(0, true);
  await sleep(CALIBRATE_MS);
  const { raw } = await fleet.stop();
  const seconds = (performance.now() - started) / 1000;
  const baseCpuSecondsPerSecond = (usageOf(server.pids()).cpuSeconds - before.cpuSeconds) / seconds;
  if (raw.length === 0)
    throw new Error(
      'no batch reached the lone client: cannot relate the simulation clock to the wall clock',
    );
  const sorted = [...raw].sort((a, b) => a - b);
  return {
    floorMs: sorted[0] as number,
    medianMs: sorted[Math.floor(sorted.length / 2)] as number,
    n: raw.length,
    baseCpuSecondsPerSecond: Math.round(baseCpuSecondsPerSecond * 1000) / 1000,
  };
}

/** What the ladder measures: one server process, or every process of a cluster. */
interface Target {
  url: string;
  pids(): number[];
  /** What each of pids() is, in the same order (core, edge, redis, haproxy). */
  labels: readonly string[];
  stop(): Promise<void>;
}

function usageOf(pids: readonly number[]): { cpuSeconds: number; rssMb: number } {
  let cpuSeconds = 0;
  let rssMb = 0;
  for (const pid of pids) {
    const usage = processUsage(pid);
    cpuSeconds += usage.cpuSeconds;
    rssMb += usage.rssMb;
  }
  return { cpuSeconds, rssMb };
}

async function startTarget(): Promise<Target> {
  if (!CLUSTER) {
    // no client build: the fan-out needs only the API and the socket
    const server = await startLoadServer('', SHAPE);
    return {
      url: server.url,
      pids: () => [server.process.pid as number],
      labels: ['server'],
      stop: server.stop,
    };
  }
  const basePort = Number(process.env['CLUSTER_PORT']) || undefined;
  const pgPort = Number(process.env['CLUSTER_PG_PORT']) || undefined;
  const cluster = await startCluster({
    edges: 2,
    ...(basePort === undefined ? {} : { basePort }),
    ...(pgPort === undefined ? {} : { pgPort }),
    env: { E2E_TEST_ROUTES: '1', ...BENCH_LIMITS },
    nodeArgs: [
      '--bps',
      String(SHAPE.businessProcesses),
      '--agents',
      String(SHAPE.agents),
      '--events-per-second',
      String(SHAPE.eventsPerSecond),
    ],
  });
  return {
    url: cluster.url,
    // PostgreSQL holds the core lock only: idle during the ladder, left out
    pids: () =>
      [cluster.core, ...cluster.edges, cluster.redis, cluster.haproxy].map((p) => p.pid as number),
    labels: ['core', ...cluster.edges.map((_, i) => `edge ${i + 1}`), 'redis', 'haproxy'],
    stop: () => cluster.stop(),
  };
}

async function measureStep(
  server: Target,
  fleet: Fleet,
  floor: ClockFloor,
  sessions: number,
): Promise<Step> {
  const offsetMs = floor.floorMs;
  const pids = server.pids();
  const perRound: number[] = [];
  let seconds = 0;
  let total: TallyReading | null = null;
  const serverBefore = usageOf(pids);
  const eachBefore = pids.map((pid) => usageOf([pid]).cpuSeconds);
  const clientBefore = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    fleet.start(offsetMs);
    await sleep(WINDOW_MS);
    const reading = await fleet.stop();
    const roundSeconds = (performance.now() - started) / 1000;
    seconds += roundSeconds;
    perRound.push(Math.round(reading.messages / roundSeconds));
    if (total === null) total = reading;
    else {
      for (let i = 0; i < total.histogram.length; i++)
        total.histogram[i] = (total.histogram[i] ?? 0) + (reading.histogram[i] ?? 0);
      total.messages += reading.messages;
      total.items += reading.items;
      total.bytes += reading.bytes;
      total.early += reading.early;
      total.untimed += reading.untimed;
      total.itemChecks += reading.itemChecks;
      total.itemMismatches += reading.itemMismatches;
      total.dropped = reading.dropped;
    }
  }
  const serverAfter = usageOf(pids);
  const eachAfter = pids.map((pid) => usageOf([pid]).cpuSeconds);
  const client = process.cpuUsage(clientBefore);
  const t = total as TallyReading;
  let maxMs = 0;
  for (let i = t.histogram.length - 1; i >= 0; i--) {
    if ((t.histogram[i] ?? 0) > 0) {
      maxMs = i;
      break;
    }
  }
  return {
    clients: fleet.sockets,
    sessions,
    messagesPerSecond: Math.round(t.messages / seconds),
    itemsPerSecond: Math.round(t.items / seconds),
    megabytesPerSecond: round1(t.bytes / seconds / 1e6),
    messagesPerSecondPerRound: perRound,
    p50Ms: histogramQuantile(t.histogram, 0.5),
    p99Ms: histogramQuantile(t.histogram, 0.99),
    maxMs,
    timed: countOf(t.histogram),
    serverCpuPercent: cpuPercent(serverBefore, serverAfter, seconds),
    serverCpuUsPerMessage: round1(
      ((serverAfter.cpuSeconds - serverBefore.cpuSeconds) * 1e6) / Math.max(1, t.messages),
    ),
    fanOutCpuUsPerMessage: round1(
      ((serverAfter.cpuSeconds -
        serverBefore.cpuSeconds -
        floor.baseCpuSecondsPerSecond * seconds) *
        1e6) /
        Math.max(1, t.messages),
    ),
    serverRssMb: Math.round(serverAfter.rssMb),
    cpuUsPerMessageByProcess: Object.fromEntries(
      server.labels.map((label, i) => [
        label,
        round1((((eachAfter[i] ?? 0) - (eachBefore[i] ?? 0)) * 1e6) / Math.max(1, t.messages)),
      ]),
    ),
    clientCpuPercent: Math.round(((client.user + client.system) / 1e6 / seconds) * 100),
    early: t.early,
    untimed: t.untimed,
    dropped: t.dropped,
    itemChecks: t.itemChecks,
    itemMismatches: t.itemMismatches,
  };
}

async function main(): Promise<void> {
  const benchStarted = performance.now();
  const server = await startTarget();
  const fleet = startFleet(server.url, THREADS);
  const steps: Step[] = [];
  let stopReason = 'ladder done';
  let floor: ClockFloor | null = null;
  try {
    const sessionIds = await login(server.url, SESSIONS);
    // one at a time: forty at once through HAProxy, an edge and the core once drew a 502
    for (const [i, id] of sessionIds.entries()) await subscribeCounters(server.url, id, i);
    const first = await fleet.open(1, sessionIds);
    if (first.failed > 0)
      throw new Error(`the first client could not connect: ${first.firstError}`);
    await sleep(SETTLE_MS);
    floor = await clockFloor(fleet, server);
    console.log(
      `clock floor ${floor.floorMs} ms (median ${floor.medianMs} ms over ${floor.n} messages of one client), server CPU with that one client ${Math.round(floor.baseCpuSecondsPerSecond * 100)} %`,
    );
    const ladderStarted = performance.now();
    for (const clients of LADDER) {
      if (clients <= fleet.sockets) continue;
      if (performance.now() - ladderStarted > LADDER_DEADLINE_MS) {
        stopReason = `time budget: stopped before ${clients} clients`;
        break;
      }
      const opened = await fleet.open(clients - fleet.sockets, sessionIds);
      if (opened.failed > 0) {
        stopReason = `${opened.failed} clients could not connect at ${clients}: ${opened.firstError}`;
        break;
      }
      await sleep(SETTLE_MS);
      const step = await measureStep(server, fleet, floor, sessionIds.length);
      steps.push(step);
      console.log(
        `${step.clients} clients: ${step.messagesPerSecond.toLocaleString('en')} messages/s, ${step.itemsPerSecond.toLocaleString('en')} items/s, ` +
          `${step.megabytesPerSecond} MB/s, p50 ${step.p50Ms} ms, p99 ${step.p99Ms} ms, server CPU ${step.serverCpuPercent} % (${JSON.stringify(step.cpuUsPerMessageByProcess)} µs/message by process; ${step.serverCpuUsPerMessage} µs/message, ${step.fanOutCpuUsPerMessage} above the lone client's), clients CPU ${step.clientCpuPercent} %`,
      );
      if (step.dropped > 0) {
        stopReason = `${step.dropped} clients were dropped at ${step.clients}`;
        break;
      }
      // a shared machine's p99 says little of the server; its CPU per message still reads
      if (!(step.p99Ms < P99_LIMIT_MS) && !PAST_P99) {
        stopReason = `p99 ${step.p99Ms} ms at ${step.clients} clients`;
        break;
      }
    }
  } finally {
    await fleet.close();
    await server.stop();
  }

  const passing = steps.filter((s) => s.p99Ms < P99_LIMIT_MS && s.dropped === 0);
  const best = passing.reduce<Step | null>(
    (a, s) => (a === null || s.messagesPerSecond > a.messagesPerSecond ? s : a),
    null,
  );
  const mismatches = steps.reduce((n, s) => n + s.itemMismatches, 0);
  const row: FigureRow = {
    figure: `B10 server fan-out${CLUSTER ? ' (two edges through Redis)' : ''}: messages/s to ${best?.clients.toLocaleString('en') ?? 'N'} loopback socket clients at p99 < ${P99_LIMIT_MS} ms`,
    candidate:
      best?.messagesPerSecond ?? `not read: no step had p99 < ${P99_LIMIT_MS} ms (${stopReason})`,
    peer: '—',
    ratio: '—',
    target: `≥ ${TARGET.toLocaleString('en')}`,
    met: best !== null && best.messagesPerSecond >= TARGET,
  };
  const shape = CLUSTER ? ' (two edges through Redis)' : '';
  const cost: FigureRow = {
    figure: `B10 server CPU µs per delivered message${shape}, at that step (above the lone client's)`,
    candidate:
      best === null ? 'not read' : `${best.serverCpuUsPerMessage} (${best.fanOutCpuUsPerMessage})`,
    peer: '—',
    ratio: '—',
    target: `≤ ${COST_TARGET_US} µs`,
    met: best !== null && best.serverCpuUsPerMessage <= COST_TARGET_US,
  };
  const items: FigureRow = {
    figure: `B10 items/s at p99 < ${P99_LIMIT_MS} ms${shape}`,
    candidate: best?.itemsPerSecond ?? 'not read',
    peer: '—',
    ratio: '—',
    target: '—',
    met: best !== null,
  };
  reportRows(CLUSTER ? 'B10 cluster' : 'B10', [row, cost, items]);
  console.table(
    steps.map((s) => ({
      clients: s.clients,
      'messages/s': s.messagesPerSecond,
      'items/s': s.itemsPerSecond,
      'MB/s': s.megabytesPerSecond,
      'p50 ms': s.p50Ms,
      'p99 ms': s.p99Ms,
      'max ms': s.maxMs,
      'server CPU %': s.serverCpuPercent,
      'server µs/message': s.serverCpuUsPerMessage,
      'µs above lone client': s.fanOutCpuUsPerMessage,
      'clients CPU %': s.clientCpuPercent,
    })),
  );
  if (mismatches > 0)
    console.warn(
      `item count: ${mismatches} sampled batches counted differently from a full decode (see JSON)`,
    );
  const out = writeResults('server', CLUSTER ? 'B10 cluster' : 'B10', {
    topology: CLUSTER
      ? 'core + 2 edges, Redis Streams adapter, clients through HAProxy; CPU of core, edges, Redis, HAProxy'
      : 'one process',
    shape: SHAPE,
    sessions: SESSIONS,
    countersPerSession: COUNTER_KPIS.length * COUNTER_BUSINESS_PROCESSES,
    clientThreads: THREADS,
    rounds: ROUNDS,
    windowMs: WINDOW_MS,
    clockFloor: floor,
    latency: 'receipt wall ms − (batch t + clock floor), 1 ms bins',
    stopReason,
    figure:
      best === null
        ? null
        : {
            clients: best.clients,
            messagesPerSecond: best.messagesPerSecond,
            itemsPerSecond: best.itemsPerSecond,
            p99Ms: best.p99Ms,
            serverCpuUsPerMessage: best.serverCpuUsPerMessage,
            fanOutCpuUsPerMessage: best.fanOutCpuUsPerMessage,
          },
    steps,
    wallSeconds: round1((performance.now() - benchStarted) / 1000),
  });
  console.log(`${stopReason}; results in ${out}`);
}

await main();
