import { afterEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { HUB_REPLACED_MESSAGE, type ServerEventPayload } from '../src/protocol/events';
import { startServer, type StartedServer } from './start';
import { authed, body, login, manualClock } from './testing/test-server';
import { emitToUser } from './socket';

let started: StartedServer | null = null;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await started?.close();
  started = null;
});

async function start(overrides: { now?: () => number; sessionIdleTimeoutMs?: number } = {}) {
  started = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbPath: ':memory:',
    testRoutes: true,
    ...overrides,
  });
  return started;
}

function open(url: string, auth: Record<string, unknown>, origin?: string): Socket {
  const socket = connect(url, {
    transports: ['websocket'],
    auth,
    reconnection: false,
    ...(origin ? { extraHeaders: { Origin: origin } } : {}),
  });
  sockets.push(socket);
  return socket;
}

/** Resolves 'connected' or the connect_error message. */
function outcome(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

describe('socket', () => {
  it('connects with a valid session from the same origin and joins the user room', async () => {
    const { url, server } = await start();
    const { sessionId, user } = await login(server, 'agent');
    const socket = open(url, { sessionId }, url);
    expect(await outcome(socket)).toBe('connected');
    const received = new Promise<ServerEventPayload<'notification'>>((resolve) =>
      socket.once('notification', resolve),
    );
    const payload = { id: 'n1', isError: false, code: 'info', message: 'hello', timestamp: 1 };
    emitToUser(server.io, user.userId, 'notification', payload);
    expect(await received).toEqual(payload);
    const diagnostics = await server.app.inject({
      method: 'GET',
      url: '/api/diagnostics/connections',
      headers: authed(sessionId),
    });
    // the notification went out on the socket: what was written to it is counted
    const sentJson = JSON.stringify(['notification', payload]);
    expect(body(diagnostics)).toEqual({ sockets: 1, sent: expect.any(Number) });
    expect(body<{ sent: number }>(diagnostics).sent).toBeGreaterThanOrEqual(sentJson.length);
    expect(server.connections.forUser(user.userId)).toBe(1);
  });

  it('hears the live beat about twice a second on a quiet floor, and nothing once the simulator stops', async () => {
    started = await startServer({
      port: 0,
      host: '127.0.0.1',
      dbPath: ':memory:',
      testRoutes: true,
      sim: { agents: 0, rateMultiplier: 0 },
    });
    const { url, server } = started;
    const { sessionId } = await login(server, 'supervisor');
    const socket = open(url, { sessionId }, url);
    expect(await outcome(socket)).toBe('connected');
    const beats: number[] = [];
    socket.on('live', (payload: ServerEventPayload<'live'>) => beats.push(payload.t));
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(beats.length).toBeGreaterThanOrEqual(3);
    expect(beats.length).toBeLessThanOrEqual(6);
    server.context.simRuntime.stop();
    const heard = beats.length;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(beats.length).toBeLessThanOrEqual(heard + 1);
  }, 60_000);

  it('is refused with a foreign Origin', async () => {
    const { url, server } = await start();
    const { sessionId } = await login(server, 'agent');
    const socket = open(url, { sessionId }, 'http://evil.example');
    expect(await outcome(socket)).not.toBe('connected');
    expect(server.connections.total()).toBe(0);
  });

  it('an unknown or missing session is refused with "Illegal Session Id"', async () => {
    const { url } = await start();
    expect(await outcome(open(url, { sessionId: 'forged' }))).toBe('Illegal Session Id');
    expect(await outcome(open(url, {}))).toBe('Illegal Session Id');
  });

  it('an idle session is refused with "SESSION_EXPIRED"', async () => {
    const clock = manualClock();
    const { url, server } = await start({ now: clock.now, sessionIdleTimeoutMs: 1_000 });
    const { sessionId } = await login(server, 'agent');
    clock.advance(1_001);
    expect(await outcome(open(url, { sessionId }))).toBe('SESSION_EXPIRED');
  });

  it('logout tells the session sockets and disconnects them', async () => {
    const { url, server } = await start();
    const { sessionId } = await login(server, 'agent');
    const socket = open(url, { sessionId });
    expect(await outcome(socket)).toBe('connected');
    const ended = new Promise<unknown>((resolve) => socket.once('session:ended', resolve));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await server.app.inject({ method: 'POST', url: '/api/logout', headers: authed(sessionId) });
    expect(await ended).toEqual({ reason: 'loggedOut' });
    expect(await disconnected).toBe('io server disconnect');
  });

  it('a session found idle on a call tells its sockets it expired', async () => {
    const clock = manualClock();
    const { url, server } = await start({ now: clock.now, sessionIdleTimeoutMs: 60_000 });
    const { sessionId } = await login(server, 'agent');
    const socket = open(url, { sessionId });
    expect(await outcome(socket)).toBe('connected');
    const ended = new Promise<unknown>((resolve) => socket.once('session:ended', resolve));
    clock.advance(60_001);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/themes/all',
      headers: authed(sessionId),
    });
    expect(response.json().message).toBe('SESSION_EXPIRED');
    expect(await ended).toEqual({ reason: 'expired' });
  });

  it('a later leader hub drops the earlier one before it is accepted, and the earlier one cannot come back', async () => {
    const { url, server } = await start();
    const { sessionId } = await login(server, 'agent');
    const first = open(url, { sessionId, hubEpoch: 1_000 });
    expect(await outcome(first)).toBe('connected');
    // a SharedWorker hub, a tool or a bench sends no epoch: never fenced, never fencing
    const plain = open(url, { sessionId });
    expect(await outcome(plain)).toBe('connected');

    const events: string[] = [];
    first.once('disconnect', (reason) => events.push(`first ${reason}`));
    const second = open(url, { sessionId, hubEpoch: 2_000 });
    second.once('connect', () => events.push('second connected'));
    expect(await outcome(second)).toBe('connected');
    expect(events).toEqual(['first io server disconnect', 'second connected']);
    expect(plain.connected).toBe(true);

    // the frozen leader wakes and reconnects: refused, with words its hub stops on
    const again = open(url, { sessionId, hubEpoch: 1_000 });
    expect(await outcome(again)).toBe(HUB_REPLACED_MESSAGE);
    expect(second.connected).toBe(true);
    // the current hub's own reconnect (a new socket with its epoch) replaces its half-open one
    const reconnect = open(url, { sessionId, hubEpoch: 2_000 });
    expect(await outcome(reconnect)).toBe('connected');
    await expect.poll(() => second.connected).toBe(false);
  });

  it('a hub epoch that is not a whole number in range is refused like a bad session', async () => {
    const { url, server } = await start();
    const { sessionId } = await login(server, 'agent');
    for (const hubEpoch of [-1, 1.5, '7', Number.MAX_SAFE_INTEGER + 2, { $gt: 0 }]) {
      expect(await outcome(open(url, { sessionId, hubEpoch }))).toBe('Illegal Session Id');
    }
  });
});
