// `npm run bench [-- --quick] [-- --soak]`: runs every *.bench.ts (hub ingest, simulator
// engine, ...) and the end-to-end benches in bench/, printing tables and writing
// bench/results/<date>.json.
//   --quick  shorter windows, fewer rounds and rates: the whole run stays under ~10 minutes
//            on a quiet machine.
//   --soak   B7 (memory) runs 60 minutes instead of 10 (BENCH_SOAK_MINUTES overrides).
// Without --quick the run takes about 1 h 45 min, most of it B1's rate ladder (up to 6
// rates × 2 designs × 5 rounds, 60 s each) and B7's 10 minutes.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const quick = process.argv.includes('--quick');
const soak = process.argv.includes('--soak');
const date = new Date().toISOString().slice(0, 10);
mkdirSync('bench/results', { recursive: true });
const out = `bench/results/${date}${quick ? '-quick' : ''}.json`;

const env = { ...process.env, BENCH_QUICK: quick ? '1' : '' };
if (soak && env.BENCH_SOAK_MINUTES === undefined) env.BENCH_SOAK_MINUTES = '60';
const run = spawnSync('npx', ['vitest', 'bench', '--run', '--outputJson', out], { stdio: 'inherit', env });
if (run.status !== 0) process.exit(run.status ?? 1);
console.log(`\nResults written to ${out}`);

// Whole-process figures that a vitest bench cannot take (a server in its own process, a
// browser). The browser benches merge their figures into the same file, under "browser".
// B7 (memory) runs in the full run only, or with --soak: its quick form is too short for a slope.
const scripts = [
  'bench/server-throughput.ts',
  'bench/browser-delivery.ts', // B2, B6
  'bench/browser-frames.ts', // supervisor-center frame time, B1
  'bench/browser-latency.ts', // B3
  'bench/summary-table.ts', // B4
  'bench/agent-list.ts', // B5
  ...(quick && !soak ? [] : ['bench/memory.ts']), // B7
];
// A bench that fails does not stop the others; the run exits non-zero and names it.
const failed = [];
for (const script of scripts) {
  console.log(`\n${script}`);
  const child = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', env });
  if (child.status !== 0) failed.push(script);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
