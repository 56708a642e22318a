/**
 * Tab life: a tab is registered at hello and released by whichever comes first of
 * `bye`, its Web Lock being released (the worker waits on the same lock name), or a
 * heartbeat silence. A MessagePort gives no close signal, so these three are all we have.
 */
import { TAB_HEARTBEAT_INTERVAL_MS } from '../../src/protocol/hub';

/** Five missed heartbeats: a busy main thread can delay one or two, not five. */
export const HEARTBEAT_TIMEOUT_MS = 5 * TAB_HEARTBEAT_INTERVAL_MS;
/**
 * Browsers throttle timers of hidden pages hard (Chrome's intensive throttling runs them
 * once a minute after five minutes hidden), so a hidden tab's heartbeats may come a
 * minute apart while it is alive. Hidden tabs get this longer silence; the tab lock
 * still notices a closed hidden tab at once.
 */
export const HIDDEN_HEARTBEAT_TIMEOUT_MS = 90_000;
/**
 * A tab whose Web Lock the hub waits on is noticed at once when it closes or crashes, so
 * its heartbeat only has to catch a tab that is alive but hung. A main thread busy for
 * seconds on a loaded machine (a first load of 1,000 business processes) is not hung:
 * released after 5 s, such a tab reloaded, loaded everything again, missed its heartbeats
 * again and never settled.
 */
export const LOCKED_HEARTBEAT_TIMEOUT_MS = 30_000;

/** Name of the Web Lock a tab holds for its whole life. */
export function tabLockName(tabId: string): string {
  return `cc-tab-${tabId}`;
}

export type TabReleaseCause = 'bye' | 'lock' | 'heartbeat' | 'replaced' | 'disposed';

export interface TabRegistryEnvironment {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  lockWaiter(tabId: string): Promise<void> | null;
  log(level: 'info' | 'warn' | 'error', message: string): void;
}

interface Registration {
  timer: unknown;
  hidden: boolean;
  /** The hub waits on the tab's Web Lock, which tells it at once when the tab goes. */
  locked: boolean;
}

export class TabRegistry {
  readonly #tabs = new Map<string, Registration>();

  constructor(
    private readonly env: TabRegistryEnvironment,
    private readonly onRelease: (tabId: string, cause: TabReleaseCause) => void,
  ) {}

  get size(): number {
    return this.#tabs.size;
  }

  has(tabId: string): boolean {
    return this.#tabs.has(tabId);
  }

  /** A tab said hello; a second hello with the same id replaces the first registration. */
  register(tabId: string): void {
    if (this.#tabs.has(tabId)) this.release(tabId, 'replaced');
    const lock = this.env.lockWaiter(tabId);
    const registration: Registration = { timer: null, hidden: false, locked: lock !== null };
    this.#tabs.set(tabId, registration);
    this.#arm(tabId, registration);
    lock?.then(
      // only this registration: a later hello with the same id has its own waiter
      () => {
        if (this.#tabs.get(tabId) === registration) this.release(tabId, 'lock');
      },
      (error: unknown) => this.env.log('warn', `waiting on a tab lock failed: ${String(error)}`),
    );
  }

  /** @returns false for a tab the hub does not know (already released). */
  heartbeat(tabId: string): boolean {
    const registration = this.#tabs.get(tabId);
    if (registration === undefined) return false;
    this.#arm(tabId, registration);
    return true;
  }

  setHidden(tabId: string, hidden: boolean): void {
    const registration = this.#tabs.get(tabId);
    if (registration === undefined || registration.hidden === hidden) return;
    registration.hidden = hidden;
    this.#arm(tabId, registration);
  }

  release(tabId: string, cause: TabReleaseCause): void {
    const registration = this.#tabs.get(tabId);
    if (registration === undefined) return;
    this.#tabs.delete(tabId);
    this.env.clearTimeout(registration.timer);
    if (cause !== 'bye' && cause !== 'replaced' && cause !== 'disposed') {
      this.env.log('info', `tab released (${cause})`);
    }
    this.onRelease(tabId, cause);
  }

  dispose(): void {
    for (const tabId of [...this.#tabs.keys()]) this.release(tabId, 'disposed');
  }

  #arm(tabId: string, registration: Registration): void {
    if (registration.timer !== null) this.env.clearTimeout(registration.timer);
    const timeout = registration.hidden
      ? HIDDEN_HEARTBEAT_TIMEOUT_MS
      : registration.locked
        ? LOCKED_HEARTBEAT_TIMEOUT_MS
        : HEARTBEAT_TIMEOUT_MS;
    registration.timer = this.env.setTimeout(() => this.release(tabId, 'heartbeat'), timeout);
  }
}
