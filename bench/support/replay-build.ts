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
import { RECORDING_PATH } from '../replay/replay-control';
import { buildBenchClient } from './bench-build';

const REPLAY_ENVIRONMENT: ReadonlyMap<string, string> = new Map([
  [resolve('workers/hub/browser-environment.ts'), resolve('bench/replay/replay-environment.ts')],
]);

/** Builds the replay client (the peer's modules too: B1 replays into both); returns its folder. */
export async function buildReplayClient(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'cc-bench-replay-'));
  await buildBenchClient(outDir, REPLAY_ENVIRONMENT);
  return outDir;
}

/** Writes the recording into a replay build's folder (before its server starts: it lists files then). */
export function writeRecording(outDir: string, lines: readonly string[]): void {
  const file = join(outDir, RECORDING_PATH);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, lines.join('\n') + '\n');
}
