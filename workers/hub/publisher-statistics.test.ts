/** The statistics cadence of the publisher: at most one flush a second, pause and expedite. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TopicPatch } from '../../src/protocol/hub';
import {
  applyFieldChanges,
  FieldChangesWriter,
  learnPaths,
  readFieldChanges,
} from '../../src/protocol/field-changes';
import { businessProcess } from '../../tests/hub-events';
import { emptyMetrics } from './metrics';
import { FLUSH_INTERVAL_MS, Publisher, STATISTICS_FLUSH_INTERVAL_MS } from './publisher';
import { expediteHealthStatusChanges } from './event-ingest';

// the benches' peer design, which only their build serves (bench/peer/snapshot-delivery.ts)
vi.mock('./snapshot-delivery', () => ({ SNAPSHOT_DELIVERY: true }));

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

const statsPatches = (messages: TopicPatch[][]) =>
  messages.flat().filter((p) => p.topic === 'businessProcessStatistics' && !p.snapshot);
/**
 * Ready agents of each entry a patch carries, whole or as changed fields (which these tests
 * read alone: the first path they change is always ready agents, learnt in that very patch).
 */
const answered = (patch: TopicPatch | undefined) =>
  patch && [
    ...patch.upserts.map(([key, value]) => [
      key,
      (value as ReturnType<typeof businessProcess>).totalReadyAgents,
    ]),
    ...[...readFieldChanges(patch.changes ?? emptyChanges, patch.changes?.paths ?? [])].map(
      ([key, fields]) => [key, fields.find(([path]) => path.join('.') === 'totalReadyAgents')?.[1]],
    ),
  ];
const emptyChanges = new FieldChangesWriter().finish();
/** What a tab holds of a topic after these messages, field changes applied. */
function replay(messages: TopicPatch[][], topic: TopicPatch['topic']): Map<string, unknown> {
  const held = new Map<string, unknown>();
  let paths: string[][] = [];
  for (const patch of messages.flat()) {
    if (patch.topic !== topic) continue;
    if (patch.snapshot) {
      held.clear();
      paths = [];
    }
    for (const [key, value] of patch.upserts) held.set(key, value);
    if (patch.changes !== undefined) {
      expect(learnPaths(paths, patch.changes)).toBe(true);
      for (const [key, fields] of readFieldChanges(patch.changes, paths))
        held.set(key, applyFieldChanges(held.get(key), fields));
    }
    for (const key of patch.removes) held.delete(key);
  }
  return held;
}
/** Keys of the entries a patch carries, whole or as changed fields. */
const keysOf = (patch: TopicPatch) => [
  ...patch.upserts.map(([key]) => key),
  ...(patch.changes?.keys ?? []),
];

