/**
 * Per-tab topic subscriptions and the coalesced flush: stores mark keys dirty, one flush
 * (at most one per FLUSH_INTERVAL_MS, or at once for user-facing topics) turns them into one
 * `TopicPatch` per tab and topic, posted as one message per tab. Statistics topics flush
 * on their own cadence: each key at most once per STATISTICS_FLUSH_INTERVAL_MS, the keys
 * spread over that second (StatisticsPacer), and sent as changed fields (field-deltas.ts).
 * Hidden tabs collect their dirty keys and get at most one flush per
 * HIDDEN_TAB_FLUSH_INTERVAL_MS. A paused subscription (the pauseKPIEvents preference) gets its
 * snapshot and nothing after it. Every patch carries `receivedAt`: when the hub received the
 * earliest change in it, kept as one instant per dirty store (per key for statistics, which
 * go a few keys at a time), so a tab can time event-to-paint.
 */
import { STATS_REFRESH_THROTTLE_MS } from '../../src/domain/agent-desktop-constants';
import {
  STATISTICS_TOPICS,
  type HubMetrics,
  type TopicDelivery,
  type TopicName,
  type TopicPatch,
} from '../../src/protocol/hub';
import { FieldPaths } from '../../src/protocol/field-changes';
import { FieldDeltaFlush, isEmptyBody, type FieldPatchBody, type Held } from './field-deltas';
import { createByteEstimator } from './metrics';
import { ReceiptStamps } from './receipt-stamps';
import { SNAPSHOT_DELIVERY } from './snapshot-delivery';
import { StatisticsPacer } from './statistics-pacer';
import { TopicStore, type DirtySource } from './topic-store';

/**
 * Coalescing window. The window throttles, it does not delay: a change after a quiet window
 * goes out in the next task, and changes within a window of the last flush wait for its end.
 * The server sends a batch every 100 ms; a window as long as that locked in phase with it,
 * and a batch waited 49 ms at the median for the window to end (B3 alone: hub share p50 49
 * ms, event-to-paint p50 75.7 ms). At half the server's period every batch finds the window
 * open and goes straight through (hub share p50 4.8 ms, event-to-paint p50 31 ms), and a
 * tab still gets about ten updates a second from a server ticking ten times a second.
 */
export const FLUSH_INTERVAL_MS = 50;
/** A hidden tab is not looked at: one update a second keeps it current without waking it often. */
export const HIDDEN_TAB_FLUSH_INTERVAL_MS = 1_000;
/** "A new offer or a logout goes at once": these topics flush in the same task. */
export const IMMEDIATE_TOPICS: ReadonlySet<TopicName> = new Set<TopicName>([
  'session',
  'notices',
  'effects',
  'interactions',
  'conversations',
]);
/**
 * "Stats refresh throttle 1 s" (agent-desktop §9, supervisor-dashboards §9): statistics reach a
 * tab at most once a second per key (business process, agent), each key with its latest value.
 * Health rides the same flush, key by key:
 * it is derived from these statistics, so a card's colour and its figures always agree, and
 * its inputs already waited up to this long.
 */
export const STATISTICS_FLUSH_INTERVAL_MS = STATS_REFRESH_THROTTLE_MS;
const STATISTICS: ReadonlySet<TopicName> = new Set<TopicName>(STATISTICS_TOPICS);
/**
 * Topics whose changed entries go to a tab as changed fields (issue 19 point 2): the statistics,
 * where a few figures of big entries move every second. Other topics change whole entries
 * rarely (an interaction, a session) and go whole.
 */
const FIELD_CHANGE_TOPICS: ReadonlySet<TopicName> = STATISTICS;

/** Which flush a topic belongs to. */
type FlushClass = 'immediate' | 'fast' | 'statistics';
function flushClassOf(topic: TopicName): FlushClass {
  if (IMMEDIATE_TOPICS.has(topic)) return 'immediate';
  return STATISTICS.has(topic) ? 'statistics' : 'fast';
}

/** The tab end of the patch stream (a MessagePort in the browser and in tests). */
export interface PatchPort {
  postMessage(message: unknown): void;
  close(): void;
}

