import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAvatarBatcher, type AvatarEntry } from './avatar-batch';

const WAIT_MS = 50;

function setup(answer: (ids: string[]) => Promise<AvatarEntry[]>) {
  const load = vi.fn(answer);
  const log = vi.fn();
  const batcher = createAvatarBatcher({
    load,
    log,
    waitMs: WAIT_MS,
    schedule: (run, ms) => setTimeout(run, ms),
  });
  return { batcher, load, log };
}

describe('avatar batching', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('avatars asked for within 50 ms go out as one batch call after the wait', async () => {
    const { batcher, load } = setup(async (ids) =>
      ids.map((userId) => ({ userId, avatar: `img-${userId}` })),
    );
    batcher.request('c1');
    vi.advanceTimersByTime(30);
    batcher.request('c2');
    batcher.request('c1');
    vi.advanceTimersByTime(19);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(['c1', 'c2']);
    await vi.runAllTimersAsync();
    expect(batcher.peek('c1')).toBe('img-c1');
    expect(batcher.peek('c2')).toBe('img-c2');
  });

  it('an id asked after the wait starts a second batch of its own', async () => {
    const { batcher, load } = setup(async (ids) => ids.map((userId) => ({ userId, avatar: null })));
    batcher.request('c1');
    vi.advanceTimersByTime(WAIT_MS);
    batcher.request('c2');
    vi.advanceTimersByTime(WAIT_MS);
    expect(load.mock.calls).toEqual([[['c1']], [['c2']]]);
  });

  it('avatars are cached per id: a loaded or loading id is not asked again', async () => {
    const { batcher, load } = setup(async (ids) =>
      ids.map((userId) => ({ userId, avatar: 'img' })),
    );
    batcher.request('c1');
    vi.advanceTimersByTime(WAIT_MS);
    batcher.request('c1'); // in flight
    await vi.runAllTimersAsync();
    batcher.request('c1'); // cached
    vi.advanceTimersByTime(WAIT_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an id the server skips is cached as no avatar, and listeners hear every settled id', async () => {
    const { batcher } = setup(async () => [{ userId: 'c1', avatar: 'img' }]);
    const heard: string[] = [];
    batcher.subscribe((id) => heard.push(id));
    batcher.request('c1');
    batcher.request('gone');
    await vi.runAllTimersAsync();
    expect(batcher.peek('gone')).toBeNull();
    expect(heard.sort()).toEqual(['c1', 'gone']);
  });

  it('a failed batch is logged only and its ids fall back to initials (no avatar)', async () => {
    const { batcher, log } = setup(async () => {
      throw new Error('503');
    });
    batcher.request('c1');
    await vi.runAllTimersAsync();
    expect(log).toHaveBeenCalledTimes(1);
    expect(batcher.peek('c1')).toBeNull();
  });

  it('nothing is loaded before anything is asked, and empty ids are ignored', () => {
    const { batcher, load } = setup(async () => []);
    batcher.request('');
    vi.advanceTimersByTime(WAIT_MS * 2);
    expect(load).not.toHaveBeenCalled();
    expect(batcher.peek('c1')).toBeUndefined();
  });
});
