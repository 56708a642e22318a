// `npm run bench [-- --quick]`: runs every *.bench.ts (hub ingest, simulator engine, ...)
// and the end-to-end benches in bench/, printing tables and writing
// bench/results/<date>.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const quick = process.argv.includes('--quick');
const date = new Date().toISOString().slice(0, 10);
mkdirSync('bench/results', { recursive: true });
const out = `bench/results/${date}${quick ? '-quick' : ''}.json`;

const env = { ...process.env, BENCH_QUICK: quick ? '1' : '' };
const run = spawnSync('npx', ['vitest', 'bench', '--run', '--outputJson', out], { stdio: 'inherit', env });
if (run.status !== 0) process.exit(run.status ?? 1);
console.log(`\nResults written to ${out}`);

// Whole-process figures that a vitest bench cannot take (a server in its own process).
for (const script of ['bench/server-throughput.ts', 'bench/browser-delivery.ts']) {
  console.log(`\n${script}`);
  const child = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', env });
  if (child.status !== 0) process.exit(child.status ?? 1);
}
