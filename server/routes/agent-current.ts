/**
 * The logged-in agent's own view and a single agent's record (supervisor-dashboards §7
 * "Agent, dashboard-related"): assigned business processes, current interactions, and
 * GET api/agent/{id}. An agent in the simulation answers with its live assignments
 * (temporary ones included); a user who never registered answers from their profile.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AgentRecord, AssignedBusinessProcess } from '../../src/protocol/supervision-api';
import { requireAuth } from '../auth/auth-hook';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { canSeeAgent } from '../live/audience';
import { interactionServiceOf } from './interaction';
import { endpoint } from '../http/endpoint-route';

const idParams = z.strictObject({ id: z.string().min(1).max(128) });
/** The spec calls the query optional and names no field: `name` filters by business-process name. */
const businessProcessQuery = z.strictObject({ name: z.string().trim().max(128).optional() });

export function registerAgentCurrentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const sim = () => ctx.simRuntime.sim;
  const interactions = interactionServiceOf(ctx);

  function agentRecord(agentId: string): AgentRecord | null {
    const info = sim().agentInfo(agentId);
    const profile = ctx.users.findProfile(agentId);
    if (info === undefined && (profile === null || profile.isWallboard)) return null;
    return {
      agentId,
      name: profile?.displayName ?? info?.name ?? agentId,
      stateId: info?.stateId ?? 'offline',
      loadAllowanceId: info?.loadAllowanceId ?? profile?.defaultLoadAllowanceId ?? null,
      assignedBusinessProcessIds:
        info?.assignedBusinessProcessIds ?? profile?.assignedBusinessProcessIds ?? [],
      temporaryAssignments: info?.temporaryAssignments ?? [],
      isSupervisor: profile?.isSupervisor ?? false,
      simulated: info !== undefined && !info.external,
    };
  }

  endpoint(app, 'agentBusinessProcesses', async (request) => {
    const { user } = requireAuth(request);
    const { name } = parseInput(businessProcessQuery, request.query, 'query');
    const assigned = new Set(agentRecord(user.userId)?.assignedBusinessProcessIds ?? []);
    const wanted = name?.toLowerCase() ?? '';
    const data: AssignedBusinessProcess[] = sim()
      .businessProcesses()
      .filter(
        (bp) =>
          assigned.has(bp.businessProcessId) &&
          bp.businessProcessName.toLowerCase().includes(wanted),
      );
    return { data };
  });

  endpoint(app, 'agentInteractions', async (request) => {
    const { user } = requireAuth(request);
    return { data: interactions.interactionsOf(user.userId) };
  });

  endpoint(app, 'agent', async (request) => {
    const { user } = requireAuth(request);
    const raw = parseInput(idParams, request.params, 'params').id;
    const id = raw === 'current' ? user.userId : raw;
    if (!canSeeAgent(user, id)) throw new HttpError(403, 'Agent not visible to this user');
    const found = agentRecord(id);
    if (found === null) throw new HttpError(404, `Unknown agent ${id}`);
    return { data: found };
  });
}
