/**
 * Authentication by route, not by URL text (issue 16): every route of the server (Fastify's
 * own list, so a new route cannot slip past) is called without a session in many spellings
 * of its path, over real HTTP so that nothing normalizes the request target on the way.
 * Each answer must be 401 or 404 (400 for a URL the router cannot read), never a success,
 * a redirect, data or the client shell. The routes that answer without a session are listed
 * here by name: making one more route public means adding it below, on purpose.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../server/start';
import { authed, login } from '../server/testing/test-server';
import { rawClient, type RawResponse } from './raw-http';

/** `METHOD url` of every route answered without a session on a production server. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'HEAD /api/health',
  // the load balancer's check of which core holds the lock (role and status only)
  'GET /api/cluster/node',
  'HEAD /api/cluster/node',
  'POST /api/login',
  'POST /api/session/resume',
  'POST /api/openid/login',
  'GET /api/openid/start-auth',
  'HEAD /api/openid/start-auth',
  'GET /api/openid/config',
  'HEAD /api/openid/config',
  // the built client: each file by name, listed at start-up
  'GET /',
  'HEAD /',
  'GET /index.html',
  'HEAD /index.html',
  'GET /favicon.svg',
  'HEAD /favicon.svg',
  'GET /assets/app-1a2b3c.js',
  'HEAD /assets/app-1a2b3c.js',
];

/** Values for path parameters: ids that exist, so a request that got through would find data. */
const SAMPLE_PARAMS: Record<string, string> = {
  agentId: 'user-1',
  supId: 'user-3',
  id: 'theme-default',
  bpId: 'bp-1',
};

