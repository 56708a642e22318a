// Builds the client when dist/ is missing or older than any source it is built from,
// so `npm start` on a fresh clone (or after a pull) always serves the current code.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'workers',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
];
const STAMP = join('dist', 'index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx') || entry.endsWith('.bench.ts'))
      continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function buildIfStale() {
  const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map(newestMtime));
  if (built >= newest) return false;
  console.log(built ? 'Client sources changed: rebuilding…' : 'No client build yet: building…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
