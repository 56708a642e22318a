import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import type { TopicName, TopicPatch, TopicValues } from '../protocol/hub';
import {
  applyFieldChanges,
  learnPaths,
  readFieldChanges,
  type FieldChanges,
} from '../protocol/field-changes';

/** The one hub call the store needs: ask for a fresh snapshot after a lost patch. */
export interface ResyncTarget {
  resync(tabId: string, topic: TopicName): Promise<void>;
}

interface TopicState {
  /**
   * One signal per key. A removed key keeps its signal (value undefined) so a component
   * that still holds it sees the removal and a later re-add.
   */
  entries: Map<string, Signal<unknown>>;
  /** Keys present, in arrival order; replaced only when a key is added or removed. */
  keys: Signal<readonly string[]>;
  present: Set<string>;
  /** Whether the tab is subscribed; patches of an untracked topic are late and ignored. */
  tracked: boolean;
  lastSeq: number;
  /** Patches are ignored until a snapshot arrives (first subscribe, or after a gap). */
  awaitingSnapshot: boolean;
  /** The field paths the hub has sent since the last snapshot (`FieldChanges`). */
  paths: string[][];
}

export type LogFn = (message: string) => void;

/**
 * Turns the hub's per-topic patch stream into keyed signals, so a component can
 * subscribe to the one entry (row, card) it renders.
 */
export class TopicSignals {
  readonly #topics = new Map<TopicName, TopicState>();
  readonly #hub: ResyncTarget;
  readonly #tabId: string;
  readonly #log: LogFn;
  /** Each listener with the topics it follows (null: every topic). */
  readonly #appliedListeners = new Map<() => void, ReadonlySet<TopicName> | null>();

  constructor(hub: ResyncTarget, tabId: string, log: LogFn = () => {}) {
    this.#hub = hub;
    this.#tabId = tabId;
    this.#log = log;
  }

  /** Start accepting patches for a topic (called when the tab subscribes). */
  track(topic: TopicName): void {
    const state = this.#state(topic);
    state.tracked = true;
    state.awaitingSnapshot = true;
    state.lastSeq = 0;
  }

  /** Stop accepting patches and forget the topic's values (the tab unsubscribed). */
  untrack(topic: TopicName): void {
    const state = this.#topics.get(topic);
    if (!state) return;
    batch(() => {
      for (const entry of state.entries.values()) entry.value = undefined;
      if (state.keys.peek().length > 0) state.keys.value = [];
    });
    state.present.clear();
    state.tracked = false;
    state.lastSeq = 0;
    state.awaitingSnapshot = true;
  }

  /** Whether patches for the topic are being applied. */
  isTracked(topic: TopicName): boolean {
    return this.#topics.get(topic)?.tracked ?? false;
  }

  /** The signal of one entry; undefined until the hub sends the key (or after removal). */
  entry<T extends TopicName>(topic: T, key: string): ReadonlySignal<TopicValues[T] | undefined> {
    const state = this.#state(topic);
    let entry = state.entries.get(key);
    if (!entry) {
      entry = signal<unknown>(undefined);
      state.entries.set(key, entry);
    }
    // Values in the map are only ever written from patches of this topic.
    return entry as ReadonlySignal<TopicValues[T] | undefined>;
  }

  /** The list of keys present in a topic. */
  keys(topic: TopicName): ReadonlySignal<readonly string[]> {
    return this.#state(topic).keys;
  }

  /**
   * Called after each message of patches that touched one of `topics` (every message when
   * omitted; the peer delivery re-renders the whole page on it). A reader of two topics is
   * then not run for the patches of every other topic, nor once per patch of a message.
   */
  onApplied(listener: () => void, topics?: readonly TopicName[]): () => void {
    this.#appliedListeners.set(listener, topics === undefined ? null : new Set(topics));
    return () => this.#appliedListeners.delete(listener);
  }

  /** Apply one patch from the hub's patch port. */
  apply(patch: TopicPatch): void {
    this.applyAll([patch]);
  }

