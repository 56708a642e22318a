import { describe, expect, it, vi } from 'vitest';
import type { ConnectionValue } from '../../src/protocol/hub';
import { TopicStore } from './topic-store';

function store() {
  const onDirty = vi.fn();
  return { onDirty, store: new TopicStore('connection', onDirty) };
}

const IDLE: ConnectionValue = { name: 'idle' };
const CONNECTED: ConnectionValue = { name: 'connected', since: 1 };

describe('topic store', () => {
  it('setting the same object marks nothing dirty', () => {
    const { store: s } = store();
    s.set('current', IDLE);
    s.takeDirty();
    s.set('current', IDLE);
    expect(s.takeDirty().size).toBe(0);
  });

  it('the publisher hears once per flush window, however many keys change', () => {
    const { store: s, onDirty } = store();
    s.set('a', IDLE);
    s.set('b', CONNECTED);
    expect(onDirty).toHaveBeenCalledTimes(1);
    s.takeDirty();
    s.set('a', CONNECTED);
    expect(onDirty).toHaveBeenCalledTimes(2);
  });

  it('an entry that comes or goes is heard once more, so its flush need not wait for the cadence', () => {
    const { store: s, onDirty } = store();
    s.set('a', IDLE);
    s.takeDirty();
    s.set('a', CONNECTED); // a change
    s.set('b', IDLE); // an arrival
    s.set('c', IDLE);
    s.delete('a');
    expect(onDirty.mock.calls.map((call) => call[1] as boolean)).toEqual([true, false, true]);
    expect([...s.peekArrivals()]).toEqual(['b', 'c', 'a']);
    expect([...s.takeDirtyOf(new Set(['b'])).keys]).toEqual(['b']);
    expect([...s.peekArrivals()]).toEqual(['c', 'a']);
  });

  it('changes collect as upserts and removes', () => {
    const { store: s } = store();
    s.set('a', IDLE);
    s.set('b', CONNECTED);
    s.takeDirty();
    s.delete('a');
    s.set('b', IDLE);
    expect(s.collect(s.takeDirty())).toEqual({ upserts: [['b', IDLE]], removes: ['a'] });
  });

  it('replaceAll removes keys missing from the new collection', () => {
    const { store: s } = store();
    s.set('a', IDLE);
    s.set('b', IDLE);
    s.takeDirty();
    s.replaceAll(
      new Map<string, ConnectionValue>([
        ['b', IDLE],
        ['c', CONNECTED],
      ]),
    );
    expect([...s.takeDirty()].sort()).toEqual(['a', 'c']);
    expect(s.snapshot()).toEqual([
      ['b', IDLE],
      ['c', CONNECTED],
    ]);
  });

  it('clear removes every entry', () => {
    const { store: s } = store();
    s.set('a', IDLE);
    s.takeDirty();
    s.clear();
    expect(s.collect(s.takeDirty())).toEqual({ upserts: [], removes: ['a'] });
  });
});
