/**
 * Logged-in agents take part in the simulation: on registration an agent user joins
 * routing for their assigned business processes, starting offline until they choose a
 * state (agent-desktop §4: the agent picks ready).
 */
import type { ServerContext } from '../context';

export function installExternalAgents(ctx: ServerContext): () => void {
  return ctx.registrations.subscribe((change) => {
    if (change.type !== 'registered') return;
    const user = ctx.users.findProfile(change.registration.userId);
    if (!user || user.isSupervisor || user.isWallboard) return;
    const sim = ctx.simRuntime.sim;
    if (sim.agentInfo(user.userId)) return;
    sim.addExternalAgent(user.userId, user.displayName, user.assignedBusinessProcessIds, {
      stateId: 'offline',
      loadAllowanceId: user.defaultLoadAllowanceId,
    });
  });
}
