/**
 * A supervisor's actions on one agent (supervisor-dashboards §2 context menu, §7
 * "Supervisor"): load allowance, monitoring of the agent's call (listen, coach,
 * intervene, record) and the interactions of supervised agents.
 *
 * Monitoring paths: the spec gives `listen/{a}/{b}` without saying what the ids are; here
 * `a` is the supervisor's own id and `b` the agent's, the call is the agent's current
 * telephony interaction, and the stop variant appends `/stop`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Interaction } from '../../src/protocol/interaction-events';
import type {
  AgentLoadAllowance,
  MonitoringState,
  SupervisedInteraction,
} from '../../src/protocol/supervision-api';
import { MONITORING_MODES } from '../../src/protocol/supervision-api';
import { requireSupervisor } from '../auth/roles';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';
import { noBody, parseInput } from '../http/validate';
import { createMonitoringRegistry, type MonitoringResult } from '../live/monitoring';
import { SIM_LOAD_ALLOWANCES } from '../sim/catalog';
import { emitToUser } from '../socket';
import { interactionServiceOf } from './interaction';
import { endpoint } from '../http/endpoint-route';
import type { EndpointName } from '../../src/protocol/endpoints';
import type { MonitoringMode } from '../../src/protocol/supervision-api';

const idText = z.string().min(1).max(128);
const agentParams = z.strictObject({ agentId: idText });
const monitorParams = z.strictObject({ supId: idText, agentId: idText });
const loadAllowanceBody = z.strictObject({ loadAllowanceId: idText });

/** The agent's live call: a real agent's handled telephony interaction, or a simulated agent's answered call. */
interface LiveCall {
  interactionId: string;
  /** A logged-in agent's interaction: recording goes through the interaction store. */
  real: boolean;
}

const LIVE_CALL_STATES: ReadonlySet<Interaction['interactionStateId']> = new Set([
  'handling',
  'consulting',
  'inConference',
]);

