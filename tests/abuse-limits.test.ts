/**
 * Issue 16, parts 3 and 5: login throttling that cannot be dodged, bounded password hashing,
 * and the limits around sessions, sockets, attachments, the resume cookie, the database file
 * and names. One test per finding, named after it.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../server/app';
import {
  interactionHarness,
  multipart,
  readyAgent,
  type InteractionHarness,
} from '../server/interactions/test-support';
import { startServer, type StartedServer } from '../server/start';
import {
  authed,
  body,
  login,
  manualClock,
  tempDir,
  testServer,
} from '../server/testing/test-server';

let server: BuiltServer | null = null;
let started: StartedServer | null = null;
let h: InteractionHarness | null = null;
const cleanups: Array<() => void> = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await server?.close();
  await started?.close();
  await h?.server.close();
  server = null;
  started = null;
  h = null;
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const attempt = (s: BuiltServer, username: string, remoteAddress: string, password = 'wrong') =>
  s.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress,
  });

describe('abuse: login throttling', () => {
  it(
    'login throttling: " Agent ", "AGENT" and "agent" share one bucket whatever address they come from',
    { timeout: 60_000 },
    async () => {
      server = await testServer({ loginAttemptsPerMinute: 3 });
      const spellings = ['agent', ' Agent ', 'AGENT'];
      for (const [i, username] of spellings.entries())
        expect((await attempt(server, username, `10.0.0.${i + 1}`)).statusCode).toBe(401);
      const limited = await attempt(server, '\tagent ', '10.0.0.9', 'agent');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().message).toMatch(
        /^Too many sign-in attempts: try again in \d+ seconds$/,
      );
    },
  );

  // each attempt is a real password hash: slow on a busy machine
  it(
    'login throttling: one address trying many usernames is limited per address',
    { timeout: 60_000 },
    async () => {
      // one attempt a minute per username: ten per address
      server = await testServer({ loginAttemptsPerMinute: 1 });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push((await attempt(server, `guess-${i}`, '10.0.0.1')).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      // another address is not held back by it
      expect((await attempt(server, 'guess-x', '10.0.0.2')).statusCode).toBe(401);
    },
  );

  it(
    'login hashing: beyond the hashes running and their short queue a login is refused with 503 and Retry-After',
    { timeout: 60_000 },
    async () => {
      server = await testServer({ loginAttemptsPerMinute: 10_000, loginHashConcurrency: 1 });
      const s = server;
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => attempt(s, `nobody-${i}`, '10.0.0.1')),
      );
      const refused = answers.filter((a) => a.statusCode === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.filter((a) => a.statusCode === 401).length).toBeGreaterThanOrEqual(5); // one running, four waiting
      expect(refused[0]?.headers['retry-after']).toBe('1');
      expect(refused[0]?.json().message).toBe('Too many sign-ins at once: try again in a moment');
      // once the burst is over, a real login goes through
      expect((await attempt(s, 'agent', '10.0.0.1', 'agent')).statusCode).toBe(200);
    },
  );
});

describe('abuse: sessions and sockets', () => {
  it('session lifetime: a session older than SESSION_MAX_AGE_MS is refused as expired however busy it is', async () => {
    const clock = manualClock();
    server = await testServer({
      now: clock.now,
      sessionIdleTimeoutMs: 60_000,
      sessionMaxAgeMs: 100_000,
    });
    const { sessionId } = await login(server, 'agent');
    for (let i = 0; i < 3; i += 1) {
      clock.advance(30_000);
      expect(
        (
          await server.app.inject({
            method: 'GET',
            url: '/api/themes/all',
            headers: authed(sessionId),
          })
        ).statusCode,
      ).toBe(200);
    }
    clock.advance(10_001);
    const expired = await server.app.inject({
      method: 'GET',
      url: '/api/themes/all',
      headers: authed(sessionId),
    });
    expect(expired.statusCode).toBe(500);
    expect(expired.json().message).toBe('SESSION_EXPIRED');
  });

  it('sessions per user: a login beyond the cap ends the least recently used session', async () => {
    const clock = manualClock();
    server = await testServer({ now: clock.now, sessionsPerUserMax: 2 });
    const first = await login(server, 'agent');
    clock.advance(10_000);
    const second = await login(server, 'agent');
    clock.advance(10_000);
    // the first is used again: the second is now the least recently used
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/themes/all',
          headers: authed(first.sessionId),
        })
      ).statusCode,
    ).toBe(200);
    clock.advance(10_000);
    const third = await login(server, 'agent');
    const status = async (sessionId: string) =>
      (
        await server!.app.inject({
          method: 'GET',
          url: '/api/themes/all',
          headers: authed(sessionId),
        })
      ).statusCode;
    expect(await status(second.sessionId)).toBe(401);
    expect(await status(first.sessionId)).toBe(200);
    expect(await status(third.sessionId)).toBe(200);
    // another user's sessions are not counted
    expect(await status((await login(server, 'agent2')).sessionId)).toBe(200);
  });

  it('sockets per session: a handshake beyond the cap is refused', async () => {
    started = await startServer({
      port: 0,
      host: '127.0.0.1',
      dbPath: ':memory:',
      testRoutes: true,
      socketsPerSessionMax: 2,
    });
    const { sessionId } = await login(started.server, 'agent');
    const outcome = () =>
      new Promise<string>((resolve) => {
        const socket = connect(started!.url, {
          transports: ['websocket'],
          auth: { sessionId },
          reconnection: false,
        });
        sockets.push(socket);
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(error.message));
      });
    expect(await outcome()).toBe('connected');
    expect(await outcome()).toBe('connected');
    expect(await outcome()).toBe('Too many connections for this session');
    // another session of the same user has its own allowance
    const other = await login(started.server, 'agent');
    const socket = connect(started.url, {
      transports: ['websocket'],
      auth: { sessionId: other.sessionId },
      reconnection: false,
    });
    sockets.push(socket);
    expect(await new Promise((resolve) => socket.once('connect', () => resolve('connected')))).toBe(
      'connected',
    );
  });

  it('resume secret: the resume call answers the session without echoing the cookie it was given', async () => {
    server = await testServer();
    const { sessionId, cookie } = await login(server, 'agent');
    const token = cookie?.value ?? '';
    expect(token).not.toBe('');
    expect(token).not.toBe(sessionId);
    const resumed = await server.app.inject({
      method: 'POST',
      url: '/api/session/resume',
      cookies: { cc_resume: token },
      headers: { 'x-cc-hub': '1' },
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.body).not.toContain(token);
    // the session it answers is the one the login started
    expect(body<{ sessionId: string }>(resumed).sessionId).toBe(sessionId);
    // the session id is no resume cookie
    const withId = await server.app.inject({
      method: 'POST',
      url: '/api/session/resume',
      cookies: { cc_resume: sessionId },
      headers: { 'x-cc-hub': '1' },
    });
    expect(withId.statusCode).toBe(401);
  });

  it('secure cookie behind TLS: with TRUST_PROXY and X-Forwarded-Proto https the resume cookie is Secure, without TRUST_PROXY the header is ignored', async () => {
    const secureOf = async (s: BuiltServer) => {
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'agent', password: 'agent' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      return response.cookies.find((c) => c.name === 'cc_resume')?.secure === true;
    };
    server = await testServer({ trustProxy: 1 });
    expect(await secureOf(server)).toBe(true);
    await server.close();
    server = await testServer();
    expect(await secureOf(server)).toBe(false);
  });

  it('database file: created readable and writable by its owner only, its -wal and -shm files too', async () => {
    const dir = tempDir();
    cleanups.push(dir.cleanup);
    const dbPath = join(dir.path, 'data', 'cc.sqlite');
    server = await testServer({ dbPath });
    await login(server, 'agent'); // a write, so the -wal file holds something
    for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`])
      expect(statSync(file).mode & 0o777, file).toBe(0o600);
  });
});

describe('abuse: attachment budget', () => {
  const form = {
    to: 'olivia.bennett1@mail.example',
    cc: '',
    bcc: '',
    subject: 'Files',
    body: '<p>Attached.</p>',
  };
  const file = (bytes: number) => ({
    name: 'report.bin',
    type: 'application/octet-stream',
    content: Buffer.alloc(bytes, 7),
  });

  async function sendNew(headers: Record<string, string>, bytes: number) {
    const harness = h as InteractionHarness;
    const created = await harness.server.app.inject({
      method: 'POST',
      url: '/api/interaction/email',
      headers,
      payload: { destination: form.to },
    });
    expect(created.statusCode).toBe(200);
    const { interactionId } = body<{ interactionId: string }>(created);
    const request = multipart(form, [file(bytes)]);
    return harness.server.app.inject({
      method: 'POST',
      url: `/api/interaction/${interactionId}/sendEmail`,
      headers: { ...headers, ...request.headers },
      payload: request.payload,
    });
  }

  it("attachment budget: attachments beyond a user's ATTACHMENT_BUDGET_MB in all are refused with 413, though each email is under 20 MB", async () => {
    h = await interactionHarness('telephony', ':memory:', { attachmentBudgetBytes: 1_000_000 });
    const agent = await readyAgent(h, 'agent');
    expect((await sendNew(agent.headers, 600_000)).statusCode).toBe(200);
    const refused = await sendNew(agent.headers, 600_000);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(
      'Attachment storage full: you have 0.6 MB of 1.0 MB stored, and these attachments need 0.6 MB more',
    );
    // what still fits goes out; another agent has a budget of their own
    expect((await sendNew(agent.headers, 300_000)).statusCode).toBe(200);
    const other = await readyAgent(h, 'agent2');
    expect((await sendNew(other.headers, 600_000)).statusCode).not.toBe(413);
  });
});

describe('abuse: names', () => {
  const HOSTILE = [
    'Invoice\u202Efdp.exe',
    'Line\nbreak',
    'Bell\u0007',
    'Isolate\u2066x\u2069',
    'Null\u0000',
  ];
  const colours = {
    primary: '#112233',
    secondary: '#112233',
    surface: '#FFFFFF',
    info: '#112233',
    error: '#AA0000',
    success: '#00AA00',
    warning: '#AAAA00',
    accent: '#112233',
  };

  it('names: control and bidi-override characters are refused with 400 in theme, wallboard, contact and health profile names', async () => {
    server = await testServer();
    const agent = authed((await login(server, 'agent')).sessionId);
    const supervisor = await login(server, 'supervisor');
    const sup = authed(supervisor.sessionId);
    for (const name of HOSTILE) {
      const calls = [
        {
          method: 'POST' as const,
          url: '/api/themes',
          headers: agent,
          payload: { name, dark: colours, light: colours },
          field: 'name',
        },
        {
          method: 'PUT' as const,
          url: `/api/wallboard/${supervisor.user.userId}`,
          headers: sup,
          payload: { name, cards: [], seconds: 10, fontSize: 16 },
          field: 'name',
        },
        {
          method: 'POST' as const,
          url: '/api/crm/contact',
          headers: agent,
          payload: { firstName: name, phone: '+15551234567' },
          field: 'firstName',
        },
        {
          method: 'POST' as const,
          url: `/api/supervisor/${supervisor.user.userId}/businessProcess/bp-1/health/thresholds`,
          headers: sup,
          payload: { name, kpis: [] },
          field: 'name',
        },
      ];
      for (const { field, ...call } of calls) {
        const response = await server.app.inject(call);
        expect(response.statusCode, `${call.url} ${JSON.stringify(name)}`).toBe(400);
        expect(response.json()).toMatchObject({
          field,
          message: `${field}: must not contain control or bidirectional-override characters`,
        });
      }
    }
    // a name in any script, with its accents, is welcome
    const fine = await server.app.inject({
      method: 'POST',
      url: '/api/themes',
      headers: agent,
      payload: { name: 'Océan – شاطئ', dark: colours, light: colours },
    });
    expect(fine.statusCode).toBe(201);
  });
});
