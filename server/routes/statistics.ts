/**
 * Live statistics read from the simulation: business-process and agent statistics,
 * agent states, and the supervisor's view of its business processes and agents
 * (supervisor-dashboards §7 "Business process", "Agent", "Supervisor").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { agentStateIdSchema } from '../../src/protocol/events';
import { requireAuth } from '../auth/auth-hook';
import { requireSupervisor, WALLBOARD_ROUTE } from '../auth/roles';
import type { ServerContext } from '../context';
import { badRequest, HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { canSeeAgent, canSeeBusinessProcess } from '../live/audience';
import { SIM_LOAD_ALLOWANCES } from '../sim/catalog';
import type { SimAgentInfo } from '../sim/engine';
import type { AgentLoadAllowance } from '../../src/protocol/supervision-api';
import { endpoint } from '../http/endpoint-route';

const idParams = z.strictObject({ id: z.string().min(1).max(128) });
const supervisorParams = z.strictObject({ supId: z.string().min(1).max(128) });
const agentParams = z.strictObject({ agentId: z.string().min(1).max(128) });
const stateBody = z.strictObject({
  stateId: agentStateIdSchema,
  breakTypeId: z.string().min(1).max(128).optional(),
});
const loadAllowanceBody = z.strictObject({ loadAllowanceId: z.string().min(1).max(128) });
const batchBody = z.strictObject({ agentIds: z.array(z.string().min(1).max(128)).max(20_000) });

/** A supervisor (or wallboard user) may only ask for their own supervised data. */
function requireOwnSupervisorId(request: FastifyRequest): void {
  const auth = requireAuth(request);
  if (!auth.user.isSupervisor && !auth.user.isWallboard)
    throw new HttpError(403, 'Supervisor only');
  const { supId } = parseInput(supervisorParams, request.params, 'params');
  if (supId !== auth.user.userId)
    throw new HttpError(403, 'A supervisor may only read their own supervised data');
}

