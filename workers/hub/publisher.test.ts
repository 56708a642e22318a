import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TopicPatch } from '../../src/protocol/hub';
import { emptyMetrics } from './metrics';
import { FLUSH_INTERVAL_MS, HIDDEN_TAB_FLUSH_INTERVAL_MS, Publisher } from './publisher';

function recordingPort() {
  const messages: TopicPatch[][] = [];
  return {
    messages,
    port: { postMessage: (m: unknown) => messages.push(m as TopicPatch[]), close: () => {} },
  };
}

let publisher: Publisher;

beforeEach(() => {
  vi.useFakeTimers();
  publisher = new Publisher(
    {
      now: () => Date.now(),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      log: () => {},
    },
    emptyMetrics(),
  );
});

afterEach(() => {
  publisher.dispose();
  vi.useRealTimers();
});

describe('publisher', () => {
  it('each tab counts its own seq per topic', () => {
    const first = recordingPort();
    const second = recordingPort();
    publisher.addTab('t1', first.port);
    publisher.addTab('t2', second.port);
    publisher.subscribe('t1', 'notifications');
    publisher.subscribe('t1', 'agentStatistics');
    const store = publisher.store('notifications');
    store.set('n1', { id: 'n1', isError: false, code: 'c', message: 'm', timestamp: 1 });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    publisher.subscribe('t2', 'notifications');
    store.set('n2', { id: 'n2', isError: false, code: 'c', message: 'm', timestamp: 2 });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(
      first.messages
        .flat()
        .filter((p) => p.topic === 'notifications')
        .map((p) => p.seq),
    ).toEqual([1, 2, 3]);
    expect(second.messages.flat().map((p) => p.seq)).toEqual([1, 2]);
  });

  it("a tab asking for whole topics gets patches: the peer design is only the benches' build", () => {
    const tab = recordingPort();
    publisher.addTab('t1', tab.port, 'snapshot');
    publisher.subscribe('t1', 'notifications');
    const store = publisher.store('notifications');
    store.set('n1', { id: 'n1', isError: false, code: 'c', message: 'm', timestamp: 1 });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    tab.messages.length = 0;
    store.set('n2', { id: 'n2', isError: false, code: 'c', message: 'm', timestamp: 2 });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    const [patch] = tab.messages.flat();
    expect(patch?.snapshot).toBe(false);
    expect(patch?.upserts.map(([key]) => key)).toEqual(['n2']);
  });

  it('topics named at hello reach a new tab as snapshots in one message, then as patches', () => {
    publisher.store('connection').set('current', { name: 'idle' });
    publisher
      .store('notifications')
      .set('n1', { id: 'n1', isError: false, code: 'c', message: 'm', timestamp: 1 });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    const tab = recordingPort();
    publisher.addTab('t1', tab.port);
    publisher.subscribeAll('t1', ['connection', 'notifications', 'connection']);
    expect(tab.messages).toHaveLength(1);
    expect(tab.messages[0]?.map((p) => [p.topic, p.seq, p.snapshot, p.upserts.length])).toEqual([
      ['connection', 1, true, 1],
      ['notifications', 1, true, 1],
    ]);
    publisher
      .store('notifications')
      .set('n2', { id: 'n2', isError: false, code: 'c', message: 'm', timestamp: 2 });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(
      tab.messages
        .slice(1)
        .flat()
        .map((p) => [p.topic, p.seq, p.snapshot]),
    ).toEqual([['notifications', 2, false]]);
  });

  it('all topics changed in one window go to a tab as one message', () => {
    const tab = recordingPort();
    publisher.addTab('t1', tab.port);
    publisher.subscribe('t1', 'notifications');
    publisher.subscribe('t1', 'connection');
    tab.messages.length = 0;
    publisher.store('connection').set('current', { name: 'idle' });
    publisher
      .store('notifications')
      .set('n1', { id: 'n1', isError: false, code: 'c', message: 'm', timestamp: 1 });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.messages).toHaveLength(1);
    expect(tab.messages[0]!.map((p) => p.topic).sort()).toEqual(['connection', 'notifications']);
  });

  it('a hidden tab still gets a logout at once', async () => {
    const tab = recordingPort();
    publisher.addTab('t1', tab.port);
    publisher.subscribe('t1', 'session');
    publisher.setVisible('t1', false);
    tab.messages.length = 0;
    publisher
      .store('session')
      .set('current', { name: 'loggedOut', reason: { code: 'userLogout' } });
    await Promise.resolve();
    expect(tab.messages.flat().map((p) => p.topic)).toEqual(['session']);
  });

  it('two hidden tabs each get what they missed', () => {
    const first = recordingPort();
    const second = recordingPort();
    publisher.addTab('t1', first.port);
    publisher.addTab('t2', second.port);
    for (const id of ['t1', 't2']) {
      publisher.subscribe(id, 'agentStatistics');
      publisher.setVisible(id, false);
    }
    vi.advanceTimersByTime(HIDDEN_TAB_FLUSH_INTERVAL_MS);
    const store = publisher.store('notifications');
    for (const id of ['t1', 't2']) publisher.subscribe(id, 'notifications');
    store.set('n1', { id: 'n1', isError: false, code: 'c', message: 'm', timestamp: 1 });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    store.set('n2', { id: 'n2', isError: false, code: 'c', message: 'm', timestamp: 2 });
    vi.advanceTimersByTime(HIDDEN_TAB_FLUSH_INTERVAL_MS);
    for (const tab of [first, second]) {
      const keys = tab.messages
        .flat()
        .filter((p) => p.topic === 'notifications')
        .flatMap((p) => p.upserts.map(([k]) => k));
      expect(keys.sort()).toEqual(['n1', 'n2']);
    }
  });

  it('a patch is stamped with the hub receipt of the earliest socket event it carries', () => {
    const tab = recordingPort();
    publisher.addTab('t1', tab.port);
    publisher.subscribe('t1', 'notifications');
    tab.messages.length = 0;
    const store = publisher.store('notifications');
    // a flush just went out: the next changes wait for the end of its window
    store.set('n0', { id: 'n0', isError: false, code: 'c', message: 'm', timestamp: 0 });
    vi.advanceTimersByTime(1);
    tab.messages.length = 0;
    const firstArrival = Date.now();
    // decoding took 5 ms: the stamp is the arrival, not when the store changed
    vi.advanceTimersByTime(5);
    publisher.received.receiving(firstArrival, () =>
      store.set('n1', { id: 'n1', isError: false, code: 'c', message: 'm', timestamp: 1 }),
    );
    vi.advanceTimersByTime(40);
    publisher.received.receiving(Date.now(), () =>
      store.set('n2', { id: 'n2', isError: false, code: 'c', message: 'm', timestamp: 2 }),
    );
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    const [patch] = tab.messages.flat();
    expect(patch).toMatchObject({
      topic: 'notifications',
      upserts: [
        ['n1', expect.anything()],
        ['n2', expect.anything()],
      ],
      receivedAt: firstArrival,
    });
    const nextArrival = Date.now();
    publisher.received.receiving(nextArrival, () =>
      store.set('n3', { id: 'n3', isError: false, code: 'c', message: 'm', timestamp: 3 }),
    );
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    // flushed changes do not hold back the stamp of later ones
    expect(tab.messages.flat()[1]).toMatchObject({
      upserts: [['n3', expect.anything()]],
      receivedAt: nextArrival,
    });
  });

  it('a hidden tab and a subscribe snapshot carry the earliest change they send', () => {
    const tab = recordingPort();
    const note = (id: string) => ({ id, isError: false, code: 'c', message: 'm', timestamp: 1 });
    publisher.addTab('t1', tab.port);
    publisher.subscribe('t1', 'notifications');
    publisher.setVisible('t1', false);
    tab.messages.length = 0;
    const store = publisher.store('notifications');
    // the snapshot just went out: the next hidden flush waits a second, gathering both changes
    const arrival = Date.now();
    publisher.received.receiving(arrival, () => store.set('n1', note('n1')));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    publisher.received.receiving(Date.now(), () => store.set('n2', note('n2')));
    vi.advanceTimersByTime(HIDDEN_TAB_FLUSH_INTERVAL_MS * 2);
    expect(tab.messages.flat()).toMatchObject([
      {
        upserts: [
          ['n1', expect.anything()],
          ['n2', expect.anything()],
        ],
        receivedAt: arrival,
      },
    ]);
    // a change waiting for the flush (a fast flush went out just before): the snapshot holds it, and says since when
    store.set('n2b', note('n2b'));
    vi.advanceTimersByTime(1);
    const waiting = Date.now();
    publisher.received.receiving(waiting, () => store.set('n3', note('n3')));
    vi.advanceTimersByTime(10);
    publisher.subscribe('t1', 'notifications');
    expect(tab.messages.flat().at(-1)).toMatchObject({ snapshot: true, receivedAt: waiting });
  });
});
