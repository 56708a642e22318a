/**
 * A hub connection for component tests (never imported by the app): each subscribe is
 * answered at once with a snapshot of the values given, `push` changes an entry afterwards,
 * and any command a test cares about is passed in; the rest answer "unused". A test may
 * answer the REST calls as the server would, by method and path (`answerByPath`): a call by
 * name reaches it with the endpoint table's path.
 */
import { act } from '@testing-library/react';
import { endpointPath, type CallOptions } from '../protocol/endpoint';
import { ENDPOINTS } from '../protocol/endpoints';
import type { CommandResult, HubApi, TopicName, TopicValues } from '../protocol/hub';
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

/** A REST call as the server sees it: what `answerByPath` answers. */
export type PathRequest = CallOptions & {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
};
export type AnswerByPath = (req: PathRequest) => Promise<CommandResult<unknown>>;

export function fakeHubConnection(
  values: FakeTopicValues,
  commands: (push: FakePush) => Partial<HubApi> & { answerByPath?: AnswerByPath } = () => ({}),
): FakeHub {
  const seqs = new Map<TopicName, number>();
  const noop = async () => {};
  const unused = async () => ({ ok: false as const, error: { code: 'unused' } });
  let answerByPath: AnswerByPath = unused;
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
    call: (name: keyof typeof ENDPOINTS, input: LooseInput = {}) => {
      const { params = {}, ...rest } = input;
      const { method, route } = ENDPOINTS[name];
      // the test answers as the server would; the fake does not check the answer's type
      return answerByPath({ method, path: endpointPath(route, params), ...rest }) as Promise<
        CommandResult<never>
      >;
    },
    // a read reaches whatever answers calls (the test's own `call`, else `answerByPath`)
    read: (name, ...args) => hub.call(name, ...args),
    interactionCommand: unused,
    markInteractionRead: noop,
    loadConversation: noop,
  };
  const { answerByPath: byPath, ...given } = commands(push);
  Object.assign(hub, given);
  if (byPath !== undefined) answerByPath = byPath;
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
