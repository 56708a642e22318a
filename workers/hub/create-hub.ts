/**
 * The hub: one socket, one session, the live stores and every tab's subscriptions. The
 * SharedWorker, the dedicated-Worker fallback and the in-page fallback all run this;
 * everything outside is injected (HubEnvironment) so it runs in Node tests.
 */
import type {
  LoginRequest,
  SettingsPatch,
  UserProfile,
  UserSettings,
} from '../../src/protocol/api';
import { ORGANIZATION_HEADER } from '../../src/protocol/api';
import {
  isTopicName,
  PROTOCOL_VERSION,
  STATISTICS_TOPICS,
  type CommandResult,
  type CounterPair,
  type HelloResult,
  type HubApi,
  type HubMetrics,
  type TopicName,
} from '../../src/protocol/hub';
import { createConnection } from './connection';
import { createCounterSubscriptions } from './counters';
import { callEndpoint, endpointRequest, type LooseCallInput, type Request } from './endpoint-call';
import type { RequestOptions } from './session-types';
import type { CallOptions } from '../../src/protocol/endpoint';
import type { EndpointName } from '../../src/protocol/endpoints';
import { electEffectsOwner } from './effects-election';
import { FAST_ITEM_VALIDATORS } from './item-validators';
import type { HubEnvironment } from './hub-environment';
import { createInitialData } from './initial-data';
import { emptyMetrics } from './metrics';
import { startMetricsTopic } from './metrics-topic';
import { createNotices } from './notices';
import { Publisher } from './publisher';
import { createSessionBridge } from './session-bridge';
import { SNAPSHOT_DELIVERY } from './snapshot-delivery';
import { createEventIngest, CURRENT_KEY, expediteHealthStatusChanges } from './event-ingest';
import { createHealthStore } from './health-store';
import { KpiStairsStore } from './kpi-stairs-store';
import { deriveAgentNames } from './agent-names';
import { createHealthProfiles } from './health-profiles';
import { createInteractionStore } from './interaction-store';
import {
  interactionCommandCall,
  type InteractionCommand,
} from '../../src/protocol/interaction-commands';
import { TabRegistry } from './tabs';
import { createReadCache } from './read-cache';
import { createAvatarReads } from './avatar-reads';
import { EVENT_INVALIDATES, invalidatedByCall } from '../../src/protocol/read-invalidations';
import { ENDPOINTS } from '../../src/protocol/endpoints';
import { createWallboardStore } from './wallboard-store';

export type Hub = HubApi & {
  dispose(): void;
  metrics(): HubMetrics;
  /** Settles once the session held in the cookie was picked up (or found gone): a leader tab's hub serves other tabs from then on. */
  started: Promise<void>;
};

