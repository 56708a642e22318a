/**
 * The e2e fault proxy against a tiny echo server. These are real sockets, so time is
 * real too (a fake clock cannot drive the kernel): bounds are wide, and each test checks
 * the fault against the same exchange without it.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { delay, start, throttle, type FaultProxy } from '../e2e/support/fault-proxy';

let echo: Server;
let echoPort: number;
let proxy: FaultProxy;
const clients: Socket[] = [];

beforeEach(async () => {
  echo = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  echoPort = (echo.address() as { port: number }).port;
  proxy = await start(echoPort);
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  await proxy.close();
  await new Promise<void>((resolve) => echo.close(() => resolve()));
});

/** A client of the proxy that collects what comes back and how it ended. */
function dial(): { socket: Socket; received: () => string; closed: Promise<string> } {
  const socket = connect(proxy.port, '127.0.0.1');
  clients.push(socket);
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  const closed = new Promise<string>((resolve) => {
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    socket.on('close', () => resolve('closed'));
  });
  return { socket, received: () => text, closed };
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('fault proxy', () => {
  it('pass forwards both ways and logs each connection with its first line', async () => {
    const client = dial();
    client.socket.write('GET /socket.io/ HTTP/1.1\r\nhost: x\r\n\r\n');
    await until(() => client.received().includes('\r\n\r\n'));
    expect(client.received()).toBe('GET /socket.io/ HTTP/1.1\r\nhost: x\r\n\r\n');
    expect(proxy.connections()).toHaveLength(1);
    expect(proxy.connections()[0]?.firstLine).toBe('GET /socket.io/ HTTP/1.1');
    expect(proxy.connections()[0]?.closedAt).toBeNull();
  });

  it('delay holds every chunk for the given time in each direction', async () => {
    const fast = dial();
    fast.socket.write('ping');
    const baseline = await until(() => fast.received() === 'ping');
    proxy.mode(delay(300));
    const slow = dial();
    slow.socket.write('ping');
    const delayed = await until(() => slow.received() === 'ping');
    // 300 ms out and 300 ms back
    expect(delayed).toBeGreaterThanOrEqual(580);
    expect(delayed).toBeLessThan(2_000);
    expect(baseline).toBeLessThan(200);
  });

  it('throttle holds the rate: 8 kB at 8 kB/s takes about a second, unthrottled it does not', async () => {
    const payload = 'x'.repeat(8_000);
    const fast = dial();
    fast.socket.write(payload);
    const baseline = await until(() => fast.received().length === payload.length);
    proxy.mode(throttle(8_000));
    const slow = dial();
    slow.socket.write(payload);
    const throttled = await until(() => slow.received().length === payload.length);
    expect(slow.received()).toBe(payload);
    expect(throttled).toBeGreaterThanOrEqual(800);
    expect(throttled).toBeLessThan(4_000);
    expect(baseline).toBeLessThan(300);
  });

  it('blackhole forwards nothing and keeps the connection open; the held bytes arrive once it lifts', async () => {
    const open = dial();
    open.socket.write('a');
    await until(() => open.received() === 'a');
    proxy.mode('blackhole');
    open.socket.write('b');
    const fresh = dial();
    fresh.socket.write('c');
    let ended = false;
    void open.closed.then(() => (ended = true));
    void fresh.closed.then(() => (ended = true));
    await sleep(500);
    expect(open.received()).toBe('a');
    expect(fresh.received()).toBe('');
    expect(ended).toBe(false);
    expect(proxy.connections()).toHaveLength(2); // the new connection was accepted
    proxy.mode('pass');
    await until(() => open.received() === 'ab' && fresh.received() === 'c');
  });

  it('a client closing during a blackhole closes upstream only once the blackhole lifts', async () => {
    let upstreamClosedAt = 0;
    echo.on('connection', (socket) => socket.on('close', () => (upstreamClosedAt = Date.now())));
    const client = dial();
    client.socket.write('a');
    await until(() => client.received() === 'a');
    proxy.mode('blackhole');
    client.socket.destroy();
    await sleep(300);
    expect(upstreamClosedAt).toBe(0);
    const lifted = Date.now();
    proxy.mode('pass');
    await until(() => upstreamClosedAt > 0);
    expect(upstreamClosedAt).toBeGreaterThanOrEqual(lifted);
  });

  it('reset destroys open connections with RST and resets new ones; pass lets new ones through again', async () => {
    const open = dial();
    open.socket.write('a');
    await until(() => open.received() === 'a');
    proxy.mode('reset');
    expect(await open.closed).toBe('ECONNRESET');
    const refused = dial();
    expect(await refused.closed).toBe('ECONNRESET');
    proxy.mode('pass');
    const again = dial();
    again.socket.write('z');
    await until(() => again.received() === 'z');
  });

  it('with nothing listening behind it the client is reset, as with a refused port', async () => {
    await new Promise<void>((resolve) => echo.close(() => resolve()));
    echo = createServer(); // afterEach closes whatever is in `echo`
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const client = dial();
    client.socket.write('a');
    expect(await client.closed).toBe('ECONNRESET');
  });
});
