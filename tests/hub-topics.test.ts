import { receiveMessageOnPort } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLUSH_INTERVAL_MS, HIDDEN_TAB_FLUSH_INTERVAL_MS } from '../workers/hub/publisher';
import { agentState, batch } from './hub-events';
import { PROTOCOL_VERSION, type TopicName, type TopicPatch } from '../src/protocol/hub';
import { createTestHub, settle, TestTab, type TestHub } from './hub-support';

// the benches' peer design, which only their build serves (bench/peer/snapshot-delivery.ts)
vi.mock('../workers/hub/snapshot-delivery', () => ({ SNAPSHOT_DELIVERY: true }));

let t: TestHub;
const tabs: TestTab[] = [];

async function openTab(tabId: string): Promise<TestTab> {
  const tab = new TestTab(t.hub, tabId);
  tabs.push(tab);
  await tab.hello();
  return tab;
}

function connect(): void {
  t.session.activate();
  t.sockets.at(-1)?.signal({ type: 'connected' });
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

describe('hub topics', () => {
  it('a subscription starts with a snapshot, then patches with contiguous seq', async () => {
    connect();
    const socket = t.sockets[0]!;
    socket.emit('agent:state', batch([agentState('a1')]));
    const tab = await openTab('tab1');
    await t.hub.subscribe('tab1', 'supervisedAgents');
    const [snapshot] = tab.takeTopic('supervisedAgents');
    expect(snapshot).toMatchObject({
      seq: 1,
      snapshot: true,
      upserts: [['a1', agentState('a1')]],
      removes: [],
    });
    socket.emit('agent:state', batch([agentState('a2')]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    socket.emit('agent:state', batch([agentState('a1', 'busy')]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    const patches = tab.takeTopic('supervisedAgents');
    expect(patches.map((p) => [p.seq, p.snapshot])).toEqual([
      [2, false],
      [3, false],
    ]);
    expect(tab.state('supervisedAgents').get('a1')?.stateId).toBe('busy');
  });

  it("a tab that asks for snapshot delivery (the benchmarks' peer) gets the whole topic on every change", async () => {
    connect();
    const socket = t.sockets[0]!;
    socket.emit('agent:state', batch([agentState('a1'), agentState('a2')]));
    const peer = new TestTab(t.hub, 'peer');
    tabs.push(peer);
    await t.hub.hello(
      { protocolVersion: PROTOCOL_VERSION, tabId: 'peer', delivery: 'snapshot' },
      peer.channel.port2 as unknown as MessagePort,
    );
    const candidate = await openTab('candidate');
    for (const tabId of ['peer', 'candidate']) await t.hub.subscribe(tabId, 'supervisedAgents');
    peer.take();
    candidate.take();
    socket.emit('agent:state', batch([agentState('a1', 'busy')]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    const [whole] = peer.takeTopic('supervisedAgents');
    expect(whole).toMatchObject({ seq: 2, snapshot: true });
    expect(whole?.upserts.map(([key]) => key)).toEqual(['a1', 'a2']);
    const [changed] = candidate.takeTopic('supervisedAgents');
    expect(changed).toMatchObject({ seq: 2, snapshot: false });
    expect(changed?.upserts.map(([key]) => key)).toEqual(['a1']);
    expect(peer.state('supervisedAgents').get('a1')?.stateId).toBe('busy');
  });

  it('a change after a quiet window goes out in the next task, not a window later', async () => {
    connect();
    const tab = await openTab('tab1');
    await t.hub.subscribe('tab1', 'supervisedAgents');
    tab.take();
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 3);
    t.sockets[0]!.emit('agent:state', batch([agentState('a1'), agentState('a2')]));
    expect(tab.take()).toEqual([]);
    vi.advanceTimersByTime(0);
    const patches = tab.takeTopic('supervisedAgents');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.upserts.map(([key]) => key)).toEqual(['a1', 'a2']);
  });

  it('many events within one flush interval become one patch', async () => {
    connect();
    const tab = await openTab('tab1');
    await t.hub.subscribe('tab1', 'supervisedAgents');
    // a first change opens a window
    t.sockets[0]!.emit('agent:state', batch([agentState('a9')]));
    vi.advanceTimersByTime(1);
    tab.take();
    for (let i = 0; i < 50; i += 1)
      t.sockets[0]!.emit(
        'agent:state',
        batch([agentState(`a${i % 5}`, i % 2 ? 'busy' : 'ready', i)]),
      );
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 2);
    expect(tab.take()).toEqual([]);
    vi.advanceTimersByTime(1);
    const patches = tab.takeTopic('supervisedAgents');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.upserts).toHaveLength(5);
    expect(patches[0]!.upserts.find(([k]) => k === 'a4')?.[1]).toEqual(
      agentState('a4', 'busy', 49),
    );
  });

  it('an unchanged entry is not sent again', async () => {
    connect();
    const tab = await openTab('tab1');
    await t.hub.subscribe('tab1', 'supervisedAgents');
    t.sockets[0]!.emit('agent:state', batch([agentState('a1'), agentState('a2')]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    tab.take();
    t.sockets[0]!.emit('agent:state', batch([agentState('a1'), agentState('a2', 'busy')]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    const [patch] = tab.takeTopic('supervisedAgents');
    expect(patch!.upserts.map(([k]) => k)).toEqual(['a2']);
    t.sockets[0]!.emit('agent:state', batch([agentState('a1'), agentState('a2', 'busy')]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 5);
    expect(tab.takeTopic('supervisedAgents')).toEqual([]);
  });

  it('a hidden tab gets at most one flush per second and loses nothing', async () => {
    connect();
    const visible = await openTab('visible');
    const hidden = await openTab('hidden');
    for (const id of ['visible', 'hidden']) await t.hub.subscribe(id, 'supervisedAgents');
    await t.hub.setVisible('hidden', false);
    vi.advanceTimersByTime(HIDDEN_TAB_FLUSH_INTERVAL_MS);
    visible.take();
    hidden.take();
    const arrivals: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      t.sockets[0]!.emit('agent:state', batch([agentState(`a${i}`)]));
      vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
      if (hidden.take().length > 0) arrivals.push(Date.now());
    }
    expect(visible.state('supervisedAgents').size).toBe(30);
    for (let i = 1; i < arrivals.length; i += 1)
      expect(arrivals[i]! - arrivals[i - 1]!).toBeGreaterThanOrEqual(HIDDEN_TAB_FLUSH_INTERVAL_MS);
    expect(arrivals.length).toBeLessThanOrEqual(3);
    vi.advanceTimersByTime(HIDDEN_TAB_FLUSH_INTERVAL_MS);
    expect(hidden.state('supervisedAgents')).toEqual(visible.state('supervisedAgents'));
  });

  it('a tab becoming visible gets what it missed at once', async () => {
    connect();
    const tab = await openTab('tab1');
    await t.hub.subscribe('tab1', 'supervisedAgents');
    await t.hub.setVisible('tab1', false);
    vi.advanceTimersByTime(HIDDEN_TAB_FLUSH_INTERVAL_MS);
    t.sockets[0]!.emit('agent:state', batch([agentState('a1')]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    t.sockets[0]!.emit('agent:state', batch([agentState('a2')]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await t.hub.setVisible('tab1', true);
    expect([...tab.state('supervisedAgents').keys()].sort()).toEqual(['a1', 'a2']);
  });

  it('resync after a gap sends a fresh snapshot starting at seq 1', async () => {
    connect();
    const tab = await openTab('tab1');
    await t.hub.subscribe('tab1', 'supervisedAgents');
    for (let i = 0; i < 3; i += 1) {
      t.sockets[0]!.emit('agent:state', batch([agentState(`a${i}`)]));
      vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    }
    tab.take();
    await t.hub.resync('tab1', 'supervisedAgents');
    const [snapshot] = tab.takeTopic('supervisedAgents');
    expect(snapshot).toMatchObject({ seq: 1, snapshot: true });
    expect(snapshot!.upserts.map(([k]) => k).sort()).toEqual(['a0', 'a1', 'a2']);
    t.sockets[0]!.emit('agent:state', batch([agentState('a9')]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.takeTopic('supervisedAgents')[0]!.seq).toBe(2);
  });

  it('a session change reaches tabs without waiting for the flush interval', async () => {
    const tab = await openTab('tab1');
    await t.hub.subscribe('tab1', 'session');
    tab.take();
    t.session.activate();
    await settle();
    const [patch] = tab.takeTopic('session');
    expect(patch!.upserts[0]![1]).toMatchObject({ name: 'active' });
  });

  it('an unsubscribed topic sends nothing more', async () => {
    connect();
    const tab = await openTab('tab1');
    await t.hub.subscribe('tab1', 'supervisedAgents');
    await t.hub.unsubscribe('tab1', 'supervisedAgents');
    tab.take();
    t.sockets[0]!.emit('agent:state', batch([agentState('a1')]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.take()).toEqual([]);
  });

  it('metrics are published at most once per second', async () => {
    connect();
    const tab = await openTab('tab1');
    await t.hub.subscribe('tab1', 'metrics');
    expect(tab.takeTopic('metrics')[0]!.upserts).toHaveLength(1);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    tab.take();
    // 3 s of the server's 100 ms ticks: one publication per second
    for (let i = 0; i < 30; i += 1) {
      t.sockets[0]!.emit('agent:state', batch([agentState(`a${i}`)]));
      vi.advanceTimersByTime(100);
    }
    expect(tab.takeTopic('metrics')).toHaveLength(3);
    expect(tab.state('metrics').get('current')).toMatchObject({
      eventsIn: expect.any(Number),
      tabs: 1,
    });
    expect(t.hub.metrics().eventsIn).toBe(30);
    expect(t.hub.metrics().patchesOut).toBeGreaterThan(0);
    expect(t.hub.metrics().bytesOut).toBeGreaterThan(0);
  });

  it('a greeting subscribes the topics it names in one message, and nothing for names no topic has', async () => {
    connect();
    await settle();
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS); // the session's start is sent before the tab comes
    const tab = new TestTab(t.hub, 'tab1');
    tabs.push(tab);
    const named = [
      'session',
      'connection',
      '__proto__',
      'constructor',
      'toString',
      'nope',
      'session',
    ];
    await t.hub.hello(
      // a hostile tab's list: made-up and inherited names beside real ones, one twice
      { protocolVersion: PROTOCOL_VERSION, tabId: 'tab1', topics: named as TopicName[] },
      tab.channel.port2 as unknown as MessagePort,
    );
    const first = receiveMessageOnPort(tab.channel.port1)?.message as TopicPatch[];
    expect(first.map((patch) => [patch.topic, patch.seq, patch.snapshot])).toEqual([
      ['session', 1, true],
      ['connection', 1, true],
    ]);
    expect(receiveMessageOnPort(tab.channel.port1)).toBeUndefined();
    await t.hub.subscribe('tab1', '__proto__' as TopicName);
    await t.hub.subscribe('tab1', 'nope' as TopicName);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(receiveMessageOnPort(tab.channel.port1)).toBeUndefined();
  });
});
