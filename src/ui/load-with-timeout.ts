import { SCREEN_PART_LOAD_TIMEOUT_MS } from '../domain/agent-desktop-constants';

/** A screen part that failed to load or did not arrive within the timeout (agent-desktop §8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export interface LoadTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: LoadTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) =>
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Run a dynamic import with the screen-part timeout: it settles with the module, or with a
 * ChunkLoadError when the import fails or takes longer than `timeoutMs`.
 */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = SCREEN_PART_LOAD_TIMEOUT_MS,
  timers: LoadTimers = globalTimers,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const handle = timers.setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(new ChunkLoadError(`screen part did not load within ${timeoutMs} ms`));
    }, timeoutMs);
    load().then(
      (module) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(handle);
        resolve(module);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(handle);
        reject(
          new ChunkLoadError(`screen part failed to load: ${String(error)}`, { cause: error }),
        );
      },
    );
  });
}
