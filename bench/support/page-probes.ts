/**
 * Readings taken inside a tab with the browser's own instruments, installed before the app
 * loads (page.addInitScript) so nothing in the product changes:
 * - frames: requestAnimationFrame timestamps, one frame time per callback;
 * - long tasks and long animation frames (PerformanceObserver);
 * - interactions (Event Timing: duration to the next paint, and input delay);
 * - patches of one topic arriving on the tab's patch port (the hub client's MessagePort
 *   `onmessage`, wrapped): for each patch that changed an entry's `since`, the time from the
 *   message to the end of the commit it caused (the React commit runs in a microtask of
 *   the same task; a microtask queued after the handler sees its DOM records), the time to
 *   the end of any render it scheduled for later (a marker message behind React's), and for rows
 *   on screen the paint after that commit (bounded by the rAF callback of the frame after the commit
 *   and by the one of the frame after that, when the first has been painted), with the hub's
 *   receipt stamp of the patch (`receivedAt`: when the hub got the earliest socket event in it).
 * Everything is bounded (MAX_SAMPLES per list) and costs nothing until `start()`.
 */
import type { Page } from '@playwright/test';
import { pageScript } from './page-script';

export interface ProbeOptions {
  /** Topic whose patches are followed, e.g. 'supervisedAgents'; null: none. */
  topic: string | null;
  /** Selector prefix of the row test ids whose paint is timed (e.g. 'agent-row-'). */
  rowTestIdPrefix: string | null;
}

export interface Interaction {
  /** Event Timing's interactionId: the events of one click or key press share it. */
  id: number;
  name: string;
  /** What the user worked on: the element's aria-label, text (first 40 characters) or tag. */
  target: string;
  duration: number;
  inputDelay: number;
}

export interface Commit {
  /** Entries of the patch whose `since` moved on. */
  changed: number;
  /** Message received → end of the commit in the message's own task (ms). */
  ms: number;
  /**
   * Message received → the end of all the work the update scheduled: a marker message
   * posted after React scheduled its render task runs behind it (MessagePort order), so it
   * also covers a render React deferred to a later task (the peer's whole-page re-render).
   */
  updateMs: number;
  /** Whether the commit ran in the message's own task. */
  sameTask: boolean;
}

export interface Painted {
  /** Simulation-clock instant of the change (the entry's `since`). */
  since: number;
  /**
   * Wall-clock ms (the hub's timeOrigin + now) at which the hub received the earliest socket
   * event of the patch that carried the change; null when the patch has no stamp.
   */
  hubReceived: number | null;
  /** Wall-clock ms (timeOrigin + now) when the tab's port got the patch. */
  received: number;
  /** Wall-clock ms when the frame after the commit began (its rAF callback): the paint follows within it. */
  frameStart: number;
  /** Wall-clock ms at the next frame's rAF callback: by then the commit's frame was painted (an upper bound). */
  painted: number;
  /** False when the row changed in a later task than the message's (counted apart). */
  sameTask: boolean;
}

/** Where the longest animation frame went (the LoAF entry's own breakdown), to name what blocked. */
export interface LongFrameAttribution {
  duration: number;
  /** ms of the frame spent before rendering began: scripts and tasks. */
  beforeRender: number;
  /** ms of style and layout (from styleAndLayoutStart to the frame's end). */
  styleAndLayout: number;
  /** The frame's scripts, longest first: who invoked them, the function and file, ms. */
  scripts: { invoker: string; source: string; duration: number; forcedLayout: number }[];
}

export interface ProbeReadings {
  frames: number[];
  longTasks: number[];
  longAnimationFrames: number[];
  worstLongAnimationFrame: LongFrameAttribution | null;
  interactions: Interaction[];
  commits: Commit[];
  painted: Painted[];
  seconds: number;
}

interface BenchProbe {
  start(): void;
  take(): ProbeReadings;
}

declare global {
  interface Window {
    __benchProbe?: BenchProbe;
  }
}

