/** How the shell names a user's role. */
export type UserRole = 'agent' | 'supervisor' | 'wallboard';

/** A wallboard user is a third kind of user (agent-desktop §1); supervisors have isSupervisor. */
export function roleOf(user: { isSupervisor: boolean; isWallboard: boolean }): UserRole {
  if (user.isWallboard) return 'wallboard';
  if (user.isSupervisor) return 'supervisor';
  return 'agent';
}
