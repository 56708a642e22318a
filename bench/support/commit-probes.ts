/**
 * Commit time per update, read inside a tab with instruments installed before the app loads
 * (page.addInitScript; nothing in the product changes):
 * - React's own commit hook: a minimal `__REACT_DEVTOOLS_GLOBAL_HOOK__` (the one React DevTools
 *   installs) whose `onCommitFiberRoot` React calls at the end of every commit, after the
 *   layout effects;
 * - the tab's patch port (the hub client's MessagePort `onmessage`, wrapped): when a message
 *   starts, and which entries of one topic it changed (`since` moved on).
 * Per message that changed entries: the time from the start of the message task (the tab
 * reading the patch included) to the end of the last React commit before a marker message
 * posted behind the update (MessagePort order puts it behind any render React scheduled for
 * a later task: the peer's whole-page render); without any commit, to the end of the
 * message's own task (the patch applied, nothing to render). The probe reads the message
 * only after the commit, so its own reading is not timed. Bounded; costs nothing until `start()`.
 */
import type { Page } from '@playwright/test';
import { pageScript } from './page-script';

export interface CommitProbeOptions {
  /** Topic whose patches are followed, e.g. 'supervisedAgents'. */
  topic: string;
}

export interface UpdateCommit {
  /** Entries of the topic whose `since` moved on in this message. */
  changed: number;
  /** Message start → end of the last React commit before the marker, or of the message's task without one (ms). */
  commitMs: number;
  /** React commits between the message and the marker (0: nothing rendered). */
  commits: number;
  /** Whether a commit ended within the message's own task. */
  sameTask: boolean;
}

interface CommitProbe {
  start(): void;
  take(): UpdateCommit[];
}

declare global {
  interface Window {
    __benchCommitProbe?: CommitProbe;
  }
}

/** Runs in the page before any of its scripts; must not reference anything outside itself. */
function install(options: CommitProbeOptions): void {
  const MAX_SAMPLES = 50_000;
  let recording = false;
  let samples: UpdateCommit[] = [];
  let commitCount = 0;
  let lastCommitEnd = 0;

  // What React looks for at load: with this present it calls onCommitFiberRoot after each commit.
  const globals = window as unknown as Record<string, unknown>;
  const existing = globals['__REACT_DEVTOOLS_GLOBAL_HOOK__'] as
    { onCommitFiberRoot?: (...args: unknown[]) => void } | undefined;
  const onCommit = () => {
    commitCount += 1;
    lastCommitEnd = performance.now();
  };
  if (existing && typeof existing.onCommitFiberRoot === 'function') {
    const original = existing.onCommitFiberRoot.bind(existing);
    existing.onCommitFiberRoot = (...args: unknown[]) => {
      original(...args);
      onCommit();
    };
  } else {
    globals['__REACT_DEVTOOLS_GLOBAL_HOOK__'] = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberRoot: onCommit,
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onScheduleFiberRoot: () => {},
    };
  }

  const marker = new MessageChannel();
  const markerWaiting: Array<() => void> = [];
  marker.port1.addEventListener('message', () => markerWaiting.shift()?.());
  marker.port1.start();

  const lastSince = new Map<string, number>();
  const changedIn = (data: unknown): number => {
    let changed = 0;
    for (const patch of Array.isArray(data) ? (data as unknown[]) : [data]) {
      if (
        typeof patch !== 'object' ||
        patch === null ||
        (patch as { topic?: unknown }).topic !== options.topic
      )
        continue;
      const upserts = (patch as { upserts?: unknown }).upserts;
      if (!Array.isArray(upserts)) continue;
      for (const pair of upserts as Array<[string, { since?: unknown } | null]>) {
        const since = pair[1]?.since;
        if (typeof since !== 'number') continue;
        const previous = lastSince.get(pair[0]);
        lastSince.set(pair[0], since);
        if (previous !== undefined && since > previous) changed += 1;
      }
    }
    return changed;
  };

  const onMessage = (
    port: MessagePort,
    event: MessageEvent<unknown>,
    handler: (this: MessagePort, event: MessageEvent<unknown>) => unknown,
  ): unknown => {
    const t0 = performance.now();
    const commitsBefore = commitCount;
    const result = handler.call(port, event);
    // queued after the handler: runs after the microtask in which React commits a sync update
    queueMicrotask(() => {
      const taskEnd = performance.now();
      const sameTask = commitCount > commitsBefore;
      const changed = changedIn(event.data);
      if (!recording || changed === 0) return;
      marker.port2.postMessage(null);
      markerWaiting.push(() => {
        const commits = commitCount - commitsBefore;
        const end = commits === 0 ? taskEnd : lastCommitEnd;
        if (samples.length < MAX_SAMPLES)
          samples.push({ changed, commitMs: end - t0, commits, sameTask });
      });
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

  window.__benchCommitProbe = {
    start() {
      samples = [];
      recording = true;
    },
    take() {
      recording = false;
      const taken = samples;
      samples = [];
      return taken;
    },
  };
}

/** Installs the commit probe in every document the page loads from now on. */
export async function installCommitProbes(page: Page, options: CommitProbeOptions): Promise<void> {
  await page.addInitScript({ content: pageScript(install, options) });
}

/** A page's answer within `ms`, or a clear error: a page whose main thread is saturated may never answer. */
async function within<T>(answer: Promise<T>, ms: number, what: string): Promise<T> {
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

const ANSWER_TIMEOUT_MS = 30_000;

export async function startCommitProbe(page: Page): Promise<void> {
  await within(
    page.evaluate(() => {
      if (!window.__benchCommitProbe)
        throw new Error('the commit probe is not installed in this page');
      window.__benchCommitProbe.start();
    }),
    ANSWER_TIMEOUT_MS,
    'starting the commit probe',
  );
}

export async function takeCommitProbe(page: Page): Promise<UpdateCommit[]> {
  return within(
    page.evaluate(() => {
      if (!window.__benchCommitProbe)
        throw new Error('the commit probe is not installed in this page');
      return window.__benchCommitProbe.take();
    }),
    ANSWER_TIMEOUT_MS,
    'reading the commit probe',
  );
}