export function createHub(env: HubEnvironment): Hub {
  const metrics = emptyMetrics();
  const publisher = new Publisher(env, metrics);
  const notices = createNotices(env, publisher.store('notices'));
  let effectsOwner: string | null = null;
  /** Tabs that said they run inside a collaboration app (Teams). */
  const collaborationTabs = new Set<string>();

  const bridge = createSessionBridge(
    env,
    publisher.store('session'),
    {
      notice: (notice) => notices.add(notice),
      onStarted: (sessionId) => {
        connection.open(sessionId);
        initialData.startRefreshLoop();
      },
      onEnded: () => {
        connection.close();
        initialData.stop();
        counters.reset();
        interactions.clear();
        reads.clear();
        for (const topic of LIVE_TOPICS) publisher.store(topic).clear();
        kpiStairs.clear();
        // a logout goes at once, statistics included: no tab keeps figures of a closed session
        publisher.flush();
      },
    },
    { inCollaborationHost: () => collaborationTabs.size > 0 },
  );
  const session = bridge.session;
  const user = (): UserProfile | null =>
    session.value.name === 'active' ? session.value.user : null;
  const request: Request = (opts) => session.request(opts);
  /** One tab's call: its multipart form built here (FormData cannot cross), signed if it must be. */
  function send<T>(
    opts: RequestOptions,
    multipart: CallOptions['multipart'],
    signed: boolean,
  ): Promise<CommandResult<T>> {
    const call = multipart === undefined ? opts : { ...opts, form: multipartForm(multipart) };
    // agent-desktop §6: signature calls carry the organization id of the stored session
    const organizationId = user()?.organizationId;
    return session.request<T>(
      signed && organizationId !== undefined
        ? { ...call, extraHeaders: { [ORGANIZATION_HEADER]: organizationId } }
        : call,
    );
  }

  const counters = createCounterSubscriptions(
    {
      ...env,
      notice: (notice) => notices.add(notice),
      post: (body) => callEndpoint(request, 'subscribeForCounters', { body }),
    },
    publisher.store('counters'),
    env.randomId(),
  );
  const readChanges = publisher.store('readChanges');
  const contactAvatar = createAvatarReads({
    ...env,
    loadBatch: (ids) => callEndpoint(request, 'contactAvatars', { body: { userIds: ids } }),
  });
  const reads = createReadCache({
    fetch: (name, input) => {
      // a tab reads one contact's avatar; the hub asks for them in batches (§7)
      if (name === 'contactAvatar') return contactAvatar(input.params?.id ?? '');
      const { multipart: _multipart, ...opts } = endpointRequest(name, input);
      return send(opts, undefined, SIGNED_ENDPOINTS.has(name));
    },
    changed: (key) => readChanges.set(key, { at: env.now() }),
  });
  const kpiStairs = new KpiStairsStore();
  const initialData = createInitialData({ ...env, request, user, kpiStairs }, publisher);
  const interactions = createInteractionStore(
    {
      now: () => env.now(),
      log: (level, message) => env.log(level, message),
      request,
      // a wallboard takes no interactions: it has none to load (the server refuses it 403)
      agentId: () => {
        const current = user();
        return current === null || current.isWallboard ? null : current.userId;
      },
    },
    publisher,
  );
  const health = createHealthStore(
    env,
    publisher.store('businessProcessStatistics'),
    publisher.store('health'),
    kpiStairs,
  );
  deriveAgentNames(publisher.store('agentStatistics'), publisher.store('agentNames'));
  expediteHealthStatusChanges(publisher);
  const wallboard = createWallboardStore(publisher);
  const healthProfiles = createHealthProfiles({
    request,
    user,
    setThresholds: (id, profile) => health.setThresholds(id, profile),
    log: (level, message) => env.log(level, message),
  });
  const ingest = createEventIngest(
    publisher,
    metrics,
    {
      ownAgentId: () => user()?.userId ?? null,
      tracksSupervisedAgents: () => {
        const current = user();
        return current !== null && (current.isSupervisor || current.isWallboard);
      },
      onCounters: (subscriptionId, items) => counters.onValues(subscriptionId, items),
      onNotification: (n) => {
        if (n.isError) counters.clearConstraints();
      },
      onSessionEnded: (reason) => bridge.endByServer(reason),
      onAssignmentsChanged: (businessProcessId) => {
        initialData.refreshSupervisedAgents();
        reads.invalidate(EVENT_INVALIDATES.assignmentsChanged(businessProcessId));
      },
      onHealthConfigurationChanged: (id) => {
        reads.invalidate(EVENT_INVALIDATES.healthConfigurationChanged(id));
        void healthProfiles.reload(id);
      },
      onInteractionEvent: (event) => {
        switch (event.name) {
          case 'interaction': {
            const id = event.payload.interaction.interactionId;
            const held = publisher.store('interactions');
            const before = held.get(id)?.list;
            interactions.onInteraction(event.payload);
            if (before !== 'history' && held.get(id)?.list === 'history')
              reads.invalidate(EVENT_INVALIDATES.interactionEnded());
            return;
          }
          case 'element':
            return interactions.onElement(event.payload);
          case 'recording':
            return interactions.onRecording(event.payload);
          case 'conversation:message':
            return interactions.onMessage(event.payload);
          case 'typing':
            return interactions.onTyping(event.payload);
          case 'email':
            return interactions.onEmail(event.payload);
          case 'supervisor:monitoring':
            return interactions.onMonitoring(event.payload);
        }
      },
      log: (level, message) => env.log(level, message),
    },
    FAST_ITEM_VALIDATORS,
    kpiStairs,
  );
  const freshness = publisher.store('freshness');
  const heard = (): void => {
    const now = env.now();
    const before = freshness.get(CURRENT_KEY)?.receivedAt;
    freshness.set(CURRENT_KEY, { receivedAt: now });
    // after a silence the tabs show "stale": tell them it is over with the next fast flush,
    // not up to a statistics period later
    if (before === undefined || now - before > FRESHNESS_EXPEDITE_AFTER_MS)
      publisher.expedite('freshness', CURRENT_KEY);
  };
  const connection = createConnection(env, publisher.store('connection'), {
    onEvent: (event, payload) => {
      // stamped before decoding: the figure a tab times starts where the event reached the hub
      publisher.received.receiving(publisher.received.now(), () => {
        ingest(event, payload);
        heard();
      });
    },
    onConnected: (reconnect) => {
      heard();
      initialData.loadAll();
      void healthProfiles.loadAll();
      counters.resubscribe();
      void interactions.reload();
      // keyed entries: a snapshot replaces what the tab held, so nothing doubles or goes missing
      if (reconnect) publisher.resyncAll();
    },
    // A session that ended while the socket was down comes back refused, and its
    // `session:ended` was never heard: one ordinary call lets the error catalogue end it
    // with the server's reason, instead of "offline" until five keepAlives have failed.
    onRefused: () => {
      if (user() !== null) void callEndpoint(request, 'agent', SESSION_CHECK);
    },
    // socket.io does not come back by itself after the server closed the socket: if the
    // session still answers, open a new socket; if not, the same call signs out.
    onDroppedByServer: () => {
      if (user() === null) return;
      void callEndpoint(request, 'agent', SESSION_CHECK).then((result) => {
        if (result.ok && user() !== null) connection.reconnect();
      });
    },
  });
  publisher.store('connection').set(CURRENT_KEY, { name: 'idle' });

  const tabs = new TabRegistry(env, (tabId) => {
    collaborationTabs.delete(tabId);
    publisher.removeTab(tabId);
    counters.releaseTab(tabId);
    metrics.tabs = tabs.size;
    elect();
  });

  function elect(): void {
    const candidates = publisher
      .tabIds()
      .map((tabId) => ({ tabId, visible: publisher.isVisible(tabId) }));
    effectsOwner = electEffectsOwner(effectsOwner, candidates);
    for (const { tabId } of candidates) {
      const store = publisher.tabStore(tabId, 'effects');
      const owner = tabId === effectsOwner;
      if (store !== null && store.get(CURRENT_KEY)?.owner !== owner)
        store.set(CURRENT_KEY, { owner });
    }
  }

  const metricsTopic = startMetricsTopic(env, publisher, metrics);
  // a new worker after a reload (or a new leader tab) picks the session up from the cookie
  const started = session.resume().then(
    () => undefined,
    () => undefined,
  );

  const known = (tabId: string): boolean => {
    if (tabs.has(tabId)) return true;
    env.log('warn', 'call from a tab the hub does not know (released or never said hello)');
    return false;
  };

  /** What a topic needs before its first snapshot can go out. */
  const prepareTopic = (tabId: string, topic: TopicName): void => {
    if (topic === 'effects') publisher.tabStore(tabId, 'effects');
    if (topic === 'metrics') metricsTopic.ensureRunning(); // first, so the snapshot holds a value
    if (topic === 'wallboard') wallboard.ensureDerived();
  };

  let disposed = false;
  return {
    async hello(req, patchPort: MessagePort): Promise<HelloResult> {
      if (req.protocolVersion !== PROTOCOL_VERSION)
        return { ok: false, code: 'reload', workerProtocolVersion: PROTOCOL_VERSION };
      tabs.register(req.tabId);
      if (req.collaborationHost === true) collaborationTabs.add(req.tabId);
      // whole topics per change only in the benches' build (snapshot-delivery.ts)
      const delivery = SNAPSHOT_DELIVERY && req.delivery === 'snapshot' ? 'snapshot' : 'patch';
      publisher.addTab(req.tabId, patchPort, delivery);
      // a malformed list, or a name no topic has, must not stop the greeting nor make a store
      const topics = Array.isArray(req.topics) ? req.topics.filter(isTopicName) : [];
      for (const topic of topics) prepareTopic(req.tabId, topic);
      publisher.subscribeAll(req.tabId, topics);
      metrics.tabs = tabs.size;
      elect();
      return { ok: true, transport: env.transport };
    },
    async bye(tabId) {
      tabs.release(tabId, 'bye');
    },
    async heartbeat(tabId) {
      // A stopped hub (a leader that gave up the lead) has released every tab, but that is not
      // the tab's news: answering false would make a tab that was only paused reload, when its
      // next heartbeat reaches the hub that took over and knows it
      if (disposed) throw new Error('this hub has stopped');
      return tabs.heartbeat(tabId);
    },
    async setVisible(tabId, visible) {
      if (!known(tabId)) return;
      tabs.setHidden(tabId, !visible);
      publisher.setVisible(tabId, visible);
    },
    async subscribe(tabId, topic: TopicName, options) {
      if (!known(tabId)) return;
      if (!isTopicName(topic)) {
        env.log('warn', 'subscribe to a topic the hub does not have');
        return;
      }
      prepareTopic(tabId, topic);
      publisher.subscribe(tabId, topic, options?.paused === true && PAUSABLE.has(topic));
    },
    async unsubscribe(tabId, topic) {
      publisher.unsubscribe(tabId, topic);
    },
    async resync(tabId, topic) {
      if (known(tabId)) publisher.resync(tabId, topic);
    },
    login: (req: LoginRequest) => session.login(req),
    openIdAvailable: () => session.openIdAvailable(),
    openIdStart: () => session.openIdStart(),
    openIdLogin: (req) => session.openIdLogin(req),
    logout: () => session.logout(),
    async updateSettings(patch: SettingsPatch): Promise<CommandResult<UserSettings>> {
      const current = user();
      if (current === null) return { ok: false, error: { code: 'loggedOut' } };
      const result = await callEndpoint(request, 'settingsUpdate', {
        params: { agentId: current.userId },
        body: patch,
      });
      if (result.ok && typeof result.value === 'object' && result.value !== null)
        publisher.store('settings').set(CURRENT_KEY, result.value);
      return result;
    },
    async subscribeCounters(tabId, pairs: CounterPair[]) {
      if (!known(tabId)) return { ok: false, error: { code: 'unknownTab' } };
      return counters.subscribe(tabId, pairs);
    },
    async unsubscribeCounters(tabId, pairs) {
      counters.unsubscribe(tabId, pairs);
    },
    async call(name, ...args) {
      const { multipart, ...opts } = endpointRequest(name, args[0]);
      const result = await send<never>(opts, multipart, SIGNED_ENDPOINTS.has(name));
      // a 404 says the thing is gone already (deleted elsewhere): what the reads hold is stale too
      if (result.ok || result.error.status === 404)
        reads.invalidate(invalidatedByCall(name, args[0]?.params));
      return result;
    },
    async read(name, ...args) {
      // a tab's name is not trusted: only the table's GETs are reads
      if (!Object.hasOwn(ENDPOINTS, name) || ENDPOINTS[name].method !== 'GET')
        return { ok: false, error: { code: 'notARead', message: `${String(name)} is not a read` } };
      const input: LooseCallInput = args[0] ?? {};
      const result = await reads.read(name, {
        ...(input.params === undefined ? {} : { params: input.params }),
        ...(input.query === undefined ? {} : { query: input.query }),
      });
      return result as CommandResult<never>;
    },
    interactionCommand<T>(command: InteractionCommand) {
      const { name, ...input } = interactionCommandCall(command);
      return session.request<T>(endpointRequest(name, input));
    },
    async markInteractionRead(interactionId: string) {
      interactions.markRead(interactionId);
    },
    loadConversation: (interactionId: string) => interactions.loadConversation(interactionId),
    dispose() {
      disposed = true;
      metricsTopic.stop();
      tabs.dispose();
      connection.close();
      initialData.stop();
      counters.dispose();
      session.dispose();
      publisher.dispose();
    },
    metrics: () => ({ ...metrics, droppedByKind: { ...metrics.droppedByKind } }),
    started,
  };
}

