/**
 * A hub connection for component tests (never imported by the app): each subscribe is
 * answered at once with a snapshot of the values given, `push` changes an entry afterwards,
 * and any command a test cares about is passed in; the rest answer "unused". Calls by name
 * go to `request` with the table's path, so a test may answer either.
 */
import { act } from '@testing-library/react';
import { endpointPath, type CallOptions } from '../protocol/endpoint';
import { ENDPOINTS } from '../protocol/endpoints';
import type { HubApi, TopicName, TopicValues } from '../protocol/hub';
import type { HubConnection } from './connect';
import { TopicSignals } from './topic-signals';
import { TopicSubscriptions } from './topic-subscriptions';

/** The `current` entry of single-value topics, as the hub's first snapshot carries it. */
export type FakeTopicValues = { [K in TopicName]?: TopicValues[K] };
export type FakePush = <T extends TopicName>(topic: T, key: string, value: TopicValues[T]) => void;

export interface FakeHub {
  hub: HubApi;
  connection: HubConnection;
  push: FakePush;
}

/** A call's input without the table's per-call types (the fake serves every call alike). */
type LooseInput = { params?: Record<string, string>; body?: unknown } & CallOptions;

export function fakeHubConnection(
  values: FakeTopicValues,
  commands: (push: FakePush) => Partial<HubApi> = () => ({}),
): FakeHub {
  const seqs = new Map<TopicName, number>();
  const noop = async () => {};
  const unused = async () => ({ ok: false as const, error: { code: 'unused' } });
  const push: FakePush = (topic, key, value) => {
    const seq = (seqs.get(topic) ?? 0) + 1;
    seqs.set(topic, seq);
    act(() => store.apply({ topic, seq, snapshot: false, upserts: [[key, value]], removes: [] }));
  };
  const hub: HubApi = {
    hello: async () => ({ ok: true, transport: 'inline' }),
    bye: noop,
    heartbeat: async () => true,
    setVisible: noop,
    subscribe: async (_tab, topic) => {
      seqs.set(topic, 1);
      const value = values[topic];
      store.apply({
        topic,
        seq: 1,
        snapshot: true,
        upserts: value === undefined ? [] : [['current', value]],
        removes: [],
      });
    },
    unsubscribe: noop,
    resync: noop,
    login: unused,
    openIdAvailable: async () => false,
    openIdStart: unused,
    openIdLogin: unused,
    logout: noop,
    updateSettings: unused,
    subscribeCounters: async () => ({ ok: true, value: null }),
    unsubscribeCounters: noop,
    // a test that answers by path (`request`) answers the calls by name too
    call: (name: keyof typeof ENDPOINTS, input: LooseInput = {}) => {
      const { params = {}, ...rest } = input;
      const { method, route } = ENDPOINTS[name];
      return hub.request({ method, path: endpointPath(route, params), ...rest });
    },
    request: unused,
    interactionCommand: unused,
    markInteractionRead: noop,
    loadConversation: noop,
    ...commands(push),
  };
  const store = new TopicSignals(hub, 'tab');
  const connection: HubConnection = {
    hub,
    tabId: 'tab',
    transport: 'inline',
    delivery: 'patch',
    store,
    subscriptions: new TopicSubscriptions(hub, 'tab', store),
    dispose: () => {},
  };
  return { hub, connection, push };
}
