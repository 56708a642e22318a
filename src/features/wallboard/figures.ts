import type { KpiUnit } from '../../domain/kpi-ids';
import type {
  WallboardBusinessProcessStatistics,
  WallboardValue,
} from '../../domain/wallboard-stats';

type Statistics = WallboardBusinessProcessStatistics | undefined;

/** One figure of a business-process slide: its label key, unit and where it is read from. */
export interface FigureDefinition {
  id: string;
  unit: KpiUnit;
  /** Module-level, so a figure's selector keeps its identity across renders. */
  pick: (statistics: Statistics) => WallboardValue | undefined;
}

/**
 * The business-process card (the wallboard form of supervisor-dashboards §3): agents by state,
 * the queue now, and the shift's counts. Backoffice and outgoing agents, total queued, ring time
 * and the other callback counters are in the form too; they are left off so twelve figures stay
 * readable across a room.
 */
export const FIGURE_GROUPS: readonly {
  id: 'agents' | 'queue' | 'shift';
  figures: readonly FigureDefinition[];
}[] = [
  {
    id: 'agents',
    figures: [
      { id: 'availableAgents', unit: 'count', pick: (s) => s?.availableAgents },
      { id: 'busyAgents', unit: 'count', pick: (s) => s?.busyAgents },
      { id: 'onBreakAgents', unit: 'count', pick: (s) => s?.onBreakAgents },
      { id: 'noAnswerAgents', unit: 'count', pick: (s) => s?.noAnswerAgents },
    ],
  },
  {
    id: 'queue',
    figures: [
      { id: 'waiting', unit: 'count', pick: (s) => s?.waiting },
      { id: 'longestWaitingTime', unit: 'seconds', pick: (s) => s?.longestWaitingTime },
      { id: 'serviceLevel', unit: 'fraction', pick: (s) => s?.serviceLevel },
      { id: 'averageSpeedOfAnswer', unit: 'seconds', pick: (s) => s?.averageSpeedOfAnswer },
    ],
  },
  {
    id: 'shift',
    figures: [
      { id: 'answered', unit: 'count', pick: (s) => s?.answered },
      { id: 'abandoned', unit: 'count', pick: (s) => s?.abandoned },
      { id: 'overflowed', unit: 'count', pick: (s) => s?.overflowed },
      { id: 'callbacksToBeProcessed', unit: 'count', pick: (s) => s?.callbacks.toBeProcessed },
    ],
  },
];
