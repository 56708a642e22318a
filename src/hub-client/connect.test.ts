// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROTOCOL_VERSION,
  TAB_HEARTBEAT_INTERVAL_MS,
  type HelloResult,
  type HubApi,
  type TopicPatch,
} from '../protocol/hub';
import type { OpenedHub } from './open-transport';
import type { HubTransport } from './transport-order';

const opened: Array<{ transport: HubTransport; closed: boolean; hub: FakeHub }> = [];
let behaviour: Partial<Record<HubTransport, 'fails' | 'reload' | 'late'>> = {};
/** How long a 'late' hub takes to answer hello: past the hello timeout. */
const LATE_HELLO_MS = 15_000;

type FakeHub = HubApi & { patchPort: MessagePort | null };

function fakeHub(transport: HubTransport): FakeHub {
  const noop = vi.fn(async () => {});
  const hub: FakeHub = {
    patchPort: null,
    hello: vi.fn(
      async (
        req: { protocolVersion: number; tabId: string },
        port: MessagePort,
      ): Promise<HelloResult> => {
        hub.patchPort = port;
        // A worker whose script failed to load never answers.
        if (behaviour[transport] === 'fails') return new Promise<never>(() => {});
        if (behaviour[transport] === 'late')
          await new Promise((resolve) => setTimeout(resolve, LATE_HELLO_MS));
        if (behaviour[transport] === 'reload')
          return { ok: false, code: 'reload', workerProtocolVersion: req.protocolVersion + 1 };
        return { ok: true, transport };
      },
    ),
    bye: noop,
    heartbeat: vi.fn(async () => true),
    setVisible: vi.fn(async () => {}),
    subscribe: vi.fn(async () => {}),
    unsubscribe: vi.fn(async () => {}),
    resync: noop,
    login: vi.fn(),
    openIdAvailable: vi.fn(),
    openIdStart: vi.fn(),
    openIdLogin: vi.fn(),
    logout: noop,
    updateSettings: vi.fn(),
    subscribeCounters: vi.fn(),
    unsubscribeCounters: noop,
    call: vi.fn(),
    read: vi.fn(),
    interactionCommand: vi.fn(),
    markInteractionRead: noop,
    loadConversation: noop,
  };
  return hub;
}

vi.mock('./open-transport', () => ({
  transferPort: (port: MessagePort) => port,
  openTransport: async (transport: HubTransport): Promise<OpenedHub> => {
    const record = { transport, closed: false, hub: fakeHub(transport) };
    opened.push(record);
    const failed =
      behaviour[transport] === 'fails'
        ? Promise.reject(new Error('script failed'))
        : new Promise<never>(() => {});
    failed.catch(() => {});
    return {
      hub: record.hub,
      failed,
      waitsInLine: transport === 'leader',
      close: () => (record.closed = true),
    };
  },
}));

const { connectHub, SCREEN_TOPICS_HELD_MS } = await import('./connect');
const { TOPIC_RELEASE_GRACE_MS } = await import('./topic-subscriptions');

