import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ConversationAnswer } from '../../src/protocol/interaction-api';
import { SMS_HISTORY_MAX_MESSAGES } from '../../src/domain/agent-desktop-constants';
import { badRequest, HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import type { InteractionService } from '../interactions/interaction-service';
import { agentOf, elementOf, idOf, idText, noBody } from './interaction-params';
import { endpoint } from '../http/endpoint-route';

/** Longest chat or SMS message accepted (SMS allows 1600 characters; chat a little more). */
const MAX_MESSAGE_LENGTH = 4_000;
const messageBody = z.strictObject({ message: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH) });
const instantQuery = z.coerce.number().int().nonnegative();
const smsHistoryQuery = z.strictObject({
  interactionId: idText.optional(),
  firstParty: z.string().min(1).max(64).optional(),
  secondParty: z.string().min(1).max(64).optional(),
  maxNumberOfMessages: z.coerce
    .number()
    .int()
    .min(1)
    .max(SMS_HISTORY_MAX_MESSAGES)
    .default(SMS_HISTORY_MAX_MESSAGES),
  earliestTime: instantQuery.optional(),
  latestTime: instantQuery.optional(),
  fullHistory: z.enum(['true', 'false']).optional(),
});

/** Chat and SMS messages, typing indications, conversations and SMS history (agent-desktop §7). */
export function registerInteractionMessageRoutes(
  app: FastifyInstance,
  service: InteractionService,
): void {
  for (const [name, medium] of [
    ['message', 'CHAT'],
    ['smsMessage', 'SMS'],
  ] as const) {
    endpoint(app, name, async (request) => {
      const agentId = agentOf(request);
      const { id, elementId } = elementOf(request);
      const { message } = parseInput(messageBody, request.body, 'body');
      return { data: service.sendMessage(agentId, id, elementId, message, medium) };
    });
  }

  for (const [name, isTyping] of [
    ['typing', true],
    ['notTyping', false],
  ] as const) {
    endpoint(app, name, async (request) => {
      const agentId = agentOf(request);
      const { id, elementId } = elementOf(request);
      parseInput(noBody, request.body, 'body');
      service.typing(agentId, id, elementId, isTyping);
      return { data: { interactionId: id, elementId, isTyping } };
    });
  }

  endpoint(app, 'conversation', async (request) => {
    const agentId = agentOf(request);
    const id = idOf(request);
    await service.assertAccess(agentId, id);
    await service.core.settled();
    const data: ConversationAnswer = {
      interactionId: id,
      messages: await service.core.repos.messages.ofInteraction(id),
    };
    return { data };
  });

  endpoint(app, 'smsHistory', async (request) => {
    const agentId = agentOf(request);
    const q = parseInput(smsHistoryQuery, request.query, 'query');
    let first = q.firstParty;
    let second = q.secondParty;
    if (q.interactionId !== undefined) {
      await service.assertAccess(agentId, q.interactionId);
      await service.core.settled();
      const messages = await service.core.repos.messages.ofInteraction(q.interactionId);
      if (q.fullHistory !== 'true') {
        const data: ConversationAnswer = {
          interactionId: q.interactionId,
          messages: messages.slice(-q.maxNumberOfMessages),
        };
        return { data };
      }
      const regular = messages.find((m) => m.type === 'regular');
      first ??= regular?.from;
      second ??= regular?.to;
    }
    if (first === undefined) throw badRequest('firstParty', 'required without an interactionId');
    if (second === undefined) throw badRequest('secondParty', 'required without an interactionId');
    if (
      q.earliestTime !== undefined &&
      q.latestTime !== undefined &&
      q.earliestTime > q.latestTime
    ) {
      throw new HttpError(400, 'earliestTime: must not be after latestTime', 'earliestTime');
    }
    await service.core.settled();
    const messages = await service.core.repos.messages.smsBetween({
      firstParty: first,
      secondParty: second,
      limit: q.maxNumberOfMessages,
      ...(q.earliestTime === undefined ? {} : { earliestTime: q.earliestTime }),
      ...(q.latestTime === undefined ? {} : { latestTime: q.latestTime }),
    });
    const data: ConversationAnswer = { interactionId: q.interactionId ?? null, messages };
    return { data };
  });
}
