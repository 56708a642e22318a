import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAvatarBatcher, type AvatarEntry } from './avatar-batch';

const WAIT_MS = 50;

function setup(answer: (ids: string[]) => Promise<AvatarEntry[]>) {
  const load = vi.fn(answer);
  const batcher = createAvatarBatcher({
    load,
    waitMs: WAIT_MS,
    schedule: (run, ms) => setTimeout(run, ms),
  });
  return { batcher, load };
}

describe('avatar batching', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('avatars asked for within 50 ms go out as one batch call after the wait, each id once', async () => {
    const { batcher, load } = setup(async (ids) =>
      ids.map((userId) => ({ userId, avatar: `img-${userId}` })),
    );
    const c1 = batcher.load('c1');
    vi.advanceTimersByTime(30);
    const c2 = batcher.load('c2');
    const c1Again = batcher.load('c1');
    vi.advanceTimersByTime(19);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(['c1', 'c2']);
    expect(await c1).toEqual({ userId: 'c1', avatar: 'img-c1' });
    expect(await c1Again).toEqual({ userId: 'c1', avatar: 'img-c1' });
    expect(await c2).toEqual({ userId: 'c2', avatar: 'img-c2' });
  });

  it('an id asked after the wait starts a second batch of its own', async () => {
    const { batcher, load } = setup(async (ids) => ids.map((userId) => ({ userId, avatar: null })));
    void batcher.load('c1');
    vi.advanceTimersByTime(WAIT_MS);
    void batcher.load('c2');
    vi.advanceTimersByTime(WAIT_MS);
    expect(load.mock.calls).toEqual([[['c1']], [['c2']]]);
  });

  it('an id the server skips has no avatar', async () => {
    const { batcher } = setup(async () => [{ userId: 'c1', avatar: 'img' }]);
    const gone = batcher.load('gone');
    await vi.runAllTimersAsync();
    expect(await gone).toEqual({ userId: 'gone', avatar: null });
  });

  it('a failed batch fails every id asked in it, and the next ask tries again', async () => {
    let fail = true;
    const { batcher, load } = setup(async (ids) => {
      if (fail) throw new Error('503');
      return ids.map((userId) => ({ userId, avatar: 'img' }));
    });
    const c1 = batcher.load('c1');
    const c2 = batcher.load('c2');
    const settled = Promise.allSettled([c1, c2]);
    await vi.runAllTimersAsync();
    expect((await settled).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    const again = batcher.load('c1');
    await vi.runAllTimersAsync();
    expect(await again).toEqual({ userId: 'c1', avatar: 'img' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('nothing is loaded before anything is asked', () => {
    const { load } = setup(async () => []);
    vi.advanceTimersByTime(WAIT_MS * 2);
    expect(load).not.toHaveBeenCalled();
  });
});
