/**
 * Leader-tab worker entry (issue 23): where SharedWorker is missing, the tab holding the
 * leader lock runs the hub here and it serves every tab of the browser: its own page over a
 * port, the others over BroadcastChannel links. It beats so followers can tell it lives, and
 * gives the lead up when its page is frozen or the lock turns out to be someone else's.
 */
import * as Comlink from 'comlink';
import {
  holdsLead,
  LEADER_BEAT_INTERVAL_MS,
  OWNER_SILENCE_MS,
  wokeUp,
} from '../../src/domain/hub-leadership';
import { HUB_REPLACED_MESSAGE } from '../../src/protocol/events';
import {
  asLeaderAnnouncement,
  LEADER_ANNOUNCE_CHANNEL,
  leaderLinkChannel,
  type LeaderAnnouncement,
  type LeaderControlMessage,
  type LeaderOwnerMessage,
} from '../../src/protocol/hub-leader';
import { createBrowserHubEnvironment } from './browser-environment';
import { createHub } from './create-hub';
import { bridgePort, type PortBridge } from './port-bridge';
import { connectSocketIo } from './socket-io';
import { tabLockName } from './tabs';

const scope = self as unknown as DedicatedWorkerGlobalScope; // this file only ever runs as a dedicated Worker
// User Timing marks of a hand-over's phases in the worker (loaded, session resumed, socket up)
performance.mark('hub-leader:worker-loaded');

scope.onmessage = (event: MessageEvent<Partial<LeaderOwnerMessage> | null>) => {
  const owner = event.data;
  if (
    owner?.type !== 'owner' ||
    !owner.hubPort ||
    !owner.controlPort ||
    typeof owner.ownerClientId !== 'string' ||
    typeof owner.hubId !== 'string'
  )
    return;
  scope.onmessage = null;
  lead({
    type: 'owner',
    hubPort: owner.hubPort,
    controlPort: owner.controlPort,
    ownerClientId: owner.ownerClientId,
    hubId: owner.hubId,
  });
};

/**
 * This leader's place in the browser's line of leaders: later leaders take larger epochs
 * (milliseconds, with a random tail so two tabs in one millisecond still differ), and the
 * server lets only the latest hold a socket for the session.
 */
function newHubEpoch(): number {
  return Date.now() * 1_000 + Math.floor(Math.random() * 1_000);
}

function lead(owner: LeaderOwnerMessage): void {
  performance.mark('hub-leader:owner');
  const { hubId, controlPort } = owner;
  const hubEpoch = newHubEpoch();
  const environment = createBrowserHubEnvironment({ transport: 'leader' });
  const hub = createHub({
    ...environment,
    connectSocket: (opts) => {
      const socket = connectSocketIo({ ...opts, hubEpoch });
      // a newer leader holds the session's socket: this hub serves nobody any more
      socket.onSignal((signal) => {
        if (signal.type === 'connected') performance.mark('hub-leader:socket-connected');
        if (signal.type === 'connectFailed' && signal.message === HUB_REPLACED_MESSAGE)
          abdicate('a newer leader hub holds the socket');
      });
      return socket;
    },
  });
  Comlink.expose(hub, owner.hubPort);
  const announce = new BroadcastChannel(LEADER_ANNOUNCE_CHANNEL);
  /** Follower tab id -> its link. */
  const links = new Map<string, { linkId: string; bridge: PortBridge; port: MessagePort }>();
  let serving = false;
  let stopped = false;
  let lastTickAt = Date.now();
  let lastPongAt = Date.now();

  const say = (message: LeaderAnnouncement): void => announce.postMessage(message);
  const tell = (message: LeaderControlMessage): void => controlPort.postMessage(message);

  controlPort.onmessage = (event: MessageEvent<unknown>) => {
    if ((event.data as { type?: unknown } | null)?.type === 'pong') lastPongAt = Date.now();
  };

  void hub.started.then(() => {
    performance.mark('hub-leader:session-resumed');
    if (stopped) return;
    serving = true;
    tell({ type: 'ready' });
    say({ type: 'ready', hubId });
  });

  const closeLink = (tabId: string): void => {
    const link = links.get(tabId);
    if (link === undefined) return;
    links.delete(tabId);
    link.bridge.close();
    link.port.close();
  };

  const openLink = (linkId: string, tabId: string): void => {
    if (links.get(tabId)?.linkId === linkId) return;
    closeLink(tabId); // the tab joined again (it lost an earlier link): one link a tab
    const pair = new MessageChannel();
    Comlink.expose(hub, pair.port1);
    links.set(tabId, {
      linkId,
      bridge: bridgePort(pair.port2, new BroadcastChannel(leaderLinkChannel(linkId)), 'l'),
      port: pair.port1,
    });
    say({ type: 'joined', hubId, linkId });
    // the tab's own lock goes when the tab does: its link goes with it (the hub releases the tab itself)
    void navigator.locks.request(tabLockName(tabId), () => {
      if (links.get(tabId)?.linkId === linkId) closeLink(tabId);
    });
  };

  announce.onmessage = (event: MessageEvent<unknown>) => {
    const message = asLeaderAnnouncement(event.data);
    if (message === null || stopped || !serving) return;
    if (message.type === 'who') say({ type: 'ready', hubId });
    else if (message.type === 'join' && message.hubId === hubId)
      openLink(message.linkId, message.tabId);
  };

  /** Stop serving at once and say so: the socket closes before anyone else opens one. */
  const abdicate = (why: string): void => {
    if (stopped) return;
    stopped = true;
    clearInterval(beat);
    hub.dispose();
    for (const tabId of [...links.keys()]) closeLink(tabId);
    say({ type: 'abdicate', hubId });
    announce.close();
    tell({ type: 'abdicated' });
    console.info(`[hub] leader hub ${hubId} stopped: ${why}`);
  };

  const checkLead = async (): Promise<void> => {
    const snapshot = await navigator.locks.query();
    if (!holdsLead(snapshot, owner.ownerClientId)) abdicate('the lead is held by another tab');
  };

  const beat = setInterval(() => {
    if (stopped) return;
    const now = Date.now();
    const slept = wokeUp(lastTickAt, now);
    lastTickAt = now;
    if (slept) {
      // frozen or suspended: another tab may lead by now, so ask before doing anything more
      lastPongAt = now;
      void checkLead();
      return;
    }
    if (now - lastPongAt >= OWNER_SILENCE_MS) {
      abdicate('its page does not answer (frozen)');
      return;
    }
    tell({ type: 'ping' });
    if (serving) say({ type: 'beat', hubId });
  }, LEADER_BEAT_INTERVAL_MS);
}
