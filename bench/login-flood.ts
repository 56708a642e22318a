/**
 * Login flood: the reference server alone in a child process while 40 clients send bogus
 * logins (unknown usernames, each needing a password hash) as fast as the server answers.
 * Beside them, one prober asks for a static file and one signed-in call in turn; the figure
 * is their p95 latency. The login rate limits are lifted for the run (as if the flood came
 * from many addresses), so what protects the other calls is the bounded hashing alone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/support/free-port';
import { SESSION_HEADER } from '../src/protocol/api';
import { QUICK, reportRows, writeResults } from './support/report';

const FLOOD_CLIENTS = Number(process.env['BENCH_LOGIN_FLOOD_CLIENTS'] ?? 40);
const WARM_UP_MS = QUICK ? 1_000 : 3_000;
const MEASURE_MS = QUICK ? 5_000 : 20_000;
/** Pause between two probes: often enough for a few hundred samples, rare enough not to load the server itself. */
const PROBE_GAP_MS = 25;
const TARGET_P95_MS = 100;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const r = (v: number) => Math.round(v * 10) / 10;
  return {
    n: sorted.length,
    p50: r(percentile(sorted, 50)),
    p95: r(percentile(sorted, 95)),
    max: r(sorted.at(-1) ?? Number.NaN),
  };
};

async function timed(url: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  const staticDir = mkdtempSync(join(tmpdir(), 'cc-login-flood-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>probe</title>');
  writeFileSync(join(staticDir, 'probe.txt'), 'x'.repeat(4_096));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_PATH: ':memory:',
      STATIC_DIR: staticDir,
      LOGIN_ATTEMPTS_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
      body: JSON.stringify({ username: 'agent', password: 'agent' }),
    });
    const { data } = (await login.json()) as { data: { sessionId: string } };
    const signedIn = { headers: { [SESSION_HEADER]: data.sessionId } };

    let flooding = true;
    const outcomes = new Map<number, number>();
    let attempt = 0;
    const flooder = async () => {
      while (flooding) {
        attempt += 1;
        const response = await fetch(`${url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: `nobody-${attempt}`, password: 'guess' }),
        }).catch(() => null);
        if (response === null) continue;
        await response.arrayBuffer();
        outcomes.set(response.status, (outcomes.get(response.status) ?? 0) + 1);
        // a refused attempt comes back at once; a real attacker would retry at once too
      }
    };
    const flood = Array.from({ length: FLOOD_CLIENTS }, flooder);
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    outcomes.clear();

    const staticMs: number[] = [];
    const apiMs: number[] = [];
    const until = performance.now() + MEASURE_MS;
    while (performance.now() < until) {
      staticMs.push(await timed(`${url}/probe.txt`));
      apiMs.push(await timed(`${url}/api/themes/all`, signedIn));
      await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
    }
    flooding = false;
    await Promise.all(flood);

    const seconds = MEASURE_MS / 1000;
    const reading = {
      floodClients: FLOOD_CLIENTS,
      staticFile: summary(staticMs),
      signedInCall: summary(apiMs),
      loginAnswersPerSecond: Object.fromEntries(
        [...outcomes].map(([status, n]) => [status, Math.round(n / seconds)]),
      ),
    };
    console.log(JSON.stringify(reading, null, 2));
    writeResults('server', 'loginFlood', reading);
    reportRows('loginFlood', [
      {
        figure: `static file p95 ms under ${FLOOD_CLIENTS} concurrent bogus logins`,
        candidate: reading.staticFile.p95,
        peer: '—',
        ratio: '—',
        target: `≤ ${TARGET_P95_MS} ms`,
        met: reading.staticFile.p95 <= TARGET_P95_MS,
      },
      {
        figure: `signed-in call p95 ms under ${FLOOD_CLIENTS} concurrent bogus logins`,
        candidate: reading.signedInCall.p95,
        peer: '—',
        ratio: '—',
        target: `≤ ${TARGET_P95_MS} ms`,
        met: reading.signedInCall.p95 <= TARGET_P95_MS,
      },
    ]);
  } finally {
    server.kill('SIGTERM');
    rmSync(staticDir, { recursive: true, force: true });
  }
}

await main();
