import * as Comlink from 'comlink';
import {
  clientIdOf,
  firstInLine,
  holdsLead,
  HUB_LEADER_LOCK,
  initialLeadership,
  LEADER_BEAT_INTERVAL_MS,
  reduceLeadership,
  shouldSteal,
  type LeadershipEvent,
  type LeadershipState,
} from '../domain/hub-leadership';
import type { HubApi } from '../protocol/hub';
import {
  asLeaderAnnouncement,
  LEADER_ANNOUNCE_CHANNEL,
  leaderLinkChannel,
  type LeaderAnnouncement,
  type LeaderControlMessage,
  type LeaderOwnerMessage,
} from '../protocol/hub-leader';
import { bridgePort, type PortBridge } from '../../workers/hub/port-bridge';
import { tabLockName } from '../../workers/hub/tabs';
import { SwitchingHub, type HubTarget } from './switching-hub';

/** The leader tab's side of the transport, seen from `open-transport`. */
export interface LeaderTransport {
  hub: HubApi;
  /**
   * Rejects when this tab's own leader worker cannot load its script: no tab of this browser
   * can lead then, and the tab moves on to the next transport rather than wait in line forever.
   */
  failed: Promise<never>;
  /** Patches go to this reader, not through the tab's patch port (`SwitchingHub.readPatches`). */
  readPatches(reader: (data: unknown) => void): void;
  close(): void;
}

function log(message: string): void {
  console.warn(`[hub-client] ${message}`);
}

function target(port: MessagePort): HubTarget {
  // Comlink's Remote<HubApi> is call-compatible with HubApi (see open-transport)
  return {
    hub: Comlink.wrap<HubApi>(port) as unknown as HubApi,
    transfer: (p) => Comlink.transfer(p, [p]),
  };
}

function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');
}

/** A leader hub's worker; the URL sits inside the constructor call for the bundler to emit it. */
function startLeaderWorker(): Worker {
  return new Worker(new URL('../../workers/hub/hub-leader.worker.ts', import.meta.url), {
    type: 'module',
    name: 'cc-hub',
  });
}

interface OwnHub {
  hubId: string;
  worker: Worker;
  control: MessagePort;
  /** Ends this tab's hold on the leader lock. */
  release(): void;
}

interface Link {
  hubId: string;
  linkId: string;
  bridge: PortBridge;
  port: MessagePort;
}

/**
 * One hub per browser profile without SharedWorker (issue 23): every tab waits in line for
 * the leader Web Lock; the holder runs the hub in a dedicated worker, the others join it over
 * BroadcastChannel. When the leader goes (closed, crashed, frozen) the next in line takes the
 * lock, starts a hub that resumes the session from the cookie, and every tab moves to it.
 * The `hub-leader:*` User Timing marks (here, in the worker and in `switching-hub`) time the
 * phases of a hand-over; the leader journey prints them.
 */
