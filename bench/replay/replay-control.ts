/** What the bench and the replay build agree on: where the recording lies, how a rate is set. */

/** The bench writes the recording here in the replay build's folder, before its server starts. */
export const RECORDING_PATH = '/bench-replay/recording.ndjson';

/** The bench's pages post `{ rate }` (items per second) here; every replaying hub hears it. */
export const REPLAY_CHANNEL = 'cc-bench-replay';

/** Far above anything B1 climbs to: a message past it is a mistake, not a rate. */
const MAX_RATE = 10_000_000;

/** The rate a message sets, or null when it sets none. */
export function replayRateOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const rate = (data as { rate?: unknown }).rate;
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate <= MAX_RATE
    ? rate
    : null;
}
