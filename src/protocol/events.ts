/**
 * Socket events from the server to the hub: one zod schema per event, the type derived
 * from it, and the event name. The hub decodes every payload with these schemas; a
 * payload that fails is dropped and counted, never applied.
 *
 * Live statistics travel in batches (`items`) so the server can send one message per
 * simulation tick however many values changed; each item counts as one event.
 *
 * Units: times in seconds, instants in ms since the epoch, percentages as fractions 0..1.
 */
import { z } from '../domain/zod';
import { AGENT_STATES } from '../domain/agent-state';
import { ALL_KPI_IDS, type BusinessProcessKpiId } from '../domain/kpi-ids';
import { MAX_KPI_STEPS } from '../domain/kpi-stairs';
import {
  conversationMessageEventSchema,
  elementEventSchema,
  emailEventSchema,
  interactionEventSchema,
  recordingEventSchema,
  typingEventSchema,
} from './interaction-events';
import { MONITORING_MODES } from './supervision-api';

const id = z.string().min(1).max(128);
const instant = z.number().finite().nonnegative();
const count = z.number().finite();

/** Agent states of both spec documents; custom break types use stateId `break` plus breakTypeId. */
export const AGENT_STATE_IDS = AGENT_STATES;
export const agentStateIdSchema = z.enum(AGENT_STATE_IDS);
export type AgentStateId = z.infer<typeof agentStateIdSchema>;

const kpiValues = z.partialRecord(
  z.enum(ALL_KPI_IDS as [BusinessProcessKpiId, ...BusinessProcessKpiId[]]),
  z.number().finite(),
);
const kpiSteps = z.array(z.tuple([z.number().finite(), instant.nullable()])).max(MAX_KPI_STEPS);
const kpiStairsSchema = z.partialRecord(
  z.enum(ALL_KPI_IDS as [BusinessProcessKpiId, ...BusinessProcessKpiId[]]),
  z.object({ from: instant, low: kpiSteps, high: kpiSteps }),
);

/** Agent counts of one business process (supervisor-dashboards §3 grouping). */
export const agentCountsSchema = z.object({
  ready: count,
  busy: count,
  consultOrConference: count,
  backoffice: count,
  outgoing: count,
  inBreak: count,
  noAnswer: count,
  offline: count,
});
export type AgentCounts = z.infer<typeof agentCountsSchema>;

/** Full business-process statistics (snapshot form, GET api/businessProcess/all/stats). */
export const businessProcessStatisticsSchema = z.object({
  businessProcessId: id,
  businessProcessName: z.string().max(256),
  lastResetTime: instant,
  totalReadyAgents: count,
  totalBusyAgents: count,
  totalBreakAgents: count,
  totalUnavailableAgents: count,
  agentCounts: agentCountsSchema,
  kpis: kpiValues,
  /** Per KPI, its value changes since which any hub dates a breach (`src/domain/kpi-stairs.ts`). */
  kpiStairs: kpiStairsSchema.optional(),
});
export type BusinessProcessStatistics = z.infer<typeof businessProcessStatisticsSchema>;

/** A change to one business process's statistics: only the fields that changed. */
export const businessProcessStatisticsPatchSchema = businessProcessStatisticsSchema
  .partial()
  .extend({ businessProcessId: id, agentCounts: agentCountsSchema.partial().optional() });
export type BusinessProcessStatisticsPatch = z.infer<typeof businessProcessStatisticsPatchSchema>;

/** Agent statistics counters (supervisor-dashboards §3 "Agent statistics"). */
export const agentStatisticsSchema = z.object({
  agentId: id,
  agentName: z.string().max(256),
  agentAverageTreatingTime: count,
  agentBreakTime: count,
  agentASA: count,
  agentMissedCalls: count,
  agentTotalIdleTime: count,
  agentTotalAnsweredCalls: count,
  agentRejectedCalls: count,
  agentTotalTransfer: count,
  agentTotalCallbacksReschedule: count,
  agentLoginTimeSpan: count,
  agentTotalReadyTime: count,
  agentTotalBusyTime: count,
  agentTotalDialingTime: count,
  agentTotalNoAnswerTime: count,
  agentBackOfficeTime: count,
  agentTotalHandlingOutgoingTime: count,
  /** The answered, missed, rejected and transferred counts per medium (the wallboard's media dimension). */
  answeredTelephony: count,
  answeredEmail: count,
  answeredChat: count,
  answeredSms: count,
  missedTelephony: count,
  missedEmail: count,
  missedChat: count,
  missedSms: count,
  rejectedTelephony: count,
  rejectedEmail: count,
  rejectedChat: count,
  rejectedSms: count,
  transferTelephony: count,
  transferEmail: count,
  transferChat: count,
  transferSms: count,
  /** When the counters above were last brought up to date; live timers add now - this. */
  countedAt: instant,
});
export type AgentStatistics = z.infer<typeof agentStatisticsSchema>;
export const agentStatisticsPatchSchema = agentStatisticsSchema.partial().extend({ agentId: id });
export type AgentStatisticsPatch = z.infer<typeof agentStatisticsPatchSchema>;