describe('statistics cadence', () => {
  it('ten updates in one second reach a tab once per business process, with the last values', () => {
    const sends: Array<[string, number]> = [];
    const messages: TopicPatch[][] = [];
    publisher.addTab('t1', {
      postMessage: (m: unknown) => {
        messages.push(m as TopicPatch[]);
        for (const patch of m as TopicPatch[])
          if (patch.topic === 'businessProcessStatistics' && !patch.snapshot)
            for (const key of keysOf(patch)) sends.push([key, Date.now()]);
      },
      close: () => {},
    });
    publisher.subscribe('t1', 'businessProcessStatistics');
    const store = publisher.store('businessProcessStatistics');
    const started = Date.now();
    // the first change after a quiet second goes with the fast flush
    store.set('bp1', businessProcess('bp1', 0));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(sends).toEqual([['bp1', started + FLUSH_INTERVAL_MS]]);
    // then ten updates inside the next second: bp2, quiet so far, goes at once; bp1 and later
    // bp2 changes wait for a second after each one's last send, and carry the latest values
    for (let i = 1; i <= 10; i += 1) {
      store.set(i % 2 === 0 ? 'bp1' : 'bp2', businessProcess(i % 2 === 0 ? 'bp1' : 'bp2', i));
      vi.advanceTimersByTime(STATISTICS_FLUSH_INTERVAL_MS / 10 - 5);
    }
    vi.advanceTimersByTime(2 * STATISTICS_FLUSH_INTERVAL_MS);
    const times = (key: string) => sends.filter(([k]) => k === key).map(([, at]) => at - started);
    expect(times('bp1')).toEqual([
      FLUSH_INTERVAL_MS,
      FLUSH_INTERVAL_MS + STATISTICS_FLUSH_INTERVAL_MS,
    ]);
    expect(times('bp2')).toHaveLength(2);
    const [first, second] = times('bp2');
    expect(second! - first!).toBeGreaterThanOrEqual(STATISTICS_FLUSH_INTERVAL_MS);
    const ready = [...replay(messages, 'businessProcessStatistics')].map(([key, value]) => [
      key,
      (value as ReturnType<typeof businessProcess>).totalReadyAgents,
    ]);
    expect(ready.sort()).toEqual([
      ['bp1', 10],
      ['bp2', 9],
    ]);
  });

  it('statistics flush at most once a second under a steady stream, others keep their fast flush', () => {
    const tab = recordingPort();
    publisher.addTab('t1', tab.port);
    publisher.subscribe('t1', 'businessProcessStatistics');
    publisher.subscribe('t1', 'supervisedAgents');
    tab.messages.length = 0;
    const stats = publisher.store('businessProcessStatistics');
    const agents = publisher.store('supervisedAgents');
    const sentAt: Record<string, number[]> = {
      businessProcessStatistics: [],
      supervisedAgents: [],
    };
    const started = Date.now();
    for (let tick = 0; tick < 50; tick += 1) {
      stats.set('bp1', businessProcess('bp1', tick));
      // only identity matters to the publisher: a new object each tick is a change
      agents.set('a1', {
        agentId: 'a1',
        stateId: tick % 2 === 0 ? 'ready' : 'busy',
        stateName: 's',
        since: tick,
      } as never);
      const before = tab.messages.length;
      vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
      for (const message of tab.messages.slice(before))
        for (const patch of message) sentAt[patch.topic]?.push(Date.now() - started);
    }
    const gaps = (times: number[]) => times.slice(1).map((time, i) => time - (times[i] ?? 0));
    expect(sentAt['businessProcessStatistics']!.length).toBeLessThanOrEqual(6);
    expect(Math.min(...gaps(sentAt['businessProcessStatistics']!))).toBeGreaterThanOrEqual(
      STATISTICS_FLUSH_INTERVAL_MS,
    );
    expect(sentAt['supervisedAgents']!.length).toBeGreaterThanOrEqual(45);
  });

  it('a snapshot-delivery tab (the peer) gets the same cadence, the whole topic each time', () => {
    const peer = recordingPort();
    publisher.addTab('peer', peer.port, 'snapshot');
    publisher.subscribe('peer', 'businessProcessStatistics');
    peer.messages.length = 0;
    const store = publisher.store('businessProcessStatistics');
    // 2 s of the server's 100 ms ticks
    for (let tick = 0; tick < 20; tick += 1) {
      store.set(`bp${tick % 3}`, businessProcess(`bp${tick % 3}`, tick));
      vi.advanceTimersByTime(100);
    }
    const patches = peer.messages.flat();
    expect(patches.length).toBeLessThanOrEqual(3);
    expect(patches.every((p) => p.snapshot)).toBe(true);
    expect(patches.at(-1)?.upserts).toHaveLength(3);
  });

  it('a health status change goes with the fast flush; other health changes wait for the cadence', () => {
    const tab = recordingPort();
    publisher.addTab('t1', tab.port);
    publisher.subscribe('t1', 'health');
    const health = publisher.store('health');
    // only identity and status matter here: the rest of a HealthState is not read
    const state = (status: 1 | 2 | 3, value: number) =>
      ({ status, critical: [], insight: null, statusChanged: false, kpis: { x: value } }) as never;
    health.set('bp1', state(3, 1));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    tab.messages.length = 0;
    health.set('bp1', state(3, 2)); // same status: waits
    health.set('bp2', state(1, 1));
    publisher.expedite('health', 'bp2'); // what expediteHealthStatusChanges does on a status change
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.messages.flat().flatMap(keysOf)).toEqual(['bp2']);
    vi.advanceTimersByTime(STATISTICS_FLUSH_INTERVAL_MS);
    expect(
      tab.messages.flat().flatMap(keysOf).sort(),
      // bp2 went with the fast flush, and the tab holds it as it is: only bp1 follows
    ).toEqual(['bp1', 'bp2']);
    const seqs = tab.messages.flat().map((p) => p.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });
});