export interface PublisherEnvironment {
  now(): number;
  /** The clock of the receipt stamps (comparable with a tab's wall clock); `now()` when absent. */
  receiptClock?(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  log(level: 'info' | 'warn' | 'error', message: string): void;
}

interface Subscription {
  seq: number;
  /** Keys changed while the tab was hidden, not yet sent. */
  pending: Set<string> | null;
  /** Paused (pauseKPIEvents): the snapshot went out, changes do not until a new subscribe. */
  paused: boolean;
  /** Receipt of the earliest change in `pending` (Infinity when none). */
  pendingSince: number;
  /**
   * What the tab holds of a topic sent as field changes (null for other topics and for
   * 'snapshot' tabs): the base each change is diffed against.
   */
  held: Held | null;
}

interface Tab {
  readonly id: string;
  readonly port: PatchPort;
  visible: boolean;
  readonly subs: Map<TopicName, Subscription>;
  /** Stores of per-tab topics (effects). */
  readonly own: Map<TopicName, DirtySource>;
  lastPostAt: number;
  /** When a 'snapshot' tab last got statistics: it gets them at most once a second, whole. */
  lastStatisticsAt: number;
  hiddenTimer: unknown;
  /** 'snapshot' tabs get the whole topic on every change (the benchmarks' peer design). */
  readonly delivery: TopicDelivery;
}

export class Publisher {
  readonly #shared = new Map<TopicName, DirtySource>();
  readonly #tabs = new Map<string, Tab>();
  readonly #subscribers = new Map<TopicName, Set<Tab>>();
  readonly #dirty = new Set<DirtySource>();
  /** The hub stamps socket events through it (`received.receiving`). */
  readonly received: ReceiptStamps<DirtySource>;
  readonly #estimateBytes = createByteEstimator();
  #timer: unknown = null;
  #lastFastFlushAt = -Infinity;
  #statisticsTimer: unknown = null;
  /** When the statistics timer fires (`env.now()` time). */
  #statisticsDueAt = Infinity;
  readonly #pacer = new StatisticsPacer(STATISTICS_FLUSH_INTERVAL_MS, FLUSH_INTERVAL_MS);
  /** Per topic sent as field changes, the paths its changes have used. */
  readonly #fieldPaths = new Map<TopicName, FieldPaths>();
  /** Keys of statistics topics that go with the next fast flush (see `expedite`). */
  readonly #urgent = new Map<DirtySource, Set<string>>();
  #microtaskQueued = false;
  #disposed = false;

  constructor(
    private readonly env: PublisherEnvironment,
    private readonly metrics: HubMetrics,
  ) {
    this.received = new ReceiptStamps(() => env.receiptClock?.() ?? env.now());
  }

  /** The shared store of a topic (created on first use). */
  store<T extends TopicName>(topic: T): TopicStore<T> {
    let store = this.#shared.get(topic);
    if (store === undefined) {
      const statistics = flushClassOf(topic) === 'statistics';
      store = new TopicStore(
        topic,
        (s, arrival) => this.#markDirty(s, arrival),
        null,
        statistics ? () => this.received.now() : null,
      );
      this.#shared.set(topic, store);
    }
    return store as TopicStore<T>; // created above with this very topic
  }

