/**
 * Commands from outside the model: supervisor actions (agent state, load allowance,
 * assignments) and what real users do with the offers they get (external agents).
 * Each answers with a result instead of throwing: the server turns failures into 4xx.
 */
import type { OwnWork } from '../../src/domain/agent-own-work';
import type { AgentStateId } from '../../src/protocol/events';
import { SIM_BREAK_TYPES, SIM_LOAD_ALLOWANCES } from './catalog';
import { enterIdle, isWorking, setOwnWork, setPending, startActivity } from './agent-flow';
import { setAssignment } from './assignments';
import { answer, endHandling, onWrapUpEnd, withdrawOffer } from './interaction-flow';
import { offerTo } from './work-offer';
import type { Media } from './config';
import type { SimAgent } from './model';
import { updateAvailability } from './routing';
import { addAgent } from './world-build';
import { markBp, ms, record, stopAgentTimer, type SimWorld } from './world';

export type SimCommandError =
  | 'unknownAgent'
  | 'unknownBusinessProcess'
  | 'unknownBreakType'
  | 'unknownLoadAllowance'
  | 'invalidState'
  | 'sameState'
  | 'notExternal'
  | 'unknownInteraction'
  | 'invalidAction'
  | 'agentExists';
export type SimCommandResult = { ok: true } | { ok: false; error: SimCommandError };

/** States a supervisor (or the user) can choose; the others follow from work. */
export const SETTABLE_AGENT_STATES = [
  'ready',
  'break',
  'backoffice',
  'outgoing',
  'offline',
] as const;
export type SettableAgentState = (typeof SETTABLE_AGENT_STATES)[number];

export type ExternalAgentAction = 'accept' | 'decline' | 'end' | 'complete';

const OK: SimCommandResult = { ok: true };
const fail = (error: SimCommandError): SimCommandResult => ({ ok: false, error });

/**
 * Changes an agent's state. An agent with work keeps it and moves to the matching
 * waitingFor* state (the change happens when the work ends); choosing ready cancels that.
 */
export function setAgentState(
  world: SimWorld,
  agentId: string,
  stateId: AgentStateId,
  breakTypeId?: string | null,
): SimCommandResult {
  const agent = world.agentById.get(agentId);
  if (agent === undefined) return fail('unknownAgent');
  if (!(SETTABLE_AGENT_STATES as readonly string[]).includes(stateId)) return fail('invalidState');
  const state = stateId as SettableAgentState;
  const breakType =
    state === 'break' && breakTypeId != null
      ? SIM_BREAK_TYPES.find((b) => b.id === breakTypeId)
      : undefined;
  if (state === 'break' && breakTypeId != null && breakType === undefined)
    return fail('unknownBreakType');
  const breakId = breakType?.id ?? null;
  if (agent.stateId === state && agent.breakTypeId === breakId) return fail('sameState');
  if (isWorking(agent)) {
    // a choice made now replaces the state the agent's own work would have gone back to
    agent.resume = null;
    setPending(
      world,
      agent,
      state === 'ready' ? null : { stateId: state, breakTypeId: breakId, imposed: true },
    );
  } else {
    stopAgentTimer(agent);
    agent.pending = null;
    if (state === 'ready') enterIdle(world, agent);
    else startActivity(world, agent, state, breakId);
  }
  updateAvailability(world, agent);
  return OK;
}

export function setLoadAllowance(
  world: SimWorld,
  agentId: string,
  loadAllowanceId: string,
): SimCommandResult {
  const agent = world.agentById.get(agentId);
  if (agent === undefined) return fail('unknownAgent');
  const la = SIM_LOAD_ALLOWANCES.find((l) => l.id === loadAllowanceId);
  if (la === undefined) return fail('unknownLoadAllowance');
  if (agent.loadAllowanceId === la.id) return OK;
  agent.loadAllowanceId = la.id;
  agent.maxChats = la.maxConcurrentChats;
  world.dirtyAgentStates.add(agent.index);
  world.changeMarks++;
  updateAvailability(world, agent);
  return OK;
}

