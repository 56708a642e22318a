/**
 * The agentNames topic: each agent's name from its statistics. An entry is written only
 * when an agent appears, goes, or is renamed, so a tab holding the topic hears nothing of
 * the statistics' figures changing.
 */
import type { TopicStore } from './topic-store';

export function deriveAgentNames(
  agentStatistics: TopicStore<'agentStatistics'>,
  agentNames: TopicStore<'agentNames'>,
): void {
  agentStatistics.watch((agentId, statistics) => {
    if (statistics === undefined) agentNames.delete(agentId);
    else if (agentNames.get(agentId)?.agentName !== statistics.agentName)
      agentNames.set(agentId, { agentName: statistics.agentName });
  });
}
