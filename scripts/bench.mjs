// `npm run bench [-- --quick] [-- --soak]`: every benchmark of the product in one run, one
// table of every figure at the end, and the raw summaries in bench/results/<date>.json.
//   --quick  one round and short windows: the whole run stays under 3 minutes.
//   --soak   B7 (memory) runs 60 minutes instead of 10 (BENCH_SOAK_MINUTES overrides).
// The full run stays under 20 minutes: the client is built once for every browser bench,
// and B7 (a 10-minute memory reading that needs no CPU figure) runs at the lowest CPU
// priority beside the others instead of after them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printFigureTable, vitestRows } from './bench-table.mjs';

const quick = process.argv.includes('--quick');
const soak = process.argv.includes('--soak');
const started = performance.now();
const date = new Date().toISOString().slice(0, 10);
mkdirSync('bench/results', { recursive: true });
const out = `bench/results/${date}${quick ? '-quick' : ''}.json`;
rmSync(out, { force: true });
const parts = mkdtempSync(join(tmpdir(), 'cc-bench-results-'));
const memoryPart = join(parts, 'memory.json');
const vitestPart = join(parts, 'vitest.json');

const env = { ...process.env, BENCH_QUICK: quick ? '1' : '', BENCH_RESULTS_FILE: out };
if (soak && env.BENCH_SOAK_MINUTES === undefined) env.BENCH_SOAK_MINUTES = '60';

console.log('Building the client once for every browser bench…');
const staticDir = mkdtempSync(join(tmpdir(), 'cc-bench-dist-'));
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', staticDir, '--emptyOutDir'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
env.BENCH_STATIC_DIR = staticDir;

// B7 reads heaps, not CPU: at nice 19 it takes only what the other benches leave.
console.log('\nbench/memory.ts (B7) runs beside the others at the lowest CPU priority');
const memory = spawn('nice', ['-n', '19', process.execPath, '--import', 'tsx', 'bench/memory.ts'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...env, BENCH_RESULTS_FILE: memoryPart },
});
let memoryLog = '';
memory.stdout.on('data', (chunk) => (memoryLog += chunk));
memory.stderr.on('data', (chunk) => (memoryLog += chunk));
const memoryDone = new Promise((resolve) => memory.once('exit', (code) => resolve(code)));

const failed = [];
console.log('\nvitest bench (hub ingest, tab delivery, control call, simulator)');
const vitest = spawnSync('npx', ['vitest', 'bench', '--run', '--outputJson', vitestPart], { stdio: 'inherit', env });
if (vitest.status !== 0) failed.push('vitest bench');

// Whole-process figures a vitest bench cannot take (a server in its own process, a browser).
// Each has a time limit so one stuck bench cannot hold the run past its budget.
const minutes = (n) => n * 60_000;
const scripts = [
  ['bench/server-throughput.ts', minutes(1)],
  ['bench/server-fanout.ts', minutes(quick ? 1 : 2)], // B10
  ['bench/browser-delivery.ts', minutes(quick ? 1 : 4)], // B2, B6
  ['bench/browser-frames.ts', minutes(quick ? 1 : 3)], // supervisor-center frame time
  ['bench/ingest.ts', minutes(quick ? 1 : 4)], // B1
  ['bench/browser-latency.ts', minutes(quick ? 1 : 3)], // B3
  ['bench/summary-table.ts', minutes(quick ? 1 : 3)], // B4
  ['bench/agent-list.ts', minutes(quick ? 1 : 3)], // B5
  ['bench/hub-tab.ts', minutes(quick ? 1 : 3)], // B8 in the browser, B9
].filter(([script]) => existsSync(script));
for (const [script, timeout] of scripts) {
  console.log(`\n${script}`);
  const child = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', env, timeout, killSignal: 'SIGKILL' });
  if (child.status !== 0) failed.push(child.signal ? `${script} (stopped after ${timeout / 60_000} min)` : script);
}

console.log('\nwaiting for B7 (memory)…');
const memoryCode = await memoryDone;
console.log(memoryLog.trim());
if (memoryCode !== 0) failed.push('bench/memory.ts');

// One results file: the browser benches wrote to it; B7 and vitest wrote parts beside it.
const results = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
if (existsSync(memoryPart)) {
  const part = JSON.parse(readFileSync(memoryPart, 'utf8'));
  for (const [section, values] of Object.entries(part)) results[section] = { ...(results[section] ?? {}), ...values };
}
if (existsSync(vitestPart)) {
  const vitestResults = JSON.parse(readFileSync(vitestPart, 'utf8'));
  results.vitest = vitestResults;
  results.rows = { ...(results.rows ?? {}), vitest: vitestRows(vitestResults) };
}
writeFileSync(out, JSON.stringify(results, null, 2));
rmSync(parts, { recursive: true, force: true });
rmSync(staticDir, { recursive: true, force: true });

const missing = printFigureTable(results.rows ?? {});
const elapsedMinutes = (performance.now() - started) / 60_000;
console.log(`\nResults written to ${out}. The run took ${elapsedMinutes.toFixed(1)} minutes.`);
if (missing.length > 0) console.error(`Figures without a reading: ${missing.join(', ')}`);
if (failed.length > 0) console.error(`Failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 || missing.length > 0 ? 1 : 0);