/** Runs in the page before any of its scripts; must not reference anything outside itself. */
function install(options: ProbeOptions): void {
  const MAX_SAMPLES = 50_000;
  let recording = false;
  let startedAt = 0;
  let readings: ProbeReadings = {
    frames: [],
    longTasks: [],
    longAnimationFrames: [],
    worstLongAnimationFrame: null,
    interactions: [],
    commits: [],
    painted: [],
    seconds: 0,
  };
  const push = <T>(list: T[], value: T) => {
    if (recording && list.length < MAX_SAMPLES) list.push(value);
  };
  const wall = () => performance.timeOrigin + performance.now();

  let lastFrame = 0;
  const frame = (at: number) => {
    if (lastFrame > 0) push(readings.frames, at - lastFrame);
    lastFrame = at;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  const observe = (
    type: string,
    onEntry: (entry: PerformanceEntry) => void,
    extra: Record<string, unknown> = {},
  ) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
        type,
        buffered: false,
        ...extra,
      });
    } catch {
      console.warn(`[bench] PerformanceObserver type ${type} is not supported here`);
    }
  };
  observe('longtask', (e) => push(readings.longTasks, e.duration));
  /** The entry's fields the probe reads (the type is not in TypeScript's DOM library yet). */
  interface LoafEntry extends PerformanceEntry {
    renderStart: number;
    styleAndLayoutStart: number;
    scripts: {
      invoker: string;
      sourceFunctionName: string;
      sourceURL: string;
      duration: number;
      forcedStyleAndLayoutDuration: number;
    }[];
  }
  observe('long-animation-frame', (e) => {
    push(readings.longAnimationFrames, e.duration);
    if (!recording) return;
    const worst = readings.worstLongAnimationFrame;
    if (worst !== null && worst.duration >= e.duration) return;
    const loaf = e as LoafEntry;
    const end = loaf.startTime + loaf.duration;
    readings.worstLongAnimationFrame = {
      duration: Math.round(loaf.duration * 10) / 10,
      beforeRender: Math.round(((loaf.renderStart || end) - loaf.startTime) * 10) / 10,
      styleAndLayout:
        loaf.styleAndLayoutStart > 0 ? Math.round((end - loaf.styleAndLayoutStart) * 10) / 10 : 0,
      scripts: [...(loaf.scripts ?? [])]
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 5)
        .map((script) => ({
          invoker: script.invoker,
          source: `${script.sourceFunctionName || '(anonymous)'} ${script.sourceURL.split('/').pop() ?? ''}`,
          duration: Math.round(script.duration * 10) / 10,
          forcedLayout: Math.round(script.forcedStyleAndLayoutDuration * 10) / 10,
        })),
    };
  });
  observe(
    'event',
    (e) => {
      const timing = e as PerformanceEventTiming;
      if (timing.interactionId > 0)
        push(readings.interactions, {
          id: timing.interactionId,
          name: timing.name,
          target: ((node: Node | null) => {
            if (!(node instanceof Element)) return '';
            const label = node.getAttribute('aria-label') ?? node.textContent ?? '';
            return `${node.tagName.toLowerCase()} ${label.trim().slice(0, 40)}`;
          })(timing.target),
          duration: timing.duration,
          inputDelay: timing.processingStart - timing.startTime,
        });
    },
    { durationThreshold: 16 },
  );

  const { topic, rowTestIdPrefix } = options;
  if (topic !== null) {
    const lastSince = new Map<string, number>();
    /**
     * A changed row on screen waits here for its first mutation after the patch came. Put in
     * before the app's handler runs: the app writes rows inside the handler itself, and the
     * observer's own delivery (a microtask queued at the first write) would otherwise take
     * those records before any look after the handler, and the row would count only at its
     * next change.
     */
    type Change = { since: number; received: number; hubReceived: number | null };
    /** One patch message while its task runs: the DOM records it caused. */
    type Message = { taskOver: boolean; records: number };
    type Waiting = Change & { message: Message };
    const waiting = new Map<string, Waiting>();
    let current: Message | null = null;
    const rowIdOf = (node: Node): string | null => {
      if (rowTestIdPrefix === null) return null;
      const element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
      const row = element?.closest(`[data-testid^="${rowTestIdPrefix}"]`);
      return row?.getAttribute('data-testid')?.slice(rowTestIdPrefix.length) ?? null;
    };
    const paintAfterFrame = (changes: Change[], sameTask: boolean) => {
      if (changes.length === 0) return;
      // Not a timeout after the frame: timers wait behind a backlog of posted messages for
      // seconds on a busy page, while frames keep their priority.
      requestAnimationFrame(() => {
        const frameStart = wall();
        requestAnimationFrame(() => {
          const painted = wall();
          for (const change of changes)
            push(readings.painted, { ...change, frameStart, painted, sameTask });
        });
      });
    };
    const resolve = (records: MutationRecord[]) => {
      if (current !== null && !current.taskOver) current.records += records.length;
      if (waiting.size === 0) return;
      const inTask: Change[] = [];
      const later: Change[] = [];
      for (const record of records) {
        const id = rowIdOf(record.target);
        const found = id === null ? undefined : waiting.get(id);
        if (id === null || found === undefined) continue;
        waiting.delete(id);
        const { message, ...change } = found;
        if (message.taskOver) later.push(change);
        else inTask.push(change);
      }
      paintAfterFrame(inTask, true);
      paintAfterFrame(later, false);
    };
    const observer = new MutationObserver(resolve);
    const marker = new MessageChannel();
    const markerWaiting: Array<() => void> = [];
    marker.port1.addEventListener('message', () => markerWaiting.shift()?.());
    marker.port1.start();
    const afterScheduledWork = (then: () => void) => {
      markerWaiting.push(then);
      marker.port2.postMessage(null);
    };
    const startObserving = () =>
      observer.observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', startObserving, { once: true });
    else startObserving();

    const onMessage = (
      port: MessagePort,
      event: MessageEvent<unknown>,
      handler: (this: MessagePort, event: MessageEvent<unknown>) => unknown,
    ): unknown => {
      const data = event.data;
      const changed: Array<{ id: string; since: number; hubReceived: number | null }> = [];
      for (const patch of Array.isArray(data) ? (data as unknown[]) : [data]) {
        if (
          typeof patch !== 'object' ||
          patch === null ||
          (patch as { topic?: unknown }).topic !== topic
        )
          continue;
        const upserts = (patch as { upserts?: unknown }).upserts;
        if (!Array.isArray(upserts)) continue;
        const stamp = (patch as { receivedAt?: unknown }).receivedAt;
        const hubReceived = typeof stamp === 'number' ? stamp : null;
        for (const pair of upserts as Array<[string, { since?: unknown } | null]>) {
          const since = pair[1]?.since;
          if (typeof since !== 'number') continue;
          const previous = lastSince.get(pair[0]);
          lastSince.set(pair[0], since);
          if (previous !== undefined && since > previous)
            changed.push({ id: pair[0], since, hubReceived });
        }
      }
      const t0 = performance.now();
      const received = performance.timeOrigin + t0;
      const measuring = recording && changed.length > 0;
      const message: Message = { taskOver: false, records: 0 };
      if (measuring) {
        // what changed before this message is not this message's
        resolve(observer.takeRecords());
        current = message;
        if (rowTestIdPrefix !== null)
          for (const { id, since, hubReceived } of changed)
            if (document.querySelector(`[data-testid="${rowTestIdPrefix}${id}"]`) !== null)
              waiting.set(id, { since, received, hubReceived, message });
      }
      const result = handler.call(port, event);
      if (!measuring) return result;
      resolve(observer.takeRecords());
      // both times are read once this task's microtasks have run (below)
      const commit: Commit = {
        changed: changed.length,
        ms: Number.NaN,
        updateMs: Number.NaN,
        sameTask: false,
      };
      // a React commit runs in a microtask of this task: its writes are this task's too
      queueMicrotask(() => {
        resolve(observer.takeRecords());
        commit.ms = performance.now() - t0;
        commit.sameTask = message.records > 0;
        message.taskOver = true;
        if (current === message) current = null;
      });
      afterScheduledWork(() => {
        commit.updateMs = performance.now() - t0;
        push(readings.commits, commit);
      });
      return result;
    };

    const descriptor = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
    if (descriptor?.set && descriptor.get) {
      const { get, set } = descriptor;
      Object.defineProperty(MessagePort.prototype, 'onmessage', {
        configurable: true,
        enumerable: descriptor.enumerable ?? true,
        get(this: MessagePort) {
          return get.call(this) as unknown;
        },
        set(this: MessagePort, handler: unknown) {
          if (typeof handler !== 'function') {
            set.call(this, handler);
            return;
          }
          const original = handler as (this: MessagePort, event: MessageEvent<unknown>) => unknown;
          set.call(this, function wrapped(this: MessagePort, event: MessageEvent<unknown>) {
            return onMessage(this, event, original);
          });
        },
      });
    }
  }

  window.__benchProbe = {
    start() {
      readings = {
        frames: [],
        longTasks: [],
        longAnimationFrames: [],
        worstLongAnimationFrame: null,
        interactions: [],
        commits: [],
        painted: [],
        seconds: 0,
      };
      lastFrame = 0;
      startedAt = performance.now();
      recording = true;
    },
    take() {
      recording = false;
      const taken = { ...readings, seconds: (performance.now() - startedAt) / 1000 };
      readings = {
        frames: [],
        longTasks: [],
        longAnimationFrames: [],
        worstLongAnimationFrame: null,
        interactions: [],
        commits: [],
        painted: [],
        seconds: 0,
      };
      return taken;
    },
  };
}

