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
  it('keeps simulated time on the wall clock at any accel and hands the changes on', () => {
    const sim = createSimulation({ seed: 1, startTimeMs: START, accel: 10 });
    const timers = fakeTimers();
    const received: SimChanges[] = [];
    const driver = createSimDriver(sim, {
      tickMs: 100,
      ...timers,
      onChanges: (c) => received.push(c),
    });
    driver.start();
    timers.advance(60_000);
    expect(sim.now).toBe(START + 60_000);
    expect(received.length).toBeGreaterThan(10);
    expect(received[0]?.businessProcessPatches.length).toBe(12);
    expect(received.at(-1)?.at).toBeLessThanOrEqual(START + 60_000);
  });

  it('accel compresses the durations: ten times the arrivals in the same wall time', () => {
    const answered = (accel: number): number => {
      const sim = createSimulation({ seed: 4, startTimeMs: START, accel });
      sim.advanceTo(START + 600_000);
      return sim
        .snapshot()
        .businessProcesses.reduce(
          (n, bp) => n + (bp.kpis.businessProcessTotalInteractions ?? 0),
          0,
        );
    };
    const slow = answered(1);
    const fast = answered(10);
    expect(fast / slow).toBeGreaterThan(7);
    expect(fast / slow).toBeLessThan(13);
  });

  it('stop clears the interval and a restart does not jump over the paused time', () => {
    const sim = createSimulation({ seed: 1, startTimeMs: START });
    const timers = fakeTimers();
    const driver = createSimDriver(sim, { ...timers, onChanges: () => {} });
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
