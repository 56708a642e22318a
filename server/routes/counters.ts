import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ALL_KPI_IDS } from '../../src/domain/kpi-ids';
import { agentStatisticsSchema } from '../../src/protocol/events';
import { requireAuth } from '../auth/auth-hook';
import type { ServerContext } from '../context';
import { badRequest } from '../http/errors';
import { parseInput } from '../http/validate';
import { canSeeAgent, canSeeBusinessProcess } from '../live/audience';
import { createCounterSubscriptions } from '../live/counter-subscriptions';
import { WALLBOARD_ROUTE } from '../auth/roles';
import { endpoint } from '../http/endpoint-route';

const MAX_COUNTERS_PER_SUBSCRIPTION = 5_000;
const BUSINESS_PROCESS_COUNTERS: ReadonlySet<string> = new Set(ALL_KPI_IDS);
const AGENT_COUNTERS: ReadonlySet<string> = new Set(
  Object.keys(agentStatisticsSchema.shape).filter(
    (key) => key !== 'agentId' && key !== 'agentName' && key !== 'countedAt',
  ),
);

const pairSchema = z.strictObject({
  handlerId: z.string().min(1, 'handlerId and counterTypeId are required').max(128),
  counterTypeId: z.string().min(1, 'handlerId and counterTypeId are required').max(128),
  dimension: z.enum(['Telephony', 'Fax', 'E-mail', 'Chat', 'SMS']).optional(),
});
// The body itself is optional (supervisor-dashboards §7): no body clears the subscription.
const bodySchema = z
  .strictObject({
    clientSubscriptionId: z.string().min(1).max(128),
    counters: z.array(pairSchema).max(MAX_COUNTERS_PER_SUBSCRIPTION),
  })
  .optional();

/** POST api/statistics/subscribeForCounters */
export function registerCounterRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const subscriptions = createCounterSubscriptions(ctx);
  ctx.simRuntime.onChanges((changes) => subscriptions.onChanges(changes));
  ctx.io.on('connection', (socket) =>
    socket.on('disconnect', () => {
      // a session keeps its subscription while any of its sockets lives
      void ctx.io
        .in(`session:${socket.data.sessionKey}`)
        .fetchSockets()
        .then((left) => {
          if (left.length === 0) subscriptions.drop(socket.data.sessionKey);
        });
    }),
  );

  endpoint(app, 'subscribeForCounters', WALLBOARD_ROUTE, async (request) => {
    const auth = requireAuth(request);
    const body = parseInput(bodySchema, request.body ?? undefined, 'body');
    if (!body) {
      subscriptions.drop(auth.sessionKey);
      return { data: { clientSubscriptionId: null, counters: 0 } };
    }
    const sim = ctx.simRuntime.sim;
    const businessProcesses = new Set(sim.businessProcesses().map((bp) => bp.businessProcessId));
    body.counters.forEach((pair, index) => {
      const isProcess = businessProcesses.has(pair.handlerId);
      const isAgent = !isProcess && sim.agentInfo(pair.handlerId) !== undefined;
      if (!isProcess && !isAgent)
        throw badRequest(`counters.${index}.handlerId`, `unknown handler ${pair.handlerId}`);
      if (
        isProcess
          ? !canSeeBusinessProcess(auth.user, pair.handlerId)
          : !canSeeAgent(auth.user, pair.handlerId)
      ) {
        throw badRequest(
          `counters.${index}.handlerId`,
          `handler ${pair.handlerId} is not visible to this user`,
        );
      }
      const known = isProcess ? BUSINESS_PROCESS_COUNTERS : AGENT_COUNTERS;
      if (!known.has(pair.counterTypeId))
        throw badRequest(
          `counters.${index}.counterTypeId`,
          `unknown counter type ${pair.counterTypeId}`,
        );
    });
    subscriptions.replace(auth.sessionKey, body.clientSubscriptionId, body.counters);
    subscriptions.sendCurrent(auth.sessionKey, sim.snapshot());
    return {
      data: { clientSubscriptionId: body.clientSubscriptionId, counters: body.counters.length },
    };
  });
}
