import { useCallback, useEffect, useState } from 'react';
import type { HandledInteraction } from '../../../domain/agent-handling-by-hour';
import { useHub } from '../../../hub-client/use-hub';

export type HandlingHistory =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; interactions: HandledInteraction[] };

/**
 * The agent's interactions completed since `startTime` (GET contact/interactions/history),
 * fetched again whenever `refreshKey` changes (the agent's counters moved: an interaction was
 * completed). What was loaded stays on screen while a refresh runs.
 */
export function useHandlingHistory(
  agentId: string | null,
  startTime: number,
  refreshKey: string,
): { history: HandlingHistory; retry: () => void } {
  const { call } = useHub();
  const [history, setHistory] = useState<HandlingHistory>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (agentId === null) return;
    let current = true;
    void call('interactionHistory', {
      // interactions completed after this call come with the next refresh
      query: { agentId, startTime: String(startTime), endTime: String(Date.now()) },
    }).then((result) => {
      if (!current) return;
      if (!result.ok) {
        setHistory((before) => (before.status === 'ready' ? before : { status: 'failed' }));
        return;
      }
      setHistory({
        status: 'ready',
        interactions: result.value.agentInteractions.map((e) => ({
          businessProcessId: e.businessProcessId,
          answeredAt: e.answeredAt,
          completedAt: e.completedAt,
        })),
      });
    });
    return () => {
      current = false;
    };
  }, [agentId, startTime, refreshKey, attempt, call]);

  const retry = useCallback(() => {
    setHistory({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { history, retry };
}
