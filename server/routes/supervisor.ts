import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RegisterResponse } from '../../src/protocol/api';
import type { SupervisorRegisteredResponse } from '../../src/protocol/session-api';
import { requireSupervisor } from '../auth/roles';
import type { ServerContext } from '../context';
import { parseInput } from '../http/validate';
import { terminalSchema } from './agent';
import { endpoint } from '../http/endpoint-route';

const registerQuerySchema = z.strictObject({
  terminal: terminalSchema.optional(),
  useInternalPhone: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** GET api/supervisor/register and GET api/supervisor/registered (supervisor-dashboards §7). */
export function registerSupervisorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'supervisorRegister', async (request) => {
    const auth = requireSupervisor(request);
    const query = parseInput(registerQuerySchema, request.query, 'query');
    const registration = ctx.registrations.register({
      sessionKey: auth.sessionKey,
      userId: auth.user.userId,
      kind: 'supervisor',
      terminal: query.terminal ?? null,
      useInternalPhone: query.useInternalPhone ?? false,
      registeredAt: ctx.now(),
    });
    const data: RegisterResponse = { instanceId: registration.instanceId, user: auth.user };
    return { data };
  });

  endpoint(app, 'supervisorRegistered', async (request) => {
    const auth = requireSupervisor(request);
    const registration = ctx.registrations.find(auth.sessionKey);
    const data: SupervisorRegisteredResponse = {
      registered: registration !== null,
      instanceId: registration?.instanceId ?? null,
    };
    return { data };
  });
}
