import { describe, expect, it, vi } from 'vitest';
import { effect } from '@preact/signals-react';
import type { HubNotice, TopicName, TopicPatch, TopicValues } from '../protocol/hub';
import { TopicSignals } from './topic-signals';
import { FieldChangesWriter } from '../protocol/field-changes';

const TAB = 'tab-1';

function fakeHub() {
  const resyncs: Array<[string, TopicName]> = [];
  return {
    resyncs,
    resync: vi.fn(async (tabId: string, topic: TopicName) => {
      resyncs.push([tabId, topic]);
    }),
  };
}

function notice(at: number): HubNotice {
  return { code: 'connectionRestored', at };
}

function patch(
  seq: number,
  upserts: Array<[string, TopicValues['notices']]>,
  removes: string[] = [],
  snapshot = false,
): TopicPatch<'notices'> {
  return { topic: 'notices', seq, snapshot, upserts, removes };
}

function freshnessSnapshot(): TopicPatch<'freshness'> {
  return {
    topic: 'freshness',
    seq: 1,
    snapshot: true,
    upserts: [['current', { receivedAt: 1 }]],
    removes: [],
  };
}

function trackedStore() {
  const hub = fakeHub();
  const store = new TopicSignals(hub, TAB);
  store.track('notices');
  return { hub, store };
}

