/**
 * Hostile socket clients, issue 9 "abuse": a foreign Origin never gets a socket (checked at
 * the raw WebSocket upgrade, below socket.io's client), a message over the server's buffer
 * limit ends that socket only, and the server stays up for everyone else.
 * (The event flood, measured against another user's latency, is in abuse-flood.test.ts.)
 */
import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_HTTP_BUFFER_SIZE_BYTES, emitToUser } from '../server/socket';
import { startServer, type StartedServer } from '../server/start';
import { authed, body, login } from '../server/testing/test-server';

let started: StartedServer | null = null;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await started?.close();
  started = null;
});

async function start(): Promise<StartedServer> {
  started = await startServer({ port: 0, host: '127.0.0.1', dbPath: ':memory:', testRoutes: true });
  return started;
}

/** A raw WebSocket upgrade request: answers the HTTP status (101 when the socket was granted). */
function upgrade(port: number, origin: string | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/socket.io/?EIO=4&transport=websocket',
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        ...(origin === null ? {} : { Origin: origin }),
      },
    });
    req.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    req.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

function open(url: string, sessionId: string): Socket {
  const socket = connect(url, {
    transports: ['websocket'],
    auth: { sessionId },
    reconnection: false,
    extraHeaders: { Origin: url },
  });
  sockets.push(socket);
  return socket;
}
function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}
const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('abuse: socket', () => {
  it('a foreign Origin is refused on the socket: the WebSocket upgrade itself is denied, lookalike hosts included', async () => {
    const { port, url, server } = await start();
    // same origin: granted (so the refusals below are about the Origin, not the request)
    expect(await upgrade(port, url)).toBe(101);
    for (const foreign of [
      'http://evil.example',
      'null', // a sandboxed iframe or a file
      `http://127.0.0.1:${port}.evil.example`,
      `http://127.0.0.1.evil.example:${port}`,
      `http://evil.example/http://127.0.0.1:${port}`,
      `http://127.0.0.1:${port + 1}`,
      'not a url',
    ]) {
      expect(await upgrade(port, foreign), foreign).not.toBe(101);
    }
    expect(server.connections.total()).toBe(0);
  });

  it('an oversize socket message (over the max buffer) disconnects that socket only; the server stays up for the others', async () => {
    const { url, server } = await start();
    const flooder = await login(server, 'agent');
    const bystander = await login(server, 'agent2');
    const big = open(url, flooder.sessionId);
    const other = open(url, bystander.sessionId);
    await Promise.all([connected(big), connected(other)]);

    // just under the limit: kept (an event packet adds a few bytes of framing around the text)
    big.emit('note', 'x'.repeat(MAX_HTTP_BUFFER_SIZE_BYTES - 100));
    await pause(300);
    expect(big.connected).toBe(true);

    const closed = disconnected(big);
    big.emit('note', 'x'.repeat(MAX_HTTP_BUFFER_SIZE_BYTES + 1));
    expect(await closed).toBe('transport close');
    await expect.poll(() => server.connections.forUser(flooder.user.userId)).toBe(0);

    // everyone else carries on: the other socket still receives, REST still answers
    const received = new Promise((resolve) => other.once('notification', resolve));
    const payload = { id: 'n1', isError: false, code: 'info', message: 'still here', timestamp: 1 };
    emitToUser(server.io, bystander.user.userId, 'notification', payload);
    expect(await received).toEqual(payload);
    expect(other.connected).toBe(true);
    const diagnostics = await server.app.inject({
      method: 'GET',
      url: '/api/diagnostics/connections',
      headers: authed(bystander.sessionId),
    });
    expect(body(diagnostics)).toMatchObject({ sockets: 1 });
  });
});
