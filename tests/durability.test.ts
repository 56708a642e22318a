/**
 * Data durability, issue 9 "data": the server process is killed with SIGKILL while writes
 * pour in (settings PUTs, theme POSTs, health-threshold profile saves, and the simulator's
 * own writes). Every write that was answered with success must be there after the server
 * starts again on the same SQLite file (WAL mode), and the file must be intact.
 *
 * The server runs as `node --import tsx server/main.ts` (what `npx tsx server/main.ts`
 * runs, without the npx wrapper process), so the SIGKILL hits the server itself.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../server/testing/test-server';
import { freePort, spawnServer } from './spawned-server';

/** Writers per kind of write, each sending its next write as soon as the last is answered. */
const WRITERS_PER_KIND = 8;
/** How long the writes pour in before the kill (plus up to 500 ms more, so the kill lands mid-write). */
const HAMMER_MS = 1_500;
const KPI = {
  id: 'businessProcessServiceLevel',
  type: 'Percentage',
  warningThreshold: '90',
  dangerThreshold: '85',
};
const COLOURS = {
  primary: '#C2410C',
  secondary: '#495057',
  surface: '#FFFFFF',
  info: '#1864AB',
  error: '#C92A2A',
  success: '#287A36',
  warning: '#A05A00',
  accent: '#5F3DC4',
};

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Starts the server on `dbPath` and resolves once it listens. */
async function startProcess(port: number, dbPath: string): Promise<ChildProcess> {
  const server = await spawnServer(port, {
    DB_PATH: dbPath,
    SIM_ACCEL: '50',
    API_REQUESTS_PER_MINUTE: '1000000',
  });
  return server.child;
}

interface Session {
  headers: Record<string, string>;
  userId: string;
}

describe('data durability', () => {
  it('a server killed with SIGKILL during writes loses no write that was answered, and starts again on the same file', async () => {
    const dir = tempDir();
    cleanups.push(dir.cleanup);
    const dbPath = join(dir.path, 'cc.sqlite');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const first = await startProcess(port, dbPath);

    async function signIn(username: string): Promise<Session> {
      const response = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: username }),
      });
      const { data } = (await response.json()) as {
        data: { sessionId: string; user: { userId: string } };
      };
      return {
        headers: { 'session-id': data.sessionId, 'content-type': 'application/json' },
        userId: data.user.userId,
      };
    }
    const agent = await signIn('agent');
    const supervisor = await signIn('supervisor');
    const profilesUrl = `${url}/api/supervisor/${supervisor.userId}/businessProcess/bp-1/health/thresholds`;

    // what the server answered with success, and what was sent but never answered
    const settings = Array.from({ length: WRITERS_PER_KIND }, () => ({
      acked: -1,
      inFlight: null as number | null,
    }));
    const ackedThemes = new Set<string>();
    const ackedProfiles = new Set<string>();
    let failures = 0;
    let killed = false;

    async function writer(kind: 'settings' | 'theme' | 'profile', index: number): Promise<void> {
      for (let n = 0; !killed; n += 1) {
        try {
          if (kind === 'settings') {
            settings[index]!.inFlight = n;
            const response = await fetch(`${url}/api/settings/${agent.userId}`, {
              method: 'PUT',
              headers: agent.headers,
              body: JSON.stringify({ [`supervisorDashboardSettings.durability${index}`]: n }),
            });
            if (response.status === 200) settings[index]!.acked = n;
            else failures += 1;
            settings[index]!.inFlight = null;
          } else if (kind === 'theme') {
            const response = await fetch(`${url}/api/themes`, {
              method: 'POST',
              headers: agent.headers,
              body: JSON.stringify({ name: `T${index}-${n}`, light: COLOURS, dark: COLOURS }),
            });
            if (response.status === 201)
              ackedThemes.add(((await response.json()) as { data: { _id: string } }).data._id);
            else failures += 1;
          } else {
            const response = await fetch(profilesUrl, {
              method: 'POST',
              headers: supervisor.headers,
              body: JSON.stringify({ name: `P${index}-${n}`, kpis: [KPI] }),
            });
            if (response.status === 201)
              ackedProfiles.add(((await response.json()) as { data: { _id: string } }).data._id);
            else failures += 1;
          }
        } catch {
          return; // the connection died with the server: this write was never answered
        }
      }
    }
    const writers = (['settings', 'theme', 'profile'] as const).flatMap((kind) =>
      Array.from({ length: WRITERS_PER_KIND }, (_, i) => writer(kind, i)),
    );
    await new Promise((resolve) => setTimeout(resolve, HAMMER_MS + Math.random() * 500));
    // on a loaded machine the writes come slower: kill only once every kind has some answered
    const enoughAnswered = () =>
      settings.every((s) => s.acked >= 5) && ackedThemes.size >= 5 && ackedProfiles.size >= 5;
    for (const until = Date.now() + 30_000; !enoughAnswered() && Date.now() < until;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(`${dbPath}-wal`)).toBe(true); // writing through the write-ahead log
    first.kill('SIGKILL');
    killed = true;
    await new Promise<void>((resolve) => first.once('exit', () => resolve()));
    await Promise.all(writers);
    expect(first.signalCode).toBe('SIGKILL');
    expect(failures).toBe(0);
    const inFlight = settings.filter((s) => s.inFlight !== null).length;
    expect(enoughAnswered()).toBe(true);

    // the same file, a new process: the sessions are stored too, so the same callers read back
    await startProcess(port, dbPath);
    const stored = (await (
      await fetch(`${url}/api/settings/${agent.userId}`, { headers: agent.headers })
    ).json()) as { data: { supervisorDashboardSettings?: Record<string, number> } };
    settings.forEach((writerState, index) => {
      const value = stored.data.supervisorDashboardSettings?.[`durability${index}`];
      // the last answered value, or the one that was on its way when the server died (it may have committed)
      expect(
        [writerState.acked, ...(writerState.inFlight === null ? [] : [writerState.inFlight])],
        `durability${index}`,
      ).toContain(value);
    });
    const themes = (await (
      await fetch(`${url}/api/themes/all`, { headers: agent.headers })
    ).json()) as { data: Array<{ _id: string }> };
    const themeIds = new Set(themes.data.map((t) => t._id));
    expect([...ackedThemes].filter((id) => !themeIds.has(id))).toEqual([]);
    const profiles = (await (await fetch(profilesUrl, { headers: supervisor.headers })).json()) as {
      data: Array<{ _id: string }>;
    };
    const profileIds = new Set(profiles.data.map((p) => p._id));
    expect([...ackedProfiles].filter((id) => !profileIds.has(id))).toEqual([]);
    // writes that committed but whose answer died with the process: the kill landed mid-write
    const unanswered =
      [...themeIds].filter((id) => id !== 'theme-default' && !ackedThemes.has(id)).length +
      profiles.data.filter((p) => !ackedProfiles.has(p._id) && p._id !== profiles.data[0]?._id)
        .length;
    console.info(
      `durability: ${settings.reduce((sum, s) => sum + s.acked + 1, 0)} settings PUTs, ${ackedThemes.size} themes and ${ackedProfiles.size} profiles answered before the kill, all found again; ${inFlight} settings PUTs were in flight at the kill, ${unanswered} creations committed without their answer getting out`,
    );
    // and the server takes writes again
    const again = await fetch(`${url}/api/settings/${agent.userId}`, {
      method: 'PUT',
      headers: agent.headers,
      body: JSON.stringify({ 'theme.mode': 'dark' }),
    });
    expect(again.status).toBe(200);

    const db = new Database(dbPath, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
  }, 60_000);
});