/** Topics a tab may pause (pauseKPIEvents): the statistics, never sessions or interactions. */
const PAUSABLE: ReadonlySet<TopicName> = new Set<TopicName>(STATISTICS_TOPICS);

/** Any authenticated call proves a session alive or ends it; this one is cheap for every role. */
const SESSION_CHECK = { params: { id: 'current' } };

/** Topics of the session's live data: emptied at logout, the tabs stay subscribed. */
// agentNames after agentStatistics: clearing the statistics leaves the names as they were
/** A word after this long without one ends a silence a tab may be showing as stale. */
const FRESHNESS_EXPEDITE_AFTER_MS = 1_000;

const LIVE_TOPICS = [
  'settings',
  'ownAgent',
  'businessProcessStatistics',
  'health',
  'wallboard',
  'agentStatistics',
  'agentNames',
  'supervisedAgents',
  'counters',
  'notifications',
  'freshness',
  'readChanges',
] as const satisfies readonly TopicName[];

/** GET email/signature/{id} and email/replySignature/{id} carry the organization id (agent-desktop §7). */
const SIGNED_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'emailSignature',
  'emailReplySignature',
]);

function multipartForm({
  fields,
  files,
}: {
  fields: Record<string, string>;
  files: File[];
}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', file, file.name);
  return form;
}
