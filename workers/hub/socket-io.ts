/**
 * The real socket: socket.io-client, websocket transport only, reconnecting by itself
 * from 1 s up to 20 s with no attempt limit (agent-desktop §7 and §9). The session id
 * travels in the handshake auth, never in the URL.
 */
import { io } from 'socket.io-client';
import {
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
} from '../../src/domain/agent-desktop-constants';
import type { HubSocket, HubSocketSignal } from './hub-environment';

export const SOCKET_PATH = '/socket.io';

/**
 * socket.io's wait before reconnection attempt `attempt` (1-based) without its ±50 %
 * jitter: the delay doubles from 1 s up to the 20 s ceiling.
 */
export function nominalReconnectDelayMs(attempt: number): number {
  return Math.min(
    SOCKET_RECONNECT_DELAY_MS * 2 ** Math.max(0, attempt - 1),
    SOCKET_RECONNECT_DELAY_MAX_MS,
  );
}

/**
 * @param opts.hubEpoch a leader tab's hub only: the server drops older leaders' sockets for it
 * @param url only for Node tests; the browser connects to its own origin
 */
export function connectSocketIo(
  opts: { sessionId: string; hubEpoch?: number },
  url?: string,
): HubSocket {
  const options = {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
    reconnectionAttempts: Infinity,
    // every session gets its own connection: a cached manager would keep the old auth
    forceNew: true,
    auth:
      opts.hubEpoch === undefined
        ? { sessionId: opts.sessionId }
        : { sessionId: opts.sessionId, hubEpoch: opts.hubEpoch },
  };
  const socket = url === undefined ? io(options) : io(url, options);
  const listeners: Array<(signal: HubSocketSignal) => void> = [];
  const emit = (signal: HubSocketSignal): void => {
    for (const listener of listeners) listener(signal);
  };
  let attempt = 0;
  socket.on('connect', () => {
    attempt = 0;
    emit({ type: 'connected' });
  });
  socket.on('disconnect', (reason) =>
    emit({ type: 'disconnected', reason, willReconnect: socket.active }),
  );
  // `active` is false when the server refused the handshake (bad or expired session): no retry then
  socket.on('connect_error', (error) =>
    emit({
      type: 'connectFailed',
      message: error.message,
      retryInMs: socket.active ? nominalReconnectDelayMs(attempt + 1) : null,
    }),
  );
  socket.io.on('reconnect_attempt', (n) => {
    attempt = n;
    emit({ type: 'reconnecting', attempt: n });
  });
  return {
    onAny(listener) {
      socket.onAny((event: string, payload: unknown) => listener(event, payload));
    },
    onSignal(listener) {
      listeners.push(listener);
    },
    disconnect() {
      socket.disconnect();
    },
  };
}
