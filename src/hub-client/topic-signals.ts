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
  /** The value of each key present, in arrival order. */
  values: Map<string, unknown>;
  /**
   * A signal per key some reader asked for, made on first ask: a topic of 10,000 agents of
   * which a list shows 50 writes 50 signals per patch, not every changed agent's. A removed
   * key keeps its signal (value undefined) so a component that still holds it sees the
   * removal and a later re-add.
   */
  entries: Map<string, Signal<unknown>>;
  /** Keys present, in arrival order; replaced only when a key is added or removed. */
  keys: Signal<readonly string[]>;
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
    state.values.clear();
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
      entry = signal<unknown>(state.values.get(key));
      state.entries.set(key, entry);
    }
    // Values in the map are only ever written from patches of this topic.
    return entry as ReadonlySignal<TopicValues[T] | undefined>;
  }

  /**
   * The current value of one entry, without a signal: for readers that look once (a sort, a
   * filter, a name) and must not make a signal per key of a big topic.
   */
  peek<T extends TopicName>(topic: T, key: string): TopicValues[T] | undefined {
    // Values in the map are only ever written from patches of this topic.
    return this.#topics.get(topic)?.values.get(key) as TopicValues[T] | undefined;
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
        if (state.values.delete(key)) keysChanged = true;
      }
      for (const [key, value] of patch.upserts) {
        if (!state.values.has(key)) keysChanged = true;
        this.#write(state, key, value);
      }
      if (patch.changes !== undefined && !this.#applyChanges(state, patch.topic, patch.changes))
        this.#resync(state, patch.topic);
      if (keysChanged) state.keys.value = [...state.values.keys()];
    });
  }

  #applySnapshot(state: TopicState, patch: TopicPatch): void {
    state.awaitingSnapshot = false;
    state.paths = [];
    state.lastSeq = patch.seq;
    const next = new Map(patch.upserts);
    batch(() => {
      // only the signals readers asked for: a key the snapshot lacks reads undefined
      for (const [key, entry] of state.entries) entry.value = next.get(key);
      if (!sameOrder(state.keys.peek(), next)) state.keys.value = [...next.keys()];
      state.values = next;
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
      if (!state.values.has(key)) {
        this.#log(`topic ${topic}: field changes of ${key}, which this tab does not hold`);
        agreed = false;
        continue;
      }
      this.#write(state, key, applyFieldChanges(state.values.get(key), fields));
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
    state.values.set(key, value);
    const entry = state.entries.get(key);
    if (entry) entry.value = value;
  }

  #state(topic: TopicName): TopicState {
    let state = this.#topics.get(topic);
    if (!state) {
      state = {
        values: new Map(),
        entries: new Map(),
        keys: signal<readonly string[]>([]),
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

/** Whether `held` lists the keys of `next` in its order. */
function sameOrder(held: readonly string[], next: ReadonlyMap<string, unknown>): boolean {
  if (held.length !== next.size) return false;
  let i = 0;
  for (const key of next.keys()) if (held[i++] !== key) return false;
  return true;
}

function followsAny(topics: ReadonlySet<TopicName>, touched: ReadonlySet<TopicName>): boolean {
  for (const topic of topics) if (touched.has(topic)) return true;
  return false;
}