export function setAgentAssignment(
  world: SimWorld,
  agentId: string,
  businessProcessId: string,
  active: boolean,
  expiresAt?: number,
): SimCommandResult {
  const agent = world.agentById.get(agentId);
  if (agent === undefined) return fail('unknownAgent');
  const bp = world.bpById.get(businessProcessId);
  if (bp === undefined) return fail('unknownBusinessProcess');
  setAssignment(world, agent, bp, active, expiresAt);
  return OK;
}

export interface ExternalAgentOptions {
  stateId?: 'offline' | 'ready';
  loadAllowanceId?: string;
}

/** A logged-in real user joins the model: routed to like anyone, never driven by it. */
export function addExternalAgent(
  world: SimWorld,
  agentId: string,
  name: string,
  businessProcessIds: readonly string[],
  options: ExternalAgentOptions = {},
): SimCommandResult {
  if (world.agentById.has(agentId)) return fail('agentExists');
  const home = new Set<number>();
  for (const id of businessProcessIds) {
    const bp = world.bpById.get(id);
    if (bp === undefined) return fail('unknownBusinessProcess');
    home.add(bp.index);
  }
  const la = options.loadAllowanceId ?? 'la-standard';
  if (!SIM_LOAD_ALLOWANCES.some((l) => l.id === la)) return fail('unknownLoadAllowance');
  addAgent(world, agentId, name, true, home, la, options.stateId ?? 'offline');
  return OK;
}

/** accept -> busy; decline -> back to the queue; end -> wrap-up; complete -> wrap-up done (else it ends by itself). */
export function externalAgentAction(
  world: SimWorld,
  agentId: string,
  interactionId: string,
  action: ExternalAgentAction,
): SimCommandResult {
  const agent: SimAgent | undefined = world.agentById.get(agentId);
  if (agent === undefined) return fail('unknownAgent');
  if (!agent.external) return fail('notExternal');
  const ix = agent.work.find((w) => w.id === interactionId);
  if (ix === undefined) return fail('unknownInteraction');
  switch (action) {
    case 'accept':
      if (ix.phase !== 'ringing') return fail('invalidAction');
      answer(world, ix);
      return OK;
    case 'decline':
      if (ix.phase !== 'ringing') return fail('invalidAction');
      withdrawOffer(world, ix, 'reject');
      return OK;
    case 'end':
      if (ix.phase !== 'handling') return fail('invalidAction');
      endHandling(world, ix, 'none', ms(world, world.config.wrapUpMeanSeconds));
      return OK;
    case 'complete':
      if (ix.phase !== 'wrapUp') return fail('invalidAction');
      onWrapUpEnd(world, ix);
      return OK;
  }
}

/** A real user's own (unrouted) work changed: their state follows it (agent-desktop §4). */
export function setExternalOwnWork(
  world: SimWorld,
  agentId: string,
  ownWork: OwnWork,
): SimCommandResult {
  const agent = world.agentById.get(agentId);
  if (agent === undefined) return fail('unknownAgent');
  if (!agent.external) return fail('notExternal');
  setOwnWork(world, agent, ownWork);
  updateAvailability(world, agent);
  return OK;
}

/**
 * Test support: a new interaction of the given medium offered straight to a real user, in one
 * of their business processes, whatever the queues hold. The user must be signed in (not offline).
 */
export function offerNow(world: SimWorld, agentId: string, media: Media): SimCommandResult {
  const agent: SimAgent | undefined = world.agentById.get(agentId);
  if (agent === undefined) return fail('unknownAgent');
  if (!agent.external) return fail('notExternal');
  if (agent.stateId === 'offline') return fail('invalidState');
  const bp = agent.bps[0];
  if (bp === undefined) return fail('unknownBusinessProcess');
  const ix = {
    id: `ix-${++world.nextInteraction}`,
    bp,
    media,
    arrivedAt: world.now,
    phase: 'waiting' as const,
    agent: null,
    offeredAt: 0,
    answeredAt: 0,
    offerSeq: 0,
    overflowDue: false,
    handleMs: 0,
  };
  bp.counters.offered++;
  bp.counters.waiting++;
  markBp(world, bp);
  record(world, {
    t: world.now,
    type: 'arrival',
    bp: bp.id,
    ix: ix.id,
    media,
    transferredFrom: null,
  });
  offerTo(world, ix, agent);
  updateAvailability(world, agent);
  return OK;
}
