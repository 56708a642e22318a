/**
 * Reliability, session (issue 9) below the browser: the hub's own session and socket
 * against the real reference server, over real sockets.
 * - A late answer: the session controller with a manual clock (the 30 s timeout is its
 *   timer), real fetch to a server whose fault route holds the call.
 * - An ended session: the whole hub with real timers behind the e2e fault proxy, so the
 *   socket is really cut while the server ends the session.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interactionCommandCall } from '../src/protocol/interaction-commands';
import { endpointRequest } from '../workers/hub/endpoint-call';
import type { SessionValue } from '../src/protocol/hub';
import { startServer, type StartedServer } from '../server/start';
import { createHub, type Hub } from '../workers/hub/create-hub';
import type { HubEnvironment } from '../workers/hub/hub-environment';
import { TIMEOUT_MESSAGE } from '../workers/hub/http';
import { createSessionController } from '../workers/hub/session';
import type { SessionEnvironment } from '../workers/hub/session-types';
import { connectSocketIo } from '../workers/hub/socket-io';
import { start as startProxy, type FaultProxy } from '../e2e/support/fault-proxy';
import { createTestHub, settle, TestTab } from './hub-support';

let server: StartedServer;

beforeEach(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', dbPath: ':memory:', testRoutes: true });
});

afterEach(async () => {
  await fetch(`${server.url}/api/__test/fault`, { method: 'DELETE' });
  await server.close();
});

async function calls(path: string, method: string): Promise<number> {
  const response = await fetch(
    `${server.url}/api/__test/calls?${new URLSearchParams({ path, method }).toString()}`,
  );
  return ((await response.json()) as { data: { calls: number } }).data.calls;
}

async function arm(fault: { path: string; delayMs?: number; status?: number }): Promise<void> {
  const response = await fetch(`${server.url}/api/__test/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.ok).toBe(true);
}

/** Timers that run only when the test moves the clock; fetch and the server stay real. */
function manualClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number): unknown => {
      timers.set(nextId, { at: now + ms, fn });
      return nextId++;
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    /** Moves time on, firing what falls due in order (a fired timer may arm the next). */
    advance(ms: number): void {
      const until = now + ms;
      for (;;) {
        const due = [...timers]
          .filter(([, t]) => t.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (due === undefined) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = until;
    },
  };
}

describe('a late answer', () => {
  it('a call answered after more than 30 s is aborted at 30 s with a clear message and never sent again', async () => {
    const clock = manualClock();
    const env: SessionEnvironment = {
      ...clock,
      fetch: globalThis.fetch.bind(globalThis),
      baseUrl: server.url,
      inCollaborationHost: () => false,
      log: () => undefined,
    };
    const values: SessionValue[] = [];
    const session = createSessionController(env, {
      onSession: (v) => values.push(v),
      onNotice: () => undefined,
    });
    expect((await session.login({ username: 'agent', password: 'agent' })).ok).toBe(true);

    // a POST that is not idempotent: sending it twice could transfer twice
    const { name, ...input } = interactionCommandCall({
      action: 'transferToSurvey',
      interactionId: 'ix-late',
    });
    const command = endpointRequest(name, input);
    const { path } = command;
    await arm({ path, delayMs: 3_000 });
    let settled = false;
    const pending = session.request(command).finally(() => (settled = true));
    await vi.waitFor(async () => expect(await calls(path, 'POST')).toBe(1)); // the server has it

    clock.advance(29_999);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    clock.advance(1);
    expect(await pending).toEqual({
      ok: false,
      error: { code: 'timeout', message: TIMEOUT_MESSAGE },
    });
    expect(TIMEOUT_MESSAGE).toBe('The server did not answer within 30 seconds');

    // the server finishes its late work; minutes of keepAlive beats later the call was still sent once
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    for (let beat = 0; beat < 8; beat += 1) {
      clock.advance(15_000);
      await vi.waitFor(async () =>
        expect(await calls('/api/agent/current/keepAlive', 'POST')).toBe(beat + 1),
      );
    }
    expect(await calls(path, 'POST')).toBe(1);
    expect(session.value.name).toBe('active'); // a timeout is logged, it does not end the session
    session.dispose();
  });
});

describe('an ended session and the socket', () => {
  let proxy: FaultProxy;
  let hub: Hub | null = null;

  beforeEach(async () => {
    proxy = await startProxy(server.port);
  });

  afterEach(async () => {
    hub?.dispose();
    hub = null;
    await proxy.close();
  });

  function realHub(): Hub {
    const timers = {
      setTimeout: (fn: () => void, ms: number): unknown => setTimeout(fn, ms),
      clearTimeout: (h: unknown) => clearTimeout(h as NodeJS.Timeout),
    };
    const env: HubEnvironment = {
      ...timers,
      now: () => Date.now(),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h as NodeJS.Timeout),
      connectSocket: (opts) => connectSocketIo(opts, proxy.url),
      createSession: (listeners, host) =>
        createSessionController(
          {
            ...timers,
            fetch: globalThis.fetch.bind(globalThis),
            now: () => Date.now(),
            baseUrl: proxy.url,
            inCollaborationHost: () => host.inCollaborationHost(),
            log: () => undefined,
          },
          listeners,
        ),
      log: () => undefined,
      lockWaiter: () => null,
      transport: 'inline',
      randomId: () => 'rel-session-test',
    };
    return createHub(env);
  }

  it('a session ended while the socket was cut is refused on reconnection, and the hub ends it at once', async () => {
    hub = realHub();
    const tab = new TestTab(hub, 'tab-1');
    await tab.hello();
    await hub.subscribe('tab-1', 'session');
    await hub.subscribe('tab-1', 'connection');
    // a new hub first tries to resume from the cookie (Node's fetch keeps none)
    await vi.waitFor(() => expect(tab.state('session').get('current')?.name).toBe('loggedOut'));
    const login = await hub.login({ username: 'agent', password: 'agent' });
    expect(login).toMatchObject({ ok: true });
    const current = () => tab.state('connection').get('current');
    await vi.waitFor(() => expect(current()?.name).toBe('connected'), { timeout: 5_000 });

    // the socket is cut; meanwhile the server ends the session (the hub's id never leaves
    // it, so the test finds the session through its registration) and `session:ended`
    // reaches no socket
    proxy.mode('reset');
    await vi.waitFor(() => expect(current()?.name).toBe('connecting'), { timeout: 5_000 });
    const registered = server.server.registrations.all();
    expect(registered).toHaveLength(1);
    const { sessionKey } = registered[0]!;
    expect(await server.server.sessions.end(sessionKey)).toBe(true);
    server.server.context.endSession(sessionKey, 'expired');
    proxy.mode('pass');
    const restored = Date.now();

    await vi.waitFor(
      () => expect(tab.state('session').get('current')).toMatchObject({ name: 'loggedOut' }),
      { timeout: 10_000 },
    );
    const endedAfterMs = Date.now() - restored;
    expect(tab.state('session').get('current')).toEqual({
      name: 'loggedOut',
      reason: { code: 'illegalSession', serverMessage: 'Illegal Session Id' },
    });
    expect(current()?.name).toBe('idle'); // the socket is closed for good, not retrying
    // well before five keepAlives (75 s) would have ended it
    expect(endedAfterMs).toBeLessThan(5_000);
    tab.close();
  });
});

describe('a refused handshake (fake socket)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a refused handshake makes one session check call; a failure that will be retried makes none', async () => {
    const t = createTestHub();
    t.session.activate();
    await settle();
    const socket = t.sockets[0]!;
    socket.signal({ type: 'connectFailed', message: 'xhr poll error', retryInMs: 2_000 });
    await settle();
    expect(t.session.requests.filter((r) => r.path === '/api/agent/current')).toHaveLength(0);
    socket.signal({ type: 'connectFailed', message: 'Illegal Session Id', retryInMs: null });
    await settle();
    expect(t.session.requests.filter((r) => r.path === '/api/agent/current')).toEqual([
      { method: 'GET', path: '/api/agent/current' },
    ]);
    t.hub.dispose();
  });
});
