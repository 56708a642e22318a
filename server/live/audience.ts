/**
 * Who receives which live statistics. Supervisors and wallboard users watch every
 * business process of the reference centre; an agent sees the business processes
 * assigned to them and their own agent data (supervisor-dashboards §6).
 */
import type { UserProfile } from '../../src/protocol/api';

export const SUPERVISOR_ROOM = 'role:supervisor';
export const WALLBOARD_ROOM = 'role:wallboard';

/** Rooms that get every business process's statistics and every agent's data. */
export const WATCHER_ROOMS = [SUPERVISOR_ROOM, WALLBOARD_ROOM] as const;

export type Audience =
  { kind: 'watcher'; room: string } | { kind: 'agent'; businessProcessIds: ReadonlySet<string> };

export function audienceOf(user: UserProfile): Audience {
  if (user.isSupervisor) return { kind: 'watcher', room: SUPERVISOR_ROOM };
  if (user.isWallboard) return { kind: 'watcher', room: WALLBOARD_ROOM };
  return { kind: 'agent', businessProcessIds: new Set(user.assignedBusinessProcessIds) };
}

/** Whether a user may read a business process's statistics. */
export function canSeeBusinessProcess(user: UserProfile, businessProcessId: string): boolean {
  const audience = audienceOf(user);
  return audience.kind === 'watcher' || audience.businessProcessIds.has(businessProcessId);
}

/** Whether a user may read an agent's statistics and state. */
export function canSeeAgent(user: UserProfile, agentId: string): boolean {
  return audienceOf(user).kind === 'watcher' || user.userId === agentId;
}
