import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InputAwareFlush } from './input-aware-flush';

const TIMING = { everyMs: 500, quietMs: 300, maxDelayMs: 1_000 };

describe('InputAwareFlush', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = () => {
    const flush = vi.fn();
    const batches = new InputAwareFlush(flush, TIMING, () => Date.now());
    return { flush, batches };
  };

  it('flushes once per period however often work is scheduled', () => {
    const { flush, batches } = make();
    batches.schedule();
    vi.advanceTimersByTime(200);
    batches.schedule();
    vi.advanceTimersByTime(299);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(flush).toHaveBeenCalledTimes(1);
    batches.schedule();
    vi.advanceTimersByTime(500);
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('waits out the quiet window after input before flushing', () => {
    const { flush, batches } = make();
    batches.schedule();
    vi.advanceTimersByTime(400);
    batches.noteInput();
    vi.advanceTimersByTime(100);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(199);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('flushes at most maxDelayMs late however often the user presses', () => {
    const { flush, batches } = make();
    batches.schedule();
    for (let t = 0; t < 1_400; t += 100) {
      batches.noteInput();
      vi.advanceTimersByTime(100);
    }
    expect(flush).not.toHaveBeenCalled();
    batches.noteInput();
    // due at 500, so 1,500 at the latest
    vi.advanceTimersByTime(100);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('flushes nothing after it is disposed', () => {
    const { flush, batches } = make();
    batches.schedule();
    batches.dispose();
    vi.advanceTimersByTime(5_000);
    expect(flush).not.toHaveBeenCalled();
  });
});
