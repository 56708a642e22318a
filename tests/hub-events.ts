/** Well-formed event payloads for hub tests. */
import type { AgentState, BusinessProcessStatistics } from '../src/protocol/events';
import type { IngestHooks } from '../workers/hub/event-ingest';

export function agentState(
  agentId: string,
  stateId: AgentState['stateId'] = 'ready',
  since = 1_700_000_000_000,
): AgentState {
  return {
    agentId,
    stateId,
    stateName: stateId,
    breakTypeId: null,
    since,
    loadAllowanceId: 'la1',
    hasTelephonyInteraction: false,
  };
}

export function businessProcess(id: string, ready = 1): BusinessProcessStatistics {
  return {
    businessProcessId: id,
    businessProcessName: `BP ${id}`,
    lastResetTime: 1_700_000_000_000,
    totalReadyAgents: ready,
    totalBusyAgents: 0,
    totalBreakAgents: 0,
    totalUnavailableAgents: 0,
    agentCounts: {
      ready,
      busy: 0,
      consultOrConference: 0,
      backoffice: 0,
      outgoing: 0,
      inBreak: 0,
      noAnswer: 0,
      offline: 0,
    },
    kpis: { businessProcessServiceLevel: 0.8 },
  };
}

export function batch<T>(items: T[], t = 1_700_000_000_000) {
  return { t, items };
}

/** Ingest hooks that track supervised agents and do nothing else (benches and replay tests). */
export function quietIngestHooks(ownAgentId: string | null): IngestHooks {
  return {
    ownAgentId: () => ownAgentId,
    tracksSupervisedAgents: () => true,
    onCounters: () => {},
    onNotification: () => {},
    onSessionEnded: () => {},
    onAssignmentsChanged: () => {},
    onHealthConfigurationChanged: () => {},
    onInteractionEvent: () => {},
    log: () => {},
  };
}
