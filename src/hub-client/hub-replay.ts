import { ENDPOINTS } from '../protocol/endpoints';
import {
  addCounterRefs,
  counterUnion,
  EMPTY_COUNTER_REFS,
  isValidCounterPair,
  removeCounterRefs,
  COUNTER_PAIR_INVALID_MESSAGE,
  type CounterRefs,
} from '../domain/counter-subscriptions';
import type {
  CommandResult,
  CounterPair,
  HubApi,
  SubscribeOptions,
  TopicName,
} from '../protocol/hub';

/** Every HubApi member but hello, which the switching hub says itself to each new hub. */
export type HubMethod = Exclude<keyof HubApi, 'hello'>;

/** One call of a tab to the hub, as data. */
export type HubCall = { [M in HubMethod]: { method: M; args: Parameters<HubApi[M]> } }[HubMethod];

/** Code of a command the lost leader never answered and that is not safe to send twice. */
export const HAND_OVER_ERROR_CODE = 'hubHandOver';

/**
 * What becomes of a call when the hub it went to is gone before it answered (the leader tab
 * closed): `restored` - the replay rebuilds its effect on the next hub; `resent` - it reads or
 * repeats harmlessly, so it goes to the next hub; `failed` - it may have reached the server
 * (accept, send, save), and sending it again could do it twice: the caller gets an error.
 */
export type HandOverFate = 'restored' | 'resent' | 'failed';

export function handOverFate(call: HubCall): HandOverFate {
  switch (call.method) {
    case 'bye':
    case 'heartbeat':
    case 'setVisible':
    case 'subscribe':
    case 'unsubscribe':
    case 'resync':
    case 'subscribeCounters':
    case 'unsubscribeCounters':
      return 'restored';
    case 'openIdAvailable':
    case 'logout':
    case 'markInteractionRead':
    case 'loadConversation':
    case 'read':
      return 'resent';
    case 'call':
      return ENDPOINTS[call.args[0]].method === 'GET' ? 'resent' : 'failed';
    case 'login':
    case 'openIdStart':
    case 'openIdLogin':
    case 'updateSettings':
    case 'interactionCommand':
      return 'failed';
  }
}

/** The answer of a `restored` call, given without a hub: what the hub would have said. */
export function restoredAnswer(call: HubCall): unknown {
  if (call.method === 'heartbeat') return true; // the next hub hears this tab's hello first
  if (call.method === 'subscribeCounters') return counterAnswer(call.args[1]);
  return undefined;
}

/** The error a `failed` call answers with. */
export function failedAnswer(): CommandResult<never> {
  return { ok: false, error: { code: HAND_OVER_ERROR_CODE } };
}

/** The hub's own rule: a list with one incomplete pair is refused whole. */
function counterAnswer(pairs: readonly CounterPair[]): CommandResult<null> {
  return pairs.every(isValidCounterPair)
    ? { ok: true, value: null }
    : { ok: false, error: { code: 'counterPairInvalid', message: COUNTER_PAIR_INVALID_MESSAGE } };
}

/**
 * What a tab holds at its hub (topics, counters, visibility), kept by the tab so that a new
 * hub, after a hand-over, can be told all of it again: the hub's state of a tab is rebuilt
 * from the tab, never carried over from the hub that died.
 */
export class HubReplay {
  #visible: boolean | null = null;
  readonly #topics = new Map<TopicName, SubscribeOptions | undefined>();
  #counters: CounterRefs = EMPTY_COUNTER_REFS;

  /** Notes a call the tab made (whether or not a hub has heard it yet). */
  record(call: HubCall): void {
    // only these change what a tab holds; every other call leaves the record as it is
    if (call.method === 'setVisible') this.#visible = call.args[1];
    else if (call.method === 'subscribe') this.#topics.set(call.args[1], call.args[2]);
    else if (call.method === 'unsubscribe') this.#topics.delete(call.args[1]);
    else if (call.method === 'subscribeCounters') {
      if (call.args[1].every(isValidCounterPair))
        this.#counters = addCounterRefs(this.#counters, REPLAY_KEY, call.args[1]);
    } else if (call.method === 'unsubscribeCounters') {
      this.#counters = removeCounterRefs(
        this.#counters,
        REPLAY_KEY,
        call.args[1].filter(isValidCounterPair),
      );
    }
  }

  /** The calls that give a new hub everything this tab held, in the order to make them. */
  calls(tabId: string): HubCall[] {
    const calls: HubCall[] = [];
    if (this.#visible !== null) calls.push({ method: 'setVisible', args: [tabId, this.#visible] });
    for (const [topic, options] of this.#topics) {
      calls.push(
        options === undefined
          ? { method: 'subscribe', args: [tabId, topic] }
          : { method: 'subscribe', args: [tabId, topic, options] },
      );
    }
    const pairs: CounterPair[] = [];
    for (const { pair, count } of this.#counters.get(REPLAY_KEY)?.values() ?? [])
      for (let i = 0; i < count; i += 1) pairs.push(pair);
    if (pairs.length > 0) calls.push({ method: 'subscribeCounters', args: [tabId, pairs] });
    return calls;
  }

  /** Counter pairs held (for tests and diagnostics). */
  counterPairs(): CounterPair[] {
    return counterUnion(this.#counters);
  }
}

/** The record is one tab's: its refs live under one key. */
const REPLAY_KEY = 'this-tab';
