/**
 * KPI counter subscriptions (api/statistics/subscribeForCounters): each session keeps one
 * subscription, replaced by every call; each tick sends the session the subscribed
 * counters that changed. A handler is a business process or an agent; a counter type is
 * a KPI id of that business process or a field of the agent's statistics. A dimension
 * (Telephony, E-mail, Chat, SMS) is accepted, but the simulation keeps no per-media
 * breakdown, so a dimensioned counter carries the total.
 */
import type { CounterValue } from '../../src/protocol/events';
import type { SimChanges, SimSnapshot } from '../sim/changes';
import type { ServerContext } from '../context';
import { emitToSession } from '../socket';

export interface CounterPairRequest {
  handlerId: string;
  counterTypeId: string;
  dimension?: string | undefined;
}

interface Subscription {
  clientSubscriptionId: string;
  /** handlerId -> counterTypeId -> dimensions asked for ('' = none). */
  pairs: Map<string, Map<string, Set<string>>>;
}

export function createCounterSubscriptions(ctx: ServerContext) {
  const bySession = new Map<string, Subscription>();

  function replace(
    sessionKey: string,
    clientSubscriptionId: string,
    pairs: readonly CounterPairRequest[],
  ): void {
    if (pairs.length === 0) {
      bySession.delete(sessionKey);
      return;
    }
    const map = new Map<string, Map<string, Set<string>>>();
    for (const pair of pairs) {
      const types = map.get(pair.handlerId) ?? new Map<string, Set<string>>();
      const dimensions = types.get(pair.counterTypeId) ?? new Set<string>();
      dimensions.add(pair.dimension ?? '');
      types.set(pair.counterTypeId, dimensions);
      map.set(pair.handlerId, types);
    }
    bySession.set(sessionKey, { clientSubscriptionId, pairs: map });
  }

  function collect(
    subscription: Subscription,
    handlerId: string,
    values: Readonly<Record<string, unknown>>,
    into: CounterValue[],
  ): void {
    const types = subscription.pairs.get(handlerId);
    if (!types) return;
    for (const [counterTypeId, dimensions] of types) {
      const value = values[counterTypeId];
      if (typeof value !== 'number') continue;
      for (const dimension of dimensions) {
        into.push(
          dimension === ''
            ? { handlerId, counterTypeId, value }
            : { handlerId, counterTypeId, dimension, value },
        );
      }
    }
  }

  function onChanges(changes: SimChanges): void {
    for (const [sessionKey, subscription] of bySession) {
      const items: CounterValue[] = [];
      for (const patch of changes.businessProcessPatches) {
        if (patch.kpis) collect(subscription, patch.businessProcessId, patch.kpis, items);
      }
      for (const patch of changes.agentStatisticsPatches)
        collect(subscription, patch.agentId, patch, items);
      if (items.length > 0) {
        emitToSession(ctx.io, sessionKey, 'counters', {
          t: changes.at,
          clientSubscriptionId: subscription.clientSubscriptionId,
          items,
        });
      }
    }
  }

  /**
   * Current values of every counter of a session's subscription: a counter that is quiet
   * right now would otherwise show nothing until it next changes.
   */
  function sendCurrent(sessionKey: string, snapshot: SimSnapshot): void {
    const subscription = bySession.get(sessionKey);
    if (!subscription) return;
    const items: CounterValue[] = [];
    for (const bp of snapshot.businessProcesses)
      collect(subscription, bp.businessProcessId, bp.kpis, items);
    for (const agent of snapshot.agentStatistics)
      collect(subscription, agent.agentId, agent, items);
    if (items.length > 0)
      emitToSession(ctx.io, sessionKey, 'counters', {
        t: snapshot.at,
        clientSubscriptionId: subscription.clientSubscriptionId,
        items,
      });
  }

  return {
    replace,
    onChanges,
    sendCurrent,
    drop: (sessionKey: string) => bySession.delete(sessionKey),
    size: () => bySession.size,
  };
}
export type CounterSubscriptions = ReturnType<typeof createCounterSubscriptions>;
