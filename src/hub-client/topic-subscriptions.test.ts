import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TopicName } from '../protocol/hub';
import { TopicSignals } from './topic-signals';
import { TOPIC_RELEASE_GRACE_MS, TopicSubscriptions } from './topic-subscriptions';

function setup() {
  const calls: string[] = [];
  const hub = {
    subscribe: vi.fn(
      async (_tab: string, topic: TopicName) => void calls.push(`subscribe ${topic}`),
    ),
    unsubscribe: vi.fn(
      async (_tab: string, topic: TopicName) => void calls.push(`unsubscribe ${topic}`),
    ),
    resync: vi.fn(async () => {}),
  };
  const store = new TopicSignals(hub, 'tab');
  const timers = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as number),
  };
  const subs = new TopicSubscriptions(hub, 'tab', store, timers);
  return { calls, store, subs };
}

describe('TopicSubscriptions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the hub hears subscribe once however many components use a topic', () => {
    const { calls, subs, store } = setup();
    subs.acquire('session');
    subs.acquire('session');
    expect(calls).toEqual(['subscribe session']);
    expect(store.isTracked('session')).toBe(true);
  });

  it('the hub hears unsubscribe only after the last user leaves and the grace period ends', () => {
    const { calls, subs, store } = setup();
    const first = subs.acquire('connection');
    const second = subs.acquire('connection');
    first();
    vi.advanceTimersByTime(TOPIC_RELEASE_GRACE_MS);
    expect(calls).toEqual(['subscribe connection']);
    second();
    vi.advanceTimersByTime(TOPIC_RELEASE_GRACE_MS - 1);
    expect(calls).toEqual(['subscribe connection']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['subscribe connection', 'unsubscribe connection']);
    expect(store.isTracked('connection')).toBe(false);
  });

  it('a user arriving within the grace period keeps the subscription without a new subscribe', () => {
    const { calls, subs } = setup();
    subs.acquire('settings')();
    vi.advanceTimersByTime(TOPIC_RELEASE_GRACE_MS / 2);
    subs.acquire('settings');
    vi.advanceTimersByTime(TOPIC_RELEASE_GRACE_MS * 2);
    expect(calls).toEqual(['subscribe settings']);
    expect(subs.users('settings')).toBe(1);
  });

  it('releasing twice counts once', () => {
    const { calls, subs } = setup();
    const release = subs.acquire('notices');
    subs.acquire('notices');
    release();
    release();
    vi.advanceTimersByTime(TOPIC_RELEASE_GRACE_MS);
    expect(subs.users('notices')).toBe(1);
    expect(calls).toEqual(['subscribe notices']);
  });
});
