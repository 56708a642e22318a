/**
 * The hub <-> tab contract. The tab codes against `HubApi`; the SharedWorker, the
 * dedicated-Worker fallback and the in-page fallback all implement it. Only plain data
 * crosses: the worker emits codes, never sentences; the view translates.
 *
 * PROTOCOL_VERSION history:
 * 1 - first version: hello/bye/heartbeat, topics with seq patches over a MessagePort,
 *     session commands, settings, counters, generic REST passthrough.
 * 2 - heartbeat answers whether the hub still knows the tab, so a tab released while
 *     frozen or asleep learns it and starts afresh.
 * 3 - hello may ask for `delivery: 'snapshot'` (the benchmarks' peer: every change of a
 *     topic sends the whole topic).
 * 4 - statistics topics flush at most once a second; `subscribe` may ask for a paused
 *     subscription (snapshot only: pauseKPIEvents); the `freshness` topic says when the hub
 *     last heard the server (the cards' data-age marker).
 * 5 - a patch says when the hub received the earliest socket event it carries
 *     (`receivedAt`), so a tab can time event-to-paint from the hub's receipt.
 * 6 - hello may answer `transport: 'leader'`: the hub runs in a leader tab's worker and
 *     serves the other tabs over BroadcastChannel (no SharedWorker); agent statistics
 *     carry answered, missed, rejected and transferred per medium.
 * 7 - a patch may carry `changes`: changed fields of entries the tab already holds
 *     (statistics topics), instead of those entries whole.
 * 8 - `call(name, input)`: REST calls by their name in the endpoint table, typed answers.
 * 9 - `read(name, input)`: GETs answered from the hub's cache; the `readChanges` topic says
 *     which reads changed (replaces `assignmentChanges`).
 * 10 - hello may name `topics`: the tab is subscribed to them with its greeting, and their
 *     snapshots reach it together in one message.
 */
import type { LoginRequest, SettingsPatch, UserProfile, UserSettings } from './api';
import type { OpenIdLoginRequest } from './openid-api';
import type { FieldChanges } from './field-changes';
import type { AnswerOf, CallArgs } from './endpoint';
import type { EndpointName, Endpoints } from './endpoints';
import type { ReadName } from './reads';
import type { HealthState } from '../domain/health';
import type { WallboardBusinessProcessStatistics } from '../domain/wallboard-stats';
import type { SessionLogoutCode } from '../domain/session-errors';
import type { DeskInteraction } from '../domain/desk-interactions';
import type { Conversation } from '../domain/desk-conversations';
import type { MonitoringState } from './supervision-api';
import type { InteractionCommand } from './interaction-commands';
import type { ConversationMessage, Interaction } from './interaction-events';
import type {
  AgentState,
  AgentStatistics,
  BusinessProcessStatistics,
  CounterValue,
  ServerNotification,
} from './events';

export const PROTOCOL_VERSION = 10;

/**
 * How a tab receives a topic: changed entries only (the product), or the whole topic on every
 * change (the peer design the benchmarks compare against).
 */
export type TopicDelivery = 'patch' | 'snapshot';

/**
 * How often a tab calls `heartbeat`. The hub releases a visible tab that stays silent
 * for five of these (its HEARTBEAT_TIMEOUT_MS), or for 30 s when it waits on the tab's
 * lock (LOCKED_HEARTBEAT_TIMEOUT_MS), catching what `bye` and the tab lock miss.
 */
export const TAB_HEARTBEAT_INTERVAL_MS = 1_000;

/** Why a session ended: a code the view turns into the catalogue's text (agent-desktop §8). */
export type LogoutReasonCode = SessionLogoutCode;

export interface LogoutReason {
  code: LogoutReasonCode;
  /** Server message appended to the text where the catalogue says so ("401 Unauthorized." plus the server message). */
  serverMessage?: string;
  /** SESSION_EXPIRED inside a collaboration-app host: redirect after 5 s to this path. */
  redirectTo?: string;
}

/** Session as every tab sees it. */
export type SessionValue =
  | { name: 'loggedOut'; reason: LogoutReason | null }
  | { name: 'loggingIn' }
  | { name: 'active'; user: UserProfile; instanceId: string | null };

/** Socket connection as every tab sees it. */
export type ConnectionValue =
  | { name: 'idle' }
  | { name: 'connecting'; attempt: number; retryAt: number | null }
  | { name: 'connected'; since: number }
  | { name: 'offline'; since: number };

/** One-shot notices shown once per browser (not once per tab). */
export type HubNotice =
  | { code: 'connectionRestored'; at: number }
  | { code: 'counterNotFound'; handlerId: string; counterTypeId: string; at: number }
  | { code: 'counterPairInvalid'; at: number };

/** Hub metrics for benches and the diagnostics view. */
export interface HubMetrics {
  eventsIn: number;
  eventsDropped: number;
  droppedByKind: Record<string, number>;
  patchesOut: number;
  bytesOut: number;
  flushCount: number;
  lastFlushMs: number;
  maxFlushMs: number;
  tabs: number;
}

