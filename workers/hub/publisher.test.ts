import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TopicPatch } from '../../src/protocol/hub';
import { emptyMetrics } from './metrics';
import { FLUSH_INTERVAL_MS, HIDDEN_TAB_FLUSH_INTERVAL_MS, Publisher } from './publisher';

function recordingPort() {
  const messages: TopicPatch[][] = [];
  return { messages, port: { postMessage: (m: unknown) => messages.push(m as TopicPatch[]), close: () => {} } };
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
    expect(first.messages.flat().filter((p) => p.topic === 'notifications').map((p) => p.seq)).toEqual([1, 2, 3]);
    expect(second.messages.flat().map((p) => p.seq)).toEqual([1, 2]);
  });

  it('all topics changed in one window go to a tab as one message', () => {
    const tab = recordingPort();
    publisher.addTab('t1', tab.port);
    publisher.subscribe('t1', 'notifications');
    publisher.subscribe('t1', 'connection');
    tab.messages.length = 0;
    publisher.store('connection').set('current', { name: 'idle' });
    publisher.store('notifications').set('n1', { id: 'n1', isError: false, code: 'c', message: 'm', timestamp: 1 });
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
    publisher.store('session').set('current', { name: 'loggedOut', reason: { code: 'userLogout' } });
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
      const keys = tab.messages.flat().filter((p) => p.topic === 'notifications').flatMap((p) => p.upserts.map(([k]) => k));
      expect(keys.sort()).toEqual(['n1', 'n2']);
    }
  });
});