  /** Apply the patches of one message, then tell the listeners once. */
  applyAll(patches: readonly TopicPatch[]): void {
    const touched = new Set<TopicName>();
    for (const patch of patches) {
      this.#applyPatch(patch);
      touched.add(patch.topic);
    }
    if (touched.size === 0) return;
    for (const [listener, topics] of this.#appliedListeners)
      if (topics === null || followsAny(topics, touched)) listener();
  }

  #applyPatch(patch: TopicPatch): void {
    const state = this.#topics.get(patch.topic);
    // Late patches of a topic this tab already left.
    if (!state?.tracked) return;
    if (patch.snapshot) {
      this.#applySnapshot(state, patch);
      return;
    }
    if (state.awaitingSnapshot) return;
    if (patch.seq !== state.lastSeq + 1) {
      this.#log(
        `topic ${patch.topic}: seq ${patch.seq} after ${state.lastSeq}, asking for a snapshot`,
      );
      this.#resync(state, patch.topic);
      return;
    }
    state.lastSeq = patch.seq;
    batch(() => {
      let keysChanged = false;
      for (const key of patch.removes) {
        const entry = state.entries.get(key);
        if (entry) entry.value = undefined;
        if (state.present.delete(key)) keysChanged = true;
      }
      for (const [key, value] of patch.upserts) {
        this.#write(state, key, value);
        if (!state.present.has(key)) {
          state.present.add(key);
          keysChanged = true;
        }
      }
      if (patch.changes !== undefined && !this.#applyChanges(state, patch.topic, patch.changes))
        this.#resync(state, patch.topic);
      if (keysChanged) state.keys.value = [...state.present];
    });
  }

  #applySnapshot(state: TopicState, patch: TopicPatch): void {
    state.awaitingSnapshot = false;
    state.paths = [];
    state.lastSeq = patch.seq;
    const next = new Set(patch.upserts.map(([key]) => key));
    batch(() => {
      for (const key of state.present) {
        if (!next.has(key)) {
          const entry = state.entries.get(key);
          if (entry) entry.value = undefined;
        }
      }
      for (const [key, value] of patch.upserts) this.#write(state, key, value);
      const sameKeys =
        next.size === state.present.size &&
        [...next].every((key, i) => state.keys.peek()[i] === key);
      state.present = next;
      if (!sameKeys) state.keys.value = [...next];
    });
  }

  /**
   * Changed fields of entries this tab holds: each entry rebuilt, copied on write. False when
   * one is not held: the hub only diffs against what it sent, so the two disagree.
   */
  #applyChanges(state: TopicState, topic: TopicName, changes: FieldChanges): boolean {
    if (!learnPaths(state.paths, changes)) {
      this.#log(`topic ${topic}: field paths from ${changes.pathBase}, ${state.paths.length} held`);
      return false;
    }
    let agreed = true;
    for (const [key, fields] of readFieldChanges(changes, state.paths)) {
      const entry = state.entries.get(key);
      if (entry === undefined || !state.present.has(key)) {
        this.#log(`topic ${topic}: field changes of ${key}, which this tab does not hold`);
        agreed = false;
        continue;
      }
      entry.value = applyFieldChanges(entry.peek(), fields);
    }
    return agreed;
  }

  #resync(state: TopicState, topic: TopicName): void {
    state.awaitingSnapshot = true;
    this.#hub.resync(this.#tabId, topic).catch((error: unknown) => {
      this.#log(`topic ${topic}: resync failed: ${String(error)}`);
    });
  }

  #write(state: TopicState, key: string, value: unknown): void {
    const entry = state.entries.get(key);
    if (entry) entry.value = value;
    else state.entries.set(key, signal<unknown>(value));
  }

  #state(topic: TopicName): TopicState {
    let state = this.#topics.get(topic);
    if (!state) {
      state = {
        entries: new Map(),
        keys: signal<readonly string[]>([]),
        present: new Set(),
        tracked: false,
        lastSeq: 0,
        awaitingSnapshot: true,
        paths: [],
      };
      this.#topics.set(topic, state);
    }
    return state;
  }
}

function followsAny(topics: ReadonlySet<TopicName>, touched: ReadonlySet<TopicName>): boolean {
  for (const topic of topics) if (touched.has(topic)) return true;
  return false;
}
