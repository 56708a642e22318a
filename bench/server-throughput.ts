/**
 * Server throughput at load-mode scale: the reference server runs alone in a child
 * process (1,000 business processes, 10,000 agents, about 20,000 statistics changes per
 * second) and one supervisor socket on loopback counts what it receives. Prints events/s
 * delivered and the server process's CPU and memory, read from /proc.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { io } from 'socket.io-client';
import { freePort } from '../e2e/support/free-port';

import { QUICK, reportRows, writeResults } from './support/report';

const LOAD_EVENTS_PER_SECOND = 20_000;
const MEASURE_MS = QUICK ? 4_000 : 20_000;
const WARM_UP_MS = QUICK ? 2_000 : 5_000;
const CLOCK_TICKS_PER_SECOND = 100; // Linux USER_HZ

/** CPU seconds (user + system) and resident memory of a process. */
function processUsage(pid: number): { cpuSeconds: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  const rssKb = Number(
    /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0,
  );
  return { cpuSeconds, rssMb: rssKb / 1024 };
}

async function main(): Promise<void> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/main.ts',
      '--load',
      '--events-per-second',
      String(LOAD_EVENTS_PER_SECOND),
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DB_PATH: ':memory:',
        STATIC_DIR: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('running on')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
  try {
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'supervisor', password: 'supervisor' }),
    });
    const { data } = (await login.json()) as { data: { sessionId: string } };
    const socket = io(url, {
      transports: ['websocket'],
      auth: { sessionId: data.sessionId },
      extraHeaders: { Origin: url },
      reconnection: false,
    });
    let items = 0;
    let messages = 0;
    socket.onAny((_event: string, payload: { items?: unknown[] }) => {
      messages += 1;
      items += payload.items?.length ?? 1;
    });
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    const startItems = items;
    const startMessages = messages;
    const startUsage = processUsage(server.pid!);
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
    const seconds = (performance.now() - started) / 1000;
    const endUsage = processUsage(server.pid!);
    socket.close();
    const eventsPerSecond = Math.round((items - startItems) / seconds);
    const reading = {
      eventsPerSecond,
      messagesPerSecond: Math.round((messages - startMessages) / seconds),
      serverCpuPercent: Math.round(((endUsage.cpuSeconds - startUsage.cpuSeconds) / seconds) * 100),
      serverRssMb: Math.round(endUsage.rssMb),
      seconds: Number(seconds.toFixed(1)),
    };
    writeResults('server', 'throughput', {
      shape: '1,000 business processes, 10,000 agents, 20,000 events/s, one supervisor socket',
      ...reading,
    });
    reportRows('serverThroughput', [
      {
        figure: `server → one supervisor socket at load-mode scale: events/s (${reading.messagesPerSecond} messages/s, CPU ${reading.serverCpuPercent} %, RSS ${reading.serverRssMb} MB)`,
        candidate: eventsPerSecond,
        peer: '—',
        ratio: '—',
        target: `keeps up with the load (≥ ${(LOAD_EVENTS_PER_SECOND * 0.95).toLocaleString('en')})`,
        met: eventsPerSecond >= LOAD_EVENTS_PER_SECOND * 0.95,
      },
    ]);
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
