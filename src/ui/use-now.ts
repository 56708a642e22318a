import { useSyncExternalStore } from 'react';
import { LIVE_TIMER_TICK_MS } from '../domain/supervisor-constants';

/**
 * One 1 s tick for every live timer on the page (time in breach, time in state,
 * countdowns): never a timer per card or per row.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let handle: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (handle === null) {
    handle = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, LIVE_TIMER_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && handle !== null) {
      clearInterval(handle);
      handle = null;
    }
  };
}

/** The current time, refreshed by the shared tick. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now, () => now);
}
