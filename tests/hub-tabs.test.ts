import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION } from '../src/protocol/hub';
import { KPI_SUBSCRIPTION_DEBOUNCE_MS } from '../src/domain/supervisor-constants';
import { LOCKED_HEARTBEAT_TIMEOUT_MS } from '../workers/hub/tabs';
import { createTestHub, settle, TestTab, type TestHub } from './hub-support';

let t: TestHub;
const tabs: TestTab[] = [];

async function openTab(tabId: string): Promise<TestTab> {
  const tab = new TestTab(t.hub, tabId);
  tabs.push(tab);
  const result = await tab.hello();
  expect(result.ok).toBe(true);
  return tab;
}

function owner(tab: TestTab): boolean | undefined {
  return tab.state('effects').get('current')?.owner;
}

beforeEach(() => {
  vi.useFakeTimers();
  t = createTestHub();
});

afterEach(() => {
  t.hub.dispose();
  for (const tab of tabs.splice(0)) tab.close();
  vi.useRealTimers();
});

describe('tab life', () => {
  it('a tab with another protocol version is told to reload', async () => {
    const tab = new TestTab(t.hub, 'old');
    tabs.push(tab);
    expect(await tab.hello(PROTOCOL_VERSION + 1)).toEqual({
      ok: false,
      code: 'reload',
      workerProtocolVersion: PROTOCOL_VERSION,
    });
    expect(t.hub.metrics().tabs).toBe(0);
  });

  it('bye releases the tab at once', async () => {
    await openTab('tab1');
    await t.hub.bye('tab1');
    expect(t.hub.metrics().tabs).toBe(0);
  });

  it('the session knows it runs inside a collaboration host only while such a tab is open', async () => {
    await openTab('plain');
    expect(t.host.inCollaborationHost()).toBe(false);
    const teams = new TestTab(t.hub, 'teams');
    tabs.push(teams);
    await t.hub.hello(
      { protocolVersion: PROTOCOL_VERSION, tabId: 'teams', collaborationHost: true },
      teams.channel.port2 as unknown as MessagePort,
    );
    expect(t.host.inCollaborationHost()).toBe(true);
    await t.hub.bye('teams');
    expect(t.host.inCollaborationHost()).toBe(false);
  });

  it('a silent tab is released after the heartbeat timeout (a tab holding its lock: the longer one)', async () => {
    await openTab('tab1');
    await openTab('tab2');
    for (let ms = 0; ms < LOCKED_HEARTBEAT_TIMEOUT_MS + 1_000; ms += 1_000) {
      await t.hub.heartbeat('tab2');
      vi.advanceTimersByTime(1_000);
      if (ms < LOCKED_HEARTBEAT_TIMEOUT_MS - 1_000) expect(t.hub.metrics().tabs).toBe(2);
    }
    expect(t.hub.metrics().tabs).toBe(1);
    // the released tab hears it on its next heartbeat and starts afresh; the live one is known
    expect(await t.hub.heartbeat('tab1')).toBe(false);
    expect(await t.hub.heartbeat('tab2')).toBe(true);
    await t.hub.subscribe('tab2', 'session');
    await t.hub.subscribe('tab1', 'session');
    expect(t.logs.some((l) => l.includes('does not know'))).toBe(true);
  });

  it('a stopped hub does not tell a tab it is unknown: the tab would reload instead of moving on', async () => {
    await openTab('tab1');
    t.hub.dispose();
    await expect(t.hub.heartbeat('tab1')).rejects.toThrow('this hub has stopped');
  });

  it('a tab whose lock is released is released at once', async () => {
    await openTab('tab1');
    t.releaseLock('tab1');
    await settle();
    expect(t.hub.metrics().tabs).toBe(0);
  });

  it('a released tab gets no more patches and its port is closed', async () => {
    const tab = await openTab('tab1');
    await t.hub.subscribe('tab1', 'session');
    let closed = false;
    tab.channel.port1.on('close', () => (closed = true));
    await t.hub.bye('tab1');
    t.session.activate();
    await settle();
    vi.advanceTimersByTime(1_000);
    expect(tab.take().filter((p) => !p.snapshot)).toEqual([]);
    await vi.waitFor(() => expect(closed).toBe(true));
  });

  it('exactly one tab owns effects, preferring a visible one', async () => {
    const first = await openTab('tab1');
    const second = await openTab('tab2');
    const third = await openTab('tab3');
    for (const tab of [first, second, third]) await t.hub.subscribe(tab.tabId, 'effects');
    await t.hub.setVisible('tab2', false);
    expect([owner(first), owner(second), owner(third)]).toEqual([true, false, false]);
    await t.hub.bye('tab1');
    await settle();
    // tab2 is older but hidden: the visible tab3 takes over, at once
    expect([owner(second), owner(third)]).toEqual([false, true]);
  });

  it('a new owner is elected at once when the owner dies silently', async () => {
    const first = await openTab('tab1');
    const second = await openTab('tab2');
    await t.hub.subscribe('tab1', 'effects');
    await t.hub.subscribe('tab2', 'effects');
    t.releaseLock('tab1');
    await settle();
    expect(owner(second)).toBe(true);
    expect(owner(first)).toBe(true); // it never heard otherwise: it is gone
  });

  it('a released tab drops its counter subscriptions', async () => {
    t.session.activate();
    t.sockets[0]!.signal({ type: 'connected' });
    await openTab('tab1');
    await t.hub.subscribeCounters('tab1', [{ handlerId: 'h1', counterTypeId: 'c1' }]);
    vi.advanceTimersByTime(KPI_SUBSCRIPTION_DEBOUNCE_MS);
    t.releaseLock('tab1');
    await settle();
    vi.advanceTimersByTime(KPI_SUBSCRIPTION_DEBOUNCE_MS);
    const posts = t.session.requests.filter((r) => r.path.includes('subscribeForCounters'));
    expect(posts.at(-1)?.body).toEqual({ clientSubscriptionId: 'client-sub-1', counters: [] });
  });

  it('a second hello with the same tab id replaces the first', async () => {
    const first = await openTab('tab1');
    const again = new TestTab(t.hub, 'tab1');
    tabs.push(again);
    await again.hello();
    await t.hub.subscribe('tab1', 'session');
    expect(first.take()).toEqual([]);
    expect(again.takeTopic('session')).toHaveLength(1);
    expect(t.hub.metrics().tabs).toBe(1);
  });
});
