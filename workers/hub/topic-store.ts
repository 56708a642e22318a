/**
 * One topic's keyed collection and the keys changed since the last flush. Entries are
 * compared by identity: reducers hand back the same object when nothing changed, so
 * setting it again marks nothing dirty.
 */
import type { TopicName, TopicValues } from '../../src/protocol/hub';

export type AnyTopicValue = TopicValues[TopicName];

/** Changed entries of a topic, ready for a patch. */
export interface CollectedChanges {
  upserts: Array<[string, AnyTopicValue]>;
  removes: string[];
}

/** What the publisher needs of a store, whatever its topic. */
export interface DirtySource {
  readonly topic: TopicName;
  /** The tab this store belongs to, for per-tab topics (effects); null for shared ones. */
  readonly ownerTabId: string | null;
  takeDirty(): Set<string>;
  /** The keys changed since the last flush, left as they are. */
  peekDirty(): ReadonlySet<string>;
  /**
   * Take only the dirty keys among `keys` (the others stay dirty), with the receipt of the
   * earliest change among them (Infinity when the store keeps no per-key receipts).
   */
  takeDirtyOf(keys: ReadonlySet<string>): { keys: Set<string>; since: number };
  /** The receipt of the earliest change still dirty (Infinity when none, or none kept). */
  dirtySince(): number;
  /** The dirty keys whose entry came or went (not only changed) since they were last taken. */
  peekArrivals(): ReadonlySet<string>;
  collect(keys: Iterable<string>): CollectedChanges;
  snapshot(): Array<[string, AnyTopicValue]>;
}

export class TopicStore<T extends TopicName> implements DirtySource {
  readonly entries = new Map<string, TopicValues[T]>();
  #dirty = new Set<string>();
  /** Dirty keys whose entry came or went: a row or card added or removed, not a figure moved. */
  #arrivals = new Set<string>();
  /** When each dirty key first changed, for a store flushed a few keys at a time. */
  readonly #since: Map<string, number> | null;
  #watchers: Array<(key: string, value: TopicValues[T] | undefined) => void> = [];

  constructor(
    readonly topic: T,
    /** Called when the store turns dirty, and again at the first entry since that comes or goes. */
    private readonly onDirty: (store: DirtySource, arrival: boolean) => void,
    readonly ownerTabId: string | null = null,
    /** The receipt clock, when the store keeps a receipt per dirty key (statistics topics). */
    private readonly stamp: (() => number) | null = null,
  ) {
    this.#since = stamp === null ? null : new Map();
  }

  get(key: string): TopicValues[T] | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: TopicValues[T]): void {
    const before = this.entries.get(key);
    if (before === value) return;
    this.entries.set(key, value);
    this.#mark(key, before === undefined);
  }

  delete(key: string): void {
    if (!this.entries.delete(key)) return;
    this.#mark(key, true);
  }

  /** Remove every entry (logout): tabs get removes, their subscriptions stay. */
  clear(): void {
    for (const key of this.entries.keys()) this.#mark(key, true);
    this.entries.clear();
  }

  /** Make the collection exactly `next`: keys not in it are removed. */
  replaceAll(next: ReadonlyMap<string, TopicValues[T]>): void {
    for (const key of this.entries.keys()) if (!next.has(key)) this.delete(key);
    for (const [key, value] of next) this.set(key, value);
  }

  /** Follow every change (derived topics such as health); the value is undefined on removal. */
  watch(watcher: (key: string, value: TopicValues[T] | undefined) => void): void {
    this.#watchers.push(watcher);
  }

  takeDirty(): Set<string> {
    const dirty = this.#dirty;
    this.#dirty = new Set();
    this.#arrivals = new Set();
    this.#since?.clear();
    return dirty;
  }

  peekDirty(): ReadonlySet<string> {
    return this.#dirty;
  }

  takeDirtyOf(keys: ReadonlySet<string>): { keys: Set<string>; since: number } {
    const taken = new Set<string>();
    let since = Infinity;
    for (const key of keys)
      if (this.#dirty.delete(key)) {
        taken.add(key);
        this.#arrivals.delete(key);
        since = Math.min(since, this.#since?.get(key) ?? Infinity);
        this.#since?.delete(key);
      }
    return { keys: taken, since };
  }

  dirtySince(): number {
    let since = Infinity;
    for (const at of this.#since?.values() ?? []) since = Math.min(since, at);
    return since;
  }

  peekArrivals(): ReadonlySet<string> {
    return this.#arrivals;
  }

  collect(keys: Iterable<string>): CollectedChanges {
    const upserts: Array<[string, TopicValues[T]]> = [];
    const removes: string[] = [];
    for (const key of keys) {
      const value = this.entries.get(key);
      if (value === undefined) removes.push(key);
      else upserts.push([key, value]);
    }
    return { upserts, removes };
  }

  snapshot(): Array<[string, TopicValues[T]]> {
    return [...this.entries];
  }

  #mark(key: string, arrival: boolean): void {
    const wasClean = this.#dirty.size === 0;
    if (this.#since !== null && this.stamp !== null && !this.#dirty.has(key))
      this.#since.set(key, this.stamp());
    this.#dirty.add(key);
    // once when it turns dirty, and once more at the first entry that comes or goes
    const firstArrival = arrival && this.#arrivals.size === 0;
    if (arrival) this.#arrivals.add(key);
    if (wasClean || firstArrival) this.onDirty(this, arrival);
    for (const watcher of this.#watchers) watcher(key, this.entries.get(key));
  }
}
