import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../workers/hub/session-types';
import { FLUSH_INTERVAL_MS } from '../workers/hub/publisher';
import { STATS_REFRESH_MS, STATS_REFRESH_THROTTLE_MS } from '../src/domain/supervisor-constants';
import { agentState, batch, businessProcess } from './hub-events';
import { createTestHub, settle, SUPERVISOR, TestTab, type TestHub } from './hub-support';

let t: TestHub;
const tabs: TestTab[] = [];

async function openTab(
  tabId: string,
  topics: Parameters<TestHub['hub']['subscribe']>[1][] = [],
): Promise<TestTab> {
  const tab = new TestTab(t.hub, tabId);
  tabs.push(tab);
  await tab.hello();
  for (const topic of topics) await t.hub.subscribe(tabId, topic);
  return tab;
}

async function connect(): Promise<void> {
  t.session.activate();
  t.sockets.at(-1)!.signal({ type: 'connected' });
  await settle();
}

function gets(path: string): RequestOptions[] {
  return t.session.requests.filter((r) => r.method === 'GET' && r.path === path);
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

describe('live data', () => {
  it('a malformed event or item is dropped, counted and logged once per kind, and the hub goes on', async () => {
    await connect();
    const tab = await openTab('tab1', ['supervisedAgents']);
    const socket = t.sockets[0]!;
    socket.emit('agent:state', 'not an object');
    socket.emit(
      'agent:state',
      batch([agentState('a1'), { agentId: 'a2', stateId: 'dancing' }, agentState('a3')]),
    );
    socket.emit('notification', { id: 'n1' });
    socket.emit('no:such:event', {});
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect([...tab.state('supervisedAgents').keys()]).toEqual(['a1', 'a3']);
    const metrics = t.hub.metrics();
    expect(metrics.eventsIn).toBe(6);
    expect(metrics.eventsDropped).toBe(4);
    expect(metrics.droppedByKind).toEqual({
      'agent:state': 2,
      notification: 1,
      'unknown:no:such:event': 1,
    });
    expect(t.logs.filter((l) => l.includes('dropped agent:state'))).toHaveLength(1);
  });

  it('business-process patches merge into the held statistics', async () => {
    t.session.answer = (opts) =>
      opts.path === '/api/businessProcess/all/stats'
        ? { ok: true, value: [businessProcess('bp1', 2)] }
        : { ok: false, error: { code: 'http', status: 404 } };
    await connect();
    const tab = await openTab('tab1', ['businessProcessStatistics']);
    t.sockets[0]!.emit(
      'stats:businessProcess',
      batch([
        {
          businessProcessId: 'bp1',
          totalBusyAgents: 4,
          agentCounts: { busy: 4 },
          kpis: { businessProcessWaitingInteractions: 3 },
        },
      ]),
    );
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.state('businessProcessStatistics').get('bp1')).toEqual({
      ...businessProcess('bp1', 2),
      totalBusyAgents: 4,
      agentCounts: { ...businessProcess('bp1', 2).agentCounts, busy: 4 },
      kpis: { businessProcessServiceLevel: 0.8, businessProcessWaitingInteractions: 3 },
    });
  });

  it('agent states go to supervisedAgents and the user own state to ownAgent', async () => {
    await connect();
    const tab = await openTab('tab1', ['supervisedAgents', 'ownAgent']);
    t.sockets[0]!.emit(
      'agent:state',
      batch([agentState('a1'), agentState(SUPERVISOR.userId, 'break')]),
    );
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.state('ownAgent').get('current')?.stateId).toBe('break');
    expect(tab.state('supervisedAgents').size).toBe(2);
  });

  it('initial data is fetched when the socket connects; missing endpoints mean no data yet', async () => {
    t.session.answer = () => ({ ok: false, error: { code: 'http', status: 404 } });
    await connect();
    for (const path of [
      '/api/businessProcess/all/stats',
      '/api/agent/all/stats',
      `/api/supervisor/${SUPERVISOR.userId}/supervisedAgent/all`,
      `/api/settings/${SUPERVISOR.userId}`,
    ]) {
      expect(gets(path)).toHaveLength(1);
    }
    expect(t.logs.some((l) => l.includes('no data yet'))).toBe(true);
  });

  it('only an agent asks for a state of their own: a supervisor and a wallboard user have none', async () => {
    const tab = await openTab('tab1', ['ownAgent']);
    await connect();
    expect(gets(`/api/agent/${SUPERVISOR.userId}/state`)).toHaveLength(0);
    await t.hub.logout();
    t.session.activate(
      { ...SUPERVISOR, userId: 'wall1', isSupervisor: false, isWallboard: true },
      'sid-2',
    );
    vi.advanceTimersByTime(STATS_REFRESH_THROTTLE_MS);
    t.sockets.at(-1)!.signal({ type: 'connected' });
    await settle();
    expect(gets('/api/agent/wall1/state')).toHaveLength(0);
    // the supervisor's one call: the wallboard user asks for no interactions, they take none
    expect(gets('/api/agent/current/interaction/all')).toHaveLength(1);
    await t.hub.logout();
    t.session.answer = (opts) =>
      opts.path === '/api/agent/agent1/state'
        ? { ok: true, value: agentState('agent1', 'offline') }
        : { ok: false, error: { code: 'http', status: 404 } };
    t.session.activate({ ...SUPERVISOR, userId: 'agent1', isSupervisor: false }, 'sid-3');
    vi.advanceTimersByTime(STATS_REFRESH_THROTTLE_MS);
    t.sockets.at(-1)!.signal({ type: 'connected' });
    await settle();
    expect(gets('/api/agent/agent1/state')).toHaveLength(1);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.state('ownAgent').get('current')?.stateId).toBe('offline');
  });

  it('a wallboard user fetches no settings, an agent no supervised agents', async () => {
    t.session.activate({ ...SUPERVISOR, isSupervisor: false, isWallboard: true });
    t.sockets[0]!.signal({ type: 'connected' });
    await settle();
    expect(gets(`/api/settings/${SUPERVISOR.userId}`)).toHaveLength(0);
    expect(gets(`/api/supervisor/${SUPERVISOR.userId}/supervisedAgent/all`)).toHaveLength(1);
    await t.hub.logout();
    t.session.activate({ ...SUPERVISOR, userId: 'agent1', isSupervisor: false }, 'sid-2');
    vi.advanceTimersByTime(STATS_REFRESH_THROTTLE_MS);
    t.sockets.at(-1)!.signal({ type: 'connected' });
    await settle();
    expect(gets('/api/supervisor/agent1/supervisedAgent/all')).toHaveLength(0);
    expect(gets('/api/settings/agent1')).toHaveLength(1);
  });

  it('assignment changes refetch supervised agents, throttled to one call per second', async () => {
    await connect();
    vi.advanceTimersByTime(STATS_REFRESH_THROTTLE_MS);
    const path = `/api/supervisor/${SUPERVISOR.userId}/supervisedAgent/all`;
    for (let i = 0; i < 5; i += 1)
      t.sockets[0]!.emit('businessProcess:assignments', { t: 1, businessProcessId: 'bp1' });
    await settle();
    expect(gets(path)).toHaveLength(2);
    vi.advanceTimersByTime(STATS_REFRESH_THROTTLE_MS);
    await settle();
    expect(gets(path)).toHaveLength(3);
  });

  it('a socket the server closed while the session lives on is replaced by a new one; a dead session is not', async () => {
    t.session.answer = (opts) =>
      opts.path === '/api/agent/current'
        ? { ok: true, value: { agentId: SUPERVISOR.userId } }
        : { ok: false, error: { code: 'http', status: 404 } };
    await connect();
    t.sockets[0]!.signal({
      type: 'disconnected',
      reason: 'io server disconnect',
      willReconnect: false,
    });
    await settle();
    expect(t.sockets).toHaveLength(2);
    expect(t.sockets[0]!.disconnected).toBe(true);
    t.session.answer = () => ({ ok: false, error: { code: 'http', status: 401 } });
    t.sockets[1]!.signal({ type: 'connected' });
    t.sockets[1]!.signal({
      type: 'disconnected',
      reason: 'io server disconnect',
      willReconnect: false,
    });
    await settle();
    expect(t.sockets).toHaveLength(2);
  });

  it('session:ended from the server logs out with its reason, reaching every tab once', async () => {
    await connect();
    const first = await openTab('tab1', ['session']);
    const second = await openTab('tab2', ['session']);
    first.take();
    second.take();
    t.sockets[0]!.emit('session:ended', { reason: 'revoked' });
    await settle();
    for (const tab of [first, second]) {
      const patches = tab.takeTopic('session');
      expect(patches).toHaveLength(1);
      expect(patches[0]!.upserts).toEqual([
        ['current', { name: 'loggedOut', reason: { code: 'revoked' } }],
      ]);
    }
    expect(t.sockets[0]!.disconnected).toBe(true);
    // the server already ended it: no logout call goes back to the server
    expect(t.session.endCalls).toEqual(['revoked']);
    expect(t.session.logoutCalls).toBe(0);
  });

  it('logout disconnects, clears live topics and keeps tabs subscribed', async () => {
    await connect();
    const tab = await openTab('tab1', ['supervisedAgents', 'connection']);
    t.sockets[0]!.emit('agent:state', batch([agentState('a1')]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await t.hub.logout();
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.state('supervisedAgents').size).toBe(0);
    expect(tab.state('connection').get('current')).toEqual({ name: 'idle' });
    expect(t.sockets[0]!.disconnected).toBe(true);
    t.session.activate(SUPERVISOR, 'sid-2');
    t.sockets[1]!.signal({ type: 'connected' });
    t.sockets[1]!.emit('agent:state', batch([agentState('a2')]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect([...tab.state('supervisedAgents').keys()]).toEqual(['a2']);
    expect(t.sockets[1]!.sessionId).toBe('sid-2');
  });

  it('a reconnect sends every subscribed topic of every tab a fresh snapshot without duplicates', async () => {
    await connect();
    const first = await openTab('tab1', ['supervisedAgents', 'session']);
    const second = await openTab('tab2', ['supervisedAgents']);
    t.sockets[0]!.emit('agent:state', batch([agentState('a1'), agentState('a2')]));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    first.take();
    second.take();
    t.sockets[0]!.signal({ type: 'disconnected', reason: 'transport close', willReconnect: true });
    t.sockets[0]!.signal({ type: 'reconnecting', attempt: 1 });
    t.sockets[0]!.emit('agent:state', batch([agentState('a2', 'busy')]));
    t.sockets[0]!.signal({ type: 'connected' });
    await settle();
    const firstPatches = first.take();
    expect(
      firstPatches
        .filter((p) => p.snapshot)
        .map((p) => p.topic)
        .sort(),
    ).toEqual(['session', 'supervisedAgents']);
    const [snapshot] = second.takeTopic('supervisedAgents');
    expect(snapshot).toMatchObject({ snapshot: true, seq: 1 });
    expect(snapshot!.upserts.map(([k]) => k)).toEqual(['a1', 'a2']);
    expect(snapshot!.upserts[1]![1]).toMatchObject({ stateId: 'busy' });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(second.take()).toEqual([]);
    expect([...first.state('supervisedAgents').keys()]).toEqual(['a1', 'a2']);
  });

  it('the connection topic follows the socket', async () => {
    const tab = await openTab('tab1', ['connection']);
    t.session.activate();
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.state('connection').get('current')).toEqual({
      name: 'connecting',
      attempt: 1,
      retryAt: null,
    });
    t.sockets[0]!.signal({ type: 'connectFailed', message: 'timeout', retryInMs: 2_000 });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.state('connection').get('current')).toEqual({
      name: 'connecting',
      attempt: 1,
      retryAt: Date.now() - FLUSH_INTERVAL_MS + 2_000,
    });
    t.sockets[0]!.signal({ type: 'connected' });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.state('connection').get('current')).toEqual({
      name: 'connected',
      since: Date.now() - FLUSH_INTERVAL_MS,
    });
    t.sockets[0]!.signal({ type: 'connectFailed', message: 'Illegal Session Id', retryInMs: null });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.state('connection').get('current')).toMatchObject({ name: 'offline' });
  });

  it('connection restored is one notice for the whole browser', async () => {
    const first = await openTab('tab1', ['notices']);
    const second = await openTab('tab2', ['notices']);
    t.session.notice({ code: 'connectionRestored', at: 5 });
    await settle();
    expect([...first.state('notices').values()]).toEqual([{ code: 'connectionRestored', at: 5 }]);
    expect([...second.state('notices').values()]).toEqual([{ code: 'connectionRestored', at: 5 }]);
  });

  it('statistics are refreshed every 10 minutes only while a tab shows them', async () => {
    await connect();
    const before = gets('/api/businessProcess/all/stats').length;
    vi.advanceTimersByTime(STATS_REFRESH_MS);
    await settle();
    expect(gets('/api/businessProcess/all/stats')).toHaveLength(before);
    await openTab('dash', ['businessProcessStatistics']);
    // a live tab says so every second; a silent one would be released long before 10 minutes
    for (let ms = 0; ms < STATS_REFRESH_MS; ms += 1_000) {
      vi.advanceTimersByTime(1_000);
      await t.hub.heartbeat('dash');
    }
    await settle();
    expect(gets('/api/businessProcess/all/stats')).toHaveLength(before + 1);
  });

  it('the hub tries to resume the session once when it starts', () => {
    expect(t.session.resumeCalls).toBe(1);
  });

  it('updateSettings puts the dotted patch and publishes the answer to every tab', async () => {
    const saved = { theme: { mode: 'dark', _id: 't1' } };
    t.session.answer = (opts) =>
      opts.method === 'PUT'
        ? { ok: true, value: saved }
        : { ok: false, error: { code: 'http', status: 404 } };
    await connect();
    const tab = await openTab('tab1', ['settings']);
    const result = await t.hub.updateSettings({ 'theme.mode': 'dark' });
    expect(result).toEqual({ ok: true, value: saved });
    expect(t.session.requests.at(-1)).toEqual({
      method: 'PUT',
      path: `/api/settings/${SUPERVISOR.userId}`,
      body: { 'theme.mode': 'dark' },
    });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.state('settings').get('current')).toEqual(saved);
  });
});

describe('notices', () => {
  it('a tab opened long after a notice does not replay it', async () => {
    t.session.notice({ code: 'connectionRestored', at: 5 });
    await settle();
    vi.advanceTimersByTime(10_000);
    const late = await openTab('late', ['notices']);
    expect(late.state('notices').size).toBe(0);
  });
});
