/**
 * Test-only: a new agent user per journey. The e2e server is one live centre shared by every
 * journey in a run; an agent another journey left in wrap-up, on a call or with a history
 * would make the next journey's first steps depend on the order the files run in. A journey
 * that needs a desk of its own asks for one here and signs in with the answered username
 * (the password is the username, as for the demo users).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { hashPassword } from '../auth/password';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { DEFAULT_LOAD_ALLOWANCE_ID, ORGANIZATION } from '../reference-data/organization';

const agentBody = z
  .strictObject({
    businessProcessIds: z.array(z.string().min(1).max(128)).min(1).max(64).optional(),
    firstName: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[\p{L} '-]+$/u)
      .optional(),
  })
  .default({});

/** Business processes a fresh agent serves unless the journey names others: those of the demo agent. */
const DEFAULT_BUSINESS_PROCESSES = ['bp-1', 'bp-2', 'bp-3'];

export function registerTestAgentRoute(
  app: FastifyInstance,
  ctx: ServerContext,
  prefix: string,
): void {
  let created = 0;

  app.post(`${prefix}/agent`, { config: { public: true } }, async (request) => {
    const body = parseInput(agentBody, request.body ?? {}, 'body');
    const businessProcessIds = body.businessProcessIds ?? DEFAULT_BUSINESS_PROCESSES;
    for (const id of businessProcessIds) {
      if (ctx.businessProcesses.find(id) === null)
        throw new HttpError(404, `Business process not found: ${id}`);
    }
    created += 1;
    const username = `e2e-agent-${Date.now().toString(36)}-${created}`;
    await ctx.users.insert(
      {
        id: username,
        username,
        passwordHash: hashPassword(username),
        firstName: body.firstName ?? 'Journey',
        lastName: `Agent ${created}`,
        email: `${username}@northwind.example`,
        organizationId: ORGANIZATION.orgId,
        isSupervisor: false,
        isWallboard: false,
        supervisorFeatures: false,
        defaultLoadAllowanceId: DEFAULT_LOAD_ALLOWANCE_ID,
        alwaysRecord: false,
      },
      Date.now(),
      { assigned: businessProcessIds },
    );
    return {
      data: {
        username,
        userId: username,
        displayName: `${body.firstName ?? 'Journey'} Agent ${created}`,
      },
    };
  });
}
