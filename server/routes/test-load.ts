/**
 * Test-only load control (registered with the other test routes, never in production): the
 * ingest bench climbs a ladder of simulator rates on one running server instead of starting
 * a server per rate, which would spend most of its time budget on start-ups and sign-ins.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { parseInput } from '../http/validate';
import type { SimChanges } from '../sim/changes';
import {
  arrivalsPerSecond,
  durationScaleFor,
  STATISTICS_CHANGES_PER_ARRIVAL,
} from '../sim/load-mode';

/** Items one drain sends a supervisor's socket: one per batch item, one per assignments event. */
function itemsOf(changes: SimChanges): number {
  return (
    changes.businessProcessPatches.length +
    changes.agentStatisticsPatches.length +
    changes.agentStates.length +
    changes.assignmentChanges.length
  );
}

const loadBody = z.strictObject({ eventsPerSecond: z.number().positive().max(10_000_000) });

/** Mounted under the test-route prefix by registerTestFaultRoutes (which checks ctx.testRoutes). */
export function registerTestLoadRoute(
  app: FastifyInstance,
  ctx: ServerContext,
  prefix: string,
): void {
  let itemsEmitted = 0;
  ctx.simRuntime.onChanges((changes) => (itemsEmitted += itemsOf(changes)));
  const current = () => ({
    // nominal: the rate the config is set for (a flat day), not a measurement
    eventsPerSecond: Math.round(
      arrivalsPerSecond(ctx.simRuntime.sim.config) * STATISTICS_CHANGES_PER_ARRIVAL,
    ),
    durationScale: ctx.simRuntime.sim.config.durationScale,
    /** Socket items the centre has sent supervisors' sockets since the server started: the bench's reference stream. */
    itemsEmitted,
  });

  app.get(`${prefix}/load`, { config: { public: true } }, async () => ({ data: current() }));

  /**
   * Sets the simulator to about `eventsPerSecond` statistics changes a second, as
   * `--events-per-second` does at start-up: a rate for a flat day, so on a server not in
   * load mode the intraday curve still moves it.
   */
  app.post(`${prefix}/load`, { config: { public: true } }, async (request) => {
    const { eventsPerSecond } = parseInput(loadBody, request.body, 'body');
    const { sim } = ctx.simRuntime;
    sim.setDurationScale(durationScaleFor(sim.config, eventsPerSecond));
    return { data: current() };
  });
}
