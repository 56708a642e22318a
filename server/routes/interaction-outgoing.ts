import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StartedInteraction } from '../../src/protocol/interaction-api';
import { parseInput } from '../http/validate';
import type { InteractionService } from '../interactions/interaction-service';
import type { InteractionRecord } from '../interactions/interaction-record';
import { agentOf, idOf, idText, noBody } from './interaction-params';
import { endpoint } from '../http/endpoint-route';

/**
 * The start requests (the spec passes them "as is"; this server reads): destination (number,
 * address or agent uri), businessProcessId (default: the agent's first), contactId, and for
 * chat and SMS an optional first message, for email an optional subject.
 */
const startBody = z.strictObject({
  destination: z.string().trim().min(1).max(256),
  businessProcessId: idText.optional(),
  contactId: idText.optional(),
  message: z.string().max(4000).optional(),
  subject: z.string().max(998).optional(),
});
const emailStartBody = startBody.extend({ destination: z.string().trim().max(2048).optional() });
const callbackBody = z.strictObject({
  businessProcessId: idText,
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{3,20}$/, 'a phone number'),
  scheduledTime: z.number().int().nonnegative(),
  contactId: idText.optional(),
  interactionId: idText.optional(),
  note: z.string().max(4000).optional(),
});

const started = (rec: InteractionRecord): { data: StartedInteraction } => ({
  data: { interactionId: rec.ix.interactionId, interaction: structuredClone(rec.ix) },
});

/** Outgoing interactions and callbacks (agent-desktop §7: telephony/dial, chat, email, sms, callback, handleCallbackNow). */
export function registerInteractionOutgoingRoutes(
  app: FastifyInstance,
  service: InteractionService,
): void {
  endpoint(app, 'dial', async (request) => {
    const agentId = agentOf(request);
    return started(await service.dial(agentId, parseInput(startBody, request.body, 'body')));
  });
  endpoint(app, 'chatStart', async (request) => {
    const agentId = agentOf(request);
    return started(service.chat(agentId, parseInput(startBody, request.body, 'body')));
  });
  endpoint(app, 'emailStart', async (request) => {
    const agentId = agentOf(request);
    return started(await service.email(agentId, parseInput(emailStartBody, request.body, 'body')));
  });
  endpoint(app, 'smsStart', async (request) => {
    const agentId = agentOf(request);
    return started(await service.sms(agentId, parseInput(startBody, request.body, 'body')));
  });

  endpoint(app, 'callbackSchedule', async (request, reply) => {
    const agentId = agentOf(request);
    const body = parseInput(callbackBody, request.body, 'body');
    const data = await service.scheduleCallback(agentId, {
      businessProcessId: body.businessProcessId,
      phoneNumber: body.phoneNumber,
      scheduledAt: body.scheduledTime,
      contactId: body.contactId ?? null,
      interactionId: body.interactionId ?? null,
      note: body.note ?? '',
    });
    return reply.code(201).send({ data });
  });

  endpoint(app, 'callbackHandleNow', async (request) => {
    const agentId = agentOf(request);
    const id = idOf(request);
    parseInput(noBody, request.body, 'body');
    return started(await service.handleCallbackNow(agentId, id));
  });
}
