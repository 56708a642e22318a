/**
 * The keepAlive beat of the hub's one session. The next beat is scheduled when the
 * previous one has finished, so a slow answer (up to the 30 s timeout) never overlaps
 * the next call and never stacks up requests against a struggling server.
 */
import type { SessionEnvironment } from './session-types';

/**
 * 15 s between keepAlive calls: five consecutive misses (the logout threshold of §8)
 * then take about 75 s, well inside the server's idle expiry (10 min by default), so a
 * short outage ends in "connection restored" rather than SESSION_EXPIRED.
 */
export const KEEP_ALIVE_INTERVAL_MS = 15_000;

export interface KeepAliveLoop {
  start(): void;
  stop(): void;
  readonly running: boolean;
}

/** `beat` performs one keepAlive call and must not reject (errors are its own business). */
export function createKeepAliveLoop(
  timers: Pick<SessionEnvironment, 'setTimeout' | 'clearTimeout'>,
  beat: () => Promise<void>,
): KeepAliveLoop {
  let handle: unknown = null;
  // bumped by stop(): a beat in flight when the loop stopped must not schedule another
  let generation = 0;
  let running = false;

  function schedule(forGeneration: number): void {
    handle = timers.setTimeout(() => {
      handle = null;
      void beat()
        .catch(() => undefined)
        .then(() => {
          if (running && forGeneration === generation) schedule(forGeneration);
        });
    }, KEEP_ALIVE_INTERVAL_MS);
  }

  return {
    start() {
      if (running) return;
      running = true;
      generation += 1;
      schedule(generation);
    },
    stop() {
      running = false;
      generation += 1;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
    get running() {
      return running;
    },
  };
}
