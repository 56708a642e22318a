import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Interaction } from '../../src/protocol/interaction-events';
import { requireAuth } from '../auth/auth-hook';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import type { InteractionService } from '../interactions/interaction-service';

export const idText = z.string().min(1).max(128);
export const interactionParams = z.strictObject({ id: idText });
export const elementParams = z.strictObject({ id: idText, elementId: idText });
export const uriBody = z.strictObject({ uri: z.string().trim().min(1).max(256) });
export { noBody } from '../http/validate';

/** The calling agent: wallboard users have no interactions. */
export function agentOf(request: FastifyRequest): string {
  const auth = requireAuth(request);
  if (auth.user.isWallboard) throw new HttpError(403, 'Wallboard users have no interactions');
  return auth.user.userId;
}

export const idOf = (request: FastifyRequest) =>
  parseInput(interactionParams, request.params, 'params').id;
export const elementOf = (request: FastifyRequest) =>
  parseInput(elementParams, request.params, 'params');

/** What an action answers: the interaction as it is now, or null when it left the agent. */
export interface InteractionActionResult {
  interactionId: string;
  interaction: Interaction | null;
}

export function actionResult(
  service: InteractionService,
  agentId: string,
  interactionId: string,
): { data: InteractionActionResult } {
  const live = service.core.records.get(interactionId);
  return {
    data: {
      interactionId,
      interaction: live !== undefined && live.ownerId === agentId ? structuredClone(live.ix) : null,
    },
  };
}
