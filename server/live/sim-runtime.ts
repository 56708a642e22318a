/**
 * The server's one simulation, shared by everything that reads or changes it: the socket
 * fan-out of statistics, the REST routes, and the interactions of logged-in agents.
 * Listeners get each tick's drained changes; nothing else drains the simulation.
 */
import type { SimChanges } from '../sim/changes';
import type { SimConfig } from '../sim/config';
import { createSimDriver, type SimDriver } from '../sim/driver';
import { createSimulation, type Simulation } from '../sim/engine';

export type SimChangesListener = (changes: SimChanges) => void;

export interface SimRuntime {
  readonly sim: Simulation;
  /** Subscribe to each tick's changes; returns the unsubscribe function. */
  onChanges(listener: SimChangesListener): () => void;
  /** Subscribe to every tick of the running simulation (changes or not): liveness. */
  onTick(listener: (at: number) => void): () => void;
  /** Advance to the wall clock now and hand changes to listeners (the driver's interval calls this). */
  tick(): void;
  /** Jumps the simulation ahead by `simMs` and hands the changes to listeners (test routes). */
  advanceBy(simMs: number): void;
  start(): void;
  stop(): void;
  readonly running: boolean;
}

export interface SimRuntimeDeps {
  now: () => number;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  log?: (message: string, error: unknown) => void;
}

export function createSimRuntime(config: SimConfig, deps: SimRuntimeDeps): SimRuntime {
  const sim = createSimulation(config);
  const listeners = new Set<SimChangesListener>();
  const tickListeners = new Set<(at: number) => void>();
  const driver: SimDriver = createSimDriver(sim, {
    now: deps.now,
    setInterval: deps.setInterval,
    clearInterval: deps.clearInterval,
    onTick(at) {
      for (const listener of tickListeners) {
        try {
          listener(at);
        } catch (error) {
          deps.log?.('sim tick listener failed', error);
        }
      }
    },
    onChanges(changes) {
      for (const listener of listeners) {
        // One faulty listener must not stop the centre or starve the others.
        try {
          listener(changes);
        } catch (error) {
          deps.log?.('sim listener failed', error);
        }
      }
    },
  });
  return {
    sim,
    onChanges(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onTick(listener) {
      tickListeners.add(listener);
      return () => tickListeners.delete(listener);
    },
    tick: () => driver.tick(),
    advanceBy: (simMs) => driver.skip(simMs),
    start: () => driver.start(),
    stop: () => driver.stop(),
    get running() {
      return driver.running;
    },
  };
}