/**
 * Topic name -> value type of each entry. Every topic is a keyed collection; single-value
 * topics use the key `current`.
 */
export interface TopicValues {
  session: SessionValue;
  connection: ConnectionValue;
  settings: UserSettings;
  notices: HubNotice;
  ownAgent: AgentState;
  /**
   * Without the KPI stairs: the hub keeps them to date breaches (the health topic carries the
   * result), and no tab reads them.
   */
  businessProcessStatistics: LiveBusinessProcessStatistics;
  /** Health of each business process from its active threshold profile, keyed by businessProcessId. */
  health: HealthState;
  agentStatistics: AgentStatistics;
  /**
   * Each agent's name, keyed by agentId, derived in the hub from the agents' statistics: a
   * view that lists agents by name holds this, not the statistics, whose every figure of
   * every agent changes each second (10,000 agents: megabytes a second to a tab that shows
   * twenty rows).
   */
  agentNames: { agentName: string };
  supervisedAgents: AgentState;
  counters: CounterValue;
  /** The agent's pending, active and recent history interactions, keyed by interactionId. */
  interactions: DeskInteraction<Interaction>;
  /** Chat and SMS conversations, keyed by interactionId (live ones and the 5 most recent others). */
  conversations: Conversation<ConversationMessage>;
  /**
   * When a read the hub caches last changed (a server event or a mutation made it stale),
   * keyed by the read's key (`readKeyString`): a tab holding that read reads it again.
   */
  readChanges: { at: number };
  /** Monitoring by a supervisor, keyed `${supervisorId}:${agentId}` (the supervisor's own, or of the agent). */
  monitoring: MonitoringState;
  notifications: ServerNotification;
  /** Business-process statistics in the wallboard form, keyed by businessProcessId (derived while a wallboard watches). */
  wallboard: WallboardBusinessProcessStatistics;
  metrics: HubMetrics;
  /** Whether this tab plays once-per-browser effects (ringtone, desktop notification). */
  effects: { owner: boolean };
  /**
   * When the hub last heard the server over the socket (hub clock, ms since epoch; key
   * `current`). Sent with the statistics, so a tab can tell how old its live figures are:
   * it stops moving when the connection is lost, however quietly.
   */
  freshness: { receivedAt: number };
}
export type TopicName = keyof TopicValues;

/** Every topic, at run time: the compiler keeps it equal to `TopicValues`'s keys. */
const TOPIC_NAMES = {
  session: true,
  connection: true,
  settings: true,
  notices: true,
  ownAgent: true,
  businessProcessStatistics: true,
  health: true,
  agentStatistics: true,
  agentNames: true,
  supervisedAgents: true,
  counters: true,
  interactions: true,
  conversations: true,
  readChanges: true,
  monitoring: true,
  notifications: true,
  wallboard: true,
  metrics: true,
  effects: true,
  freshness: true,
} as const satisfies Record<TopicName, true>;

/**
 * Whether a tab named a topic the hub has: a name from a tab's message makes a store and a
 * subscriber list, so "__proto__" or a million made-up names must make nothing.
 */
export function isTopicName(value: unknown): value is TopicName {
  return typeof value === 'string' && Object.hasOwn(TOPIC_NAMES, value);
}

/** A business process's statistics as tabs receive them. */
export type LiveBusinessProcessStatistics = Omit<BusinessProcessStatistics, 'kpiStairs'>;

/**
 * Live statistics topics: they reach a tab at most once per second (the spec's "Stats refresh
 * throttle 1 s"), each key with its latest value, and a paused subscription (pauseKPIEvents)
 * may hold them.
 */
export const STATISTICS_TOPICS = [
  'businessProcessStatistics',
  'agentStatistics',
  'health',
  'wallboard',
  'freshness',
] as const satisfies readonly TopicName[];
export type StatisticsTopic = (typeof STATISTICS_TOPICS)[number];

/** Options of a subscription. */
export interface SubscribeOptions {
  /**
   * Send the snapshot, then nothing until the next `subscribe` of the topic (the
   * pauseKPIEvents preference: the dashboard refreshes only on navigation). Subscribing
   * again paused refreshes once; subscribing again without it resumes live changes.
   * Only statistics topics (`STATISTICS_TOPICS`) can be paused; others ignore it.
   */
  paused?: boolean;
}

