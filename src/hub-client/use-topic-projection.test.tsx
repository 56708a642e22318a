// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HubNotice, TopicName } from '../protocol/hub';
import type { HubConnection } from './connect';
import { HubContext } from './hub-context';
import { TopicSignals } from './topic-signals';
import { TopicSubscriptions } from './topic-subscriptions';
import { useTopicProjection } from './use-topic-projection';

afterEach(cleanup);

function fakeConnection() {
  const hub = {
    subscribe: vi.fn(async (_tabId: string, _topic: TopicName) => {}),
    unsubscribe: vi.fn(async (_tabId: string, _topic: TopicName) => {}),
    resync: async () => {},
  };
  const store = new TopicSignals(hub, 'tab');
  const subscriptions = new TopicSubscriptions(hub, 'tab', store);
  // the hook reads only the store and the subscriptions; the rest of a connection is not touched
  const connection = { store, subscriptions } as unknown as HubConnection;
  let seq = 0;
  const apply = (upserts: Array<[string, HubNotice]>, removes: string[] = [], snapshot = false) =>
    act(() => {
      seq += 1;
      store.apply({ topic: 'notices', seq, snapshot, upserts, removes });
    });
  return { hub, connection, apply };
}

const restored = (at: number): HubNotice => ({ code: 'connectionRestored', at });
/** Newest first, and only notices after `since`. */
const newest = (since: number) => (values: HubNotice[]) =>
  values.filter((v) => v.at > since).sort((a, b) => b.at - a.at);
/** The list shows only the time: the code changing alone is not its business. */
const byTime = (notice: HubNotice) => String(notice.at);

// records each render's rows, so a test can tell whether the list kept its identity
const rendered = vi.fn<(rows: readonly HubNotice[]) => void>();
const lastRows = () => rendered.mock.lastCall?.[0];
function Notices({ since }: { since: number }) {
  const rows = useTopicProjection('notices', newest(since), byTime);
  rendered(rows);
  return <output>{rows.map((r) => r.at).join(',')}</output>;
}

function mount(since = 0) {
  const fake = fakeConnection();
  const view = render(
    <HubContext value={fake.connection}>
      <Notices since={since} />
    </HubContext>,
  );
  const rerender = (next: number) =>
    view.rerender(
      <HubContext value={fake.connection}>
        <Notices since={next} />
      </HubContext>,
    );
  return { ...fake, view, rerender };
}

const shown = () => screen.getByRole('status').textContent;

describe('useTopicProjection', () => {
  it('subscribes to the topic and projects its entries: selected, mapped and sorted', () => {
    const { hub, apply } = mount(1);
    expect(hub.subscribe).toHaveBeenCalledWith('tab', 'notices');
    expect(shown()).toBe('');
    apply(
      [
        ['a', restored(1)],
        ['b', restored(5)],
        ['c', restored(3)],
      ],
      [],
      true,
    );
    expect(shown()).toBe('5,3');
  });

  it('keeps the same array, and renders nothing, while no row signature changes', () => {
    const { apply, rerender } = mount();
    apply(
      [
        ['a', restored(1)],
        ['b', restored(2)],
      ],
      [],
      true,
    );
    const before = lastRows();
    rendered.mockClear();
    apply([['a', { code: 'counterPairInvalid', at: 1 }]]);
    expect(rendered).not.toHaveBeenCalled();
    // rendered for another reason, the list is still the very same array
    rerender(0);
    expect(lastRows()).toBe(before);
    rendered.mockClear();
    apply([['a', restored(4)]]);
    expect(rendered).toHaveBeenCalled();
    expect(shown()).toBe('4,2');
  });

  it('follows keys that come and go', () => {
    const { apply } = mount();
    apply([['a', restored(1)]], [], true);
    apply([['b', restored(2)]]);
    expect(shown()).toBe('2,1');
    apply([], ['b']);
    expect(shown()).toBe('1');
    // an entry changed after its key came back is still followed
    apply([['b', restored(3)]]);
    apply([['b', restored(6)]]);
    expect(shown()).toBe('6,1');
  });

  it('a new projection (a changed argument) applies on the next render', () => {
    const { apply, rerender } = mount(0);
    apply(
      [
        ['a', restored(1)],
        ['b', restored(2)],
      ],
      [],
      true,
    );
    expect(shown()).toBe('2,1');
    rerender(1);
    expect(shown()).toBe('2');
  });
});
