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

describe('TopicSubscriptions: paused statistics (pauseKPIEvents)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function pausable() {
    const calls: Array<[TopicName, unknown]> = [];
    const hub = {
      subscribe: vi.fn(
        async (_tab: string, topic: TopicName, options?: unknown) =>
          void calls.push([topic, options]),
      ),
      unsubscribe: vi.fn(async () => {}),
      resync: vi.fn(async () => {}),
    };
    const store = new TopicSignals(hub, 'tab');
    const subs = new TopicSubscriptions(hub, 'tab', store, {
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (h: unknown) => clearTimeout(h as number),
    });
    return { calls, subs };
  }

  it('pausing re-subscribes the held statistics topics paused, and only those', () => {
    const { calls, subs } = pausable();
    subs.acquire('businessProcessStatistics');
    subs.acquire('health');
    subs.acquire('session');
    calls.length = 0;
    expect(subs.setStatisticsPaused(true)).toBe(true);
    expect(calls).toEqual([
      ['businessProcessStatistics', { paused: true }],
      ['health', { paused: true }],
    ]);
    expect(subs.setStatisticsPaused(true)).toBe(false);
  });

  it('a statistics topic acquired while paused subscribes paused; other topics live', () => {
    const { calls, subs } = pausable();
    subs.setStatisticsPaused(true);
    subs.acquire('agentStatistics');
    subs.acquire('settings');
    expect(calls).toEqual([
      ['agentStatistics', { paused: true }],
      ['settings', undefined],
    ]);
  });

  it('a refresh while paused asks each held statistics topic for one snapshot; while live it does nothing', () => {
    const { calls, subs } = pausable();
    subs.acquire('businessProcessStatistics');
    calls.length = 0;
    subs.refreshStatistics();
    expect(calls).toEqual([]);
    subs.setStatisticsPaused(true);
    calls.length = 0;
    subs.refreshStatistics();
    expect(calls).toEqual([['businessProcessStatistics', { paused: true }]]);
  });

  it('resuming subscribes the held statistics topics live again', () => {
    const { calls, subs } = pausable();
    subs.acquire('wallboard');
    subs.setStatisticsPaused(true);
    calls.length = 0;
    subs.setStatisticsPaused(false);
    expect(calls).toEqual([['wallboard', undefined]]);
  });
});
