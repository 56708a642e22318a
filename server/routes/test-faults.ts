/**
 * Test-only routes (registered only on a server built with testRoutes: the e2e config
 * sets E2E_TEST_ROUTES=1, production never does). Browser automation cannot cut a
 * SharedWorker's traffic, so the reliability suite makes the server misbehave instead:
 * delay or fail chosen calls, drop sockets, expire a session, jump or restart the simulation,
 * change its load rate (test-load.ts), give a journey an agent of its own (test-agents.ts), and count the calls that arrived (how many
 * re-registrations, was a call retried).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-hook';
import { sessionKeyOf } from '../auth/session-service';
import type { ServerContext } from '../context';
import type { Simulation } from '../sim/engine';
import { errorBody, HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { sessionRoom, userRoom } from '../socket';
import { MEDIA } from '../sim/config';
import { interactionServiceOf } from './interaction';
import { registerTestLoadRoute } from './test-load';
import { registerTestAgentRoute } from './test-agents';
import { WALLBOARD_ROUTE } from '../auth/roles';

export const TEST_ROUTE_PREFIX = '/api/__test';

/** A fault armed for the next `times` calls whose path starts with `path`. */
interface ArmedFault {
  path: string;
  times: number;
  delayMs: number;
  status: number | null;
}

const faultBody = z.strictObject({
  path: z.string().startsWith('/api/').max(512),
  times: z.number().int().min(1).max(1000).default(1),
  delayMs: z.number().int().min(0).max(120_000).default(0),
  status: z.number().int().min(400).max(599).optional(),
});
const advanceBody = z.strictObject({
  ms: z
    .number()
    .min(0)
    .max(7 * 24 * 3_600_000),
});
const disconnectBody = z
  .strictObject({ userId: z.string().min(1).max(128).optional() })
  .default({});
const expireBody = z.strictObject({ sessionId: z.string().min(1).max(256).optional() }).default({});
const text = (max: number) => z.string().max(max).optional();
const offerBody = z.strictObject({
  media: z.enum(MEDIA),
  customerName: text(256),
  subject: text(1024),
  body: text(100_000),
  message: text(10_000),
});
const renameBody = z.strictObject({ name: z.string().min(1).max(256) });
const renameParams = z.strictObject({ id: z.string().min(1).max(128) });
const callsQuery = z.strictObject({
  path: z.string().startsWith('/api/').max(512),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']).optional(),
});

