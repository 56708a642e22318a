/**
 * The hub's real surroundings in a browser (SharedWorker, dedicated Worker or the page):
 * fetch, timers, socket.io-client, Web Locks and the real session controller.
 */
import { createSessionController } from './session';
import type { SessionEnvironment } from './session-types';
import type { HubEnvironment, HubTransport } from './hub-environment';
import { connectSocketIo } from './socket-io';
import { tabLockName } from './tabs';

function log(level: 'info' | 'warn' | 'error', message: string): void {
  console[level](`[hub] ${message}`);
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

export interface BrowserHubOptions {
  /** How tabs reach this hub; the in-page fallback is the default. */
  transport?: HubTransport;
  /** Origin-relative by default. */
  baseUrl?: string;
}

export function createBrowserHubEnvironment(options: BrowserHubOptions = {}): HubEnvironment {
  const transport = options.transport ?? 'inline';
  const timers = {
    setTimeout: (fn: () => void, ms: number): unknown => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle: unknown): void =>
      globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
  const sessionEnvironment: SessionEnvironment = {
    ...timers,
    // bound: a browser's fetch throws "Illegal invocation" when called on another object
    fetch: globalThis.fetch.bind(globalThis),
    now: () => Date.now(),
    baseUrl: options.baseUrl ?? '',
    // Replaced per session by the hub, which knows from hello whether a tab runs inside the host.
    inCollaborationHost: () => false,
    log,
  };
  return {
    ...timers,
    now: () => Date.now(),
    // Date.now() may be stepped by the system clock; a tab computes the same sum from its own origin
    receiptClock: () => performance.timeOrigin + performance.now(),
    setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: (handle) =>
      globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
    connectSocket: (opts) => connectSocketIo(opts),
    createSession: (listeners, host) =>
      createSessionController(
        { ...sessionEnvironment, inCollaborationHost: () => host.inCollaborationHost() },
        listeners,
      ),
    log,
    lockWaiter(tabId) {
      const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
      if (locks === undefined) return null;
      // granted only once the tab's own holder is gone; the callback releases it at once
      return locks.request(tabLockName(tabId), () => undefined).then(() => undefined);
    },
    transport,
    randomId,
  };
}
