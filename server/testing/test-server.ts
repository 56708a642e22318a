import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_HEADER, type LoginResponse } from '../../src/protocol/api';
import type Database from 'better-sqlite3';
import { buildServer, type BuiltServer, type ServerOptions } from '../app';

/** A clock tests move by hand. */
export function manualClock(start = Date.UTC(2025, 0, 6, 9, 0, 0)) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

/** An in-memory server with test routes and a hand-moved clock unless told otherwise. */
export async function testServer(overrides: Partial<ServerOptions> = {}): Promise<BuiltServer> {
  return buildServer({ dbPath: ':memory:', testRoutes: true, ...overrides });
}

/** The SQLite handle of a server on SQLite, for tests that look at or change rows directly. */
export function sqliteOf(server: BuiltServer): Database.Database {
  if (server.store.sqlite === null) throw new Error('this test needs a server on SQLite');
  return server.store.sqlite;
}

/** Logs in and answers the session id, the user and the resume cookie. */
export async function login(server: BuiltServer, username: string, password = username) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json<{ data: LoginResponse }>();
  const cookie = response.cookies.find((c) => c.name === 'cc_resume');
  return { sessionId: data.sessionId, user: data.user, cookie };
}

export function authed(sessionId: string): Record<string, string> {
  return { [SESSION_HEADER]: sessionId };
}

export function body<T>(response: LightMyRequestResponse): T {
  return response.json<{ data: T }>().data;
}

/** A temporary folder removed by the returned cleanup. */
export function tempDir(): { path: string; cleanup(): void } {
  const path = mkdtempSync(join(tmpdir(), 'cc-server-'));
  return { path, cleanup: () => rmSync(path, { recursive: true, force: true }) };
}
