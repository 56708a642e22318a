import { useSyncExternalStore } from 'react';
import { signal, type ReadonlySignal } from '@preact/signals-react';
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
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}

let stopTick: (() => void) | null = null;

/**
 * The same tick as a signal, for a timer bound straight to the DOM (no React render a
 * second). It ticks only while something reads it.
 */
export const nowSignal: ReadonlySignal<number> = signal(now, {
  watched() {
    this.value = Date.now();
    stopTick = subscribe(() => {
      this.value = now;
    });
  },
  unwatched() {
    stopTick?.();
    stopTick = null;
  },
});