export function registerStatisticsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const sim = () => ctx.simRuntime.sim;

  endpoint(app, 'businessProcessStats', WALLBOARD_ROUTE, async (request) => {
    const { user } = requireAuth(request);
    const data = sim()
      .snapshot()
      .businessProcesses.filter((bp) => canSeeBusinessProcess(user, bp.businessProcessId));
    return { data };
  });

  endpoint(app, 'businessProcess', WALLBOARD_ROUTE, async (request) => {
    const { user } = requireAuth(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const found = sim()
      .businessProcesses()
      .find((bp) => bp.businessProcessId === id);
    if (!found) throw new HttpError(404, `Unknown business process ${id}`);
    if (!canSeeBusinessProcess(user, id))
      throw new HttpError(403, 'Business process not visible to this user');
    return { data: found };
  });

  endpoint(app, 'agentStats', WALLBOARD_ROUTE, async (request) => {
    const { user } = requireAuth(request);
    const data = sim()
      .snapshot()
      .agentStatistics.filter((a) => canSeeAgent(user, a.agentId));
    return { data };
  });

  endpoint(app, 'agentsCurrentState', WALLBOARD_ROUTE, async (request) => {
    const { user } = requireAuth(request);
    const data = sim()
      .snapshot()
      .agentStates.filter((a) => canSeeAgent(user, a.agentId));
    return { data };
  });

  endpoint(app, 'agentState', WALLBOARD_ROUTE, async (request) => {
    const { user } = requireAuth(request);
    const { id } = parseInput(idParams, request.params, 'params');
    if (!canSeeAgent(user, id)) throw new HttpError(403, 'Agent not visible to this user');
    const state = sim()
      .snapshot()
      .agentStates.find((a) => a.agentId === id);
    if (!state) throw new HttpError(404, `Unknown agent ${id}`);
    return { data: state };
  });

  // The agent's own state selector (agent-desktop §4); the spec shows no path for it.
  endpoint(app, 'agentStateSet', async (request) => {
    const { user } = requireAuth(request);
    const { id } = parseInput(idParams, request.params, 'params');
    if (id !== user.userId) throw new HttpError(403, 'An agent may only change their own state');
    const body = parseInput(stateBody, request.body, 'body');
    return changeState(id, body.stateId, body.breakTypeId);
  });

  // The agent's own load allowance (agent-desktop §4; the spec names no path for it, as for the
  // own state above): an agent reads and changes only their own, supervisors use
  // api/supervisor/agent/{id}/loadAllowance for others.
  function ownLoadAllowance(request: FastifyRequest): { agentId: string; info: SimAgentInfo } {
    const { user } = requireAuth(request);
    const { id } = parseInput(idParams, request.params, 'params');
    if (id !== user.userId)
      throw new HttpError(403, 'An agent may only change their own load allowance');
    const info = sim().agentInfo(id);
    if (info === undefined) throw new HttpError(404, `Agent ${id} has not registered yet`);
    return { agentId: id, info };
  }

  function loadAllowanceAnswer(
    agentId: string,
    info: { loadAllowanceId: string; defaultLoadAllowanceId: string },
  ): { data: AgentLoadAllowance } {
    return {
      data: {
        agentId,
        loadAllowanceId: info.loadAllowanceId,
        loadAllowanceName:
          SIM_LOAD_ALLOWANCES.find((l) => l.id === info.loadAllowanceId)?.name ??
          info.loadAllowanceId,
        defaultLoadAllowanceId: info.defaultLoadAllowanceId,
        availableLoadAllowances: SIM_LOAD_ALLOWANCES.map((l) => ({
          loadAllowanceId: l.id,
          loadAllowanceName: l.name,
          maxConcurrentChats: l.maxConcurrentChats,
        })),
      },
    };
  }

  endpoint(app, 'agentLoadAllowance', async (request) => {
    const { agentId, info } = ownLoadAllowance(request);
    return loadAllowanceAnswer(agentId, info);
  });

  endpoint(app, 'agentLoadAllowanceSet', async (request) => {
    const { agentId, info } = ownLoadAllowance(request);
    const { loadAllowanceId } = parseInput(loadAllowanceBody, request.body, 'body');
    // the selector never offers the current allowance; asking for it anyway is a conflict, not a no-op
    const wanted = SIM_LOAD_ALLOWANCES.find((l) => l.id === loadAllowanceId);
    if (wanted === undefined)
      throw badRequest('loadAllowanceId', `unknown load allowance ${loadAllowanceId}`);
    if (wanted.id === info.loadAllowanceId)
      throw new HttpError(409, `Load allowance ${wanted.name} is already the current one`);
    const result = sim().setLoadAllowance(agentId, wanted.id);
    if (!result.ok)
      throw new HttpError(409, `Cannot set load allowance ${wanted.name}: ${result.error}`);
    // the new allowance reaches every tab with the agent's state in this tick
    ctx.simRuntime.tick();
    const now = sim().agentInfo(agentId);
    return loadAllowanceAnswer(agentId, now ?? info);
  });

  endpoint(app, 'agentStateBatch', WALLBOARD_ROUTE, async (request) => {
    const { user } = requireAuth(request);
    const { agentIds } = parseInput(batchBody, request.body, 'body');
    const wanted = new Set(agentIds.filter((id) => canSeeAgent(user, id)));
    return {
      data: sim()
        .snapshot()
        .agentStates.filter((a) => wanted.has(a.agentId)),
    };
  });

  endpoint(app, 'supervisedBusinessProcesses', WALLBOARD_ROUTE, async (request) => {
    requireOwnSupervisorId(request);
    return { data: sim().businessProcesses() };
  });

  endpoint(app, 'supervisedAgents', WALLBOARD_ROUTE, async (request) => {
    requireOwnSupervisorId(request);
    return { data: sim().snapshot().agentStates };
  });

  endpoint(app, 'supervisorAgentState', async (request) => {
    const auth = requireSupervisor(request);
    const { agentId } = parseInput(agentParams, request.params, 'params');
    if (agentId === auth.user.userId)
      throw new HttpError(409, 'A supervisor cannot change their own state here');
    const body = parseInput(stateBody, request.body, 'body');
    // supervisor-dashboards §4: any state other than the current one (the sim refuses sameState)
    return changeState(agentId, body.stateId, body.breakTypeId);
  });

  function changeState(
    agentId: string,
    stateId: z.infer<typeof agentStateIdSchema>,
    breakTypeId: string | undefined,
  ) {
    const result = sim().setAgentState(agentId, stateId, breakTypeId);
    if (!result.ok) {
      const status = result.error === 'unknownAgent' ? 404 : 409;
      throw new HttpError(status, `Cannot set state ${stateId}: ${result.error}`);
    }
    // the change reaches every watcher with the next tick; answer with the state as it is now
    ctx.simRuntime.tick();
    const state = sim()
      .snapshot()
      .agentStates.find((a) => a.agentId === agentId);
    return { data: state ?? null };
  }
}