/** A change to one topic, posted on the tab's patch port. */
export interface TopicPatch<T extends TopicName = TopicName> {
  topic: T;
  /** Per tab and topic, starting at 1 on each snapshot; a gap means a lost patch. */
  seq: number;
  /** True when this patch replaces everything the tab held for the topic. */
  snapshot: boolean;
  /** Entries sent whole: new to the tab, or of a topic not sent as field changes. */
  upserts: Array<[string, TopicValues[T]]>;
  removes: string[];
  /**
   * Changed fields of entries the tab already holds (statistics topics, `field-changes.ts`):
   * applied to the tab's value, copied on write. Never on a snapshot.
   */
  changes?: FieldChanges;
  /**
   * Wall-clock ms (the hub's `performance.timeOrigin + performance.now()`, comparable with a
   * tab's) at which the hub received the earliest change this patch carries: the socket
   * event, or the REST answer or timer that changed the topic. A snapshot on subscribe or
   * resync is stamped with its oldest unsent change, else the moment it was taken. The hub
   * always sets it; optional so patches built elsewhere (test fakes) may leave it out.
   */
  receivedAt?: number;
}

/** Result of a command: typed value or typed error code. */
export type CommandResult<T> =
  | { ok: true; value: T }
  | { ok: false; error: { code: string; status?: number; message?: string } };

export type HelloResult =
  | { ok: true; transport: 'shared' | 'leader' | 'dedicated' | 'inline' }
  | { ok: false; code: 'reload'; workerProtocolVersion: number };

/** A counter the tab wants watched. */
export interface CounterPair {
  handlerId: string;
  counterTypeId: string;
  dimension?: string;
}

export interface HubApi {
  /**
   * First call of every tab. `patchPort` receives `TopicPatch` messages.
   * `collaborationHost`: the tab runs inside a collaboration app (the /teams entry); a worker
   * cannot see page URLs, and SESSION_EXPIRED redirects only there.
   * `topics`: subscribed with the greeting (as `subscribe` would, not paused); their snapshots
   * go to `patchPort` in one message, so a new tab's first screen need not ask for them.
   */
  hello(
    req: {
      protocolVersion: number;
      tabId: string;
      collaborationHost?: boolean;
      delivery?: TopicDelivery;
      topics?: readonly TopicName[];
    },
    patchPort: MessagePort,
  ): Promise<HelloResult>;
  /** The tab is going away (pagehide); release everything it held. */
  bye(tabId: string): Promise<void>;
  /**
   * Liveness signal; a tab silent for longer than the heartbeat timeout is released.
   * @returns false when the hub no longer knows the tab (it was released): the tab must start afresh.
   */
  heartbeat(tabId: string): Promise<boolean>;
  /** Visible tabs get every flush; hidden tabs at most one per second. */
  setVisible(tabId: string, visible: boolean): Promise<void>;
  /**
   * Start receiving a topic: a snapshot patch first, then changes (statistics topics at most
   * once a second). Again on a subscribed topic: a fresh snapshot, and the new `options` apply.
   */
  subscribe(tabId: string, topic: TopicName, options?: SubscribeOptions): Promise<void>;
  unsubscribe(tabId: string, topic: TopicName): Promise<void>;
  /** Ask for a fresh snapshot (after a seq gap). */
  resync(tabId: string, topic: TopicName): Promise<void>;
  login(req: LoginRequest): Promise<CommandResult<UserProfile>>;
  /** Whether the server offers single sign-on (a public call; false when it cannot tell). */
  openIdAvailable(): Promise<boolean>;
  /** A new single sign-on attempt: the identity provider's authorisation URL. */
  openIdStart(): Promise<CommandResult<string>>;
  /**
   * Finish single sign-on with what the provider redirected back with; signs in like `login`.
   * A failure's `message` is the server's, one of OPENID_MESSAGES when the server refused it.
   */
  openIdLogin(req: OpenIdLoginRequest): Promise<CommandResult<UserProfile>>;
  logout(): Promise<void>;
  updateSettings(patch: SettingsPatch): Promise<CommandResult<UserSettings>>;
  /** Add counters for this tab (reference-counted across tabs, debounced to the server). */
  subscribeCounters(tabId: string, pairs: CounterPair[]): Promise<CommandResult<null>>;
  unsubscribeCounters(tabId: string, pairs: CounterPair[]): Promise<void>;
  /** Authenticated REST call by its name in the endpoint table, with the session error catalogue applied. */
  call<N extends EndpointName>(
    name: N,
    ...args: CallArgs<Endpoints[N]>
  ): Promise<CommandResult<AnswerOf<Endpoints[N]>>>;
  /**
   * A GET of the endpoint table answered from the hub's cache: one request however many tabs
   * ask meanwhile; failures are not kept. Watch `readChanges` to know when to read again.
   */
  read<N extends ReadName>(
    name: N,
    ...args: CallArgs<Endpoints[N]>
  ): Promise<CommandResult<AnswerOf<Endpoints[N]>>>;
  /** An agent's action on an interaction; its effect arrives as socket events on the `interactions` topic. */
  interactionCommand<T = unknown>(command: InteractionCommand): Promise<CommandResult<T>>;
  /** The agent looked at an interaction: its unread notifications go back to 0 in every tab. */
  markInteractionRead(interactionId: string): Promise<void>;
  /** Load one interaction's conversation (a history item, an SMS tile) into the `conversations` topic. */
  loadConversation(interactionId: string): Promise<void>;
}
