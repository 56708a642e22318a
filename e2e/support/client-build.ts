import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** A copy of `source` in a new folder if its index page finds every file it names, else ''. */
function tryCopy(source: string, prefix: string): string {
  if (!existsSync(join(source, 'index.html'))) return '';
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  cpSync(source, dir, { recursive: true });
  const index = readFileSync(join(dir, 'index.html'), 'utf8');
  const named = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
  if (named.length > 0 && named.every((file) => existsSync(join(dir, file)))) return dir;
  rmSync(dir, { recursive: true, force: true });
  return '';
}

/**
 * A private copy of the built client whose index page finds every file it names, for a
 * journey that starts its own server: a rebuild of dist/ during the run (it empties the
 * folder and writes index.html last) must not pull the files from under the pages. While a
 * build is under way the copy is tried again until it is complete.
 */
export async function copyClientBuild(prefix: string): Promise<string> {
  // the build the run's server serves: a private one when the run names it (STATIC_DIR)
  const source = process.env['STATIC_DIR'] ?? 'dist';
  let dir = '';
  await expect
    .poll(() => (dir = tryCopy(source, prefix)), {
      timeout: 90_000,
      intervals: [2_000],
      message: `${source} never held a complete build: run npm run build`,
    })
    .not.toBe('');
  return dir;
}
