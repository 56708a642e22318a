/**
 * Business-process assignments: permanent (home) ones and temporary ones with an expiry
 * (supervisor-dashboards §3 "Temporary assignment"). A temporary active assignment adds
 * the business process until expiry; a temporary inactive one removes it until expiry.
 * A ready agent newly assigned joins the back of that business process's idle line.
 */
import type { SimAgent, SimBusinessProcess } from './model';
import { joinLine, updateAvailability } from './routing';
import { EV, markBp, record, schedule, type SimWorld } from './world';

export interface TemporaryExpiryTarget {
  agent: SimAgent;
  bpIndex: number;
}

function effectiveSet(agent: SimAgent): Set<number> {
  const out = new Set(agent.home);
  for (const [bpIndex, t] of agent.temporary) {
    if (t.active) out.add(bpIndex);
    else out.delete(bpIndex);
  }
  return out;
}

/** Recomputes the agent's effective business processes and moves its counts and line places. */
export function applyAssignments(world: SimWorld, agent: SimAgent): void {
  const next = effectiveSet(agent);
  for (const bp of agent.bps) {
    if (next.has(bp.index)) continue;
    bp.agentCounts[agent.group]--;
    markBp(world, bp);
    record(world, { t: world.now, type: 'assignment', agent: agent.id, bp: bp.id, active: false });
    world.dirtyAssignments.add(bp.index);
  }
  const added: SimBusinessProcess[] = [];
  for (const bpIndex of [...next].sort((a, b) => a - b)) {
    if (agent.bpSet.has(bpIndex)) continue;
    const bp = world.bps[bpIndex] as SimBusinessProcess;
    bp.agentCounts[agent.group]++;
    markBp(world, bp);
    record(world, { t: world.now, type: 'assignment', agent: agent.id, bp: bp.id, active: true });
    world.dirtyAssignments.add(bp.index);
    added.push(bp);
  }
  agent.bpSet = next;
  agent.bps = [...next].sort((a, b) => a - b).map((i) => world.bps[i] as SimBusinessProcess);
  for (const bp of added) joinLine(agent, bp);
  updateAvailability(world, agent);
}

/**
 * Assigns or unassigns. With `expiresAt` the change is temporary and reverts at that
 * instant; without, it changes the agent's permanent assignments (and drops any
 * temporary one on that business process).
 */
export function setAssignment(
  world: SimWorld,
  agent: SimAgent,
  bp: SimBusinessProcess,
  active: boolean,
  expiresAt?: number,
): void {
  const previous = agent.temporary.get(bp.index);
  if (expiresAt === undefined) {
    agent.temporary.delete(bp.index);
    if (active) agent.home.add(bp.index);
    else agent.home.delete(bp.index);
  } else {
    const token = (previous?.token ?? 0) + 1;
    agent.temporary.set(bp.index, { active, expiresAt, token });
    const target: TemporaryExpiryTarget = { agent, bpIndex: bp.index };
    schedule(world, Math.max(expiresAt, world.now), EV.temporaryExpiry, target, token);
  }
  applyAssignments(world, agent);
}

/**
 * Moves the expiry of every temporary assignment on a business process to `expiresAt`
 * (supervisor "set new expiration time for all"); an instant not after now ends them all
 * at once ("reset all temporary assignments"). Answers how many it changed.
 */
export function setTemporaryExpiration(
  world: SimWorld,
  bp: SimBusinessProcess,
  expiresAt: number,
): number {
  let changed = 0;
  for (const agent of world.agents) {
    const t = agent.temporary.get(bp.index);
    if (t === undefined) continue;
    changed++;
    if (expiresAt <= world.now) {
      agent.temporary.delete(bp.index);
      applyAssignments(world, agent);
    } else {
      setAssignment(world, agent, bp, t.active, expiresAt);
    }
  }
  // a temporary change that cancels out leaves the effective set alone; the list still changed
  if (changed > 0) world.dirtyAssignments.add(bp.index);
  return changed;
}

export function onTemporaryExpiry(
  world: SimWorld,
  target: TemporaryExpiryTarget,
  token: number,
): void {
  const t = target.agent.temporary.get(target.bpIndex);
  if (t === undefined || t.token !== token) return;
  target.agent.temporary.delete(target.bpIndex);
  applyAssignments(world, target.agent);
}
