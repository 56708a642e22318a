import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { createWriteBatcher, type EngineConnection } from './write-batching';

/** Counts the writes the server's TCP socket hands to the kernel (one per `_write`/`_writev`). */
function countWrites(tcp: NetSocket): { count: number } {
  const counter = { count: 0 };
  // Node's Writable calls these once per write it passes down; they are what reaches the kernel
  const target = tcp as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
  for (const name of ['_write', '_writev'] as const) {
    const original = target[name].bind(tcp);
    target[name] = (...args: unknown[]) => {
      counter.count += 1;
      return original(...args);
    };
  }
  return counter;
}

describe('write batching', () => {
  let http: HttpServer | null = null;
  let io: Server | null = null;
  let client: Socket | null = null;

  afterEach(async () => {
    client?.disconnect();
    await new Promise<void>((resolve) => (io ? void io.close(() => resolve()) : resolve()));
    http = null;
    io = null;
    client = null;
  });

  async function start(batched: boolean) {
    http = createServer();
    io = new Server(http, { transports: ['websocket'] });
    const batcher = createWriteBatcher();
    const connected = new Promise<EngineConnection>((resolve) =>
      io?.on('connection', (socket) => {
        void socket.join('watchers');
        // engine.io declares `flush` private
        const connection = socket.conn as unknown as EngineConnection;
        if (batched) batcher.attach(connection);
        resolve(connection);
      }),
    );
    await new Promise<void>((resolve) => http?.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    const received: string[] = [];
    client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
    client.onAny((event: string, payload: { n: number }) => received.push(`${event}:${payload.n}`));
    const connection = await connected;
    await new Promise<void>((resolve) => client?.once('connect', () => resolve()));
    // let the handshake's own writes finish before counting
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { server: io, connection, received };
  }

  async function burst(batched: boolean) {
    const { server, connection, received } = await start(batched);
    const writes = countWrites(connection.request.socket as NetSocket);
    // a simulation tick: several broadcasts in one synchronous turn
    server.to('watchers').emit('stats:businessProcess', { n: 1 });
    server.to('watchers').emit('stats:agent', { n: 2 });
    server.to('watchers').emit('agent:state', { n: 3 });
    server.to('watchers').emit('live', { n: 4 });
    await expect.poll(() => received.length).toBe(4);
    return { writes: writes.count, received };
  }

  it("sends one turn's broadcasts to a socket in one write, in order", async () => {
    const { writes, received } = await burst(true);
    expect(received).toEqual([
      'stats:businessProcess:1',
      'stats:agent:2',
      'agent:state:3',
      'live:4',
    ]);
    expect(writes).toBe(1);
  });

  it('without it, engine.io writes each message on its own', async () => {
    const { writes, received } = await burst(false);
    expect(received).toEqual([
      'stats:businessProcess:1',
      'stats:agent:2',
      'agent:state:3',
      'live:4',
    ]);
    expect(writes).toBe(4);
  });

  it('keeps sending in later turns (the transport is released)', async () => {
    const { server, received } = await start(true);
    for (let n = 1; n <= 3; n++) {
      server.to('watchers').emit('live', { n });
      await expect.poll(() => received.length).toBe(n);
    }
    expect(received).toEqual(['live:1', 'live:2', 'live:3']);
  });
});
