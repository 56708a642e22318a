/**
 * Security headers, issue 9 "headers": every HTML and API response — each route of the
 * server's own route list, each page of the app, static files, and every kind of failure
 * (400, 401, 403, 404, 413, 415, 429, 500) — carries a CSP with `worker-src 'self'`, a
 * `connect-src` that names no foreign or wildcard source, and `frame-ancestors 'none'`,
 * except /teams, which Teams alone may frame. The browser side (no CSP violation on any
 * screen) is e2e/csp.spec.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../server/app';
import { startServer, type StartedServer } from '../server/start';
import { authed, login, manualClock, tempDir, testServer } from '../server/testing/test-server';

/** Every screen of the client router (src/app/routes.tsx) and a few spellings of the Teams page. */
const APP_PAGES = [
  '/',
  '/login',
  '/dashboards',
  '/calls',
  '/chats',
  '/emails',
  '/sms',
  '/supervisor',
  '/kpis',
  '/settings',
  '/help',
  '/wallboard',
  '/nowhere',
];
const TEAMS_PAGES = ['/teams', '/teams/', '/teams?context=1', '/teams/tab'];
/** The hosts Microsoft Teams frames tabs from. */
const TEAMS_SOURCES = [
  'https://teams.microsoft.com',
  'https://*.teams.microsoft.com',
  'https://*.cloud.microsoft',
];

