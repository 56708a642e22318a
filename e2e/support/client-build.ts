import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A private copy of the built client whose index page finds every file it names, for a
 * journey that starts its own server: a rebuild of dist/ during the run (it empties the
 * folder and writes index.html last) must not pull the files from under the pages.
 */
export async function copyClientBuild(prefix: string): Promise<string> {
  // the build the run's server serves: a private one when the run names it (STATIC_DIR)
  const source = process.env['STATIC_DIR'] ?? 'dist';
  for (let attempt = 0; attempt < 45; attempt += 1) {
    if (existsSync(join(source, 'index.html'))) {
      const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
      cpSync(source, dir, { recursive: true });
      const index = readFileSync(join(dir, 'index.html'), 'utf8');
      const named = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
      if (named.length > 0 && named.every((file) => existsSync(join(dir, file)))) return dir;
      rmSync(dir, { recursive: true, force: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // a build is under way: let it finish
  }
  throw new Error(`${source} never held a complete build: run npm run build`);
}
