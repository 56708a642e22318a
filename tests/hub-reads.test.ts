import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLUSH_INTERVAL_MS } from '../workers/hub/publisher';
import { AVATAR_BATCH_WAIT_MS } from '../src/domain/agent-desktop-constants';
import { readKeyString, readQueryKey } from '../src/protocol/reads';
import type { BusinessProcessAssignment } from '../src/protocol/supervision-api';
import { createTestHub, settle, TestTab, type TestHub } from './hub-support';

let t: TestHub;
const tabs: TestTab[] = [];
const PATH = '/api/businessProcess/bp1/assignments';
const ASSIGNMENTS_KEY = readKeyString(readQueryKey('assignments', { params: { id: 'bp1' } }));

function row(agentId: string): BusinessProcessAssignment {
  return { agentId } as BusinessProcessAssignment; // the hub passes rows through unread
}

function calls(path: string): number {
  return t.session.requests.filter((r) => r.method === 'GET' && r.path === path).length;
}

async function openTab(tabId: string): Promise<TestTab> {
  const tab = new TestTab(t.hub, tabId);
  tabs.push(tab);
  await tab.hello();
  await t.hub.subscribe(tabId, 'readChanges');
  return tab;
}

/** Each tab reads the Agents tab's assignments at once, as four open dashboards do. */
function readAll(count: number) {
  return Promise.all(
    Array.from({ length: count }, () => t.hub.read('assignments', { params: { id: 'bp1' } })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  t = createTestHub();
});

afterEach(() => {
  t.hub.dispose();
  for (const tab of tabs.splice(0)) tab.close();
  vi.useRealTimers();
});

describe('reads from the hub cache', () => {
  it('4 tabs hold the assignments; after businessProcess:assignments one HTTP call gives every tab the new rows', async () => {
    let rows = [row('a1')];
    t.session.answer = (opts) =>
      opts.path === PATH
        ? { ok: true, value: rows }
        : { ok: false, error: { code: 'http', status: 404 } };
    t.session.activate();
    t.sockets.at(-1)!.signal({ type: 'connected' });
    await settle();
    const open = await Promise.all(['t1', 't2', 't3', 't4'].map(openTab));
    const first = await readAll(4);
    expect(calls(PATH)).toBe(1);
    for (const answer of first) expect(answer).toEqual({ ok: true, value: [row('a1')] });

    rows = [row('a1'), row('a2')];
    t.sockets[0]!.emit('businessProcess:assignments', { t: 1, businessProcessId: 'bp1' });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    for (const tab of open) expect(tab.state('readChanges').has(ASSIGNMENTS_KEY)).toBe(true);
    const again = await readAll(4);
    expect(calls(PATH)).toBe(2);
    for (const answer of again) expect(answer).toEqual({ ok: true, value: rows });
  });

  it('a failure is not kept: the next read asks the server again, and its message comes back', async () => {
    let fail = true;
    t.session.answer = () =>
      fail
        ? { ok: false, error: { code: 'http', status: 500, message: 'Database down' } }
        : { ok: true, value: [] };
    t.session.activate();
    const tab = await openTab('t1');
    const failed = await t.hub.read('themes');
    expect(failed).toEqual({
      ok: false,
      error: { code: 'http', status: 500, message: 'Database down' },
    });
    fail = false;
    tab.take();
    expect(await t.hub.read('themes')).toEqual({ ok: true, value: [] });
    expect(calls('/api/themes/all')).toBe(2);
    // a tab still showing the failure is told the read now has an answer, from the cache
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.takeTopic('readChanges').flatMap((p) => p.upserts.map(([k]) => k))).toContain(
      readKeyString(readQueryKey('themes')),
    );
    expect(await t.hub.read('themes')).toEqual({ ok: true, value: [] });
    expect(calls('/api/themes/all')).toBe(2);
  });

  it('a successful mutation marks the reads it changes stale, for every tab; a refused one does not', async () => {
    let themes = ['a'];
    t.session.answer = (opts) =>
      opts.path === '/api/themes/all'
        ? { ok: true, value: themes }
        : opts.method === 'DELETE' && opts.path === '/api/themes/locked'
          ? { ok: false, error: { code: 'http', status: 403 } }
          : { ok: true, value: { _id: 'x' } };
    t.session.activate();
    const tab = await openTab('t1');
    await t.hub.read('themes');
    await t.hub.call('themeDelete', { params: { id: 'locked' } });
    await t.hub.read('themes');
    expect(calls('/api/themes/all')).toBe(1);
    themes = ['a', 'b'];
    await t.hub.call('themeDelete', { params: { id: 'x' } });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    const key = readKeyString(readQueryKey('themes'));
    expect(tab.state('readChanges').has(key)).toBe(true);
    expect(await t.hub.read('themes')).toEqual({ ok: true, value: ['a', 'b'] });
    expect(calls('/api/themes/all')).toBe(2);
  });

  it('a change heard while the read is on its way bumps the read again once it lands', async () => {
    let answer!: (value: unknown) => void;
    t.session.answer = ((opts: { path: string }) =>
      opts.path === PATH
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : {
            ok: false,
            error: { code: 'http', status: 404 },
          }) as unknown as TestHub['session']['answer'];
    t.session.activate();
    const tab = await openTab('t1');
    const reading = t.hub.read('assignments', { params: { id: 'bp1' } });
    await settle();
    t.sockets[0]!.emit('businessProcess:assignments', { t: 1, businessProcessId: 'bp1' });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    tab.take();
    answer({ ok: true, value: [] });
    await reading;
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.takeTopic('readChanges').flatMap((p) => p.upserts.map(([k]) => k))).toContain(
      ASSIGNMENTS_KEY,
    );
  });

  it('contact avatars read by several tabs within 50 ms leave as one batch; each id is then kept', async () => {
    t.session.answer = (opts) =>
      opts.path === '/api/avatar/contact/batch'
        ? { ok: true, value: [{ userId: 'c1', avatar: 'data:image/png;base64,AA' }] }
        : { ok: false, error: { code: 'http', status: 404 } };
    t.session.activate();
    const avatar = (id: string) => t.hub.read('contactAvatar', { params: { id } });
    const asked = Promise.all([avatar('c1'), avatar('c2'), avatar('c1')]);
    await vi.advanceTimersByTimeAsync(AVATAR_BATCH_WAIT_MS);
    expect(await asked).toEqual([
      { ok: true, value: { userId: 'c1', avatar: 'data:image/png;base64,AA' } },
      { ok: true, value: { userId: 'c2', avatar: null } },
      { ok: true, value: { userId: 'c1', avatar: 'data:image/png;base64,AA' } },
    ]);
    expect(await avatar('c2')).toEqual({ ok: true, value: { userId: 'c2', avatar: null } });
    expect(t.session.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/avatar/contact/batch', { userIds: ['c1', 'c2'] }],
    ]);
  });

  it('refuses a name that is not a GET of the table', async () => {
    t.session.activate();
    const loose = t.hub.read as unknown as (name: string) => Promise<unknown>;
    expect(await loose('themeDelete')).toMatchObject({ ok: false, error: { code: 'notARead' } });
    expect(await loose('__proto__')).toMatchObject({ ok: false, error: { code: 'notARead' } });
    expect(t.session.requests).toHaveLength(0);
  });

  it('logout forgets every read', async () => {
    t.session.answer = () => ({ ok: true, value: [] });
    t.session.activate();
    await t.hub.read('themes');
    await t.hub.logout();
    t.session.activate();
    await t.hub.read('themes');
    expect(calls('/api/themes/all')).toBe(2);
  });
});
