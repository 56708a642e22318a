import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/validate';
import type { InteractionService } from '../interactions/interaction-service';
import { actionResult, agentOf, elementOf, idOf, noBody, uriBody } from './interaction-params';
import { endpoint } from '../http/endpoint-route';

/** postponeUntil (ms since the epoch) goes with the option whose moment the agent picks. */
const postponeBody = z.strictObject({
  postponeOptionId: z.string().min(1).max(128),
  postponeUntil: z.number().int().positive().optional(),
});
const conferenceBody = z.union([noBody, z.strictObject({ conversation: z.unknown().optional() })]);
const pendingStatusBody = z.strictObject({
  pendingStatus: z.enum(['delegateToSupervisor', 'cancel']),
  delegateToSupervisorRemark: z.string().max(4000).optional(),
});

/** Lifecycle, consult, conference and transfer calls of agent-desktop §7 (base api/interaction). */
export function registerInteractionActionRoutes(
  app: FastifyInstance,
  service: InteractionService,
): void {
  const simple = (
    path: string,
    run: (agentId: string, id: string) => void,
    method: 'PUT' | 'POST' = 'PUT',
  ) => {
    app.route({
      method,
      url: `/api/interaction/:id/${path}`,
      handler: async (request) => {
        const agentId = agentOf(request);
        const id = idOf(request);
        parseInput(noBody, request.body, 'body');
        run(agentId, id);
        return actionResult(service, agentId, id);
      },
    });
  };
  simple('accept', (a, id) => void service.accept(a, id));
  simple('decline', service.decline);
  simple('end', service.end);
  simple('conference/stop', service.conferenceStop);
  simple('transferToAutoVM', (a, id) => service.handOff(a, id, 'autoVM'), 'POST');
  simple('transferToSurvey', (a, id) => service.handOff(a, id, 'survey'), 'POST');

  endpoint(app, 'postpone', async (request) => {
    const agentId = agentOf(request);
    const id = idOf(request);
    const input = parseInput(postponeBody, request.body, 'body');
    service.postpone(agentId, id, input.postponeOptionId, input.postponeUntil);
    return actionResult(service, agentId, id);
  });

  endpoint(app, 'consult', async (request) => {
    const agentId = agentOf(request);
    const id = idOf(request);
    service.consult(agentId, id, parseInput(uriBody, request.body, 'body').uri);
    return actionResult(service, agentId, id);
  });

  endpoint(app, 'conferenceStart', async (request) => {
    const agentId = agentOf(request);
    const id = idOf(request);
    parseInput(conferenceBody, request.body, 'body');
    service.conferenceStart(agentId, id);
    return actionResult(service, agentId, id);
  });

  endpoint(app, 'transfer', async (request) => {
    const agentId = agentOf(request);
    const id = idOf(request);
    service.transfer(agentId, id, parseInput(uriBody, request.body, 'body').uri);
    return actionResult(service, agentId, id);
  });

  endpoint(app, 'elementTransfer', async (request) => {
    const agentId = agentOf(request);
    const { id, elementId } = elementOf(request);
    service.elementTransfer(agentId, id, elementId, parseInput(uriBody, request.body, 'body').uri);
    return actionResult(service, agentId, id);
  });

  endpoint(app, 'pendingStatus', async (request) => {
    const agentId = agentOf(request);
    const id = idOf(request);
    const body = parseInput(pendingStatusBody, request.body, 'body');
    service.setPendingStatus(agentId, id, body.pendingStatus, body.delegateToSupervisorRemark);
    return actionResult(service, agentId, id);
  });
}
