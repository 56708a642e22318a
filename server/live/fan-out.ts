/**
 * Each simulation tick becomes at most one socket message per event kind per room:
 * watchers (supervisors, wallboards) share one room emit, so socket.io serialises the
 * batch once however many watch; the few real agents get their own filtered batch.
 */
import type { SimChanges } from '../sim/changes';
import type { ServerContext } from '../context';
import { userRoom } from '../socket';
import { audienceOf, WATCHER_ROOMS } from './audience';

/** Connected agents (not watchers) and the business processes they see. */
export interface ConnectedAgents {
  add(userId: string, businessProcessIds: ReadonlySet<string>): void;
  remove(userId: string): void;
  entries(): IterableIterator<
    [string, { sockets: number; businessProcessIds: ReadonlySet<string> }]
  >;
}

export function createConnectedAgents(): ConnectedAgents {
  const agents = new Map<string, { sockets: number; businessProcessIds: ReadonlySet<string> }>();
  return {
    add(userId, businessProcessIds) {
      const entry = agents.get(userId);
      agents.set(userId, { sockets: (entry?.sockets ?? 0) + 1, businessProcessIds });
    },
    remove(userId) {
      const entry = agents.get(userId);
      if (!entry) return;
      if (entry.sockets > 1) agents.set(userId, { ...entry, sockets: entry.sockets - 1 });
      else agents.delete(userId);
    },
    entries: () => agents.entries(),
  };
}

/**
 * Whose filtered batches the simulation's ticks are cut into: the agents whose sockets this
 * process holds (one process serves everything), or, on a cluster's core, which holds no
 * browser sockets, the agents registered with it: their sockets sit on the edges and the
 * socket adapter carries each batch there.
 */
export type AgentAudienceSource = 'sockets' | 'registrations';

/** Joins each socket to its audience room and sends every tick's changes to it. */
export function installStatisticsFanOut(
  ctx: ServerContext,
  agentsFrom: AgentAudienceSource = 'sockets',
): () => void {
  const agents = createConnectedAgents();
  ctx.io.on('connection', (socket) => {
    const user = ctx.users.findProfile(socket.data.userId);
    if (!user) return;
    const audience = audienceOf(user);
    if (audience.kind === 'watcher') {
      void socket.join(audience.room);
      return;
    }
    if (agentsFrom !== 'sockets') return;
    agents.add(user.userId, audience.businessProcessIds);
    socket.on('disconnect', () => agents.remove(user.userId));
  });
  const stopRegistrations =
    agentsFrom === 'registrations'
      ? ctx.registrations.subscribe((change) => {
          const user = ctx.users.findProfile(change.registration.userId);
          if (!user) return;
          const audience = audienceOf(user);
          if (audience.kind === 'watcher') return;
          if (change.type === 'registered') agents.add(user.userId, audience.businessProcessIds);
          else agents.remove(user.userId);
        })
      : () => undefined;

  const stopChanges = ctx.simRuntime.onChanges((changes) => emitChanges(ctx, agents, changes));
  const stopBeat = installLiveBeat(ctx);
  return () => {
    stopChanges();
    stopBeat();
    stopRegistrations();
  };
}

/** How often every socket hears that the live data is current, changed or not. */
export const LIVE_BEAT_MS = 500;

/**
 * A few bytes twice a second to every socket while the simulation runs (`live`, the time the
 * data is as of), so a quiet floor is not mistaken for a lost one: the hub's data age
 * comes from the last word it heard. It rides the simulation's own ticks, so a stalled
 * server or a paused simulator goes quiet and reads as stale, as it should.
 */
function installLiveBeat(ctx: ServerContext): () => void {
  let last = -Infinity;
  return ctx.simRuntime.onTick(() => {
    const now = ctx.now();
    if (now - last < LIVE_BEAT_MS) return;
    last = now;
    ctx.io.emit('live', { t: now });
  });
}

function emitChanges(ctx: ServerContext, agents: ConnectedAgents, changes: SimChanges): void {
  const t = changes.at;
  const watchers = ctx.io.to([...WATCHER_ROOMS]);
  if (changes.businessProcessPatches.length > 0)
    watchers.emit('stats:businessProcess', { t, items: changes.businessProcessPatches });
  if (changes.agentStatisticsPatches.length > 0)
    watchers.emit('stats:agent', { t, items: changes.agentStatisticsPatches });
  if (changes.agentStates.length > 0)
    watchers.emit('agent:state', { t, items: changes.agentStates });
  for (const businessProcessId of changes.assignmentChanges)
    watchers.emit('businessProcess:assignments', { t, businessProcessId });

  if (!hasAgentChanges(changes)) return;
  // indexed once per tick: each agent then looks up its own share instead of filtering
  // every change of the tick (10,000 agents × the tick's patches, before)
  const processIndexes = indexesBy(changes.businessProcessPatches, (p) => p.businessProcessId);
  const statisticsByAgent = groupBy(changes.agentStatisticsPatches, (p) => p.agentId);
  const statesByAgent = groupBy(changes.agentStates, (s) => s.agentId);
  for (const [userId, { businessProcessIds }] of agents.entries()) {
    const room = ctx.io.to(userRoom(userId));
    const processes = pick(changes.businessProcessPatches, processIndexes, businessProcessIds);
    if (processes.length > 0) room.emit('stats:businessProcess', { t, items: processes });
    const statistics = statisticsByAgent.get(userId);
    if (statistics) room.emit('stats:agent', { t, items: statistics });
    const states = statesByAgent.get(userId);
    if (states) room.emit('agent:state', { t, items: states });
    for (const businessProcessId of changes.assignmentChanges)
      if (businessProcessIds.has(businessProcessId))
        room.emit('businessProcess:assignments', { t, businessProcessId });
  }
}

function hasAgentChanges(changes: SimChanges): boolean {
  return (
    changes.businessProcessPatches.length > 0 ||
    changes.agentStatisticsPatches.length > 0 ||
    changes.agentStates.length > 0 ||
    changes.assignmentChanges.length > 0
  );
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function indexesBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number[]> {
  const indexes = new Map<string, number[]>();
  items.forEach((item, index) => {
    const list = indexes.get(key(item));
    if (list) list.push(index);
    else indexes.set(key(item), [index]);
  });
  return indexes;
}

/** The items whose key is in `keys`, in the tick's order, looked up rather than scanned. */
function pick<T>(
  items: readonly T[],
  indexes: ReadonlyMap<string, readonly number[]>,
  keys: ReadonlySet<string>,
): T[] {
  if (indexes.size === 0) return [];
  const found: number[] = [];
  for (const key of keys) {
    const list = indexes.get(key);
    if (list) found.push(...list);
  }
  return found.sort((a, b) => a - b).map((index) => items[index] as T);
}
