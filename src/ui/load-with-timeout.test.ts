import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_PART_LOAD_TIMEOUT_MS } from '../domain/agent-desktop-constants';
import { ChunkLoadError, loadWithTimeout } from './load-with-timeout';

describe('loadWithTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a screen part that never arrives fails with ChunkLoadError after 120 s', async () => {
    const result = loadWithTimeout(() => new Promise<never>(() => {}));
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(SCREEN_PART_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkLoadError));
  });

  it('a screen part that fails to load becomes a ChunkLoadError carrying the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadWithTimeout(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).name).toBe('ChunkLoadError');
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it('a screen part that arrives in time resolves and leaves no timer behind', async () => {
    const module = { default: 'screen' };
    const loaded = loadWithTimeout(() => Promise.resolve(module));
    await expect(loaded).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a late arrival after the timeout does not change the outcome', async () => {
    let arrive: (value: string) => void = () => {};
    const result = loadWithTimeout(
      () => new Promise<string>((resolve) => (arrive = resolve)),
      1_000,
    );
    const outcome = result.then(
      () => 'resolved',
      (e: unknown) => (e instanceof ChunkLoadError ? 'chunk error' : 'other'),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    arrive('late');
    expect(await outcome).toBe('chunk error');
  });
});
