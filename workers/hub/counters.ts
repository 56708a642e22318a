/**
 * KPI counter subscriptions of every tab, sent to the server as one union with
 * POST api/statistics/subscribeForCounters, debounced KPI_SUBSCRIPTION_DEBOUNCE_MS after
 * the last change. Counter values land in the `counters` topic; a value for a pair no tab
 * holds becomes a `counterNotFound` notice.
 */
import type { CounterValue } from '../../src/protocol/events';
import type { CommandResult, CounterPair, HubNotice } from '../../src/protocol/hub';
import {
  KPI_COUNTER_CONSTRAINT_CLEAR_MS,
  KPI_SUBSCRIPTION_DEBOUNCE_MS,
} from '../../src/domain/supervisor-constants';
import {
  COUNTER_PAIR_INVALID_MESSAGE,
  EMPTY_COUNTER_REFS,
  addCounterRefs,
  counterPairKey,
  counterUnion,
  isCounterHeld,
  isValidCounterPair,
  releaseTabCounterRefs,
  removeCounterRefs,
  sameCounterUnion,
  type CounterRefs,
} from '../../src/domain/counter-subscriptions';
import type { TopicStore } from './topic-store';

export interface CountersEnvironment {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  log(level: 'info' | 'warn' | 'error', message: string): void;
  /** POST the union; resolves with the call's outcome. */
  post(body: {
    clientSubscriptionId: string;
    counters: CounterPair[];
  }): Promise<CommandResult<unknown>>;
  notice(notice: HubNotice): void;
}

export function createCounterSubscriptions(
  env: CountersEnvironment,
  store: TopicStore<'counters'>,
  clientSubscriptionId: string,
) {
  let refs: CounterRefs = EMPTY_COUNTER_REFS;
  let lastSent: CounterPair[] | null = null;
  let debounce: unknown = null;
  /**
   * KPI counter constraint (supervisor-dashboards §4): a pair is pending (the view may
   * show a spinner) from subscription until 1 s after an update arrived.
   */
  const pending = new Map<string, unknown>();

  function changed(): void {
    const union = new Set(counterUnion(refs).map(counterPairKey));
    // pairs nobody holds any more leave the topic and their constraint
    for (const key of [...store.entries.keys()]) if (!union.has(key)) store.delete(key);
    for (const [key, timer] of pending) {
      if (union.has(key)) continue;
      env.clearTimeout(timer);
      pending.delete(key);
    }
    for (const key of union)
      if (!store.entries.has(key) && !pending.has(key)) pending.set(key, null);
    if (debounce !== null) env.clearTimeout(debounce);
    debounce = env.setTimeout(() => {
      debounce = null;
      void send(false);
    }, KPI_SUBSCRIPTION_DEBOUNCE_MS);
  }

  async function send(force: boolean): Promise<void> {
    const union = counterUnion(refs);
    if (!force && lastSent !== null && sameCounterUnion(union, lastSent)) return;
    lastSent = union;
    const result = await env.post({ clientSubscriptionId, counters: union });
    if (!result.ok) {
      if (lastSent === union) lastSent = null; // the next change or reconnect tries again
      env.log('warn', `subscribeForCounters failed: ${result.error.code}`);
    }
  }

  function clearConstraintLater(key: string): void {
    const timer = pending.get(key);
    if (timer !== undefined && timer !== null) env.clearTimeout(timer);
    pending.set(
      key,
      env.setTimeout(() => pending.delete(key), KPI_COUNTER_CONSTRAINT_CLEAR_MS),
    );
  }

  return {
    clientSubscriptionId,

    subscribe(tabId: string, pairs: readonly CounterPair[]): CommandResult<null> {
      if (!pairs.every(isValidCounterPair)) {
        env.log('warn', COUNTER_PAIR_INVALID_MESSAGE);
        return {
          ok: false,
          error: { code: 'counterPairInvalid', message: COUNTER_PAIR_INVALID_MESSAGE },
        };
      }
      refs = addCounterRefs(refs, tabId, pairs);
      changed();
      return { ok: true, value: null };
    },

    unsubscribe(tabId: string, pairs: readonly CounterPair[]): void {
      const next = removeCounterRefs(refs, tabId, pairs.filter(isValidCounterPair));
      if (next === refs) return;
      refs = next;
      changed();
    },

    releaseTab(tabId: string): void {
      const next = releaseTabCounterRefs(refs, tabId);
      if (next === refs) return;
      refs = next;
      changed();
    },

    /** Values from a `counters` event. */
    onValues(subscriptionId: string, items: readonly CounterValue[]): void {
      if (subscriptionId !== clientSubscriptionId) {
        env.log('warn', 'counters event for another subscription ignored');
        return;
      }
      for (const item of items) {
        const key = counterPairKey(item);
        if (!isCounterHeld(refs, key)) {
          const notice: HubNotice = {
            code: 'counterNotFound',
            handlerId: item.handlerId,
            counterTypeId: item.counterTypeId,
            at: env.now(),
          };
          env.notice(notice);
          continue;
        }
        const prev = store.get(key);
        if (prev === undefined || prev.value !== item.value || prev.dimension !== item.dimension)
          store.set(key, item);
        clearConstraintLater(key);
      }
    },

    /** Send the union now (socket connected or reconnected: the server forgot it). */
    resubscribe(): void {
      if (debounce !== null) env.clearTimeout(debounce);
      debounce = null;
      void send(true);
    },

    /** Whether a pair still waits for its counter (KPI counter constraint). */
    isPending(pair: CounterPair): boolean {
      return pending.has(counterPairKey(pair));
    },

    /** A server notification flagged as error clears every pending constraint (§4). */
    clearConstraints(): void {
      for (const timer of pending.values()) if (timer !== null) env.clearTimeout(timer);
      pending.clear();
    },

    /** Logged out: values go, the tabs' references stay for the next session. */
    reset(): void {
      if (debounce !== null) env.clearTimeout(debounce);
      debounce = null;
      lastSent = null;
      store.clear();
    },

    dispose(): void {
      if (debounce !== null) env.clearTimeout(debounce);
      for (const timer of pending.values()) if (timer !== null) env.clearTimeout(timer);
      pending.clear();
    },
  };
}

export type CounterSubscriptions = ReturnType<typeof createCounterSubscriptions>;