export function registerSupervisionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const sim = () => ctx.simRuntime.sim;
  const interactions = interactionServiceOf(ctx);
  const monitoring = createMonitoringRegistry();

  function knownAgent(agentId: string) {
    const info = sim().agentInfo(agentId);
    if (info === undefined) throw new HttpError(404, `Unknown agent ${agentId}`);
    return info;
  }

  function loadAllowanceOf(agentId: string): AgentLoadAllowance {
    const info = knownAgent(agentId);
    return {
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
    };
  }

  endpoint(app, 'supervisorAgentLoadAllowance', async (request) => {
    requireSupervisor(request);
    const { agentId } = parseInput(agentParams, request.params, 'params');
    return { data: loadAllowanceOf(agentId) };
  });

  endpoint(app, 'supervisorAgentLoadAllowanceSet', async (request) => {
    requireSupervisor(request);
    const { agentId } = parseInput(agentParams, request.params, 'params');
    const { loadAllowanceId } = parseInput(loadAllowanceBody, request.body, 'body');
    knownAgent(agentId);
    const result = sim().setLoadAllowance(agentId, loadAllowanceId);
    if (!result.ok)
      throw new HttpError(400, `loadAllowanceId: unknown load allowance ${loadAllowanceId}`);
    // the new allowance reaches watchers with the agent's state in this tick
    ctx.simRuntime.tick();
    return { data: loadAllowanceOf(agentId) };
  });

  function liveCallOf(agentId: string): LiveCall | null {
    const real = interactions
      .interactionsOf(agentId)
      .find(
        (ix) =>
          ix.interactionMediaType === 'TELEPHONY' && LIVE_CALL_STATES.has(ix.interactionStateId),
      );
    if (real !== undefined) return { interactionId: real.interactionId, real: true };
    const simulated = sim()
      .currentWork()
      .find((w) => w.agentId === agentId && w.media === 'telephony' && w.phase === 'handling');
    return simulated === undefined ? null : { interactionId: simulated.interactionId, real: false };
  }

  function publish(state: MonitoringState): void {
    const payload = { t: ctx.now(), ...state };
    emitToUser(ctx.io, state.supervisorId, 'supervisor:monitoring', payload);
    // listening stays silent; an agent is told when a supervisor speaks, barges in or records
    if (state.mode !== 'listen')
      emitToUser(ctx.io, state.agentId, 'supervisor:monitoring', payload);
  }

  function monitorTarget(request: FastifyRequest) {
    const auth = requireSupervisor(request);
    const { supId, agentId } = parseInput(monitorParams, request.params, 'params');
    parseInput(noBody, request.body, 'body');
    if (supId !== auth.user.userId)
      throw new HttpError(403, 'A supervisor monitors in their own name only');
    if (agentId === supId) throw new HttpError(409, 'A supervisor cannot monitor themselves');
    knownAgent(agentId);
    return { supId, agentId };
  }

  function requireCall(agentId: string): LiveCall {
    const call = liveCallOf(agentId);
    if (call === null)
      throw new HttpError(409, `Agent ${agentId} has no telephony interaction to monitor`);
    return call;
  }

  function answer(result: MonitoringResult, what: string): { data: MonitoringState } {
    if (!result.ok) {
      const why = {
        notMonitoring: 'not active',
        notRecording: 'not recording',
        alreadyRecording: 'already recording',
        sameMode: 'already active',
        anotherSupervisorSpeaks: 'another supervisor is already speaking in this call',
      }[result.error];
      throw new HttpError(409, `Cannot ${what}: ${why}`);
    }
    publish(result.state);
    return { data: result.state };
  }

  const MONITORING_ENDPOINTS = {
    listen: ['listenStart', 'listenStop'],
    coach: ['coachStart', 'coachStop'],
    intervene: ['interveneStart', 'interveneStop'],
  } as const satisfies Record<MonitoringMode, readonly [EndpointName, EndpointName]>;
  for (const mode of MONITORING_MODES) {
    const [start, stop] = MONITORING_ENDPOINTS[mode];
    endpoint(app, start, async (request) => {
      const { supId, agentId } = monitorTarget(request);
      const call = requireCall(agentId);
      return answer(monitoring.start(supId, agentId, call.interactionId, mode, ctx.now()), mode);
    });
    endpoint(app, stop, async (request) => {
      const { supId, agentId } = monitorTarget(request);
      return answer(monitoring.stop(supId, agentId, mode, ctx.now()), `stop ${mode}`);
    });
  }

  function setRecording(supId: string, agentId: string, on: boolean) {
    const call = on
      ? requireCall(agentId)
      : { interactionId: monitoring.get(supId, agentId)?.interactionId ?? null, real: false };
    if (call.interactionId === null)
      throw new HttpError(409, 'Cannot stop recording: not recording');
    const result = monitoring.setRecording(supId, agentId, call.interactionId, on, ctx.now());
    // a real agent's call records for real: its flags change and the agent's desktop hears it
    const live = liveCallOf(agentId);
    if (result.ok && live?.real === true && live.interactionId === call.interactionId) {
      const flags = interactions.get(agentId, live.interactionId).recording;
      if (flags.isEnabled !== on)
        interactions.record(agentId, live.interactionId, on ? 'start' : 'stop');
    }
    return answer(result, on ? 'record' : 'stop recording');
  }
  endpoint(app, 'recordAgentStart', async (request) => {
    const { supId, agentId } = monitorTarget(request);
    return setRecording(supId, agentId, true);
  });
  endpoint(app, 'recordAgentStop', async (request) => {
    const { supId, agentId } = monitorTarget(request);
    return setRecording(supId, agentId, false);
  });

  // a call that ends ends its monitoring, and the supervisor's screen hears it
  const unsubscribe = ctx.simRuntime.onChanges(() => {
    for (const agentId of monitoring.monitoredAgents()) {
      const call = liveCallOf(agentId);
      for (const ended of monitoring.endCallOf(agentId, call?.interactionId ?? null, ctx.now()))
        publish(ended);
    }
  });
  app.addHook('onClose', async () => unsubscribe());

  endpoint(app, 'supervisedInteractions', async (request) => {
    const auth = requireSupervisor(request);
    const { supId } = parseInput(z.strictObject({ supId: idText }), request.params, 'params');
    if (supId !== auth.user.userId)
      throw new HttpError(403, 'A supervisor may only read their own supervised data');
    const data: SupervisedInteraction[] = sim()
      .currentWork()
      .map((w) => ({
        interactionId: w.interactionId,
        agentId: w.agentId,
        businessProcessId: w.businessProcessId,
        mediaType: w.media,
        phase: w.phase,
        arrivedAt: w.arrivedAt,
        offeredAt: w.offeredAt,
        answeredAt: w.answeredAt,
      }));
    return { data };
  });
}
