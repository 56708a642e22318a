/**
 * Runs a simulation against the wall clock: each tick advances simulated time to the
 * wall clock (acceleration compresses the model's durations instead, so timestamps stay
 * wall-clock time) and hands the drained changes on. Clock and timers are
 * injected, so tests drive it with a fake clock.
 */
import type { SimChanges } from './changes';
import type { Simulation } from './engine';

/** 100 ms: ten updates a second feel live on a dashboard and batch well on the socket. */
export const DEFAULT_SIM_TICK_MS = 100;

export interface SimDriverOptions {
  tickMs?: number;
  now: () => number;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  onChanges: (changes: SimChanges) => void;
  /** After every tick, changes or not, with the simulated time reached (liveness). */
  onTick?: (at: number) => void;
}

export interface SimDriver {
  start(): void;
  stop(): void;
  /** Advances to the time the clock says now and emits (the interval calls this). */
  tick(): void;
  /** Moves the simulation `simMs` ahead of the clock at once and emits (test routes). */
  skip(simMs: number): void;
  readonly running: boolean;
}

export function createSimDriver(sim: Simulation, options: SimDriverOptions): SimDriver {
  const tickMs = options.tickMs ?? DEFAULT_SIM_TICK_MS;
  let handle: unknown = null;
  // the sim time that corresponds to wallAnchor; re-anchored on start so a pause does not jump
  let wallAnchor = options.now();
  let simAnchor = sim.now;

  const tick = (): void => {
    const target = simAnchor + (options.now() - wallAnchor);
    if (target > sim.now) sim.advanceTo(target);
    const changes = sim.drainChanges();
    const empty =
      changes.businessProcessPatches.length === 0 &&
      changes.agentStatisticsPatches.length === 0 &&
      changes.agentStates.length === 0 &&
      changes.offers.length === 0 &&
      changes.assignmentChanges.length === 0;
    if (!empty) options.onChanges(changes);
    options.onTick?.(sim.now);
  };

  return {
    get running() {
      return handle !== null;
    },
    start() {
      if (handle !== null) return;
      wallAnchor = options.now();
      simAnchor = sim.now;
      handle = options.setInterval(tick, tickMs);
    },
    stop() {
      if (handle === null) return;
      options.clearInterval(handle);
      handle = null;
    },
    tick,
    skip(simMs) {
      simAnchor += simMs;
      tick();
    },
  };
}
