import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HEARTBEAT_TIMEOUT_MS,
  HIDDEN_HEARTBEAT_TIMEOUT_MS,
  LOCKED_HEARTBEAT_TIMEOUT_MS,
  TabRegistry,
  type TabReleaseCause,
} from './tabs';

let released: Array<[string, TabReleaseCause]>;
let registry: TabRegistry;

beforeEach(() => {
  vi.useFakeTimers();
  released = [];
  registry = new TabRegistry(
    {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      lockWaiter: () => null,
      log: () => {},
    },
    (tabId, cause) => released.push([tabId, cause]),
  );
});

afterEach(() => vi.useRealTimers());

describe('tab registry', () => {
  it('heartbeats keep a visible tab; silence releases it after the timeout', () => {
    registry.register('t1');
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1);
      registry.heartbeat('t1');
    }
    expect(released).toEqual([]);
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS);
    expect(released).toEqual([['t1', 'heartbeat']]);
  });

  it('a tab whose lock the hub waits on gets the longer timeout: the lock tells of a closed tab at once', () => {
    const locked = new TabRegistry(
      {
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
        lockWaiter: () => new Promise<void>(() => {}),
        log: () => {},
      },
      (tabId, cause) => released.push([tabId, cause]),
    );
    locked.register('t1');
    vi.advanceTimersByTime(LOCKED_HEARTBEAT_TIMEOUT_MS - 1);
    expect(released).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(released).toEqual([['t1', 'heartbeat']]);
  });

  it('a hidden tab, whose timers the browser throttles, gets the longer timeout', () => {
    registry.register('t1');
    registry.setHidden('t1', true);
    vi.advanceTimersByTime(HIDDEN_HEARTBEAT_TIMEOUT_MS - 1);
    expect(released).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(released).toEqual([['t1', 'heartbeat']]);
  });

  it('a heartbeat from a released tab is refused', () => {
    registry.register('t1');
    registry.release('t1', 'bye');
    expect(registry.heartbeat('t1')).toBe(false);
    expect(released).toEqual([['t1', 'bye']]);
  });
});
