/**
 * Everything the hub needs from its surroundings, injected so the whole hub runs in Node
 * tests with a fake socket, a fake session controller and a fake clock.
 */
import type { HelloResult } from '../../src/protocol/hub';
import type { SessionController, SessionListeners } from './session-types';

export type HubTransport = Extract<HelloResult, { ok: true }>['transport'];

/** Connection changes of the one socket, in the hub's words (socket.io's events mapped). */
export type HubSocketSignal =
  | { type: 'connected' }
  | { type: 'disconnected'; reason: string; willReconnect: boolean }
  /** An automatic reconnection attempt starts (1-based). */
  | { type: 'reconnecting'; attempt: number }
  /** An attempt failed; `retryInMs` is the nominal wait before the next, null when it gives up. */
  | { type: 'connectFailed'; message: string; retryInMs: number | null };

/** The minimal surface of a socket.io client socket the hub uses. */
export interface HubSocket {
  /** Every server event with its first argument (all our events carry one payload). */
  onAny(listener: (event: string, payload: unknown) => void): void;
  onSignal(listener: (signal: HubSocketSignal) => void): void;
  disconnect(): void;
}

export interface HubEnvironment {
  now(): number;
  /**
   * Wall-clock ms comparable with a tab's (`performance.timeOrigin + performance.now()`),
   * for the receipt stamp on patches; `now()` when absent (Node tests with a fake clock).
   */
  receiptClock?(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /** Open the socket for a session (the id travels in the handshake auth, never the URL). */
  connectSocket(opts: { sessionId: string }): HubSocket;
  /** `host` tells whether any open tab runs inside a collaboration app (Teams). */
  createSession(
    listeners: SessionListeners,
    host: { inCollaborationHost(): boolean },
  ): SessionController;
  log(level: 'info' | 'warn' | 'error', message: string): void;
  /** Resolves when the tab's Web Lock is released (the tab died); null without navigator.locks. */
  lockWaiter(tabId: string): Promise<void> | null;
  /** Which transport tabs reach this hub through (reported by hello). */
  transport: HubTransport;
  /** A fresh random id (the counter subscription id). */
  randomId(): string;
}
