/**
 * The real socket adapter against a real socket.io server: events arrive through onAny,
 * and a refused handshake is reported as "no retry" (the session is bad, not the network).
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HubSocket, HubSocketSignal } from '../workers/hub/hub-environment';
import { connectSocketIo, nominalReconnectDelayMs } from '../workers/hub/socket-io';

let http: HttpServer;
let io: Server;
let url: string;
const opened: HubSocket[] = [];

beforeEach(async () => {
  http = createServer();
  io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
  io.use((socket, next) => {
    const auth = socket.handshake.auth as { sessionId?: unknown };
    next(auth.sessionId === 'good' ? undefined : new Error('Illegal Session Id'));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const socket of opened.splice(0)) socket.disconnect();
  await io.close();
});

function open(sessionId: string) {
  const socket = connectSocketIo({ sessionId }, url);
  opened.push(socket);
  const signals: HubSocketSignal[] = [];
  const events: Array<[string, unknown]> = [];
  socket.onSignal((s) => signals.push(s));
  socket.onAny((event, payload) => events.push([event, payload]));
  return { signals, events };
}

describe('socket.io adapter', () => {
  it('connects with the session id in the handshake and passes events on', async () => {
    const { signals, events } = open('good');
    await expect.poll(() => signals).toContainEqual({ type: 'connected' });
    io.emit('session:ended', { reason: 'revoked' });
    await expect.poll(() => events).toEqual([['session:ended', { reason: 'revoked' }]]);
  });

  it('a refused handshake is reported without retry', async () => {
    const { signals } = open('bad');
    await expect
      .poll(() => signals)
      .toContainEqual({ type: 'connectFailed', message: 'Illegal Session Id', retryInMs: null });
  });

  it('a server-side disconnect is reported as final', async () => {
    const { signals } = open('good');
    await expect.poll(() => signals).toContainEqual({ type: 'connected' });
    io.disconnectSockets();
    await expect
      .poll(() => signals)
      .toContainEqual({
        type: 'disconnected',
        reason: 'io server disconnect',
        willReconnect: false,
      });
  });

  it('the nominal reconnect delay doubles from 1 s up to 20 s', () => {
    expect([1, 2, 3, 5, 6, 10].map(nominalReconnectDelayMs)).toEqual([
      1_000, 2_000, 4_000, 16_000, 20_000, 20_000,
    ]);
  });
});
