/**
 * The leader tab's contract (issue 23): where SharedWorker is missing, the hub runs in the
 * leader tab's dedicated worker, which serves the other tabs over BroadcastChannel. Every tab
 * listens on LEADER_ANNOUNCE_CHANNEL; each follower gets a channel of its own (a link) that
 * carries `HubApi` calls and its patch stream, as MessagePort traffic relayed.
 */

/** Where leaders announce themselves and followers ask to join. */
export const LEADER_ANNOUNCE_CHANNEL = 'cc-hub-leader';

/** The channel of one follower's link: only that tab and the leader's worker open it. */
export function leaderLinkChannel(linkId: string): string {
  return `cc-hub-link-${linkId}`;
}

/** Messages on LEADER_ANNOUNCE_CHANNEL. `hubId` is new for every hub a leader starts. */
export type LeaderAnnouncement =
  /** The hub serves (its session resumed): followers join it. Repeated as a beat. */
  | { type: 'ready'; hubId: string }
  | { type: 'beat'; hubId: string }
  /** The hub stopped and gives the lead up (its own page is frozen): the first in line takes it. */
  | { type: 'abdicate'; hubId: string }
  /** A follower opened `leaderLinkChannel(linkId)` and asks the hub to serve it there. */
  | { type: 'join'; hubId: string; linkId: string; tabId: string }
  /** The hub listens on the link now; calls may flow. */
  | { type: 'joined'; hubId: string; linkId: string }
  /** A tab that just opened asks who serves. */
  | { type: 'who' };

/** First message a leader page posts to its hub worker: its own ports and lock identity. */
export interface LeaderOwnerMessage {
  type: 'owner';
  /** Comlink `HubApi` for the owning page itself (no relay for it). */
  hubPort: MessagePort;
  /** Liveness and step-down: the worker posts `ping`, the page answers `pong`. */
  controlPort: MessagePort;
  /** The page's Web Locks client id: the worker checks the lead is still its page's. */
  ownerClientId: string;
  hubId: string;
}

/** Worker -> owner page on the control port. */
export type LeaderControlMessage = { type: 'ping' } | { type: 'ready' } | { type: 'abdicated' };

/** Decodes an announcement from another tab: anything else on the channel is ignored. */
export function asLeaderAnnouncement(value: unknown): LeaderAnnouncement | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;
  switch (m['type']) {
    case 'who':
      return { type: 'who' };
    case 'ready':
    case 'beat':
    case 'abdicate':
      return str(m['hubId']) ? { type: m['type'], hubId: m['hubId'] } : null;
    case 'joined':
      return str(m['hubId']) && str(m['linkId'])
        ? { type: 'joined', hubId: m['hubId'], linkId: m['linkId'] }
        : null;
    case 'join':
      return str(m['hubId']) && str(m['linkId']) && str(m['tabId'])
        ? { type: 'join', hubId: m['hubId'], linkId: m['linkId'], tabId: m['tabId'] }
        : null;
    default:
      return null;
  }
}