export function openLeaderTransport(tabId: string): LeaderTransport {
  const switching = new SwitchingHub(log);
  const announce = new BroadcastChannel(LEADER_ANNOUNCE_CHANNEL);
  const locks = navigator.locks;
  let state: LeadershipState = initialLeadership(Date.now());
  let own: OwnHub | null = null;
  let link: Link | null = null;
  let inLine: AbortController | null = null;
  /**
   * The first tab in line keeps a leader worker loaded and idle (it waits for its owner
   * message and opens nothing): loading and evaluating the hub's code took 250 to 750 ms of a
   * hand-over on a busy machine, the largest part of it. One tab holds one, not every follower.
   */
  let standby: Worker | null = null;
  let linkCount = 0;
  let closed = false;
  let failStart: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    failStart = reject;
  });
  failed.catch(() => {}); // read only while the tab's hello waits

  const update = (event: LeadershipEvent): void => {
    state = reduceLeadership(state, event, Date.now());
  };
  const say = (message: LeaderAnnouncement): void => announce.postMessage(message);

  const dropLink = (): void => {
    if (link === null) return;
    link.bridge.close();
    link.port.close();
    link = null;
  };

  /** Wait in line for the lead (or take it from a silent leader when `steal`). */
  const requestLead = (steal: boolean): void => {
    if (closed) return;
    inLine?.abort();
    const controller = new AbortController();
    inLine = controller;
    let granted = false;
    const options: LockOptions = steal ? { steal: true } : { signal: controller.signal };
    locks
      .request(HUB_LEADER_LOCK, options, () => {
        granted = true;
        if (closed || inLine !== controller) return undefined; // superseded while waiting
        return new Promise<void>((release) => void becomeLeader(release));
      })
      .catch((error: unknown) => {
        // stolen while this tab slept: whatever it believed, it leads no more
        if (granted && inLine === controller) stepDown('the lead was taken by another tab');
        else if (!(error instanceof DOMException && error.name === 'AbortError'))
          log(`leader lock: ${String(error)}`);
      });
  };

  const becomeLeader = async (release: () => void): Promise<void> => {
    // User Timing marks of a hand-over's phases (lock, worker, hub ready): the leader
    // journey prints them, and DevTools shows them beside the page's work
    performance.mark('hub-leader:lock-granted');
    update({ type: 'lockGranted' });
    switching.lose();
    dropLink();
    const worker = standby ?? startLeaderWorker();
    standby = null;
    const clientId = clientIdOf(await locks.query(), tabLockName(tabId));
    const hubId = newId();
    const hubChannel = new MessageChannel();
    const control = new MessageChannel();
    own = { hubId, worker, control: control.port1, release };
    let ready = false;
    worker.addEventListener('error', (event) => {
      log(`leader hub failed: ${event.message}`);
      if (!ready) failStart(new Error(`leader worker failed to start: ${event.message}`));
      stepDown('its worker failed');
    });
    control.port1.onmessage = (event: MessageEvent<LeaderControlMessage>) => {
      if (own?.hubId !== hubId) return;
      switch (event.data.type) {
        case 'ping':
          control.port1.postMessage({ type: 'pong' });
          return;
        case 'ready':
          ready = true;
          performance.mark('hub-leader:hub-ready');
          switching.serve(target(hubChannel.port1));
          return;
        case 'abdicated':
          stepDown('its hub stopped');
          return;
      }
    };
    const message: LeaderOwnerMessage = {
      type: 'owner',
      hubPort: hubChannel.port2,
      controlPort: control.port2,
      ownerClientId: clientId ?? '',
      hubId,
    };
    worker.postMessage(message, [hubChannel.port2, control.port2]);
  };

  /** Leave the lead: the hub stops with its worker, and the tab waits in line again. */
  const stepDown = (why: string): void => {
    const current = own;
    if (current === null) return;
    own = null;
    log(`leaving the lead: ${why}`);
    switching.lose();
    current.control.close();
    current.worker.terminate();
    current.release();
    update({ type: 'lockLost' });
    requestLead(false);
    say({ type: 'who' });
  };

  const join = (hubId: string): void => {
    switching.lose();
    dropLink();
    linkCount += 1;
    const linkId = `${tabId}-${linkCount}`;
    const pair = new MessageChannel();
    link = {
      hubId,
      linkId,
      bridge: bridgePort(pair.port2, new BroadcastChannel(leaderLinkChannel(linkId)), 'f'),
      port: pair.port1,
    };
    say({ type: 'join', hubId, linkId, tabId });
  };

  /** Loads the standby worker once this tab is next in line, and ends it if it no longer is. */
  const keepStandby = (next: boolean): void => {
    if (next && standby === null && own === null && !closed) {
      const worker = startLeaderWorker();
      // a standby that failed to load is dropped: the lead then starts a worker afresh
      worker.addEventListener('error', () => {
        if (standby !== worker) return;
        standby = null;
        worker.terminate();
      });
      standby = worker;
    } else if (!next && standby !== null) {
      standby.terminate();
      standby = null;
    }
  };

  /** Reads the line: a standby worker when next, and the lead taken from a leader gone silent. */
  const tryToSteal = async (): Promise<void> => {
    if (state.name !== 'following') return;
    const snapshot = await locks.query();
    if (closed || state.name !== 'following') return;
    const clientId = clientIdOf(snapshot, tabLockName(tabId));
    keepStandby(firstInLine(snapshot, clientId));
    if (!shouldSteal(state, Date.now(), snapshot, clientId)) return;
    log('the leader hub is silent or gone: taking the lead');
    update({ type: 'leaderHeard', hubId: 'stealing' }); // one attempt per silence
    requestLead(true);
  };

  /** A tab that wakes up believing it leads checks the lock before it goes on. */
  const checkLead = async (): Promise<void> => {
    if (own === null) return;
    const snapshot = await locks.query();
    if (own !== null && !holdsLead(snapshot, clientIdOf(snapshot, tabLockName(tabId))))
      stepDown('the lead is held by another tab');
  };

  announce.onmessage = (event: MessageEvent<unknown>) => {
    const message = asLeaderAnnouncement(event.data);
    if (message === null || closed) return;
    switch (message.type) {
      case 'ready':
      case 'beat':
        if (own !== null) {
          if (message.hubId !== own.hubId) void checkLead(); // another hub speaks: is the lock still ours?
          return;
        }
        update({ type: 'leaderHeard', hubId: message.hubId });
        if (link?.hubId !== message.hubId) join(message.hubId);
        return;
      case 'joined':
        if (link !== null && link.linkId === message.linkId && own === null)
          switching.serve(target(link.port));
        return;
      case 'abdicate':
        update({ type: 'leaderAbdicated', hubId: message.hubId });
        if (link?.hubId === message.hubId) {
          switching.lose();
          dropLink();
        }
        void tryToSteal();
        return;
      case 'join':
      case 'who':
        return;
    }
  };

  const watchdog = setInterval(() => void tryToSteal(), LEADER_BEAT_INTERVAL_MS);
  const onResume = () => void checkLead();
  /**
   * A leader that goes hands the lead on as the page hides, not when the browser has torn
   * it down: its worker (and so its socket) ends and the lock is free a step earlier. Back
   * from the back/forward cache the tab reloads (tab-lifecycle), so nothing is lost.
   */
  const onPageHide = () => {
    if (own === null) return;
    const current = own;
    own = null;
    current.control.close();
    current.worker.terminate();
    current.release();
  };
  document.addEventListener('resume', onResume);
  document.addEventListener('visibilitychange', onResume);
  window.addEventListener('pagehide', onPageHide);
  requestLead(false);
  say({ type: 'who' });

  return {
    hub: switching.api,
    failed,
    readPatches: (reader) => switching.readPatches(reader),
    close() {
      closed = true;
      clearInterval(watchdog);
      document.removeEventListener('resume', onResume);
      document.removeEventListener('visibilitychange', onResume);
      window.removeEventListener('pagehide', onPageHide);
      inLine?.abort();
      standby?.terminate();
      standby = null;
      if (own !== null) {
        own.worker.terminate();
        own.release();
        own = null;
      }
      dropLink();
      switching.lose();
      announce.close();
    },
  };
}
