import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { Theme, UserSettings } from '../src/protocol/api';
import type { BuiltServer } from './app';
import { DEFAULT_THEME } from './db/seed-themes';
import { authed, body, login, sqliteOf, tempDir, testServer } from './testing/test-server';

let server: BuiltServer | null = null;
const cleanups: Array<() => void> = [];
afterEach(async () => {
  await server?.close();
  server = null;
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function makeDir() {
  const dir = tempDir();
  cleanups.push(dir.cleanup);
  return dir.path;
}

describe('server', () => {
  it('every response carries CSP, nosniff and no-referrer; only /teams may be framed by Teams', async () => {
    server = await testServer();
    const api = await server.app.inject({ method: 'GET', url: '/api/themes/all' });
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(api.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBe('no-referrer');
    const teams = await server.app.inject({ method: 'GET', url: '/teams' });
    expect(teams.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://teams.microsoft.com",
    );
  });

  it('health answers without a session', async () => {
    server = await testServer();
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ status: 'ok' });
  });

  it('serves the built client with history-mode fallback, but not for /api or missing files', async () => {
    const staticDir = makeDir();
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>cc</title>');
    writeFileSync(join(staticDir, 'assets', 'app-abc.js'), 'console.log(1)');
    server = await testServer({ staticDir });
    const page = await server.app.inject({ method: 'GET', url: '/supervisor/dashboards?tab=2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>cc</title>');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.body).toBe('console.log(1)');
    const again = await server.app.inject({
      method: 'GET',
      url: '/assets/app-abc.js',
      headers: { 'if-none-match': String(asset.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // an unmatched path that is no page answers like any route: 401 without a session
    expect((await server.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(
      401,
    );
    expect((await server.app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(401);
  });

  it('sends a large file of the client compressed, as the browser accepts it', async () => {
    const staticDir = makeDir();
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>cc</title>');
    const chunk = `export default [${'"row",'.repeat(10_000)}];`;
    writeFileSync(join(staticDir, 'assets', 'grid-abc.js'), chunk);
    server = await testServer({ staticDir });
    const asset = await server.app.inject({
      method: 'GET',
      url: '/assets/grid-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['vary']).toBe('accept-encoding');
    expect(Number(asset.headers['content-length'])).toBeLessThan(chunk.length / 10);
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(chunk);
    const head = await server.app.inject({ method: 'HEAD', url: '/assets/grid-abc.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('a JSON body over 1 MB is refused and nothing is stored', async () => {
    server = await testServer();
    const { sessionId, user } = await login(server, 'agent');
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/settings/${user.userId}`,
      headers: authed(sessionId),
      payload: { 'supervisorDashboardSettings.blob': 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    const stored = body<UserSettings>(
      await server.app.inject({
        method: 'GET',
        url: `/api/settings/${user.userId}`,
        headers: authed(sessionId),
      }),
    );
    expect(stored.supervisorDashboardSettings).toBeUndefined();
  });

  it('a JSON body poisoning __proto__ is 400', async () => {
    server = await testServer();
    const { sessionId } = await login(server, 'agent');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/themes',
      headers: { ...authed(sessionId), 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'x',
        light: DEFAULT_THEME.light,
        dark: DEFAULT_THEME.dark,
      }).replace('{', '{"__proto__": {"admin": true}, '),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body' });
  });

  it('sessions, settings and themes survive a restart on the same database file', async () => {
    const dbPath = join(makeDir(), 'nested', 'cc.sqlite');
    const first = await testServer({ dbPath });
    const { sessionId, user } = await login(first, 'agent');
    const headers = authed(sessionId);
    await first.app.inject({
      method: 'PUT',
      url: `/api/settings/${user.userId}`,
      headers,
      payload: { 'theme.mode': 'dark' },
    });
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/themes',
      headers,
      payload: { name: 'Kept', light: DEFAULT_THEME.light, dark: DEFAULT_THEME.dark },
    });
    const theme = body<Theme>(created);
    await first.close();

    server = await testServer({ dbPath });
    const settings = await server.app.inject({
      method: 'GET',
      url: `/api/settings/${user.userId}`,
      headers,
    });
    expect(settings.statusCode).toBe(200);
    expect(body<UserSettings>(settings).theme.mode).toBe('dark');
    const themes = body<Theme[]>(
      await server.app.inject({ method: 'GET', url: '/api/themes/all', headers }),
    );
    expect(themes.map((t) => t._id)).toEqual(['theme-default', theme._id]);
    const users = sqliteOf(server).prepare('SELECT COUNT(*) FROM users').pluck().get();
    expect(users).toBe(4);
  });
});
