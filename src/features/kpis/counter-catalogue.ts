/**
 * What a user can watch: the business processes and agents the hub holds statistics for,
 * and the counter types of each kind of handler (the server accepts the same lists).
 */
import { ALL_KPI_IDS } from '../../domain/kpi-ids';
import { agentStatisticsSchema } from '../../protocol/events';

export type HandlerKind = 'businessProcess' | 'agent';

/** Counter types of an agent: every number of the agent statistics but its identity and stamp. */
export const AGENT_COUNTER_TYPES: readonly string[] = Object.keys(
  agentStatisticsSchema.shape,
).filter((key) => key !== 'agentId' && key !== 'agentName' && key !== 'countedAt');

export const BUSINESS_PROCESS_COUNTER_TYPES: readonly string[] = ALL_KPI_IDS;

export function counterTypesOf(kind: HandlerKind): readonly string[] {
  return kind === 'businessProcess' ? BUSINESS_PROCESS_COUNTER_TYPES : AGENT_COUNTER_TYPES;
}

/** A watched pair as this screen keeps it (the handler's kind decides labels and units). */
export interface WatchedCounter {
  kind: HandlerKind;
  handlerId: string;
  counterTypeId: string;
  dimension?: string;
}

const STORAGE_KEY = 'cc.kpis.watched';

/** The pairs this tab watched before (a reload keeps them; another tab has its own). */
export function loadWatched(storage: Pick<Storage, 'getItem'>): WatchedCounter[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((p): p is WatchedCounter => {
      const o = p as Partial<WatchedCounter> | null;
      return (
        typeof o === 'object' &&
        o !== null &&
        (o.kind === 'businessProcess' || o.kind === 'agent') &&
        typeof o.handlerId === 'string' &&
        typeof o.counterTypeId === 'string' &&
        (o.dimension === undefined || typeof o.dimension === 'string')
      );
    });
  } catch {
    return [];
  }
}

export function saveWatched(
  storage: Pick<Storage, 'setItem'>,
  watched: readonly WatchedCounter[],
): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(watched));
}
