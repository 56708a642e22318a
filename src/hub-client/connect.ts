import {
  PROTOCOL_VERSION,
  type HelloResult,
  type HubApi,
  type TopicDelivery,
  type TopicName,
  type TopicPatch,
} from '../protocol/hub';
import { openTransport, transferPort, type OpenedHub } from './open-transport';
import { holdTabLock, newTabId, startTabLifecycle } from './tab-lifecycle';
import { requestedDelivery } from './tab-delivery';
import { TopicSignals } from './topic-signals';
import { TopicSubscriptions } from './topic-subscriptions';
import { transportOrder, type HubTransport } from './transport-order';

/**
 * How long a transport may take to answer `hello` before the next one is tried. A module
 * worker whose script cannot load (old browser, blocked URL) may never answer at all.
 */
export const HELLO_TIMEOUT_MS = 10_000;

/** The collaboration-app (Teams) entry: a tab there tells the hub, which cannot see URLs. */
const COLLABORATION_PATH_PREFIX = '/teams';

/**
 * How long the topics of the screen a tab opens on are held for it from the greeting. The
 * screen takes them over when it mounts (its chunk and the session may take a few seconds on
 * a slow link); a tab that shows something else (the sign-in) lets them go after this.
 */
export const SCREEN_TOPICS_HELD_MS = 10_000;

/** What the shell shows on every screen: the session gate, settings, notices and the connection status. */
export const TOPICS_EVERY_SCREEN_NEEDS: readonly TopicName[] = [
  'session',
  'settings',
  'notices',
  'connection',
];

/** A tab greeted by the hub, with its topic signals. */
export interface HubConnection {
  hub: HubApi;
  tabId: string;
  transport: HubTransport;
  /** 'snapshot' only in the benches' build, for their peer design (tab-delivery.tsx). */
  delivery: TopicDelivery;
  store: TopicSignals;
  subscriptions: TopicSubscriptions;
  /** Say bye and release the transport (page teardown). */
  dispose(): void;
}

export type ConnectOutcome =
  { name: 'ready'; connection: HubConnection } | { name: 'reload'; workerProtocolVersion: number };

function log(message: string): void {
  console.warn(`[hub-client] ${message}`);
}

function isPatch(value: unknown): value is TopicPatch {
  return (
    typeof value === 'object' &&
    value !== null &&
    'topic' in value &&
    'seq' in value &&
    'upserts' in value
  );
}

function helloWithin(
  opened: OpenedHub,
  tabId: string,
  port: MessagePort,
  topics: readonly TopicName[],
): Promise<HelloResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    if (opened.waitsInLine === true) return;
    timer = setTimeout(
      () => reject(new Error(`no hello answer within ${HELLO_TIMEOUT_MS} ms`)),
      HELLO_TIMEOUT_MS,
    );
  });
  const collaborationHost = window.location.pathname.startsWith(COLLABORATION_PATH_PREFIX);
  const hello = opened.hub.hello(
    {
      protocolVersion: PROTOCOL_VERSION,
      tabId,
      collaborationHost,
      delivery: requestedDelivery(window.location.search),
      topics,
    },
    transferPort(port),
  );
  return Promise.race([hello, opened.failed, timeout]).finally(() => clearTimeout(timer));
}

async function greet(
  transport: HubTransport,
  tabId: string,
  screenTopics: readonly TopicName[],
): Promise<ConnectOutcome> {
  const opened = await openTransport(transport, tabId);
  const channel = new MessageChannel();
  const store = new TopicSignals(opened.hub, tabId, log);
  const subscriptions = new TopicSubscriptions(opened.hub, tabId, store, undefined, log);
  // Named at hello: the hub sends their snapshots in one message with the greeting, and the
  // first screen renders from them instead of asking after its first render and waiting.
  const topics = [...new Set([...TOPICS_EVERY_SCREEN_NEEDS, ...screenTopics])];
  const releases = topics.map((topic) => subscriptions.adopt(topic));
  // User Timing marks of the start (the hello, each topic's first patch): B9 reads them
  // as the phases of a new tab, and so does anyone looking at a page load in DevTools.
  const marked = new Set<string>();
  const readPatches = (data: unknown): void => {
    // The hub may post one patch or a batch of patches per message.
    const patches: TopicPatch[] = [];
    for (const patch of Array.isArray(data) ? data : [data]) {
      if (!isPatch(patch)) {
        log('dropped a message that is not a topic patch');
        continue;
      }
      if (!marked.has(patch.topic)) {
        marked.add(patch.topic);
        performance.mark(`hub-topic:${patch.topic}`);
      }
      patches.push(patch);
    }
    store.applyAll(patches);
  };
  channel.port1.onmessage = (event: MessageEvent<unknown>) => readPatches(event.data);
  opened.readPatches?.(readPatches);
  let result: HelloResult;
  try {
    result = await helloWithin(opened, tabId, channel.port2, topics);
  } catch (error) {
    channel.port1.close();
    opened.close();
    throw error;
  }
  performance.mark('hub-hello');
  if (!result.ok) {
    channel.port1.close();
    opened.close();
    return { name: 'reload', workerProtocolVersion: result.workerProtocolVersion };
  }
  // the shell's topics are held for the page's life, the screen's until it has taken them over
  const screenReleases = releases.slice(TOPICS_EVERY_SCREEN_NEEDS.length);
  const screenHold = setTimeout(() => {
    for (const release of screenReleases) release();
  }, SCREEN_TOPICS_HELD_MS);
  const stopLifecycle = startTabLifecycle(opened.hub, tabId, log);
  const connection: HubConnection = {
    hub: opened.hub,
    tabId,
    transport: result.transport,
    delivery: requestedDelivery(window.location.search),
    store,
    subscriptions,
    dispose: () => {
      clearTimeout(screenHold);
      stopLifecycle();
      opened.hub.bye(tabId).catch(() => {});
      channel.port1.close();
      opened.close();
    },
  };
  return { name: 'ready', connection };
}

/**
 * Connect this tab to the hub: SharedWorker, else a leader tab's worker, else dedicated Worker, else in the page
 * (`?hub=` forces one). Holds the tab lock first so the hub can wait on it from hello on.
 * `screenTopics`: what the screen the tab opens on shows, asked for with the greeting.
 */
export async function connectHub(screenTopics: readonly TopicName[] = []): Promise<ConnectOutcome> {
  const tabId = newTabId();
  await holdTabLock(tabId);
  const order = transportOrder(window.location.search, {
    sharedWorker: typeof SharedWorker !== 'undefined',
    worker: typeof Worker !== 'undefined',
    locksAndBroadcast: 'locks' in navigator && typeof BroadcastChannel !== 'undefined',
  });
  let lastError: unknown = new Error('no hub transport available');
  for (const transport of order) {
    try {
      return await greet(transport, tabId, screenTopics);
    } catch (error) {
      log(`${transport} hub unavailable: ${String(error)}`);
      lastError = error;
    }
  }
  throw lastError;
}