let server: BuiltServer | null = null;
let started: StartedServer | null = null;
const cleanups: Array<() => void> = [];
afterEach(async () => {
  await server?.close();
  server = null;
  await started?.close();
  started = null;
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** The header checks, as a list of problems (empty when the response is right). */
function cspProblems(csp: string | undefined, framedByTeams: boolean): string[] {
  const problems: string[] = [];
  if (csp === undefined) return ['no content-security-policy header'];
  const d = directives(csp);
  if (d.get('worker-src')?.join(' ') !== "'self'")
    problems.push(`worker-src is ${d.get('worker-src')?.join(' ')}`);
  const connect = d.get('connect-src');
  if (connect === undefined || connect.length === 0)
    problems.push('no connect-src (it would fall back to default-src)');
  for (const source of connect ?? []) {
    // restricted: no wildcard, no bare scheme (https:, ws:, data:...), only this origin
    if (source.includes('*') || /^[a-z-]+:$/i.test(source) || source !== "'self'")
      problems.push(`connect-src allows ${source}`);
  }
  const scripts = d.get('script-src') ?? d.get('default-src') ?? [];
  if (scripts.some((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'" || s === '*'))
    problems.push(`script-src is ${scripts.join(' ')}`);
  if (d.get('object-src')?.join(' ') !== "'none'") problems.push('object-src is not none');
  const ancestors = d.get('frame-ancestors') ?? [];
  if (framedByTeams) {
    const foreign = ancestors.filter((s) => s !== "'self'");
    if (foreign.join(' ') !== TEAMS_SOURCES.join(' '))
      problems.push(`teams frame-ancestors is ${ancestors.join(' ')}`);
  } else if (ancestors.join(' ') !== "'none'") {
    problems.push(`frame-ancestors is ${ancestors.join(' ')}`);
  }
  return problems;
}

function check(
  label: string,
  response: LightMyRequestResponse | Response,
  framedByTeams = false,
): void {
  const csp =
    response instanceof Response
      ? (response.headers.get('content-security-policy') ?? undefined)
      : response.headers['content-security-policy'];
  expect(
    cspProblems(csp, framedByTeams),
    `${label} -> ${response instanceof Response ? response.status : response.statusCode}`,
  ).toEqual([]);
}

/** A built client in a temporary folder: an index page, a hashed script and the worker script. */
function fakeClient(): string {
  const dir = tempDir();
  cleanups.push(dir.cleanup);
  mkdirSync(join(dir.path, 'assets'));
  writeFileSync(
    join(dir.path, 'index.html'),
    '<!doctype html><title>cc</title><script type="module" src="/assets/index-abc.js"></script>',
  );
  writeFileSync(join(dir.path, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(dir.path, 'assets', 'hub.shared-worker-abc.js'), 'self.onconnect = () => {}');
  writeFileSync(join(dir.path, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir.path;
}

/** Every route as `METHOD /path`, from Fastify's printed route tree. */
function routesOf(built: BuiltServer): Array<{ method: string; url: string }> {
  const stack: string[] = [];
  const routes: Array<{ method: string; url: string }> = [];
  for (const line of built.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (depth === 0 ? '' : (stack[depth - 1] ?? '')) + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    const url = path.replace(/:[A-Za-z]+(?:\|:[A-Za-z]+)*/g, 'x');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, url });
  }
  return routes;
}

describe('abuse: headers', () => {
  it("every HTML and API response carries CSP with worker-src 'self' and a restricted connect-src; /teams allows only the Teams hosts in frame-ancestors, other pages 'none'", async () => {
    const clock = manualClock();
    server = await testServer({
      staticDir: fakeClient(),
      now: clock.now,
      sessionIdleTimeoutMs: 60_000,
      loginAttemptsPerMinute: 2,
      apiRequestsPerMinute: 5_000,
    });
    const agent = await login(server, 'agent');
    const supervisor = await login(server, 'supervisor');
    const app = server.app;

    // every route of the server, as each kind of caller (200s, 400s, 401s, 403s and 404s among them)
    const routes = routesOf(server);
    expect(routes.length).toBeGreaterThan(150);
    const callers: Array<Record<string, string>> = [
      {},
      authed(agent.sessionId),
      authed(supervisor.sessionId),
    ];
    const statuses = new Set<number>();
    for (const { method, url } of routes) {
      if (url.startsWith('/api/logout') || url.startsWith('/api/__test/session')) continue; // would end the callers' sessions
      for (const headers of callers) {
        const response = await app.inject({ method: method as 'GET', url, headers });
        statuses.add(response.statusCode);
        check(`${method} ${url}`, response);
      }
    }
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 403, 404]));

    // the app's pages (history fallback), static files, and missing ones
    for (const page of [
      ...APP_PAGES,
      '/assets/index-abc.js',
      '/assets/hub.shared-worker-abc.js',
      '/favicon.svg',
      '/assets/missing.js',
      '/socket.io/x',
    ]) {
      check(`GET ${page}`, await app.inject({ method: 'GET', url: page }));
      check(`HEAD ${page}`, await app.inject({ method: 'HEAD', url: page }));
    }
    for (const page of TEAMS_PAGES)
      check(`GET ${page}`, await app.inject({ method: 'GET', url: page }), true);
    expect((await app.inject({ method: 'GET', url: '/dashboards' })).body).toContain(
      '<title>cc</title>',
    );

    // failures of every kind
    const headers = authed(agent.sessionId);
    const failures: Array<[string, Promise<LightMyRequestResponse>, number]> = [
      [
        'malformed JSON',
        app.inject({
          method: 'PUT',
          url: `/api/settings/${agent.user.userId}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{',
        }),
        400,
      ],
      [
        'body over 1 MB',
        app.inject({
          method: 'PUT',
          url: `/api/settings/${agent.user.userId}`,
          headers,
          payload: { 'supervisorDashboardSettings.x': 'x'.repeat(1_100_000) },
        }),
        413,
      ],
      [
        'unsupported content type',
        app.inject({
          method: 'POST',
          url: '/api/themes',
          headers: { ...headers, 'content-type': 'text/xml' },
          payload: '<x/>',
        }),
        415,
      ],
      ['OPTIONS', app.inject({ method: 'OPTIONS', url: '/api/themes/all', headers }), 404],
    ];
    for (const [label, pending, status] of failures) {
      const response = await pending;
      expect(response.statusCode, label).toBe(status);
      check(label, response);
    }
    for (let i = 0; i < 2; i += 1)
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'agent2', password: 'wrong' },
      });
    const limited = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'agent2', password: 'wrong' },
    });
    expect(limited.statusCode).toBe(429);
    check('login rate limit', limited);
    clock.advance(60_001);
    const expired = await app.inject({ method: 'GET', url: '/api/themes/all', headers });
    expect(expired.statusCode).toBe(500); // SESSION_EXPIRED, as the spec's error catalogue has it
    check('SESSION_EXPIRED', expired);
  });

  it('responses the socket layer answers itself (not through the REST routes) carry the same CSP', async () => {
    started = await startServer({
      port: 0,
      host: '127.0.0.1',
      dbPath: ':memory:',
      staticDir: fakeClient(),
    });
    for (const path of [
      '/socket.io/?EIO=4&transport=polling',
      '/socket.io/?EIO=4&transport=nonsense',
      '/socket.io/',
    ]) {
      check(
        `GET ${path}`,
        await fetch(`${started.url}${path}`, { headers: { origin: started.url } }),
      );
    }
    check('GET /teams over the network', await fetch(`${started.url}/teams`), true);
    check('GET /dashboards over the network', await fetch(`${started.url}/dashboards`));
  });
});
