import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottledTask } from './throttle';

const env = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttled task', () => {
  it('runs at once, then at most once per interval however often it is asked', async () => {
    const task = vi.fn(async () => {});
    const throttled = createThrottledTask(env, 1_000, task);
    throttled.run();
    for (let i = 0; i < 10; i += 1) throttled.run();
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('a call while the task runs runs it again after it finished', async () => {
    let finish: () => void = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const throttled = createThrottledTask(env, 1_000, task);
    throttled.run();
    throttled.run();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('cancel drops a scheduled run', async () => {
    const task = vi.fn(async () => {});
    const throttled = createThrottledTask(env, 1_000, task);
    throttled.run();
    throttled.run();
    throttled.cancel();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