export function registerTestFaultRoutes(app: FastifyInstance, ctx: ServerContext): void {
  if (!ctx.testRoutes) return;
  const faults: ArmedFault[] = [];
  /** Calls that arrived, by `METHOD /path` (no query), counted before any fault delays them. */
  const calls = new Map<string, number>();
  /** Delays that ran their full time: a journey waits on this, not on a sleep of its own. */
  let delaysEnded = 0;
  /** The simulation's ticks since start: journeys that check nothing happens wait for a count. */
  let ticks = 0;
  ctx.simRuntime.onTick(() => {
    ticks += 1;
  });

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(TEST_ROUTE_PREFIX)) return;
    const key = `${request.method} ${request.url.split('?', 1)[0] ?? ''}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (faults.length === 0 || request.url.startsWith(TEST_ROUTE_PREFIX)) return;
    const index = faults.findIndex((f) => request.url.startsWith(f.path));
    if (index < 0) return;
    const fault = faults[index] as ArmedFault;
    if (--fault.times === 0) faults.splice(index, 1);
    if (fault.delayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      delaysEnded += 1;
    }
    if (fault.status !== null) {
      await reply
        .code(fault.status)
        .send(errorBody(fault.status, `Injected fault on ${fault.path}`));
    }
  });

  app.post(`${TEST_ROUTE_PREFIX}/fault`, { config: { public: true } }, async (request) => {
    const body = parseInput(faultBody, request.body, 'body');
    faults.push({
      path: body.path,
      times: body.times,
      delayMs: body.delayMs,
      status: body.status ?? null,
    });
    return { data: { armed: faults.length } };
  });

  app.get(`${TEST_ROUTE_PREFIX}/fault`, { config: { public: true } }, async () => {
    return { data: { armed: faults.length, delaysEnded } };
  });

  app.delete(`${TEST_ROUTE_PREFIX}/fault`, { config: { public: true } }, async () => {
    faults.length = 0;
    return { data: { armed: 0 } };
  });

  /** How many calls arrived whose path starts with `path` (of one method, if given). */
  app.get(`${TEST_ROUTE_PREFIX}/calls`, { config: { public: true } }, async (request) => {
    const { path, method } = parseInput(callsQuery, request.query, 'query');
    let count = 0;
    for (const [key, n] of calls) {
      const [keyMethod, keyPath] = key.split(' ', 2) as [string, string];
      if (keyPath.startsWith(path) && (method === undefined || method === keyMethod)) count += n;
    }
    return { data: { calls: count } };
  });

  app.post(`${TEST_ROUTE_PREFIX}/sim/advance`, { config: { public: true } }, async (request) => {
    const { ms } = parseInput(advanceBody, request.body, 'body');
    ctx.simRuntime.advanceBy(ms);
    return { data: { simTime: ctx.simRuntime.sim.now } };
  });

  app.get(`${TEST_ROUTE_PREFIX}/sim/ticks`, { config: { public: true } }, async () => {
    return { data: { ticks, simTime: ctx.simRuntime.sim.now } };
  });

  /** Starts a new shift: every counter back to zero, as after a restart of the centre. */
  app.post(`${TEST_ROUTE_PREFIX}/sim/restart`, { config: { public: true } }, async () => {
    const wasRunning = ctx.simRuntime.running;
    ctx.simRuntime.stop();
    ctx.simRuntime.sim.resetShift(ctx.simRuntime.sim.now);
    ctx.simRuntime.tick();
    if (wasRunning) ctx.simRuntime.start();
    return { data: { lastResetTime: ctx.simRuntime.sim.lastResetTime } };
  });

  /** Drops sockets server-side: the caller's session's, or every socket of a user. */
  app.post(`${TEST_ROUTE_PREFIX}/socket/disconnect`, WALLBOARD_ROUTE, async (request) => {
    const auth = requireAuth(request);
    const { userId } = parseInput(disconnectBody, request.body ?? {}, 'body');
    const room = userId === undefined ? sessionRoom(auth.sessionKey) : userRoom(userId);
    const sockets = await ctx.io.in(room).fetchSockets();
    ctx.io.in(room).disconnectSockets(true);
    return { data: { disconnected: sockets.length } };
  });

  /** Expires a session now (the caller's unless another id is given), as the idle timeout would. */
  app.post(`${TEST_ROUTE_PREFIX}/session/expire`, WALLBOARD_ROUTE, async (request) => {
    const auth = requireAuth(request);
    const { sessionId } = parseInput(expireBody, request.body ?? {}, 'body');
    const sessionKey = sessionId === undefined ? auth.sessionKey : sessionKeyOf(sessionId);
    if (!(await ctx.sessions.end(sessionKey))) throw new HttpError(404, 'No such session');
    ctx.endSession(sessionKey, 'expired');
    return { data: { expired: true } };
  });

  /**
   * Offers the caller a new interaction of one medium now (journeys need a chat, a call or an
   * email on cue, not whatever the queues send); optional content replaces the generated text,
   * so hostile-content tests can choose what the customer says.
   */
  app.post(`${TEST_ROUTE_PREFIX}/offer`, WALLBOARD_ROUTE, async (request) => {
    const auth = requireAuth(request);
    const { media, ...content } = parseInput(offerBody, request.body, 'body');
    interactionServiceOf(ctx).setNextOfferContent(auth.user.userId, content);
    const result = ctx.simRuntime.sim.offerNow(auth.user.userId, media);
    if (!result.ok) throw new HttpError(409, `Cannot offer now: ${result.error}`);
    ctx.simRuntime.tick();
    return { data: { offered: media } };
  });

  /**
   * Renames a business process everywhere a screen reads the name: the database (reference
   * data, contacts, new interactions) and the running simulation's statistics (cards, summary
   * table, wallboard), announced to live tabs on the next tick. Hostile-content journeys use it
   * to put a chosen text in business-process names.
   */
  let renameOverlay: ((id: string, name: string) => void) | null = null;
  app.post(
    `${TEST_ROUTE_PREFIX}/businessProcess/:id/name`,
    { config: { public: true } },
    async (request) => {
      const { id } = parseInput(renameParams, request.params, 'params');
      const { name } = parseInput(renameBody, request.body, 'body');
      if (!(await ctx.businessProcesses.rename(id, name)))
        throw new HttpError(404, 'Business process not found');
      renameOverlay ??= overlayBusinessProcessNames(ctx.simRuntime.sim);
      renameOverlay(id, name);
      // a running centre sends it with its next tick (an extra tick now could repeat the last
      // batch's time, which a tab takes for a stale batch); a stopped one is ticked by its test
      if (!ctx.simRuntime.running) ctx.simRuntime.tick();
      return { data: { businessProcessId: id, businessProcessName: name } };
    },
  );

  registerTestLoadRoute(app, ctx, TEST_ROUTE_PREFIX);
  registerTestAgentRoute(app, ctx, TEST_ROUTE_PREFIX);
}

/**
 * The simulation names its business processes itself and has no rename command (production
 * never renames one while running), so the test route lays names over what the simulation
 * reports: snapshots and lists carry the new name, and the next drain carries a patch with it
 * so tabs already showing the old name follow.
 */
function overlayBusinessProcessNames(sim: Simulation): (id: string, name: string) => void {
  const names = new Map<string, string>();
  const unannounced = new Set<string>();
  const named = <T extends { businessProcessId: string; businessProcessName?: string | undefined }>(
    bp: T,
  ): T => {
    const name = names.get(bp.businessProcessId);
    return name === undefined || bp.businessProcessName === undefined
      ? bp
      : { ...bp, businessProcessName: name };
  };
  // the simulation's own functions (arrow properties: they use no `this`)
  const snapshot = sim.snapshot.bind(sim);
  const drainChanges = sim.drainChanges.bind(sim);
  const businessProcesses = sim.businessProcesses.bind(sim);
  Object.assign(sim, {
    snapshot: () => {
      const taken = snapshot();
      return { ...taken, businessProcesses: taken.businessProcesses.map(named) };
    },
    businessProcesses: () => businessProcesses().map(named),
    drainChanges: () => {
      const changes = drainChanges();
      const patches = changes.businessProcessPatches.map((patch) =>
        unannounced.has(patch.businessProcessId)
          ? { ...patch, businessProcessName: names.get(patch.businessProcessId) }
          : named(patch),
      );
      for (const id of unannounced) {
        if (!patches.some((p) => p.businessProcessId === id))
          patches.push({ businessProcessId: id, businessProcessName: names.get(id) });
      }
      unannounced.clear();
      return { ...changes, businessProcessPatches: patches };
    },
  } satisfies Partial<Simulation>);
  return (id, name) => {
    names.set(id, name);
    unannounced.add(id);
  };
}
