/**
 * Engine throughput at load-mode scale (1,000 business processes, 10,000 agents, about
 * 20,000 statistics changes a second): one bench iteration simulates one second and
 * drains it, so "hz" above 1 means faster than real time on this machine. The events
 * and changes a wall second are printed too (never asserted: machines differ).
 */
import { bench, describe } from 'vitest';
import { parseSimConfig } from './config-parse';
import { createSimulation } from './engine';
import { loadModeConfig } from './load-mode';

const START = Date.UTC(2024, 2, 4, 8);
const config = loadModeConfig(
  { ...parseSimConfig({ nowMs: START }), businessProcesses: 1000, agents: 10_000 },
  20_000,
);
const sim = createSimulation(config);
// warm up past the start, when every agent is idle and queues are empty
sim.advanceTo(START + 30_000);
sim.drainChanges();

let events = 0;
let changes = 0;
let wallMs = 0;

describe('simulator engine at load-mode scale', () => {
  bench(
    'simulate 1 s (10 ticks of 100 ms with drain)',
    () => {
      const w = performance.now();
      for (let i = 0; i < 10; i++) {
        events += sim.advanceTo(sim.now + 100);
        const c = sim.drainChanges();
        changes +=
          c.businessProcessPatches.length + c.agentStatisticsPatches.length + c.agentStates.length;
      }
      wallMs += performance.now() - w;
    },
    { iterations: process.env.BENCH_QUICK === '1' ? 5 : 20, time: 0, teardown: report },
  );
});

// runs after the warm-up and after the measured run: the second line is the one to read
function report(): void {
  const simulatedMs = Math.max(1, sim.now - START - 30_000);
  process.stdout.write(
    `sim engine: ${Math.round(events / (wallMs / 1000))} events/s and ${Math.round(changes / (wallMs / 1000))} statistics changes/s of wall time; ` +
      `${Math.round((changes / simulatedMs) * 1000)} changes per simulated second; ${(simulatedMs / wallMs).toFixed(1)}x real time\n`,
  );
}
