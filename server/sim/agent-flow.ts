/**
 * Agent behaviour: what an agent does when its work runs out (ready, or the activity it
 * asked for) and how it enters the timed states (breaks, backoffice, outgoing calls,
 * logged out). Their timers and the self-initiated activities are in `agent-activity.ts`,
 * which also routes; this file routes nothing, so every flow can import it.
 */
import { resumableState, type OwnWork } from '../../src/domain/agent-own-work';
import type { AgentStateId } from '../../src/protocol/events';
import { SIM_BREAK_TYPES, SIM_LOAD_ALLOWANCES } from './catalog';
import type { PendingActivity, SimAgent } from './model';
import {
  BACKOFFICE_MEAN_SECONDS,
  OFFLINE_MEAN_SECONDS,
  OUTGOING_DIAL_MEAN_SECONDS,
} from './tuning';
import { ms, setState, startAgentTimer, stopAgentTimer, type SimWorld } from './world';

const WAITING_STATE = {
  break: 'waitingForBreak',
  backoffice: 'waitingForBackoffice',
  outgoing: 'waitingForOutgoing',
  offline: 'waitingForOffline',
} as const;

const BUSY_LIKE: ReadonlySet<AgentStateId> = new Set([
  'busy',
  'waitingForBreak',
  'waitingForBackoffice',
  'waitingForOutgoing',
  'waitingForOffline',
]);

/**
 * The state of an agent who has work: waiting for the activity it asked for; else busy with
 * routed work; else what its own work calls for (dialing, outgoing, busy).
 */
export function busyStateId(agent: SimAgent): AgentStateId {
  if (agent.pending !== null) return WAITING_STATE[agent.pending.stateId];
  return hasRoutedWork(agent) || agent.ownWork === 'none' ? 'busy' : agent.ownWork;
}

/** Interactions or a callback the model gave the agent. */
function hasRoutedWork(agent: SimAgent): boolean {
  return agent.work.length > 0 || agent.callback !== null;
}

/** Whether the agent is tied up with interactions, a callback or its own work (activities must wait). */
export function isWorking(agent: SimAgent): boolean {
  return hasRoutedWork(agent) || agent.ownWork !== 'none';
}

/** Work ran out: go to the activity asked for meanwhile, else back to the one the own work interrupted, else ready. Caller updates availability. */
export function enterIdle(world: SimWorld, agent: SimAgent): void {
  const pending = agent.pending ?? agent.resume;
  agent.pending = null;
  agent.resume = null;
  if (pending !== null) startActivity(world, agent, pending.stateId, pending.breakTypeId);
  else {
    stopAgentTimer(agent);
    setState(world, agent, 'ready');
  }
}

/**
 * Routed work ended: idle when nothing else is left; with only the agent's own work left,
 * the state that work calls for. Caller updates availability.
 */
export function settleAfterWork(world: SimWorld, agent: SimAgent): void {
  if (!isWorking(agent)) enterIdle(world, agent);
  else if (!hasRoutedWork(agent)) setState(world, agent, busyStateId(agent));
}

/** Sets (or clears, with null) the activity to start when work runs out. */
export function setPending(
  world: SimWorld,
  agent: SimAgent,
  pending: PendingActivity | null,
): void {
  agent.pending = pending;
  if (BUSY_LIKE.has(agent.stateId) || (agent.ownWork !== 'none' && !hasRoutedWork(agent)))
    setState(world, agent, busyStateId(agent));
}

/**
 * A real user's own work changed (agent-desktop §4: calls they dial, emails and SMS they
 * write move their state). Starting it from a chosen break, back office, outgoing or offline
 * remembers that state to go back to; routed work keeps the agent busy meanwhile.
 */
export function setOwnWork(world: SimWorld, agent: SimAgent, ownWork: OwnWork): void {
  if (agent.ownWork === ownWork) return;
  if (!isWorking(agent)) {
    const resume = resumableState(agent.stateId);
    agent.resume =
      resume === null ? null : { stateId: resume, breakTypeId: agent.breakTypeId, imposed: false };
    stopAgentTimer(agent);
  }
  agent.ownWork = ownWork;
  if (isWorking(agent)) {
    if (!hasRoutedWork(agent)) setState(world, agent, busyStateId(agent));
  } else {
    enterIdle(world, agent);
  }
}

/** An exponential duration around a mean, in model ms. */
export function sample(world: SimWorld, meanSeconds: number): number {
  return world.rng.exponential(ms(world, meanSeconds));
}

/**
 * Enters a non-working state now. Simulated agents come back by themselves after a
 * typical duration; real (external) agents stay until told otherwise.
 */
export function startActivity(
  world: SimWorld,
  agent: SimAgent,
  stateId: PendingActivity['stateId'] | 'ready',
  breakTypeId: string | null,
): void {
  const timed = (phase: SimAgent['timerPhase'], meanSeconds: number): void =>
    startAgentTimer(world, agent, phase, agent.external ? null : sample(world, meanSeconds));
  switch (stateId) {
    case 'ready':
      stopAgentTimer(agent);
      setState(world, agent, 'ready');
      return;
    case 'break': {
      const type = SIM_BREAK_TYPES.find((b) => b.id === breakTypeId);
      setState(world, agent, 'break', type?.id ?? null);
      timed('break', (type?.meanMinutes ?? 10) * 60);
      return;
    }
    case 'backoffice':
      setState(world, agent, 'backoffice');
      timed('backoffice', BACKOFFICE_MEAN_SECONDS);
      return;
    case 'outgoing':
      if (agent.external) {
        setState(world, agent, 'outgoing');
        startAgentTimer(world, agent, 'outgoingTalk', null);
        return;
      }
      setState(world, agent, 'dialing');
      timed('outgoingDial', OUTGOING_DIAL_MEAN_SECONDS);
      return;
    case 'offline':
      goOffline(world, agent);
      timed('offline', OFFLINE_MEAN_SECONDS);
      return;
  }
}

function goOffline(world: SimWorld, agent: SimAgent): void {
  setState(world, agent, 'offline');
  // agent-desktop §4: going offline resets the load allowance to the agent's default
  if (agent.loadAllowanceId !== agent.defaultLoadAllowanceId) {
    agent.loadAllowanceId = agent.defaultLoadAllowanceId;
    agent.maxChats =
      SIM_LOAD_ALLOWANCES.find((l) => l.id === agent.loadAllowanceId)?.maxConcurrentChats ?? 1;
  }
}
