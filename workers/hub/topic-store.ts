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
  collect(keys: Iterable<string>): CollectedChanges;
  snapshot(): Array<[string, AnyTopicValue]>;
}

export class TopicStore<T extends TopicName> implements DirtySource {
  readonly entries = new Map<string, TopicValues[T]>();
  #dirty = new Set<string>();
  #watchers: Array<(key: string, value: TopicValues[T] | undefined) => void> = [];

  constructor(
    readonly topic: T,
    private readonly onDirty: (store: DirtySource) => void,
    readonly ownerTabId: string | null = null,
  ) {}

  get(key: string): TopicValues[T] | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: TopicValues[T]): void {
    if (this.entries.get(key) === value) return;
    this.entries.set(key, value);
    this.#mark(key);
  }

  delete(key: string): void {
    if (!this.entries.delete(key)) return;
    this.#mark(key);
  }

  /** Remove every entry (logout): tabs get removes, their subscriptions stay. */
  clear(): void {
    for (const key of this.entries.keys()) this.#mark(key);
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
    return dirty;
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

  #mark(key: string): void {
    const wasClean = this.#dirty.size === 0;
    this.#dirty.add(key);
    if (wasClean) this.onDirty(this);
    for (const watcher of this.#watchers) watcher(key, this.entries.get(key));
  }
}
