import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/validate';
import type { InteractionService } from '../interactions/interaction-service';
import { actionResult, agentOf, elementOf, idOf, idText, noBody } from './interaction-params';
import { endpoint } from '../http/endpoint-route';

const dtmfBody = z.strictObject({
  digitsToSend: z.string().min(1).max(32),
  interactionId: idText.optional(),
});

/** Element, recording and DTMF calls of agent-desktop §7. */
export function registerInteractionElementRoutes(
  app: FastifyInstance,
  service: InteractionService,
): void {
  for (const action of ['hold', 'activate', 'close'] as const) {
    endpoint(app, action, async (request) => {
      const agentId = agentOf(request);
      const { id, elementId } = elementOf(request);
      parseInput(noBody, request.body, 'body');
      service[action](agentId, id, elementId);
      return actionResult(service, agentId, id);
    });
  }

  for (const [action, name] of [
    ['start', 'recordStart'],
    ['stop', 'recordStop'],
    ['pause', 'recordPause'],
    ['resume', 'recordResume'],
  ] as const) {
    endpoint(app, name, async (request) => {
      const agentId = agentOf(request);
      const id = idOf(request);
      parseInput(noBody, request.body, 'body');
      const recording = service.record(agentId, id, action);
      return {
        data: { interactionId: id, isRecording: recording.isEnabled, isPaused: recording.isPaused },
      };
    });
  }

  // The spec's path names no interaction: the body may, else the agent's one live call is meant.
  endpoint(app, 'dtmf', async (request) => {
    const agentId = agentOf(request);
    const body = parseInput(dtmfBody, request.body, 'body');
    service.dtmf(agentId, body.digitsToSend, body.interactionId);
    return { data: { sent: true, digitsToSend: body.digitsToSend } };
  });
}
