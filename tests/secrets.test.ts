/**
 * Secrets, issue 9: the session id never reaches the server's logs. The server runs as
 * `npm start` runs it, with request logging on (LOG_REQUESTS=1), and everything it prints is
 * captured while sessions do all the things that leave traces: log in, call with the
 * session-id header, fail (400, 401, 404, 413, SESSION_EXPIRED), open a socket, resume
 * from the cookie, log out. Neither any session id nor its resume cookie may appear in the
 * output, nor in the database file (sessions are stored under a hash). The browser side
 * (URLs, storage, IndexedDB, console) is e2e/secrets.spec.ts.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { RESUME_COOKIE, SESSION_HEADER } from '../src/protocol/api';
import { tempDir } from '../server/testing/test-server';
import { freePort, spawnServer } from './spawned-server';

/** Short enough that a session can expire within the test. */
const IDLE_TIMEOUT_MS = 2_000;

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('secrets', () => {
  it('the session id never appears in the server logs (request logging on), nor in the database file', async () => {
    const dir = tempDir();
    cleanups.push(dir.cleanup);
    const dbPath = join(dir.path, 'cc.sqlite');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const { child, output: serverOutput } = await spawnServer(port, {
      DB_PATH: dbPath,
      LOG_REQUESTS: '1',
      SESSION_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
    });

    const secrets: string[] = [];
    async function signIn(username: string) {
      const response = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: username }),
      });
      const { data } = (await response.json()) as {
        data: { sessionId: string; user: { userId: string } };
      };
      const cookie = /cc_resume=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
      secrets.push(data.sessionId, cookie);
      return { sessionId: data.sessionId, userId: data.user.userId, cookie };
    }
    const call = (path: string, sessionId: string, init: RequestInit = {}) =>
      fetch(`${url}${path}`, {
        ...init,
        headers: {
          [SESSION_HEADER]: sessionId,
          'content-type': 'application/json',
          ...(init.headers as Record<string, string> | undefined),
        },
      });

    const agent = await signIn('agent');
    const supervisor = await signIn('supervisor');
    expect(agent.cookie).not.toBe('');
    const register = await call('/api/agent/register', agent.sessionId, {
      method: 'POST',
      body: '{}',
    });
    const { data: registration } = (await register.json()) as { data: { instanceId: string } };
    await call('/api/agent/current/keepAlive', agent.sessionId, {
      method: 'POST',
      body: JSON.stringify({ instanceId: registration.instanceId }),
    });
    await call(`/api/settings/${agent.userId}`, agent.sessionId, {
      method: 'PUT',
      body: JSON.stringify({ 'theme.mode': 'dark' }),
    });
    await call(`/api/settings/${agent.userId}`, agent.sessionId, {
      method: 'PUT',
      body: '{"broken',
    }); // 400
    await call(`/api/settings/${agent.userId}`, agent.sessionId, {
      method: 'PUT',
      body: JSON.stringify({ 'supervisorDashboardSettings.x': 'x'.repeat(1_100_000) }),
    }); // 413
    await call(`/api/settings/${supervisor.userId}`, agent.sessionId); // 403
    await call('/api/no/such/path', agent.sessionId); // 404
    await call(`/api/supervisor/${supervisor.userId}/businessProcess/all`, supervisor.sessionId);
    // a caller that sends its session id where it does not belong still does not get it logged
    await call(
      `/api/themes/all?session-id=${encodeURIComponent(agent.sessionId)}`,
      agent.sessionId,
    );
    // a look-alike id: refused (401), and not logged either
    const forged = 'A'.repeat(43);
    secrets.push(forged);
    await call('/api/themes/all', forged);

    // the socket carries the id in its handshake
    const socket = connect(url, {
      transports: ['websocket'],
      auth: { sessionId: agent.sessionId },
      reconnection: false,
      extraHeaders: { Origin: url },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    socket.close();

    // resume from the cookie, then log out
    const resumed = await fetch(`${url}/api/session/resume`, {
      method: 'POST',
      headers: { 'x-cc-hub': '1', cookie: `${RESUME_COOKIE}=${agent.cookie}` },
    });
    expect(resumed.status).toBe(200);
    await call('/api/logout', agent.sessionId, { method: 'POST' });
    await call('/api/themes/all', agent.sessionId); // 401 after logout

    // an idle session: SESSION_EXPIRED on its next call, and on a socket handshake
    await pause(IDLE_TIMEOUT_MS + 200);
    expect((await call('/api/themes/all', supervisor.sessionId)).status).toBe(500);
    await pause(500); // let the last lines reach stdout
    const output = serverOutput();

    // logging was on and saw all of it (else the check below proves nothing)
    for (const trace of [
      '/api/login',
      '/api/agent/current/keepAlive',
      '/api/settings/',
      '/api/session/resume',
      '/api/logout',
      '"statusCode":401',
      '"statusCode":413',
    ]) {
      expect(output, trace).toContain(trace);
    }
    for (const secret of secrets)
      expect(
        output.includes(secret),
        `a secret ${secret.slice(0, 4)}… appears in the server output`,
      ).toBe(false);

    child.kill('SIGTERM');
    await new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const files = [dbPath, `${dbPath}-wal`]
      .filter(existsSync)
      .map((file) => readFileSync(file).toString('latin1'));
    expect(files.length).toBeGreaterThan(0);
    for (const secret of secrets.slice(0, 4))
      expect(files.some((content) => content.includes(secret))).toBe(false);
  }, 60_000);
});
