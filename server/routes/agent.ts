import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { KeepAliveResponse, RegisterResponse } from '../../src/protocol/api';
import { requireAuth } from '../auth/auth-hook';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { endpoint } from '../http/endpoint-route';

export const NO_REGISTERED_SESSION_MESSAGE = 'No registered session found';

export const terminalSchema = z.string().max(256);
const registerBodySchema = z
  .strictObject({ terminal: terminalSchema.optional(), useInternalPhone: z.boolean().optional() })
  .optional();
const keepAliveBodySchema = z.strictObject({ instanceId: z.string().min(1).max(128) });

/** POST api/agent/register and POST api/agent/current/keepAlive (agent-desktop §7 "Login and session"). */
export function registerAgentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'agentRegister', async (request) => {
    const auth = requireAuth(request);
    const body = parseInput(registerBodySchema, request.body, 'body');
    const registration = ctx.registrations.register({
      sessionKey: auth.sessionKey,
      userId: auth.user.userId,
      kind: 'agent',
      terminal: body?.terminal ?? null,
      useInternalPhone: body?.useInternalPhone ?? false,
      registeredAt: ctx.now(),
    });
    const data: RegisterResponse = { instanceId: registration.instanceId, user: auth.user };
    return { data };
  });

  endpoint(app, 'agentKeepAlive', async (request) => {
    const auth = requireAuth(request);
    const { instanceId } = parseInput(keepAliveBodySchema, request.body, 'body');
    const registration = ctx.registrations.find(auth.sessionKey);
    // After a restart (registrations are in memory) or a newer registration, the client re-registers.
    if (!registration || registration.instanceId !== instanceId)
      throw new HttpError(404, NO_REGISTERED_SESSION_MESSAGE);
    const data: KeepAliveResponse = { instanceId, serverTime: ctx.now() };
    return { data };
  });
}
