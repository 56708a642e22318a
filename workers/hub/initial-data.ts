/**
 * Initial live data after login, resume or reconnect, and the periodic stats refresh.
 * The endpoints answer lists of the socket events' full shapes; every entry is decoded,
 * a malformed one is skipped. A failed call means "no data yet": it is logged only
 * (supervisor-dashboards §8: a failed stats refresh is logged only).
 */
import type { ZodType } from 'zod';
import type { UserProfile, UserSettings } from '../../src/protocol/api';
import {
  agentStateSchema,
  agentStatisticsSchema,
  businessProcessStatisticsSchema,
  type AgentState,
} from '../../src/protocol/events';
import type { CommandResult } from '../../src/protocol/hub';
import { STATS_REFRESH_MS, STATS_REFRESH_THROTTLE_MS } from '../../src/domain/supervisor-constants';
import { reconcileEntry } from '../../src/domain/statistics-reducers';
import type { Publisher } from './publisher';
import type { KpiStairsStore } from './kpi-stairs-store';
import type { BusinessProcessStatistics } from '../../src/protocol/events';
import { endpointRequest } from './endpoint-call';
import type { EndpointName } from '../../src/protocol/endpoints';
import type { RequestOptions } from './session-types';
import { BUSINESS_PROCESS_NESTED_KEYS, CURRENT_KEY } from './event-ingest';
import { createThrottledTask } from './throttle';
import type { TopicStore } from './topic-store';
import type { TopicName, TopicValues } from '../../src/protocol/hub';

/** The reads of the initial data, each decoded here with the events' schemas. */
type DecodedRead = Extract<
  EndpointName,
  'businessProcessStats' | 'agentStats' | 'supervisedAgents' | 'agentState' | 'settings'
>;

