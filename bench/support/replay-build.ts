/**
 * B1's replay build: the client built as the product is, except that the hub's entries
 * (SharedWorker, dedicated Worker, leader worker and the in-page hub) import
 * bench/replay/replay-environment.ts where they import workers/hub/browser-environment.ts.
 * Made by the bench into a temporary folder, never by `npm run build`: the product's
 * bundle holds no replay code and no URL can switch a user's hub to it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { RECORDING_PATH } from '../replay/replay-control';

const REAL_ENVIRONMENT = resolve('workers/hub/browser-environment.ts');
const REPLAY_ENVIRONMENT = resolve('bench/replay/replay-environment.ts');

function replayEnvironment(): Plugin {
  return {
    name: 'bench-replay-environment',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('browser-environment') || importer === REPLAY_ENVIRONMENT) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === REAL_ENVIRONMENT ? REPLAY_ENVIRONMENT : null;
    },
  };
}

/** Builds the replay client; returns its folder. */
export async function buildReplayClient(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'cc-bench-replay-'));
  await build({
    configFile: resolve('vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
    plugins: [replayEnvironment()],
    worker: { format: 'es', plugins: () => [replayEnvironment()] },
  });
  return outDir;
}

/** Writes the recording into a replay build's folder (before its server starts: it lists files then). */
export function writeRecording(outDir: string, lines: readonly string[]): void {
  const file = join(outDir, RECORDING_PATH);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, lines.join('\n') + '\n');
}