/** Installs the probes in every document the page loads from now on. */
export async function installProbes(page: Page, options: ProbeOptions): Promise<void> {
  await page.addInitScript({ content: pageScript(install, options) });
}

/** A page's answer within `ms`, or a clear error: a page whose main thread is saturated may never answer. */
function within<T>(answer: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `${what}: the page did not answer within ${ms / 1000} s (its main thread is saturated)`,
          ),
        ),
      ms,
    );
  });
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

export const PAGE_ANSWER_TIMEOUT_MS = 90_000;

export async function startProbes(pages: readonly Page[]): Promise<void> {
  await within(
    Promise.all(
      pages.map((page) =>
        page.evaluate(() => {
          if (!window.__benchProbe) throw new Error('bench probes are not installed in this page');
          window.__benchProbe.start();
        }),
      ),
    ),
    PAGE_ANSWER_TIMEOUT_MS,
    'starting the probes',
  );
}

export async function takeProbes(pages: readonly Page[]): Promise<ProbeReadings[]> {
  return within(
    Promise.all(
      pages.map((page) =>
        page.evaluate(() => {
          if (!window.__benchProbe) throw new Error('bench probes are not installed in this page');
          return window.__benchProbe.take();
        }),
      ),
    ),
    PAGE_ANSWER_TIMEOUT_MS,
    'reading the probes',
  );
}

/**
 * Waits until a page renders smoothly again (after a mount of many cards): `frames`
 * consecutive rAF intervals under `gapMs`, or `maxMs` at the most. Returns the ms it
 * waited, or null when the page never settled within `maxMs`.
 */
export async function waitForQuiet(
  page: Page,
  maxMs: number,
  frames = 20,
  gapMs = 50,
): Promise<number | null> {
  const waited: unknown = await within(
    page.evaluate(pageScript(quietInPage, { maxMs, frames, gapMs })),
    maxMs + PAGE_ANSWER_TIMEOUT_MS,
    'waiting for the page to settle',
  );
  return typeof waited === 'number' ? waited : null;
}

/** Runs in the page: see waitForQuiet. */
function quietInPage({
  maxMs,
  frames,
  gapMs,
}: {
  maxMs: number;
  frames: number;
  gapMs: number;
}): Promise<number | null> {
  return new Promise<number | null>((resolve) => {
    const started = performance.now();
    let last = started;
    let smooth = 0;
    const frame = (at: number) => {
      smooth = at - last < gapMs ? smooth + 1 : 0;
      last = at;
      if (smooth >= frames) resolve(at - started);
      else if (at - started > maxMs) resolve(null);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
