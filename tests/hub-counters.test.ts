import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  KPI_COUNTER_CONSTRAINT_CLEAR_MS,
  KPI_SUBSCRIPTION_DEBOUNCE_MS,
} from '../src/domain/supervisor-constants';
import { createCounterSubscriptions } from '../workers/hub/counters';
import { emptyMetrics } from '../workers/hub/metrics';
import { FLUSH_INTERVAL_MS, Publisher } from '../workers/hub/publisher';
import { batch } from './hub-events';
import { createTestHub, settle, TestTab, type TestHub } from './hub-support';

let t: TestHub;
const tabs: TestTab[] = [];
const A = { handlerId: 'h1', counterTypeId: 'c1' };
const B = { handlerId: 'h2', counterTypeId: 'c2', dimension: 'voice' };

async function openTab(tabId: string): Promise<TestTab> {
  const tab = new TestTab(t.hub, tabId);
  tabs.push(tab);
  await tab.hello();
  return tab;
}

function posts() {
  return t.session.requests
    .filter((r) => r.method === 'POST' && r.path === '/api/statistics/subscribeForCounters')
    .map((r) => r.body);
}

beforeEach(async () => {
  vi.useFakeTimers();
  t = createTestHub();
  t.session.answer = (opts) =>
    opts.path.includes('subscribeForCounters')
      ? { ok: true, value: null }
      : { ok: false, error: { code: 'http', status: 404 } };
  t.session.activate();
  t.sockets[0]!.signal({ type: 'connected' });
  await settle();
  t.session.requests.length = 0;
});

afterEach(() => {
  t.hub.dispose();
  for (const tab of tabs.splice(0)) tab.close();
  vi.useRealTimers();
});

describe('counter subscriptions', () => {
  it('the union is sent once, 1000 ms after the last change', async () => {
    await openTab('tab1');
    await openTab('tab2');
    expect(await t.hub.subscribeCounters('tab1', [A])).toEqual({ ok: true, value: null });
    vi.advanceTimersByTime(KPI_SUBSCRIPTION_DEBOUNCE_MS - 1);
    await t.hub.subscribeCounters('tab2', [A, B]);
    vi.advanceTimersByTime(KPI_SUBSCRIPTION_DEBOUNCE_MS - 1);
    expect(posts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(posts()).toEqual([{ clientSubscriptionId: 'client-sub-1', counters: [A, B] }]);
  });

  it('a pair stays subscribed while any tab holds it, and leaves the next union when released', async () => {
    await openTab('tab1');
    await openTab('tab2');
    await t.hub.subscribeCounters('tab1', [A, B]);
    await t.hub.subscribeCounters('tab2', [A]);
    vi.advanceTimersByTime(KPI_SUBSCRIPTION_DEBOUNCE_MS);
    await t.hub.unsubscribeCounters('tab1', [A]);
    vi.advanceTimersByTime(KPI_SUBSCRIPTION_DEBOUNCE_MS);
    expect(posts()).toHaveLength(1); // same union: nothing to send
    await t.hub.unsubscribeCounters('tab2', [A]);
    vi.advanceTimersByTime(KPI_SUBSCRIPTION_DEBOUNCE_MS);
    expect(posts().at(-1)).toEqual({ clientSubscriptionId: 'client-sub-1', counters: [B] });
  });

  it('a pair without handlerId or counterTypeId is refused with the spec message', async () => {
    await openTab('tab1');
    const result = await t.hub.subscribeCounters('tab1', [
      A,
      { handlerId: '', counterTypeId: 'c1' },
    ]);
    expect(result).toEqual({
      ok: false,
      error: { code: 'counterPairInvalid', message: 'handlerId and counterTypeId are required' },
    });
    vi.advanceTimersByTime(KPI_SUBSCRIPTION_DEBOUNCE_MS);
    expect(posts()).toEqual([]);
  });

  it('counter values reach the counters topic under their pair key', async () => {
    const tab = await openTab('tab1');
    await t.hub.subscribe('tab1', 'counters');
    await t.hub.subscribeCounters('tab1', [B]);
    t.sockets[0]!.emit('counters', {
      ...batch([{ ...B, value: 7 }]),
      clientSubscriptionId: 'client-sub-1',
    });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.state('counters').get('h2|c2|voice')).toEqual({ ...B, value: 7 });
  });

  it('an update for a pair no tab subscribed becomes a counterNotFound notice', async () => {
    const tab = await openTab('tab1');
    await t.hub.subscribe('tab1', 'notices');
    await t.hub.subscribe('tab1', 'counters');
    t.sockets[0]!.emit('counters', {
      ...batch([{ ...A, value: 3 }]),
      clientSubscriptionId: 'client-sub-1',
    });
    await settle();
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect([...tab.state('notices').values()]).toEqual([
      {
        code: 'counterNotFound',
        handlerId: 'h1',
        counterTypeId: 'c1',
        at: Date.now() - FLUSH_INTERVAL_MS,
      },
    ]);
    expect(tab.state('counters').size).toBe(0);
  });

  it('the union is sent again at once after a reconnect', async () => {
    await openTab('tab1');
    await t.hub.subscribeCounters('tab1', [A]);
    vi.advanceTimersByTime(KPI_SUBSCRIPTION_DEBOUNCE_MS);
    t.sockets[0]!.signal({ type: 'disconnected', reason: 'transport close', willReconnect: true });
    t.sockets[0]!.signal({ type: 'connected' });
    expect(posts()).toEqual([
      { clientSubscriptionId: 'client-sub-1', counters: [A] },
      { clientSubscriptionId: 'client-sub-1', counters: [A] },
    ]);
  });

  it('released pairs leave the counters topic', async () => {
    const tab = await openTab('tab1');
    await t.hub.subscribe('tab1', 'counters');
    await t.hub.subscribeCounters('tab1', [A]);
    t.sockets[0]!.emit('counters', {
      ...batch([{ ...A, value: 1 }]),
      clientSubscriptionId: 'client-sub-1',
    });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await t.hub.unsubscribeCounters('tab1', [A]);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.state('counters').size).toBe(0);
  });
});

describe('KPI counter constraint', () => {
  it('a pair is pending until 1 s after its update', async () => {
    const env = {
      now: () => Date.now(),
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
      log: () => {},
      post: async () => ({ ok: true as const, value: null }),
      notice: () => {},
    };
    const counters = createCounterSubscriptions(
      env,
      new Publisher(env, emptyMetrics()).store('counters'),
      'sub',
    );
    counters.subscribe('tab1', [A]);
    expect(counters.isPending(A)).toBe(true);
    counters.onValues('sub', [{ ...A, value: 1 }]);
    vi.advanceTimersByTime(KPI_COUNTER_CONSTRAINT_CLEAR_MS - 1);
    expect(counters.isPending(A)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(counters.isPending(A)).toBe(false);
    counters.dispose();
  });
});
