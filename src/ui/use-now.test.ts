import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_TIMER_TICK_MS } from '../domain/supervisor-constants';
import { nowSignal } from './use-now';

describe('nowSignal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the time of now when first watched, then ticks with the shared tick, and stops when unwatched', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const seen: number[] = [];
    const stop = nowSignal.subscribe((now) => seen.push(now));
    expect(seen).toEqual([1_000_000]);
    vi.advanceTimersByTime(LIVE_TIMER_TICK_MS);
    expect(seen).toEqual([1_000_000, 1_000_000 + LIVE_TIMER_TICK_MS]);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
