/**
 * At most one leader hub per session (issue 23). Where SharedWorker is missing, one tab of
 * the browser leads and its hub holds the socket; a frozen leader cannot close that socket,
 * and it may wake up and reconnect after the next tab took over. Each leader hub carries an
 * epoch taken when it took the lead, so the later leader always carries the larger one: the
 * server drops every older hub socket of the session as the newer one arrives, before it is
 * accepted (never two at once), and refuses an older hub that comes back.
 *
 * Sockets without an epoch (a SharedWorker hub, tools, benches) are not fenced: a browser has
 * one SharedWorker per profile, and two profiles never share a session cookie.
 */
export interface HubFence {
  /** Whether a handshake with this epoch may join: not older than the session's latest hub. */
  admits(sessionKey: string, hubEpoch: number): boolean;
  /**
   * Records the socket as the session's hub and answers the ids of the sockets it replaces
   * (older epochs, or an earlier socket of the same hub that has not closed yet).
   */
  enter(sessionKey: string, hubEpoch: number, socketId: string): string[];
  /** The socket closed: a session with no hub socket left is forgotten. */
  leave(sessionKey: string, socketId: string): void;
}

export function createHubFence(): HubFence {
  /** Per session: the latest epoch and the hub sockets still open. */
  const sessions = new Map<string, { epoch: number; sockets: Set<string> }>();
  return {
    admits(sessionKey, hubEpoch) {
      const entry = sessions.get(sessionKey);
      return entry === undefined || hubEpoch >= entry.epoch;
    },
    enter(sessionKey, hubEpoch, socketId) {
      const entry = sessions.get(sessionKey);
      if (entry === undefined) {
        sessions.set(sessionKey, { epoch: hubEpoch, sockets: new Set([socketId]) });
        return [];
      }
      const replaced = [...entry.sockets];
      entry.epoch = Math.max(entry.epoch, hubEpoch);
      entry.sockets = new Set([socketId]);
      return replaced;
    },
    leave(sessionKey, socketId) {
      const entry = sessions.get(sessionKey);
      if (entry === undefined) return;
      entry.sockets.delete(socketId);
      if (entry.sockets.size === 0) sessions.delete(sessionKey);
    },
  };
}
