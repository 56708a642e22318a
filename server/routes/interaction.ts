import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { createDueQueue } from '../interactions/due-queue';
import {
  createInteractionService,
  type InteractionService,
} from '../interactions/interaction-service';
import { emitToUser } from '../socket';
import { registerContactRoutes } from './contact';
import { registerCrmRoutes } from './crm';
import { registerInteractionActionRoutes } from './interaction-actions';
import { registerInteractionDataRoutes } from './interaction-data';
import { registerInteractionElementRoutes } from './interaction-elements';
import { registerInteractionEmailRoutes } from './interaction-email';
import { registerInteractionMessageRoutes } from './interaction-messages';
import { registerInteractionOutgoingRoutes } from './interaction-outgoing';

/** Customer replies, wrap-up timeouts and dialled answers are checked this often: 4 a second keeps delays within a quarter second. */
const INTERACTION_TICK_MS = 250;

const services = new WeakMap<ServerContext, InteractionService>();

/** The interaction store of a server (tests reach it to run due work after moving the clock). */
export function interactionServiceOf(ctx: ServerContext): InteractionService {
  const service = services.get(ctx);
  if (service === undefined)
    throw new Error('interaction routes are not registered on this server');
  return service;
}

/**
 * Every interaction, contact and CRM call of agent-desktop §7, plus the interaction store fed
 * by the simulator's offers to logged-in agents.
 */
export function registerInteractionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const log = (message: string, error: unknown) => app.log.error({ err: error }, message);
  const service = createInteractionService({
    db: ctx.db,
    now: ctx.now,
    emit: (userId, event, payload) => emitToUser(ctx.io, userId, event, payload),
    sim: ctx.simRuntime.sim,
    users: {
      findProfile: (id) => ctx.users.findProfile(id),
      findByUsername: (username) => ctx.users.findProfileByUsername(username),
    },
    isAgentAvailable: (userId) =>
      ctx.registrations.all().some((r) => r.userId === userId && r.kind === 'agent'),
    businessProcessName: (id) => ctx.businessProcesses.find(id)?.name ?? null,
    queue: createDueQueue(ctx.now, (error) => log('interaction job failed', error)),
    log,
  });
  services.set(ctx, service);
  const unsubscribe = ctx.simRuntime.onChanges((changes) => service.onSimChanges(changes));
  const ticker = setInterval(() => service.runDue(), INTERACTION_TICK_MS);
  ticker.unref();
  app.addHook('onClose', async () => {
    clearInterval(ticker);
    unsubscribe();
  });

  registerInteractionActionRoutes(app, service);
  registerInteractionElementRoutes(app, service);
  registerInteractionMessageRoutes(app, service);
  registerInteractionDataRoutes(app, ctx, service);
  registerInteractionOutgoingRoutes(app, service);
  registerInteractionEmailRoutes(app, ctx, service);
  registerContactRoutes(app, ctx, service);
  registerCrmRoutes(app, ctx, () => service.core.settled());
}
