/**
 * The one socket: opened with the session id when a session starts, closed at logout,
 * and its state published as the `connection` topic. socket.io reconnects by itself
 * (1 s growing to 20 s, unlimited); the hub hears every (re)connect so it can refetch
 * and resync.
 */
import type { ConnectionValue } from '../../src/protocol/hub';
import type { HubSocket, HubSocketSignal } from './hub-environment';
import { CURRENT_KEY } from './event-ingest';
import type { TopicStore } from './topic-store';

export interface ConnectionEnvironment {
  now(): number;
  connectSocket(opts: { sessionId: string }): HubSocket;
  log(level: 'info' | 'warn' | 'error', message: string): void;
}

export interface ConnectionHooks {
  /** Every server event of the current socket. */
  onEvent(event: string, payload: unknown): void;
  /** The socket connected; `reconnect` is false for the first connect of this socket. */
  onConnected(reconnect: boolean): void;
  /**
   * The server refused the handshake and socket.io gives up (no retry): the session may
   * have ended while the socket could not hear `session:ended`.
   */
  onRefused(message: string): void;
  /**
   * The server closed the socket itself and socket.io will not retry: the session may have
   * ended, or the server shed the connection while the session lives on.
   */
  onDroppedByServer(reason: string): void;
}

export function createConnection(
  env: ConnectionEnvironment,
  store: TopicStore<'connection'>,
  hooks: ConnectionHooks,
) {
  let socket: HubSocket | null = null;
  let sessionId: string | null = null;
  let connectedBefore = false;
  let attempt = 0;

  function publish(value: ConnectionValue): void {
    store.set(CURRENT_KEY, value);
  }

  function onSignal(signal: HubSocketSignal): void {
    switch (signal.type) {
      case 'connected': {
        const reconnect = connectedBefore;
        connectedBefore = true;
        attempt = 0;
        publish({ name: 'connected', since: env.now() });
        hooks.onConnected(reconnect);
        return;
      }
      case 'disconnected':
        env.log('info', `socket disconnected: ${signal.reason}`);
        publish(
          signal.willReconnect
            ? { name: 'connecting', attempt: attempt + 1, retryAt: null }
            : { name: 'offline', since: env.now() },
        );
        if (!signal.willReconnect) hooks.onDroppedByServer(signal.reason);
        return;
      case 'reconnecting':
        attempt = signal.attempt;
        publish({ name: 'connecting', attempt, retryAt: null });
        return;
      case 'connectFailed':
        env.log('warn', `socket connect failed: ${signal.message}`);
        publish(
          signal.retryInMs === null
            ? { name: 'offline', since: env.now() }
            : {
                name: 'connecting',
                attempt: Math.max(attempt, 1),
                retryAt: env.now() + signal.retryInMs,
              },
        );
        if (signal.retryInMs === null) hooks.onRefused(signal.message);
        return;
    }
  }

  return {
    /** Connect for this session; a second call with the same id keeps the open socket. */
    open(id: string): void {
      if (socket !== null && sessionId === id) return;
      this.close();
      sessionId = id;
      connectedBefore = false;
      attempt = 1;
      publish({ name: 'connecting', attempt, retryAt: null });
      const opened = env.connectSocket({ sessionId: id });
      socket = opened;
      // a late signal of a socket already replaced must not touch the topic
      opened.onSignal((signal) => {
        if (socket === opened) onSignal(signal);
      });
      opened.onAny((event, payload) => {
        if (socket === opened) hooks.onEvent(event, payload);
      });
    },
    /** A new socket for the same session (the server dropped the last one); tabs resync on connect. */
    reconnect(): void {
      if (sessionId === null) return;
      const id = sessionId;
      const closing = socket;
      socket = null;
      closing?.disconnect();
      this.open(id);
      // this socket follows one that was connected: its connect is a reconnect (fresh snapshots)
      connectedBefore = true;
    },
    close(): void {
      const closing = socket;
      socket = null;
      sessionId = null;
      closing?.disconnect();
      publish({ name: 'idle' });
    },
  };
}

export type Connection = ReturnType<typeof createConnection>;
