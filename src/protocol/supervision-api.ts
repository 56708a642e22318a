/**
 * REST payloads of the supervisor's actions on agents and business processes
 * (supervisor-dashboards §7 "Supervisor", "Business process"): load allowance,
 * monitoring, temporary assignments and supervised interactions. Each travels inside `{ data }`.
 */
import type { KpiThreshold } from '../domain/health-thresholds';
import type { AgentStateName } from '../domain/agent-state';

/** How a supervisor joins an agent's call: silent, whispering to the agent, or in the call (barge-in). */
export const MONITORING_MODES = ['listen', 'coach', 'intervene'] as const;
export type MonitoringMode = (typeof MONITORING_MODES)[number];

/** A supervisor's monitoring of one agent; also the payload of the `supervisor:monitoring` event. */
export interface MonitoringState {
  supervisorId: string;
  agentId: string;
  /** The call being monitored. */
  interactionId: string | null;
  /** null once monitoring stopped (by the supervisor or because the call ended). */
  mode: MonitoringMode | null;
  /** Whether the supervisor is recording the agent's call. */
  recording: boolean;
  /** When this state began (ms since the epoch). */
  since: number;
}

export interface LoadAllowanceOption {
  loadAllowanceId: string;
  loadAllowanceName: string;
  maxConcurrentChats: number;
}

/** GET and POST api/supervisor/agent/{agentId}/loadAllowance */
export interface AgentLoadAllowance {
  agentId: string;
  loadAllowanceId: string;
  loadAllowanceName: string;
  defaultLoadAllowanceId: string;
  availableLoadAllowances: LoadAllowanceOption[];
}

/** One row of GET api/businessProcess/{id}/assignments */
export interface BusinessProcessAssignment {
  agentId: string;
  agentName: string;
  /** Whether the business process routes to the agent now. */
  active: boolean;
  /** The agent's permanent assignment. */
  permanent: boolean;
  /** A temporary assignment (active) or removal (inactive), ending at expiresAt. */
  temporary: { active: boolean; expiresAt: number } | null;
}

/** POST .../assignments/activate|deactivate|expiration answer. */
export interface AssignmentChangeResult {
  businessProcessId: string;
  /** Agents (or temporary assignments, for expiration) the call changed. */
  changed: number;
  assignments: BusinessProcessAssignment[];
}

/** One row of GET api/supervisor/{supId}/supervisedInteraction/all */
export interface SupervisedInteraction {
  interactionId: string;
  agentId: string;
  businessProcessId: string;
  mediaType: 'telephony' | 'chat' | 'email' | 'sms';
  phase: 'ringing' | 'handling' | 'wrapUp';
  arrivedAt: number;
  offeredAt: number;
  answeredAt: number | null;
}

/** GET api/campaign/all */
export interface Campaign {
  campaignId: string;
  campaignName: string;
  businessProcessIds: string[];
}

/** GET api/agent/current/businessProcess/all */
export interface AssignedBusinessProcess {
  businessProcessId: string;
  businessProcessName: string;
}

/** GET api/agent/{id} */
export interface AgentRecord {
  agentId: string;
  name: string;
  stateId: AgentStateName;
  loadAllowanceId: string | null;
  /** Effective assignments now (permanent plus active temporary, minus temporary removals). */
  assignedBusinessProcessIds: string[];
  temporaryAssignments: { businessProcessId: string; active: boolean; expiresAt: number }[];
  isSupervisor: boolean;
  /** One of the simulated centre's agents rather than a user of this server. */
  simulated: boolean;
}

/** A health-threshold profile as the server answers it (supervisor-dashboards §5). */
export interface ThresholdProfile {
  _id: string;
  name: string;
  active: boolean;
  preConfigured: boolean;
  kpis: KpiThreshold[];
}

/** A profile's fields as a supervisor saves them; `id` names the profile an update replaces. */
export interface ThresholdProfileBody {
  id?: string;
  name: string;
  active: boolean;
  kpis: KpiThreshold[];
}

/** Add (or Add & Apply) one profile to other business processes (§7). */
export interface ThresholdsToOthersBody {
  healtThresholds: { active: boolean; name: string; kpis: KpiThreshold[] };
  bpIds: string[];
}

/** What adding a profile to other business processes did. */
export interface ThresholdsToOthersResult {
  created: unknown[];
  skipped: string[];
}