describe('entries that come or go', () => {
  it("a new tab's business processes all arrive in one message, not a few per flush", () => {
    // a fresh hub: the tab subscribes first, then the first stats answer fills the store at once
    // (12 business processes and the agents beside them). Cards arriving a few per flush made
    // the grid re-sort under the supervisor's eyes while the rest came in.
    const tab = recordingPort();
    publisher.addTab('t1', tab.port);
    publisher.subscribe('t1', 'businessProcessStatistics');
    publisher.subscribe('t1', 'agentStatistics');
    tab.messages.length = 0;
    const bps = Array.from({ length: 12 }, (_, i) => `bp${i}`);
    publisher
      .store('businessProcessStatistics')
      .replaceAll(new Map(bps.map((id) => [id, businessProcess(id)])));
    const agents = publisher.store('agentStatistics');
    for (let i = 0; i < 60; i += 1) agents.set(`a${i}`, { agentId: `a${i}` } as never);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(statsPatches(tab.messages).flatMap(keysOf).sort()).toEqual([...bps].sort());
    expect(
      tab.messages
        .flat()
        .filter((p) => p.topic === 'agentStatistics')
        .flatMap(keysOf),
    ).toHaveLength(60);
  });

  it('a business process added mid-stream goes with the next flush, not a second later', () => {
    const tab = recordingPort();
    publisher.addTab('t1', tab.port);
    publisher.subscribe('t1', 'businessProcessStatistics');
    const store = publisher.store('businessProcessStatistics');
    store.set('bp1', businessProcess('bp1', 1));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    // bp1 changes again: the next statistics flush is a second after its last send
    store.set('bp1', businessProcess('bp1', 2));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    tab.messages.length = 0;
    store.set('bp2', businessProcess('bp2', 1));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(statsPatches(tab.messages).flatMap(keysOf)).toEqual(['bp2']);
    // and a removal likewise: the card goes at once
    tab.messages.length = 0;
    store.delete('bp2');
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(statsPatches(tab.messages).flatMap((p) => p.removes)).toEqual(['bp2']);
  });
});

describe('health status changes', () => {
  it('the hub expedites exactly the business processes whose status changed', () => {
    expediteHealthStatusChanges(publisher);
    const tab = recordingPort();
    publisher.addTab('t1', tab.port);
    publisher.subscribe('t1', 'health');
    const health = publisher.store('health');
    // only identity and status matter here: the rest of a HealthState is not read
    const state = (status: 1 | 2 | 3) =>
      ({ status, critical: [], insight: null, statusChanged: false, kpis: {} }) as never;
    health.set('bp1', state(3));
    health.set('bp2', state(3));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS); // the statistics flush: the next is a second away
    tab.messages.length = 0;
    health.set('bp1', state(3));
    health.set('bp2', state(2));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.messages.flat().flatMap(keysOf)).toEqual(['bp2']);
  });
});

describe('paused statistics (pauseKPIEvents)', () => {
  it('a paused subscription gets its snapshot and nothing after it; subscribing again paused refreshes once', () => {
    const tab = recordingPort();
    publisher.addTab('t1', tab.port);
    const store = publisher.store('businessProcessStatistics');
    store.set('bp1', businessProcess('bp1', 1));
    publisher.subscribe('t1', 'businessProcessStatistics', true);
    expect(tab.messages.flat()).toMatchObject([
      { topic: 'businessProcessStatistics', snapshot: true, seq: 1 },
    ]);
    store.set('bp1', businessProcess('bp1', 2));
    vi.advanceTimersByTime(3 * STATISTICS_FLUSH_INTERVAL_MS);
    expect(tab.messages.flat()).toHaveLength(1);
    publisher.subscribe('t1', 'businessProcessStatistics', true);
    expect(answered(tab.messages.flat()[1])).toEqual([['bp1', 2]]);
    store.set('bp1', businessProcess('bp1', 3));
    vi.advanceTimersByTime(3 * STATISTICS_FLUSH_INTERVAL_MS);
    expect(tab.messages.flat()).toHaveLength(2);
  });

  it('resuming sends a fresh snapshot and live patches again; other tabs never paused', () => {
    const paused = recordingPort();
    const live = recordingPort();
    publisher.addTab('paused', paused.port);
    publisher.addTab('live', live.port);
    publisher.subscribe('paused', 'businessProcessStatistics', true);
    publisher.subscribe('live', 'businessProcessStatistics');
    const store = publisher.store('businessProcessStatistics');
    store.set('bp1', businessProcess('bp1', 1));
    vi.advanceTimersByTime(STATISTICS_FLUSH_INTERVAL_MS);
    expect(statsPatches(live.messages)).toHaveLength(1);
    expect(statsPatches(paused.messages)).toHaveLength(0);
    publisher.subscribe('paused', 'businessProcessStatistics');
    store.set('bp1', businessProcess('bp1', 2));
    vi.advanceTimersByTime(STATISTICS_FLUSH_INTERVAL_MS);
    const patches = paused.messages.flat();
    expect(patches.map((p) => [p.seq, p.snapshot])).toEqual([
      [1, true],
      [1, true],
      [2, false],
    ]);
    expect(answered(patches[2])).toEqual([['bp1', 2]]);
  });
});