describe('connectHub', () => {
  beforeEach(() => {
    opened.length = 0;
    behaviour = {};
    vi.stubGlobal('SharedWorker', class {});
    vi.stubGlobal('Worker', class {});
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('greets the SharedWorker with the protocol version and a tab id', async () => {
    const outcome = await connectHub();
    if (outcome.name !== 'ready') throw new Error('expected ready');
    expect(outcome.connection.transport).toBe('shared');
    expect(opened[0]?.hub.hello).toHaveBeenCalledWith(
      {
        protocolVersion: PROTOCOL_VERSION,
        tabId: outcome.connection.tabId,
        collaborationHost: false,
        delivery: 'patch',
        topics: ['session', 'settings', 'notices', 'connection'],
      },
      expect.anything(),
    );
    outcome.connection.dispose();
  });

  it('asks for the topics every screen needs with the greeting, before any component does', async () => {
    const outcome = await connectHub();
    if (outcome.name !== 'ready') throw new Error('expected ready');
    const { subscriptions, store } = outcome.connection;
    expect(vi.mocked(opened[0]!.hub.hello).mock.calls[0]?.[0].topics).toEqual([
      'session',
      'settings',
      'notices',
      'connection',
    ]);
    // the greeting subscribed them: no second ask, and their patches are taken
    expect(opened[0]!.hub.subscribe).not.toHaveBeenCalled();
    expect(store.isTracked('session')).toBe(true);
    // held for the page's life: the last component letting go does not release them
    subscriptions.acquire('session')();
    expect(subscriptions.users('session')).toBe(1);
    outcome.connection.dispose();
  });

  it("holds the opening screen's topics from the greeting until the screen has taken them", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = await connectHub(['businessProcessStatistics', 'health']);
    if (outcome.name !== 'ready') throw new Error('expected ready');
    const { subscriptions, tabId } = outcome.connection;
    const hub = opened[0]!.hub;
    expect(vi.mocked(hub.hello).mock.calls[0]?.[0].topics).toEqual([
      'session',
      'settings',
      'notices',
      'connection',
      'businessProcessStatistics',
      'health',
    ]);
    // the screen mounts and takes one of them; the other is not shown
    const releaseStatistics = subscriptions.acquire('businessProcessStatistics');
    expect(hub.subscribe).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SCREEN_TOPICS_HELD_MS + TOPIC_RELEASE_GRACE_MS);
    expect(hub.unsubscribe).toHaveBeenCalledTimes(1);
    expect(hub.unsubscribe).toHaveBeenCalledWith(tabId, 'health');
    expect(subscriptions.users('businessProcessStatistics')).toBe(1);
    releaseStatistics();
    vi.advanceTimersByTime(TOPIC_RELEASE_GRACE_MS);
    expect(hub.unsubscribe).toHaveBeenCalledWith(tabId, 'businessProcessStatistics');
    expect(subscriptions.users('session')).toBe(1);
    outcome.connection.dispose();
  });

  it('a SharedWorker that fails to start falls back to a dedicated Worker', async () => {
    behaviour = { shared: 'fails' };
    const outcome = await connectHub();
    if (outcome.name !== 'ready') throw new Error('expected ready');
    expect(outcome.connection.transport).toBe('dedicated');
    expect(opened.map((o) => [o.transport, o.closed])).toEqual([
      ['shared', true],
      ['dedicated', false],
    ]);
    outcome.connection.dispose();
  });

  it('a slow hub is left for the next transport after the hello timeout', async () => {
    vi.useFakeTimers();
    behaviour = { shared: 'late' };
    const connecting = connectHub();
    await vi.advanceTimersByTimeAsync(LATE_HELLO_MS);
    const outcome = await connecting;
    if (outcome.name !== 'ready') throw new Error('expected ready');
    expect(opened.map((o) => [o.transport, o.closed])).toEqual([
      ['shared', true],
      ['dedicated', false],
    ]);
    outcome.connection.dispose();
  });

  it('a tab in line for a leader hub waits past the hello timeout: no second hub', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('SharedWorker', undefined);
    vi.stubGlobal('BroadcastChannel', class {});
    vi.stubGlobal('navigator', {
      ...navigator,
      // the tab's own lock is granted at once and held for the page's life
      locks: {
        request: (_name: string, held: () => Promise<never>) => {
          void held();
          return new Promise(() => {});
        },
      },
    });
    behaviour = { leader: 'late' };
    const connecting = connectHub();
    await vi.advanceTimersByTimeAsync(LATE_HELLO_MS);
    const outcome = await connecting;
    if (outcome.name !== 'ready') throw new Error('expected ready');
    expect(outcome.connection.transport).toBe('leader');
    expect(opened.map((o) => [o.transport, o.closed])).toEqual([['leader', false]]);
    outcome.connection.dispose();
  });

  it('?hub=inline connects in the page only', async () => {
    window.history.replaceState(null, '', '/?hub=inline');
    const outcome = await connectHub();
    expect(opened.map((o) => o.transport)).toEqual(['inline']);
    if (outcome.name === 'ready') outcome.connection.dispose();
  });

  it('a hub of another protocol version asks for a reload and no fallback is tried', async () => {
    behaviour = { shared: 'reload' };
    const outcome = await connectHub();
    expect(outcome).toEqual({ name: 'reload', workerProtocolVersion: PROTOCOL_VERSION + 1 });
    expect(opened.map((o) => [o.transport, o.closed])).toEqual([['shared', true]]);
  });

  it('patches posted on the patch port reach the topic signals', async () => {
    const outcome = await connectHub();
    if (outcome.name !== 'ready') throw new Error('expected ready');
    const { store } = outcome.connection;
    const patch: TopicPatch<'connection'> = {
      topic: 'connection',
      seq: 1,
      snapshot: true,
      upserts: [['current', { name: 'connected', since: 5 }]],
      removes: [],
    };
    let stop = () => {};
    const applied = new Promise<void>((resolve) => {
      stop = store.entry('connection', 'current').subscribe((value) => {
        if (value) resolve();
      });
    });
    opened[0]?.hub.patchPort?.postMessage(patch);
    await applied;
    stop();
    expect(store.entry('connection', 'current').value).toEqual({ name: 'connected', since: 5 });
    outcome.connection.dispose();
  });

  it('the tab sends a heartbeat every second, its visibility, and bye on pagehide', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const outcome = await connectHub();
    if (outcome.name !== 'ready') throw new Error('expected ready');
    const hub = opened[0]?.hub;
    expect(hub?.setVisible).toHaveBeenCalledWith(outcome.connection.tabId, true);
    vi.advanceTimersByTime(TAB_HEARTBEAT_INTERVAL_MS * 3);
    expect(hub?.heartbeat).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('pagehide'));
    expect(hub?.bye).toHaveBeenCalledWith(outcome.connection.tabId);
    outcome.connection.dispose();
  });
});
