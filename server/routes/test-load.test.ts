import { afterEach, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../app';
import type { SimChanges } from '../sim/changes';
import { parseSimConfig } from '../sim/config-parse';
import { loadModeConfig } from '../sim/load-mode';
import { authed, body, login, manualClock, testServer } from '../testing/test-server';

let server: BuiltServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** Socket items of one drain, as the fan-out sends them. */
const itemsOf = (changes: SimChanges) =>
  changes.businessProcessPatches.length +
  changes.agentStatisticsPatches.length +
  changes.agentStates.length;

/** A load-mode centre small enough for a unit test, on a hand-moved clock. */
async function loadServer(testRoutes = true) {
  const clock = manualClock();
  const sim = loadModeConfig(
    { ...parseSimConfig({ nowMs: clock.now() }), businessProcesses: 100, agents: 1_000 },
    1_000,
  );
  const built = await testServer({ now: clock.now, sim, testRoutes });
  let items = 0;
  built.context.simRuntime.onChanges((changes) => (items += itemsOf(changes)));
  /**
   * What the centre emits over `seconds` of its clock, in 100 ms ticks as the driver runs:
   * socket items, and change marks (every change, before a drain merges those of one entry).
   */
  const emittedOver = (seconds: number) => {
    items = 0;
    const marksBefore = built.context.simRuntime.sim.changeMarks;
    for (let i = 0; i < seconds * 10; i++) {
      clock.advance(100);
      built.context.simRuntime.tick();
    }
    return { items, marks: built.context.simRuntime.sim.changeMarks - marksBefore };
  };
  return { built, emittedOver };
}

describe('test-only load route', () => {
  it('is absent from a server built without testRoutes', async () => {
    const { built } = await loadServer(false);
    server = built;
    const { sessionId } = await login(server, 'supervisor');
    const scale = server.context.simRuntime.sim.config.durationScale;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/__test/load',
      headers: authed(sessionId),
      payload: { eventsPerSecond: 4_000 },
    });
    expect(response.statusCode).toBe(404);
    expect(server.context.simRuntime.sim.config.durationScale).toBe(scale);
  });

  it('changes how many changes the running load generator emits, both ways', async () => {
    const { built, emittedOver } = await loadServer();
    server = built;
    emittedOver(5); // past the start-up burst (every entry is new once)
    const before = body<{ itemsEmitted: number }>(
      await server.app.inject({ method: 'GET', url: '/api/__test/load' }),
    ).itemsEmitted;
    const base = emittedOver(10);
    const after = body<{ itemsEmitted: number; eventsPerSecond: number }>(
      await server.app.inject({ method: 'GET', url: '/api/__test/load' }),
    );
    expect(after.itemsEmitted - before).toBe(base.items);
    expect(after.eventsPerSecond).toBe(1_000);
    const raised = await server.app.inject({
      method: 'POST',
      url: '/api/__test/load',
      payload: { eventsPerSecond: 4_000 },
    });
    expect(raised.statusCode).toBe(200);
    expect(body<{ eventsPerSecond: number }>(raised).eventsPerSecond).toBe(4_000);
    emittedOver(3); // interactions drawn at the old pace finish
    const fast = emittedOver(10);
    expect(fast.marks / base.marks).toBeGreaterThan(3.5);
    expect(fast.marks / base.marks).toBeLessThan(4.5);
    // fewer than 4× the items: more changes fall on an entry already changed in the same drain
    expect(fast.items / base.items).toBeGreaterThan(2);
    await server.app.inject({
      method: 'POST',
      url: '/api/__test/load',
      payload: { eventsPerSecond: 1_000 },
    });
    emittedOver(3);
    const back = emittedOver(10);
    expect(back.marks / base.marks).toBeGreaterThan(0.85);
    expect(back.marks / base.marks).toBeLessThan(1.15);
  });

  it('refuses a rate that is not a positive number', async () => {
    const { built } = await loadServer();
    server = built;
    for (const eventsPerSecond of [0, -5, 'many']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/__test/load',
        payload: { eventsPerSecond },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