  /** A store only this tab sees (its own `effects`); null for an unknown tab. */
  tabStore<T extends TopicName>(tabId: string, topic: T): TopicStore<T> | null {
    const tab = this.#tabs.get(tabId);
    if (tab === undefined) return null;
    let store = tab.own.get(topic);
    if (store === undefined) {
      store = new TopicStore(topic, (s, arrival) => this.#markDirty(s, arrival), tabId);
      tab.own.set(topic, store);
    }
    return store as TopicStore<T>; // created above with this very topic
  }

  addTab(tabId: string, port: PatchPort, delivery: TopicDelivery = 'patch'): void {
    this.removeTab(tabId);
    const tab: Tab = {
      id: tabId,
      port,
      visible: true,
      subs: new Map(),
      own: new Map(),
      lastPostAt: -Infinity,
      lastStatisticsAt: -Infinity,
      hiddenTimer: null,
      delivery: SNAPSHOT_DELIVERY ? delivery : 'patch',
    };
    this.#tabs.set(tabId, tab);
  }

  removeTab(tabId: string): void {
    const tab = this.#tabs.get(tabId);
    if (tab === undefined) return;
    this.#tabs.delete(tabId);
    if (tab.hiddenTimer !== null) this.env.clearTimeout(tab.hiddenTimer);
    for (const topic of tab.subs.keys()) this.#subscribers.get(topic)?.delete(tab);
    for (const store of tab.own.values()) {
      this.#dirty.delete(store);
      this.received.forget(store);
    }
    try {
      tab.port.close();
    } catch (error) {
      this.env.log('warn', `closing the patch port of a tab failed: ${String(error)}`);
    }
  }

  hasTab(tabId: string): boolean {
    return this.#tabs.has(tabId);
  }

  tabIds(): string[] {
    return [...this.#tabs.keys()];
  }

  isVisible(tabId: string): boolean {
    return this.#tabs.get(tabId)?.visible ?? false;
  }

  hasSubscribers(topic: TopicName): boolean {
    return (this.#subscribers.get(topic)?.size ?? 0) > 0;
  }

  setVisible(tabId: string, visible: boolean): void {
    const tab = this.#tabs.get(tabId);
    if (tab === undefined || tab.visible === visible) return;
    tab.visible = visible;
    // a tab coming back shows what it missed at once
    if (visible) this.#flushHidden(tab);
  }

  /**
   * Start a topic for a tab: a snapshot first (again, if it was already subscribed).
   * `paused`: only the snapshot, no changes after it until the next subscribe (which also
   * serves as "refresh now" while paused, and as "resume" without the flag).
   */
  subscribe(tabId: string, topic: TopicName, paused = false): void {
    const tab = this.#tabs.get(tabId);
    if (tab === undefined) return;
    this.#enrol(tab, topic, paused);
    this.#sendSnapshot(tab, topic);
  }

  /**
   * Start several topics for a tab (not paused), their snapshots in one message: a new tab
   * names at hello what its first screen shows, and paints it from that one message.
   */
  subscribeAll(tabId: string, topics: readonly TopicName[]): void {
    const tab = this.#tabs.get(tabId);
    if (tab === undefined || topics.length === 0) return;
    const patches: TopicPatch[] = [];
    for (const topic of new Set(topics)) {
      this.#enrol(tab, topic, false);
      patches.push(this.#snapshotPatch(tab, topic));
    }
    this.#post(tab, patches);
  }

  #enrol(tab: Tab, topic: TopicName, paused: boolean): void {
    const sub = tab.subs.get(topic);
    if (sub !== undefined) {
      sub.paused = paused;
      return;
    }
    tab.subs.set(topic, { seq: 0, pending: null, paused, pendingSince: Infinity, held: null });
    let set = this.#subscribers.get(topic);
    if (set === undefined) this.#subscribers.set(topic, (set = new Set()));
    set.add(tab);
  }

  unsubscribe(tabId: string, topic: TopicName): void {
    const tab = this.#tabs.get(tabId);
    if (tab === undefined) return;
    tab.subs.delete(topic);
    this.#subscribers.get(topic)?.delete(tab);
  }

  /** A fresh snapshot (the tab saw a seq gap); seq restarts at 1. */
  resync(tabId: string, topic: TopicName): void {
    const tab = this.#tabs.get(tabId);
    if (tab?.subs.has(topic)) this.#sendSnapshot(tab, topic);
  }

  /** Every subscribed topic of every tab gets a fresh snapshot (after a reconnect). */
  resyncAll(): void {
    // every subscriber gets a snapshot holding these changes: sending them too would only repeat them
    for (const store of this.#dirty) store.takeDirty();
    this.#dirty.clear();
    this.received.clear();
    this.#urgent.clear();
    for (const tab of this.#tabs.values()) {
      const patches: TopicPatch[] = [];
      for (const topic of tab.subs.keys()) patches.push(this.#snapshotPatch(tab, topic));
      if (patches.length > 0) this.#post(tab, patches);
    }
  }

  /** Send every pending change now, whatever its cadence. */
  flush(): void {
    this.#flush(null);
  }

  /**
   * Send one key of a statistics topic with the next fast flush instead of waiting for the
   * statistics cadence (a health status change: an alert must not wait). It is sent again
   * with the statistics flush, unless the tab already holds it as it is (field-change topics).
   */
  expedite(topic: TopicName, key: string): void {
    const store = this.#shared.get(topic);
    if (store === undefined || this.#disposed || flushClassOf(topic) !== 'statistics') return;
    let keys = this.#urgent.get(store);
    if (keys === undefined) this.#urgent.set(store, (keys = new Set()));
    keys.add(key);
    this.#scheduleFast();
  }

  /** Send the pending changes of one flush class (null: all of them). */
  #flush(only: FlushClass | null): void {
    if (only !== 'statistics' && this.#timer !== null) {
      this.env.clearTimeout(this.#timer);
      this.#timer = null;
    }
    if (only === null || only === 'fast') this.#lastFastFlushAt = this.env.now();
    if (only === null || only === 'statistics') {
      if (this.#statisticsTimer !== null) {
        this.env.clearTimeout(this.#statisticsTimer);
        this.#statisticsTimer = null;
      }
    }
    if ((this.#dirty.size === 0 && this.#urgent.size === 0) || this.#disposed) return;
    const started = this.env.now();
    const work: Array<[DirtySource, Set<string>, number]> = [];
    const paced: DirtySource[] = [];
    for (const store of this.#dirty) {
      const statistics = flushClassOf(store.topic) === 'statistics';
      // a fast or immediate flush leaves statistics to their own cadence, and the other way round
      if (only !== null && statistics !== (only === 'statistics')) continue;
      if (only === 'statistics') {
        paced.push(store);
        continue;
      }
      this.#dirty.delete(store);
      this.#urgent.delete(store);
      const keys = store.takeDirty();
      if (statistics) this.#pacer.sentAll(keys, started);
      work.push([store, keys, this.received.take(store)]);
    }
    if (paced.length > 0) this.#takePaced(paced, started, work);
    if (only !== 'statistics') {
      // urgent keys stay dirty in their store: the statistics flush sends them again
      for (const [store, keys] of this.#urgent) work.push([store, keys, this.received.peek(store)]);
      this.#urgent.clear();
    }
    const outbox = new Map<Tab, TopicPatch[]>();
    for (const [store, keys, receivedAt] of work) {
      if (keys.size === 0) continue;
      const immediate = IMMEDIATE_TOPICS.has(store.topic);
      let changes: ReturnType<DirtySource['collect']> | null = null;
      let whole: ReturnType<DirtySource['snapshot']> | null = null;
      let fields: FieldDeltaFlush | null = null;
      for (const tab of this.#audience(store)) {
        const sub = tab.subs.get(store.topic);
        if (sub === undefined || sub.paused) continue;
        // the peer design throttles statistics per tab, not per key: its own timer, like a hidden tab's
        const peerStatistics =
          SNAPSHOT_DELIVERY && tab.delivery === 'snapshot' && STATISTICS.has(store.topic);
        if ((!tab.visible && !immediate) || peerStatistics) {
          if (sub.pending === null)
            sub.pending = new Set(keys); // each hidden tab drains its own copy
          else for (const key of keys) sub.pending.add(key);
          sub.pendingSince = Math.min(sub.pendingSince, receivedAt);
          this.#scheduleHidden(tab);
          continue;
        }
        let patch: TopicPatch;
        if (SNAPSHOT_DELIVERY && tab.delivery === 'snapshot') {
          whole ??= store.snapshot();
          patch = {
            topic: store.topic,
            seq: ++sub.seq,
            snapshot: true,
            upserts: whole,
            removes: [],
            receivedAt,
          };
        } else if (sub.held !== null) {
          changes ??= store.collect(keys);
          fields ??= new FieldDeltaFlush(changes, this.#pathsOf(store.topic));
          const body = fields.bodyFor(sub.held);
          if (isEmptyBody(body)) continue;
          patch = changePatch(store.topic, ++sub.seq, body, receivedAt);
        } else {
          changes ??= store.collect(keys);
          patch = {
            topic: store.topic,
            seq: ++sub.seq,
            snapshot: false,
            upserts: changes.upserts,
            removes: changes.removes,
            receivedAt,
          };
        }
        const list = outbox.get(tab);
        if (list === undefined) outbox.set(tab, [patch]);
        else list.push(patch);
      }
    }
    for (const [tab, patches] of outbox) this.#post(tab, patches);
    this.#recordFlush(started);
  }

  /** The statistics keys due now (StatisticsPacer); a timer for the rest. */
  #takePaced(
    stores: readonly DirtySource[],
    now: number,
    work: Array<[DirtySource, Set<string>, number]>,
  ): void {
    // entries that came or went are cards and rows added or removed: they go at once
    const arrivals = new Set<string>();
    for (const store of stores) for (const key of store.peekArrivals()) arrivals.add(key);
    const chosen = this.#pacer.choose(
      stores.map((store) => store.peekDirty()),
      now,
      arrivals,
    );
    for (const store of stores) {
      const { keys, since } = store.takeDirtyOf(chosen.keys);
      const receivedAt = Number.isFinite(since) ? since : this.received.peek(store);
      // the store's stamp is now that of its earliest change still waiting
      this.received.set(store, store.dirtySince());
      if (store.peekDirty().size === 0) this.#dirty.delete(store);
      const urgent = this.#urgent.get(store);
      if (urgent !== undefined) {
        for (const key of keys) urgent.delete(key);
        if (urgent.size === 0) this.#urgent.delete(store);
      }
      if (keys.size > 0) work.push([store, keys, receivedAt]);
    }
    if (chosen.nextDueAt !== null) this.#scheduleStatistics(chosen.nextDueAt - now);
  }

  /** `sooner`: move a timer due later forward (an entry came or went; it must not wait). */
  #scheduleStatistics(wait: number, sooner = false): void {
    if (this.#disposed) return;
    const delay = Math.max(FLUSH_INTERVAL_MS, wait);
    if (this.#statisticsTimer !== null) {
      if (!sooner || this.#statisticsDueAt <= this.env.now() + delay) return;
      this.env.clearTimeout(this.#statisticsTimer);
    }
    this.#statisticsDueAt = this.env.now() + delay;
    this.#statisticsTimer = this.env.setTimeout(() => {
      this.#statisticsTimer = null;
      this.#flush('statistics');
    }, delay);
  }

  dispose(): void {
    this.#disposed = true;
    if (this.#timer !== null) this.env.clearTimeout(this.#timer);
    if (this.#statisticsTimer !== null) this.env.clearTimeout(this.#statisticsTimer);
    for (const tabId of [...this.#tabs.keys()]) this.removeTab(tabId);
  }

  #audience(store: DirtySource): Iterable<Tab> {
    if (store.ownerTabId === null) return this.#subscribers.get(store.topic) ?? [];
    const owner = this.#tabs.get(store.ownerTabId);
    return owner === undefined ? [] : [owner];
  }

  #markDirty(store: DirtySource, arrival = false): void {
    this.#dirty.add(store);
    this.received.mark(store);
    if (this.#disposed) return;
    const flushClass = flushClassOf(store.topic);
    if (flushClass === 'statistics') {
      // a key quiet for a second, or new, goes with the next flush; the pacer holds back the others
      this.#scheduleStatistics(FLUSH_INTERVAL_MS, arrival);
    } else if (flushClass === 'immediate') {
      // a microtask, not a synchronous flush: changes made in the same task go out together
      if (this.#microtaskQueued) return;
      this.#microtaskQueued = true;
      void Promise.resolve().then(() => {
        this.#microtaskQueued = false;
        this.#flush('immediate');
      });
    } else {
      this.#scheduleFast();
    }
  }

  #scheduleFast(): void {
    if (this.#timer !== null) return;
    // a timer even when no wait is due: the rest of this task's changes go in the same flush
    const wait = Math.max(0, this.#lastFastFlushAt + FLUSH_INTERVAL_MS - this.env.now());
    this.#timer = this.env.setTimeout(() => {
      this.#timer = null;
      this.#flush('fast');
    }, wait);
  }

  #pathsOf(topic: TopicName): FieldPaths {
    let paths = this.#fieldPaths.get(topic);
    if (paths === undefined) this.#fieldPaths.set(topic, (paths = new FieldPaths()));
    return paths;
  }

  #source(tab: Tab, topic: TopicName): DirtySource {
    return tab.own.get(topic) ?? this.store(topic);
  }

  #snapshotPatch(tab: Tab, topic: TopicName): TopicPatch {
    const sub = tab.subs.get(topic);
    if (sub !== undefined) {
      sub.seq = 1;
      sub.pending = null; // the snapshot carries everything the pending keys would have
      sub.pendingSince = Infinity;
    }
    const source = this.#source(tab, topic);
    const upserts = source.snapshot();
    if (sub !== undefined)
      sub.held =
        tab.delivery === 'patch' && FIELD_CHANGE_TOPICS.has(topic)
          ? { entries: new Map(upserts), paths: 0 }
          : null;
    return {
      topic,
      seq: 1,
      snapshot: true,
      upserts,
      removes: [],
      receivedAt: this.received.peek(source),
    };
  }

  #sendSnapshot(tab: Tab, topic: TopicName): void {
    this.#post(tab, [this.#snapshotPatch(tab, topic)]);
  }

  #scheduleHidden(tab: Tab): void {
    if (tab.hiddenTimer !== null) return;
    const since = tab.visible ? tab.lastStatisticsAt : tab.lastPostAt;
    const wait = Math.max(0, since + HIDDEN_TAB_FLUSH_INTERVAL_MS - this.env.now());
    tab.hiddenTimer = this.env.setTimeout(() => {
      tab.hiddenTimer = null;
      this.#flushHidden(tab);
    }, wait);
  }

  #flushHidden(tab: Tab): void {
    if (tab.hiddenTimer !== null) {
      this.env.clearTimeout(tab.hiddenTimer);
      tab.hiddenTimer = null;
    }
    if (!this.#tabs.has(tab.id)) return;
    const started = this.env.now();
    const patches: TopicPatch[] = [];
    for (const [topic, sub] of tab.subs) {
      if (sub.pending === null) continue;
      const source = this.#source(tab, topic);
      const changes = source.collect(sub.pending);
      if (STATISTICS.has(topic)) tab.lastStatisticsAt = started;
      if (SNAPSHOT_DELIVERY && tab.delivery === 'snapshot')
        patches.push({
          topic,
          seq: ++sub.seq,
          snapshot: true,
          upserts: source.snapshot(),
          removes: [],
          receivedAt: sub.pendingSince,
        });
      else if (sub.held === null)
        patches.push({
          topic,
          seq: ++sub.seq,
          snapshot: false,
          upserts: changes.upserts,
          removes: changes.removes,
          receivedAt: sub.pendingSince,
        });
      else {
        const body = new FieldDeltaFlush(changes, this.#pathsOf(topic)).bodyFor(sub.held);
        if (!isEmptyBody(body)) patches.push(changePatch(topic, ++sub.seq, body, sub.pendingSince));
      }
      sub.pending = null;
      sub.pendingSince = Infinity;
    }
    if (patches.length === 0) return;
    this.#post(tab, patches);
    this.#recordFlush(started);
  }

  #post(tab: Tab, patches: TopicPatch[]): void {
    tab.lastPostAt = this.env.now();
    for (const patch of patches) this.metrics.bytesOut += this.#estimateBytes(patch);
    this.metrics.patchesOut += patches.length;
    try {
      tab.port.postMessage(patches);
    } catch (error) {
      this.env.log('warn', `posting patches to a tab failed: ${String(error)}`);
    }
  }

  #recordFlush(started: number): void {
    const took = this.env.now() - started;
    this.metrics.flushCount += 1;
    this.metrics.lastFlushMs = took;
    if (took > this.metrics.maxFlushMs) this.metrics.maxFlushMs = took;
  }
}

function changePatch(
  topic: TopicName,
  seq: number,
  body: FieldPatchBody,
  receivedAt: number,
): TopicPatch {
  const patch: TopicPatch = {
    topic,
    seq,
    snapshot: false,
    upserts: body.upserts,
    removes: body.removes,
    receivedAt,
  };
  if (body.changes !== undefined) patch.changes = body.changes;
  return patch;
}
