/**
 * What one process does in a deployment (ROLE):
 * - `all` (default): everything in one process, as `npm start` has always run;
 * - `core`: the simulated centre and interaction state; one at a time, a second core waits
 *   as a standby on a PostgreSQL advisory lock;
 * - `edge`: browser sockets and REST; what only the core holds is forwarded to it.
 */
export type NodeRole = 'all' | 'core' | 'edge';

export function roleOf(text: string | undefined): NodeRole {
  if (text === undefined || text === '') return 'all';
  if (text === 'all' || text === 'core' || text === 'edge') return text;
  throw new Error(`ROLE must be all, core or edge, got ${text}`);
}

/** Whether a node of this role serves now: a core only once it holds the core lock. */
export interface NodeState {
  readonly role: NodeRole;
  active: boolean;
}