describe('TopicSignals', () => {
  it('tells a listener once per message, and only of the topics it follows', () => {
    const { store } = trackedStore();
    store.track('freshness');
    const anyTopic = vi.fn();
    const notices = vi.fn();
    const freshness = vi.fn();
    store.onApplied(anyTopic);
    store.onApplied(notices, ['notices']);
    store.onApplied(freshness, ['freshness']);
    store.applyAll([
      patch(1, [['a', notice(1)]], [], true),
      patch(2, [['b', notice(2)]]),
      patch(3, [['c', notice(3)]]),
    ]);
    expect([anyTopic.mock.calls.length, notices.mock.calls.length]).toEqual([1, 1]);
    expect(freshness).not.toHaveBeenCalled();
    store.apply(freshnessSnapshot());
    expect([anyTopic.mock.calls.length, notices.mock.calls.length]).toEqual([2, 1]);
    expect(freshness).toHaveBeenCalledTimes(1);
    expect(store.keys('notices').value).toEqual(['a', 'b', 'c']);
  });

  it('a snapshot fills the entries and the key list', () => {
    const { store } = trackedStore();
    store.apply(
      patch(
        1,
        [
          ['a', notice(1)],
          ['b', notice(2)],
        ],
        [],
        true,
      ),
    );
    expect(store.entry('notices', 'a').value).toEqual(notice(1));
    expect(store.entry('notices', 'b').value).toEqual(notice(2));
    expect(store.keys('notices').value).toEqual(['a', 'b']);
  });

  it('a snapshot removes keys that vanished and clears their signals', () => {
    const { store } = trackedStore();
    store.apply(
      patch(
        1,
        [
          ['a', notice(1)],
          ['b', notice(2)],
        ],
        [],
        true,
      ),
    );
    const b = store.entry('notices', 'b');
    store.apply(patch(1, [['a', notice(3)]], [], true));
    expect(store.keys('notices').value).toEqual(['a']);
    expect(b.value).toBeUndefined();
    expect(store.entry('notices', 'a').value).toEqual(notice(3));
  });

  it('a patch updates one entry without touching the others or the key list', () => {
    const { store } = trackedStore();
    store.apply(
      patch(
        1,
        [
          ['a', notice(1)],
          ['b', notice(2)],
        ],
        [],
        true,
      ),
    );
    const keysBefore = store.keys('notices').value;
    let bRuns = 0;
    const stop = effect(() => {
      void store.entry('notices', 'b').value;
      bRuns += 1;
    });
    store.apply(patch(2, [['a', notice(5)]]));
    stop();
    expect(store.entry('notices', 'a').value).toEqual(notice(5));
    expect(bRuns).toBe(1);
    expect(store.keys('notices').value).toBe(keysBefore);
  });

  it('a patch with removes and new keys re-creates the key list', () => {
    const { store } = trackedStore();
    store.apply(
      patch(
        1,
        [
          ['a', notice(1)],
          ['b', notice(2)],
        ],
        [],
        true,
      ),
    );
    const a = store.entry('notices', 'a');
    store.apply(patch(2, [['c', notice(3)]], ['a']));
    expect(store.keys('notices').value).toEqual(['b', 'c']);
    expect(a.value).toBeUndefined();
    expect(store.entry('notices', 'c').value).toEqual(notice(3));
  });

  it('a row holding a removed key sees it again when re-added', () => {
    const { store } = trackedStore();
    store.apply(patch(1, [['a', notice(1)]], [], true));
    const a = store.entry('notices', 'a');
    store.apply(patch(2, [], ['a']));
    store.apply(patch(3, [['a', notice(9)]]));
    expect(a.value).toEqual(notice(9));
  });

  it('a seq gap asks for a snapshot and ignores patches until it arrives', () => {
    const { hub, store } = trackedStore();
    store.apply(patch(1, [['a', notice(1)]], [], true));
    store.apply(patch(3, [['a', notice(3)]]));
    expect(hub.resyncs).toEqual([[TAB, 'notices']]);
    expect(store.entry('notices', 'a').value).toEqual(notice(1));

    store.apply(patch(4, [['a', notice(4)]]));
    expect(store.entry('notices', 'a').value).toEqual(notice(1));
    expect(hub.resyncs).toHaveLength(1);

    store.apply(patch(1, [['a', notice(7)]], [], true));
    store.apply(patch(2, [['a', notice(8)]]));
    expect(store.entry('notices', 'a').value).toEqual(notice(8));
    expect(hub.resyncs).toHaveLength(1);
  });

  it('patches before the first snapshot are ignored', () => {
    const { hub, store } = trackedStore();
    store.apply(patch(2, [['a', notice(2)]]));
    expect(store.entry('notices', 'a').value).toBeUndefined();
    expect(hub.resyncs).toHaveLength(0);
  });

  it('patches of an untracked topic are ignored', () => {
    const { store } = trackedStore();
    store.apply(patch(1, [['a', notice(1)]], [], true));
    store.untrack('notices');
    expect(store.entry('notices', 'a').value).toBeUndefined();
    expect(store.keys('notices').value).toEqual([]);
    store.apply(patch(1, [['a', notice(2)]], [], true));
    expect(store.entry('notices', 'a').value).toBeUndefined();
    expect(store.isTracked('notices')).toBe(false);
  });

  it('a snapshot with the same keys keeps the key list signal value', () => {
    const { store } = trackedStore();
    store.apply(
      patch(
        1,
        [
          ['a', notice(1)],
          ['b', notice(2)],
        ],
        [],
        true,
      ),
    );
    const keysBefore = store.keys('notices').value;
    store.apply(
      patch(
        1,
        [
          ['a', notice(3)],
          ['b', notice(4)],
        ],
        [],
        true,
      ),
    );
    expect(store.keys('notices').value).toBe(keysBefore);
  });

  it('field changes rebuild the entry, copied on write, and leave the key list alone', () => {
    const hub = fakeHub();
    const logged: string[] = [];
    const store = new TopicSignals(hub, TAB, (message) => logged.push(message));
    store.track('freshness');
    store.apply(freshnessSnapshot());
    const keys = store.keys('freshness').value;
    const before = store.entry('freshness', 'current').value;
    const writer = new FieldChangesWriter();
    writer.add('current', [[['receivedAt'], 2]]);
    writer.add('gone', [[['receivedAt'], 3]]);
    store.apply({
      topic: 'freshness',
      seq: 2,
      snapshot: false,
      upserts: [],
      removes: [],
      changes: writer.finish(),
    });
    expect(store.entry('freshness', 'current').value).toEqual({ receivedAt: 2 });
    expect(before).toEqual({ receivedAt: 1 });
    expect(store.keys('freshness').value).toBe(keys);
    // a change of an entry the tab does not hold: the hub and the tab disagree, a snapshot mends it
    expect(store.entry('freshness', 'gone').value).toBeUndefined();
    expect(logged).toEqual([
      'topic freshness: field changes of gone, which this tab does not hold',
    ]);
    expect(hub.resyncs).toEqual([[TAB, 'freshness']]);
  });

  it('reads values without signals, and a signal asked for later starts at the current value', () => {
    const { store } = trackedStore();
    const watched = store.entry('notices', 'a');
    const seen: Array<HubNotice | undefined> = [];
    const stop = effect(() => {
      seen.push(watched.value);
    });
    store.apply(
      patch(
        1,
        [
          ['a', notice(1)],
          ['b', notice(2)],
        ],
        [],
        true,
      ),
    );
    store.apply(patch(2, [['b', notice(3)]]));
    // no reader holds b's signal: the patch still updates what peek and a later signal see
    expect(store.peek('notices', 'b')).toEqual(notice(3));
    expect(store.entry('notices', 'b').value).toEqual(notice(3));
    store.apply(patch(3, [['c', notice(4)]], ['a']));
    expect(store.peek('notices', 'a')).toBeUndefined();
    expect(seen).toEqual([undefined, notice(1), undefined]);
    expect(store.keys('notices').value).toEqual(['b', 'c']);
    // a snapshot without c drops it, also for a signal asked for afterwards
    store.apply(patch(1, [['b', notice(5)]], [], true));
    expect(store.peek('notices', 'c')).toBeUndefined();
    expect(store.entry('notices', 'c').value).toBeUndefined();
    expect(store.entry('notices', 'b').value).toEqual(notice(5));
    expect(store.keys('notices').value).toEqual(['b']);
    stop();
  });
});
