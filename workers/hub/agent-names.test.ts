import { describe, expect, it } from 'vitest';
import { agentStatisticsSchema, type AgentStatistics } from '../../src/protocol/events';
import { deriveAgentNames } from './agent-names';
import { TopicStore } from './topic-store';

/** An agent's statistics with every figure at `figure`. */
function statistics(agentId: string, agentName: string, figure: number): AgentStatistics {
  const figures = Object.fromEntries(
    Object.keys(agentStatisticsSchema.shape).map((key) => [key, figure]),
  );
  return agentStatisticsSchema.parse({ ...figures, agentId, agentName });
}

function stores() {
  const agentStatistics = new TopicStore('agentStatistics', () => {});
  const agentNames = new TopicStore('agentNames', () => {});
  deriveAgentNames(agentStatistics, agentNames);
  return { agentStatistics, agentNames };
}

describe('agent names', () => {
  it('follow the statistics: an agent appearing, renamed and gone', () => {
    const { agentStatistics, agentNames } = stores();
    agentStatistics.set('a1', statistics('a1', 'Ada', 0));
    expect(agentNames.get('a1')).toEqual({ agentName: 'Ada' });
    agentStatistics.set('a1', statistics('a1', 'Ada Lovelace', 0));
    expect(agentNames.get('a1')).toEqual({ agentName: 'Ada Lovelace' });
    agentStatistics.delete('a1');
    expect(agentNames.get('a1')).toBeUndefined();
  });

  it('change nothing when only the figures change, so a tab holding them hears nothing', () => {
    const { agentStatistics, agentNames } = stores();
    agentStatistics.set('a1', statistics('a1', 'Ada', 0));
    agentNames.takeDirty();
    for (let figure = 1; figure <= 5; figure++)
      agentStatistics.set('a1', statistics('a1', 'Ada', figure));
    expect(agentNames.takeDirty().size).toBe(0);
  });
});
