import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSIVE_FIGURE_INTERVAL_MS } from '../domain/figure-pace';
import { FigureBeat, figureBeat } from './figure-beat';

describe('FigureBeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes every figure that changed since the last beat together, one interval after the first change', () => {
    const beat = new FigureBeat(250);
    const written: string[] = [];
    beat.schedule(() => written.push('ready'));
    vi.advanceTimersByTime(100);
    beat.schedule(() => written.push('busy'));
    vi.advanceTimersByTime(149);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(written).toEqual(['ready', 'busy']);
  });

  it('writes a figure once per beat however often it changes, and at most 4 times a second', () => {
    const beat = new FigureBeat(PASSIVE_FIGURE_INTERVAL_MS);
    let writes = 0;
    const write = () => {
      writes += 1;
    };
    // 100 changes 10 ms apart over one second
    for (let step = 0; step < 100; step += 1) {
      beat.schedule(write);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(PASSIVE_FIGURE_INTERVAL_MS);
    expect(writes).toBeGreaterThanOrEqual(4);
    expect(writes).toBeLessThanOrEqual(5);
  });

  it('starts no beat while nothing changes, and drops a write cancelled before its beat', () => {
    const beat = new FigureBeat(250);
    const write = vi.fn();
    beat.schedule(write);
    beat.cancel(write);
    vi.advanceTimersByTime(1_000);
    expect(write).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is one beat per interval for the whole page', () => {
    expect(figureBeat(250)).toBe(figureBeat(250));
    expect(figureBeat(250)).not.toBe(figureBeat(500));
  });
});
