import { STATISTICS_TOPICS, type HubApi, type TopicName } from '../protocol/hub';
import type { TopicSignals } from './topic-signals';

/**
 * How long a topic stays subscribed after its last user unmounts. Route changes and
 * React's strict-mode remount release and re-acquire the same topic within a moment;
 * the grace period saves the hub a full unsubscribe + snapshot round for those.
 */
export const TOPIC_RELEASE_GRACE_MS = 2_000;

export interface SubscriptionTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: SubscriptionTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) =>
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Reference-counted topic subscriptions of one tab: the hub hears `subscribe` when the
 * first component needs a topic and `unsubscribe` after the last one is gone.
 */
const STATISTICS: ReadonlySet<TopicName> = new Set<TopicName>(STATISTICS_TOPICS);

export class TopicSubscriptions {
  readonly #counts = new Map<TopicName, number>();
  readonly #pendingRelease = new Map<TopicName, unknown>();
  #statisticsPaused = false;

  constructor(
    private readonly hub: Pick<HubApi, 'subscribe' | 'unsubscribe'>,
    private readonly tabId: string,
    private readonly store: TopicSignals,
    private readonly timers: SubscriptionTimers = browserTimers,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Register one user of a topic; the returned function releases it (call once). */
  acquire(topic: TopicName): () => void {
    const count = this.#counts.get(topic) ?? 0;
    this.#counts.set(topic, count + 1);
    const pending = this.#pendingRelease.get(topic);
    if (pending !== undefined) {
      this.timers.clearTimeout(pending);
      this.#pendingRelease.delete(topic);
    } else if (count === 0) {
      this.#subscribe(topic);
    }
    return this.#releaseOnce(topic);
  }

  /**
   * Register one user of a topic the hub already subscribed this tab to (named at hello):
   * the store takes its patches from now on, and no `subscribe` goes out for it.
   * @returns the release, as `acquire`'s.
   */
  adopt(topic: TopicName): () => void {
    if ((this.#counts.get(topic) ?? 0) === 0 && !this.#pendingRelease.has(topic)) {
      this.#counts.set(topic, 1);
      this.store.track(topic);
      return this.#releaseOnce(topic);
    }
    return this.acquire(topic);
  }

  #releaseOnce(topic: TopicName): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#release(topic);
    };
  }

  /**
   * Pause or resume the statistics topics of this tab (the pauseKPIEvents preference): the
   * hub sends each held statistics topic one fresh snapshot, then, while paused, nothing more.
   * @returns whether the mode changed (and so every held statistics topic was refreshed).
   */
  setStatisticsPaused(paused: boolean): boolean {
    if (this.#statisticsPaused === paused) return false;
    this.#statisticsPaused = paused;
    this.#resubscribeStatistics();
    return true;
  }

  get statisticsPaused(): boolean {
    return this.#statisticsPaused;
  }

  /** While paused: one fresh snapshot of every held statistics topic (a navigation refresh). */
  refreshStatistics(): void {
    if (this.#statisticsPaused) this.#resubscribeStatistics();
  }

  /** Users currently holding the topic (for tests and diagnostics). */
  users(topic: TopicName): number {
    return this.#counts.get(topic) ?? 0;
  }

  #resubscribeStatistics(): void {
    for (const topic of STATISTICS_TOPICS) {
      if ((this.#counts.get(topic) ?? 0) > 0 || this.#pendingRelease.has(topic))
        this.#subscribe(topic);
    }
  }

  /** Subscribe (or subscribe again: a fresh snapshot) in the current pause mode. */
  #subscribe(topic: TopicName): void {
    this.store.track(topic);
    const call =
      this.#statisticsPaused && STATISTICS.has(topic)
        ? this.hub.subscribe(this.tabId, topic, { paused: true })
        : this.hub.subscribe(this.tabId, topic);
    call.catch((error: unknown) => {
      this.log(`subscribe ${topic} failed: ${String(error)}`);
    });
  }

  #release(topic: TopicName): void {
    const count = (this.#counts.get(topic) ?? 1) - 1;
    this.#counts.set(topic, count);
    if (count > 0) return;
    const handle = this.timers.setTimeout(() => {
      this.#pendingRelease.delete(topic);
      if ((this.#counts.get(topic) ?? 0) > 0) return;
      this.store.untrack(topic);
      this.hub.unsubscribe(this.tabId, topic).catch((error: unknown) => {
        this.log(`unsubscribe ${topic} failed: ${String(error)}`);
      });
    }, TOPIC_RELEASE_GRACE_MS);
    this.#pendingRelease.set(topic, handle);
  }
}