const pct = (c: string, lower = false) => {
  const hex = c.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${lower ? hex : hex.toUpperCase()}`;
};

/**
 * Spellings of `path` (an /api path) a router, a proxy or a browser might read as the same
 * route. Percent-encoding covers each letter of "api", each character of the first segment
 * after it and one character of every later segment, in both hex cases: the router decodes
 * every position alike, so these stand for all of them.
 */
function spellingsOf(path: string): string[] {
  const rest = path.slice('/api'.length); // starts with '/'
  const out = new Set<string>([path]);
  const encodeAt = (i: number) => {
    const c = path.charAt(i);
    out.add(path.slice(0, i) + pct(c) + path.slice(i + 1));
    out.add(path.slice(0, i) + pct(c, true) + path.slice(i + 1));
  };
  const segmentStarts = [...path.matchAll(/\//g)].map((m) => m.index + 1);
  for (let i = 1; i < (segmentStarts[2] ?? path.length) - 1; i += 1)
    if (path.charAt(i) !== '/') encodeAt(i);
  for (const start of segmentStarts.slice(2))
    if (start < path.length)
      encodeAt(
        start +
          Math.floor(
            (path.indexOf('/', start) < 0
              ? path.length - start
              : path.indexOf('/', start) - start) / 2,
          ),
      );
  out.add(`/%61%70%69${rest}`);
  // double encoding
  out.add(`/%2561pi${rest}`);
  out.add(`/api${rest.replace(/\//g, '%252F')}`);
  // doubled, dot and dot-dot segments
  out.add(`/${path}`);
  out.add(`/api/${rest}`);
  out.add(`${path}/`);
  out.add(`${path}//`);
  out.add(`/./api${rest}`);
  out.add(`/api/.${rest}`);
  out.add(`/x/../api${rest}`);
  out.add(`/api/x/..${rest}`);
  out.add(`/api/%2e${rest}`);
  out.add(`/x/%2e%2e/api${rest}`);
  out.add(`/x/%2E%2E/api${rest}`);
  out.add(`/%2e%2e/api${rest}`);
  // encoded slashes, both hex cases
  out.add(path.replace(/\//g, '%2F'));
  out.add(path.replace(/\//g, '%2f'));
  out.add(`/api%2F${rest.slice(1)}`);
  out.add(`/api${rest.replace(/\//g, '%2f')}`);
  // query, fragment, matrix and padding
  for (const tail of [
    '?',
    '?x=1',
    '#',
    '#x',
    '?#',
    ';',
    ';x=1',
    '%00',
    '%20',
    '%3F',
    '%23',
    '.',
    '.json',
  ])
    out.add(path + tail);
  // case and separators
  out.add(`/API${rest}`);
  out.add(`/Api${rest}`);
  out.add(path.replace(/\//g, '\\'));
  out.add(`/api\\${rest.slice(1)}`);
  // absolute form of the request target
  out.add(`http://localhost${path}`);
  return [...out];
}

/** Whether `app.inject` would send `target` changed (it parses it as a URL): those go over real HTTP. */
function injectAlters(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//')) return true;
  const url = new URL(target, 'http://localhost');
  return url.pathname + url.search !== target;
}

const staticDir = mkdtempSync(join(tmpdir(), 'cc-route-auth-'));
let started: StartedServer;
let client: ReturnType<typeof rawClient>;

beforeAll(async () => {
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>client shell</title>');
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js'), 'export {};');
  started = await startServer({ port: 0, host: '127.0.0.1', dbPath: ':memory:', staticDir });
  client = rawClient(started.url);
});
afterAll(async () => {
  client.close();
  await started.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** Runs `task` over `items`, a few at a time (as many as the client keeps connections). */
async function inParallel<T>(
  items: readonly T[],
  task: (item: T) => Promise<void>,
  width = 8,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

function fill(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'sample-1');
}

function refused(response: RawResponse): boolean {
  const type = String(response.headers['content-type'] ?? '');
  return (
    [400, 401, 404].includes(response.status) &&
    !response.body.includes('"data"') &&
    !type.startsWith('text/html')
  );
}

describe('authentication by route, not by URL text', () => {
  it('the routes answered without a session are exactly the declared public ones', () => {
    const publicRoutes = started.server
      .routes()
      .filter((r) => r.public !== false && typeof r.public !== 'function')
      .map(routeKey);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
    // every other route, the API and the rest, needs a session
    expect(started.server.routes().length).toBeGreaterThan(100);
  });

  it(
    'every route not declared public refuses an anonymous call in every spelling of its path',
    { timeout: 120_000 },
    async () => {
      const closed = started.server
        .routes()
        .filter((r) => r.public === false && r.url.startsWith('/api/'));
      expect(closed.length).toBeGreaterThan(100);
      const failures: string[] = [];
      // a HEAD route is its GET route's twin (same handler, same config): its canonical spelling is enough
      const calls = closed.flatMap((route) =>
        (route.method === 'HEAD' ? [fill(route.url)] : spellingsOf(fill(route.url))).map(
          (target) => ({ method: route.method, target }),
        ),
      );
      const started_ = performance.now();
      await inParallel(calls, async ({ method, target }) => {
        const response = injectAlters(target)
          ? await client.send(method, target)
          : await started.server.app
              .inject({ method: method as 'GET', url: target })
              .then((r) => ({ status: r.statusCode, headers: r.headers, body: r.body }));
        if (!refused(response))
          failures.push(`${method} ${target} -> ${response.status} ${response.body.slice(0, 80)}`);
      });
      process.stdout.write(
        `${calls.length} calls in ${Math.round(performance.now() - started_)} ms\n`,
      );
      // the router decodes %61 to "a": this spelling reaches the route, and the route refuses
      await inParallel(closed, async (route) => {
        const encoded = await client.send(route.method, `/%61pi${fill(route.url).slice(4)}`);
        if (encoded.status !== 401)
          failures.push(`${route.method} /%61pi… reached no session check: ${encoded.status}`);
      });
      expect(failures).toEqual([]);
      expect(calls.length).toBeGreaterThan(5_000);
    },
  );

  it('the same spellings reach the route with a session (the refusals above are the session check)', async () => {
    const { sessionId } = await login(started.server, 'agent');
    for (const target of [
      '/%61pi/themes/all',
      '/a%70i/themes/all',
      '/ap%69/themes/all',
      '/api/th%65mes/all',
      '/api/themes/all?',
    ]) {
      const response = await client.send('GET', target, authed(sessionId));
      expect(response.status, target).toBe(200);
    }
  });

  it('unmatched paths answer 401 without a session, 404 with one, and never the client shell for an API spelling', async () => {
    const { sessionId } = await login(started.server, 'agent');
    for (const target of [
      '/api/no/such/thing',
      '/%61pi/no/such',
      '//api/themes/all',
      '/API/themes/all',
      '/api%2Fthemes%2Fall',
      '/x/../api/themes/all',
      '/socket.io/x',
      '/nope.js',
      '/a/b.c',
    ]) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const anonymous = await client.send(method, target);
        expect([400, 401], `${method} ${target}: ${anonymous.status}`).toContain(anonymous.status);
        const known = await client.send(method, target, authed(sessionId));
        expect([400, 404], `${method} ${target} with a session: ${known.status}`).toContain(
          known.status,
        );
      }
    }
  });

  it('the client shell and files are public; odd spellings of them reach no other file', async () => {
    for (const target of [
      '/',
      '/dashboards',
      '/settings?x=1',
      '/wallboard/',
      '/index.html',
      '/assets/app-1a2b3c.js',
      '/favicon.svg',
    ]) {
      const response = await client.send('GET', target);
      expect(response.status, target).toBe(200);
    }
    const shell = await client.send('GET', '/kpis');
    expect(shell.body).toContain('client shell');
    for (const target of [
      '/assets/../index.html',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%5c..%5cpackage.json',
      '/assets%2Fapp-1a2b3c.js',
      '/assets/app-1a2b3c.js/..',
      '/assets/',
      '/index.html%00.js',
      '/.env',
      '/package.json',
      '/%2e%2e%2fpackage.json',
    ]) {
      const response = await client.send('GET', target);
      const isShell = response.status === 200 && response.body.includes('client shell');
      expect(
        refused(response) || isShell,
        `${target}: ${response.status} ${response.body.slice(0, 60)}`,
      ).toBe(true);
    }
  });

  it('the socket.io handshake is no anonymous way in', async () => {
    const outcome = (auth: Record<string, unknown>, namespace = '/') =>
      new Promise<string>((resolve) => {
        const socket = connect(`${started.url}${namespace}`, {
          transports: ['websocket'],
          auth,
          reconnection: false,
        });
        socket.once('connect', () => {
          socket.close();
          resolve('connected');
        });
        socket.once('connect_error', (error) => {
          socket.close();
          resolve(error.message);
        });
      });
    expect(await outcome({})).toBe('Illegal Session Id');
    expect(await outcome({ sessionId: 'not-a-session' })).toBe('Illegal Session Id');
    expect(await outcome({}, '/admin')).not.toBe('connected');
    const { sessionId } = await login(started.server, 'agent');
    expect(await outcome({ sessionId }, '/admin')).not.toBe('connected');
    // long polling is off, and odd spellings of the socket path are ordinary unmatched requests
    expect((await client.send('GET', '/socket.io/?EIO=4&transport=polling')).status).toBe(400);
    for (const target of [
      '/%73ocket.io/?EIO=4&transport=websocket',
      '//socket.io/?EIO=4&transport=polling',
      '/SOCKET.IO/?EIO=4&transport=polling',
    ]) {
      expect((await client.send('GET', target)).status, target).toBe(401);
    }
  });
});