export interface InitialDataEnvironment {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  log(level: 'info' | 'warn' | 'error', message: string): void;
  request: <T>(opts: RequestOptions) => Promise<CommandResult<T>>;
  /** The logged-in user, null when logged out. */
  user(): UserProfile | null;
  /** Where the statistics' KPI stairs go: the hub keeps them, the topic does not carry them. */
  kpiStairs: KpiStairsStore;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Topics a dashboards or wallboard view subscribes to. */
const STATISTICS_VIEWS = [
  'businessProcessStatistics',
  'agentStatistics',
  'agentNames',
  'health',
  'wallboard',
] as const satisfies readonly TopicName[];

export function createInitialData(env: InitialDataEnvironment, publisher: Publisher) {
  let refreshTimer: unknown = null;

  /** A read the hub decodes itself; undefined when it failed (logged). */
  async function get(name: DecodedRead, params: Record<string, string> = {}): Promise<unknown> {
    const opts = endpointRequest(name, { params });
    const result = await env.request<unknown>(opts);
    if (result.ok) return result.value;
    env.log('warn', `GET ${opts.path}: no data yet (${result.error.status ?? result.error.code})`);
    return undefined;
  }

  /** Replace a keyed topic with a decoded list; an answer that is no list changes nothing. */
  function replaceList<T extends TopicName, S extends TopicValues[T] = TopicValues[T]>(
    store: TopicStore<T>,
    data: unknown,
    schema: ZodType<S>,
    keyOf: (entry: S) => string,
    nested?: ReadonlySet<string>,
    /** What of a decoded entry the topic holds (what the hub keeps to itself taken out). */
    take: (key: string, entry: S) => TopicValues[T] = (_key, entry) => entry,
    /** Runs once every entry is decoded, before the topic (and what watches it) takes them. */
    beforeReplace: () => void = () => {},
  ): void {
    if (!Array.isArray(data)) return;
    const next = new Map<string, TopicValues[T]>();
    let skipped = 0;
    for (const raw of data) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        skipped += 1;
        continue;
      }
      const key = keyOf(parsed.data);
      next.set(key, reconcileEntry(store.get(key), take(key, parsed.data), nested));
    }
    if (skipped > 0) env.log('warn', `${store.topic}: skipped ${skipped} malformed entries`);
    beforeReplace();
    store.replaceAll(next);
  }

  async function loadStats(): Promise<void> {
    const user = env.user();
    if (user === null) return;
    const [businessProcesses, agents] = await Promise.all([
      get('businessProcessStats'),
      get('agentStats'),
    ]);
    if (env.user()?.userId !== user.userId) return; // logged out meanwhile: the topics stay cleared
    if (Array.isArray(businessProcesses)) {
      const stairs = new Map<string, NonNullable<BusinessProcessStatistics['kpiStairs']>>();
      replaceList(
        publisher.store('businessProcessStatistics'),
        businessProcesses,
        businessProcessStatisticsSchema,
        (e) => e.businessProcessId,
        BUSINESS_PROCESS_NESTED_KEYS,
        (key, { kpiStairs, ...entry }) => {
          if (kpiStairs !== undefined) stairs.set(key, kpiStairs);
          return entry;
        },
        // health is evaluated as the topic takes the entries: without the stairs in place it
        // dated every breach from this moment, and a reload showed a different clock
        () => env.kpiStairs.replaceAll(stairs),
      );
    }
    replaceList(
      publisher.store('agentStatistics'),
      agents,
      agentStatisticsSchema,
      (e) => e.agentId,
    );
  }

  async function loadSupervisedAgents(): Promise<void> {
    const user = env.user();
    if (user === null || !(user.isSupervisor || user.isWallboard)) return;
    // a wallboard user's own id stands in for the agent id (supervisor-dashboards §4)
    const data = await get('supervisedAgents', { supId: user.userId });
    if (env.user()?.userId !== user.userId) return;
    replaceList<'supervisedAgents'>(
      publisher.store('supervisedAgents'),
      data,
      agentStateSchema,
      (e: AgentState) => e.agentId,
    );
  }

  async function loadOwn(): Promise<void> {
    const user = env.user();
    if (user === null) return;
    const id = user.userId;
    // only an agent has a state of their own; a wallboard flag skips user settings (supervisor-dashboards §4)
    const isAgent = !user.isSupervisor && !user.isWallboard;
    const [state, settings] = await Promise.all([
      isAgent ? get('agentState', { id }) : undefined,
      user.isWallboard ? undefined : get('settings', { agentId: id }),
    ]);
    if (env.user()?.userId !== user.userId) return;
    const parsed = agentStateSchema.safeParse(state);
    const ownAgent = publisher.store('ownAgent');
    if (parsed.success)
      ownAgent.set(CURRENT_KEY, reconcileEntry(ownAgent.get(CURRENT_KEY), parsed.data));
    // the server validates stored settings against the full schema; the hub checks the shape it relies on
    if (isRecord(settings))
      publisher.store('settings').set(CURRENT_KEY, settings as unknown as UserSettings);
  }

  const stats = createThrottledTask(env, STATS_REFRESH_THROTTLE_MS, loadStats);
  const supervised = createThrottledTask(env, STATS_REFRESH_THROTTLE_MS, loadSupervisedAgents);
  const own = createThrottledTask(env, STATS_REFRESH_THROTTLE_MS, loadOwn);

  return {
    /** Everything (each call throttled: a flapping socket must not hammer the server). */
    loadAll(): void {
      stats.run();
      supervised.run();
      own.run();
    },
    refreshStats: stats.run,
    refreshSupervisedAgents: supervised.run,
    /**
     * Refresh stats every STATS_REFRESH_MS while some tab shows them (supervisor-dashboards
     * §7: while the dashboards route is shown; the wallboard shows them too).
     */
    startRefreshLoop(): void {
      if (refreshTimer !== null) return;
      refreshTimer = env.setInterval(() => {
        if (STATISTICS_VIEWS.some((topic) => publisher.hasSubscribers(topic))) stats.run();
      }, STATS_REFRESH_MS);
    },
    stop(): void {
      if (refreshTimer !== null) env.clearInterval(refreshTimer);
      refreshTimer = null;
      stats.cancel();
      supervised.cancel();
      own.cancel();
    },
  };
}

export type InitialData = ReturnType<typeof createInitialData>;