/** An agent's current state. */
export const agentStateSchema = z.object({
  agentId: id,
  stateId: agentStateIdSchema,
  /** Display name of the state, or of the custom break type. */
  stateName: z.string().max(128),
  breakTypeId: id.nullable(),
  /** When the agent entered this state. */
  since: instant,
  loadAllowanceId: id,
  /** Whether the agent has a telephony interaction now (monitoring needs one). */
  hasTelephonyInteraction: z.boolean(),
});
export type AgentState = z.infer<typeof agentStateSchema>;

/** One KPI counter value (statistics/subscribeForCounters). */
export const counterValueSchema = z.object({
  handlerId: id,
  counterTypeId: id,
  dimension: z.string().max(64).optional(),
  value: z.number().finite(),
});
export type CounterValue = z.infer<typeof counterValueSchema>;

/** A server notification; `isError` clears all pending constraints (agent-desktop §4). */
export const serverNotificationSchema = z.object({
  id,
  isError: z.boolean(),
  code: z.string().max(128),
  message: z.string().max(4096),
  timestamp: instant,
});
export type ServerNotification = z.infer<typeof serverNotificationSchema>;

const batch = <T extends z.ZodType>(item: T) =>
  z.object({ t: instant, items: z.array(item).max(100_000) });

/** Event name -> payload schema. */
export const SERVER_EVENTS = {
  /** Business-process statistics changed (supervisors, wallboards, agents on their BPs). */
  'stats:businessProcess': batch(businessProcessStatisticsPatchSchema),
  /** Agent statistics changed. */
  'stats:agent': batch(agentStatisticsPatchSchema),
  /** Agent states changed (the user's own, and supervised agents for supervisors). */
  'agent:state': batch(agentStateSchema),
  /** KPI counter values, only to subscribers. */
  counters: batch(counterValueSchema).extend({ clientSubscriptionId: id }),
  /** An agent's business-process assignments changed: refresh the agent list. */
  'businessProcess:assignments': z.object({ t: instant, businessProcessId: id }),
  /** The active health-threshold profile of a business process changed: refetch it. */
  'businessProcess:healthConfiguration': z.object({ t: instant, businessProcessId: id }),
  /** A supervisor started, changed or stopped monitoring an agent (to the supervisor, and to the agent unless silent listening). */
  'supervisor:monitoring': z.object({
    t: instant,
    supervisorId: id,
    agentId: id,
    interactionId: id.nullable(),
    mode: z.enum(MONITORING_MODES).nullable(),
    recording: z.boolean(),
    since: instant,
  }),
  /** A server notification. */
  notification: serverNotificationSchema,
  /** Twice a second while the simulation runs: the live data is current as of `t`, changed or not. */
  live: z.object({ t: instant }),
  /** The server ended this session (logout elsewhere, revoked, expired). */
  'session:ended': z.object({ reason: z.enum(['loggedOut', 'revoked', 'expired']) }),
  /** Interactions of the logged-in agent (interaction-events.ts documents each eventType). */
  interaction: interactionEventSchema,
  /** One element of an interaction changed or was added. */
  element: elementEventSchema,
  /** Recording started, stopped, paused or resumed. */
  recording: recordingEventSchema,
  /** A chat or SMS message (customer, agent, or system) was added to a conversation. */
  'conversation:message': conversationMessageEventSchema,
  /** The other party of a chat started or stopped typing. */
  typing: typingEventSchema,
  /** An email record changed (received, reply started, sent, canceled). */
  email: emailEventSchema,
} as const;

export type ServerEventName = keyof typeof SERVER_EVENTS;
export type ServerEventPayload<N extends ServerEventName> = z.infer<(typeof SERVER_EVENTS)[N]>;

/**
 * Socket handshake auth payload. `hubEpoch` is sent by a leader tab's hub only (issue 23):
 * a later leader carries a larger epoch, so the server can shut out a frozen leader's socket
 * the moment its successor connects, and refuse it when it wakes and reconnects.
 */
export const socketAuthSchema = z.object({
  sessionId: z.string().min(1).max(256),
  hubEpoch: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

/** The handshake refusal a superseded leader hub hears: it stops instead of retrying. */
export const HUB_REPLACED_MESSAGE = 'A newer hub serves this browser';
export type SocketAuth = z.infer<typeof socketAuthSchema>;
