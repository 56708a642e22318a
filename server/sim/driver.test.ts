import { describe, expect, it } from 'vitest';
import type { SimChanges } from './changes';
import { createSimDriver } from './driver';
import { createSimulation } from './engine';

const START = Date.UTC(2024, 2, 4, 8);

function fakeTimers() {
  let wall = 1_000_000;
  const intervals = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  return {
    now: () => wall,
    setInterval: (fn: () => void, ms: number) => {
      intervals.set(next, { fn, ms });
      return next++;
    },
    clearInterval: (h: unknown) => void intervals.delete(h as number),
    /** Moves the wall clock in interval steps, firing every interval. */
    advance(ms: number) {
      const step = Math.min(...[...intervals.values()].map((i) => i.ms), ms);
      for (let t = 0; t < ms; t += step) {
        wall += step;
        for (const i of [...intervals.values()]) i.fn();
      }
    },
    intervals,
  };
}

describe('simulation driver', () => {
  it('advances simulated time by wall time x accel each tick and hands the changes on', () => {
    const sim = createSimulation({ seed: 1, startTimeMs: START });
    const timers = fakeTimers();
    const received: SimChanges[] = [];
    const driver = createSimDriver(sim, { accel: 10, tickMs: 100, ...timers, onChanges: (c) => received.push(c) });
    driver.start();
    timers.advance(60_000);
    expect(sim.now).toBe(START + 600_000);
    expect(received.length).toBeGreaterThan(10);
    expect(received[0]?.businessProcessPatches.length).toBe(12);
    expect(received.at(-1)?.at).toBeLessThanOrEqual(START + 600_000);
  });

  it('stop clears the interval and a restart does not jump over the paused time', () => {
    const sim = createSimulation({ seed: 1, startTimeMs: START });
    const timers = fakeTimers();
    const driver = createSimDriver(sim, { accel: 1, ...timers, onChanges: () => {} });
    driver.start();
    timers.advance(1_000);
    driver.stop();
    expect(driver.running).toBe(false);
    expect(timers.intervals.size).toBe(0);
    const paused = sim.now;
    timers.advance(50_000);
    driver.start();
    timers.advance(1_000);
    expect(sim.now).toBe(paused + 1_000);
  });
});
