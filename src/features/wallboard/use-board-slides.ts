import { useMemo } from 'react';
import type { WallboardCard } from '../../domain/wallboard';
import {
  byName,
  wallboardSlides,
  type NamedId,
  type WallboardSlide,
} from '../../domain/wallboard-rotation';
import { useHubConnection } from '../../hub-client/hub-context';
import { useTopicKeys } from '../../hub-client/use-topic';

export interface BoardSlides {
  slides: WallboardSlide[];
  businessProcesses: NamedId[];
  agents: NamedId[];
}

/**
 * The board's slides from its cards and the business processes and agents the hub knows. Built
 * again only when a business process or an agent comes or goes (the keys), never on a value
 * change: names are read once then, without subscribing the board to every figure.
 */
export function useBoardSlides(
  cards: readonly WallboardCard[],
  agentsPerSlide: number,
): BoardSlides {
  const { store } = useHubConnection();
  const businessProcessIds = useTopicKeys('wallboard');
  const agentIds = useTopicKeys('agentStatistics');
  const businessProcesses = useMemo(
    () =>
      byName(
        businessProcessIds.map((id) => ({
          id,
          name: store.peek('wallboard', id)?.businessProcessName ?? id,
        })),
      ),
    [businessProcessIds, store],
  );
  const agents = useMemo(
    () =>
      byName(
        agentIds.map((id) => ({
          id,
          name: store.peek('agentStatistics', id)?.agentName ?? id,
        })),
      ),
    [agentIds, store],
  );
  const slides = useMemo(
    () => wallboardSlides(cards, businessProcesses, agents, agentsPerSlide),
    [cards, businessProcesses, agents, agentsPerSlide],
  );
  return { slides, businessProcesses, agents };
}
