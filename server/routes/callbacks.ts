/**
 * The callback queue of a business process and the counters behind its service level, for
 * a supervisor's monitoring card and summary-table popup (supervisor-dashboards §2). The spec
 * names no path for either: GET api/businessProcess/{id}/callbacks and
 * GET api/businessProcess/{id}/serviceLevel are ours, beside the spec's business-process calls.
 *
 * The simulation keeps no phone numbers for its own callbacks: each one's destination is the
 * simulated customer drawn from a generator seeded by its id, so a callback keeps its
 * number across listings. Generated numbers are Chicago numbers (+1 312), hence its zone.
 * A callback an agent scheduled shows the number the agent gave, in the same zone: the
 * centre's customers are all there.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CallbackQueue, CallbackRow } from '../../src/domain/callbacks';
import type { ServiceLevelFigures } from '../../src/domain/summary-details';
import { requireSupervisor } from '../auth/roles';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { pickCustomer } from '../interactions/customers';
import { createSeededRandom } from '../interactions/seeded-random';
import { canSeeBusinessProcess } from '../live/audience';
import type { SimQueuedCallback } from '../sim/engine';
import { endpoint } from '../http/endpoint-route';

const bpParams = z.strictObject({ id: z.string().min(1).max(128) });

/** Zone of the generated customers' numbers (area code 312). */
const GENERATED_DESTINATION_TIME_ZONE = 'America/Chicago';

/** FNV-1a: a stable seed from a callback id. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function toRow(businessProcessId: string, cb: SimQueuedCallback): CallbackRow {
  return {
    callbackId: cb.callbackId,
    businessProcessId,
    destination:
      cb.destination ??
      pickCustomer(createSeededRandom(seedOf(`${businessProcessId}/${cb.callbackId}`)), []).phone,
    destinationTimeZone: GENERATED_DESTINATION_TIME_ZONE,
    createdAt: cb.requestedAt,
    queuedAt: cb.queuedAt,
    attempts: cb.attempts,
    assignedAgentId: cb.agentId,
    assignedAgentName: cb.agentName,
    status: cb.step,
    // a due callback with attempts behind it came back after a reschedule
    remarks: cb.step === 'waiting' && cb.attempts > 0 ? ['rescheduled'] : [],
  };
}

export function registerCallbackRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const sim = () => ctx.simRuntime.sim;

  /** Supervisors only, and only for a business process they supervise (404 for an unknown one). */
  function supervisedBusinessProcess(request: FastifyRequest): string {
    const { user } = requireSupervisor(request);
    const { id } = parseInput(bpParams, request.params, 'params');
    if (
      !sim()
        .businessProcesses()
        .some((bp) => bp.businessProcessId === id)
    )
      throw new HttpError(404, `Unknown business process ${id}`);
    if (!canSeeBusinessProcess(user, id))
      throw new HttpError(403, 'Business process not supervised by this user');
    return id;
  }

  endpoint(app, 'callbacks', async (request) => {
    const id = supervisedBusinessProcess(request);
    const queue = sim().callbackQueueOf(id) ?? [];
    const data: CallbackQueue = {
      businessProcessId: id,
      at: sim().now,
      callbacks: queue.map((cb) => toRow(id, cb)),
    };
    return { data };
  });

  endpoint(app, 'serviceLevel', async (request) => {
    const id = supervisedBusinessProcess(request);
    const figures = sim().serviceLevelFiguresOf(id);
    if (figures === undefined) throw new HttpError(404, `Unknown business process ${id}`);
    const data: ServiceLevelFigures = { businessProcessId: id, ...figures };
    return { data };
  });
}
