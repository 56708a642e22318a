import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Wallboard } from '../../src/domain/wallboard';
import type { WallboardBusinessProcessStatistics } from '../../src/domain/wallboard-stats';
import type { BuiltServer } from '../app';
import { authed, body, login, sqliteOf, tempDir, testServer } from '../testing/test-server';

const servers: BuiltServer[] = [];
const cleanups: Array<() => void> = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const cleanup of cleanups.splice(0)) cleanup();
});
async function server(dbPath = ':memory:'): Promise<BuiltServer> {
  const built = await testServer({ dbPath });
  servers.push(built);
  return built;
}
async function headersOf(s: BuiltServer, username: string) {
  const { sessionId, user } = await login(s, username);
  return { headers: authed(sessionId), userId: user.userId };
}

const update = {
  dashboardId: 'wb-1',
  cards: [
    { type: 'queueStatus', businessProcessIds: ['bp-1', 'bp-2'], dimension: 'Chat' },
    { type: 'agents', agentIds: ['user-1'] },
  ],
  seconds: 15,
  fontSize: 3,
  name: 'Floor 2',
  theme: 'light',
};
const storedRows = (s: BuiltServer, userId: string) =>
  sqliteOf(s)
    .prepare('SELECT COUNT(*) FROM wallboard_boards WHERE user_id = ?')
    .pluck()
    .get(userId);

describe('wallboard settings', () => {
  it('a supervisor without a wallboard gets the default WALLBOARD, stored', async () => {
    const s = await server();
    const { headers, userId } = await headersOf(s, 'supervisor');
    expect(storedRows(s, userId)).toBe(0);
    const response = await s.app.inject({ method: 'GET', url: '/api/wallboard/current', headers });
    expect(response.statusCode).toBe(200);
    expect(body<Wallboard>(response)).toEqual({
      name: 'WALLBOARD',
      intervalSeconds: 10,
      fontSize: 1,
      cards: [],
      theme: 'dark',
    });
    expect(storedRows(s, userId)).toBe(1);
    // The explicit id and `current` name the same wallboard.
    expect(
      body<Wallboard>(
        await s.app.inject({ method: 'GET', url: `/api/wallboard/${userId}`, headers }),
      ),
    ).toMatchObject({ name: 'WALLBOARD' });
  });

  it('a wallboard user gets a default wallboard too; an agent is refused (403)', async () => {
    const s = await server();
    const wallboard = await headersOf(s, 'wallboard');
    const read = await s.app.inject({
      method: 'GET',
      url: '/api/wallboard/current',
      headers: wallboard.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(storedRows(s, wallboard.userId)).toBe(1);

    const agent = await headersOf(s, 'agent');
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/wallboard/current', headers: agent.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: `/api/wallboard/${agent.userId}`,
          headers: agent.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await s.app.inject({
          method: 'PUT',
          url: '/api/wallboard/current',
          headers: agent.headers,
          payload: update,
        })
      ).statusCode,
    ).toBe(403);
    expect(storedRows(s, agent.userId)).toBe(0);
  });

  it("another user's wallboard is 403 and an unknown user 404", async () => {
    const s = await server();
    const { headers } = await headersOf(s, 'supervisor');
    const wallboard = await headersOf(s, 'wallboard');
    expect(
      (await s.app.inject({ method: 'GET', url: `/api/wallboard/${wallboard.userId}`, headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await s.app.inject({
          method: 'PUT',
          url: `/api/wallboard/${wallboard.userId}`,
          headers,
          payload: update,
        })
      ).statusCode,
    ).toBe(403);
    expect(storedRows(s, wallboard.userId)).toBe(0);
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/wallboard/nobody', headers })).statusCode,
    ).toBe(404);
    expect(
      (
        await s.app.inject({
          method: 'PUT',
          url: '/api/wallboard/nobody',
          headers,
          payload: update,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('PUT stores the wallboard and answers it like GET', async () => {
    const s = await server();
    const { headers } = await headersOf(s, 'supervisor');
    const put = await s.app.inject({
      method: 'PUT',
      url: '/api/wallboard/current',
      headers,
      payload: update,
    });
    expect(put.statusCode).toBe(200);
    const expected = {
      name: 'Floor 2',
      intervalSeconds: 15,
      fontSize: 3,
      theme: 'light',
      cards: update.cards,
    };
    expect(body<Wallboard>(put)).toEqual(expected);
    expect(
      body<Wallboard>(
        await s.app.inject({ method: 'GET', url: '/api/wallboard/current', headers }),
      ),
    ).toEqual(expected);
  });

  it('PUT normalises: slide interval below 3 becomes 3, font size clamps to 1..5, a blank name becomes WALLBOARD', async () => {
    const s = await server();
    const { headers } = await headersOf(s, 'wallboard');
    const put = (payload: object) =>
      s.app.inject({
        method: 'PUT',
        url: '/api/wallboard/current',
        headers,
        payload: { ...update, ...payload },
      });
    expect(body<Wallboard>(await put({ seconds: 1, fontSize: 9, name: '   ' }))).toMatchObject({
      intervalSeconds: 3,
      fontSize: 5,
      name: 'WALLBOARD',
    });
    expect(
      body<Wallboard>(await put({ seconds: -4, fontSize: 0, name: '  Sales  ' })),
    ).toMatchObject({ intervalSeconds: 3, fontSize: 1, name: 'Sales' });
    expect(body<Wallboard>(await put({ seconds: 3, fontSize: 2.6 }))).toMatchObject({
      intervalSeconds: 3,
      fontSize: 3,
    });
    expect(
      body<Wallboard>(
        await s.app.inject({ method: 'GET', url: '/api/wallboard/current', headers }),
      ),
    ).toMatchObject({ intervalSeconds: 3, fontSize: 3, name: 'Floor 2' });
  });

  it('a PUT without a theme keeps the theme chosen before', async () => {
    const s = await server();
    const { headers } = await headersOf(s, 'supervisor');
    await s.app.inject({ method: 'PUT', url: '/api/wallboard/current', headers, payload: update });
    const { theme: _theme, ...withoutTheme } = update;
    const put = await s.app.inject({
      method: 'PUT',
      url: '/api/wallboard/current',
      headers,
      payload: { ...withoutTheme, name: 'Renamed' },
    });
    expect(body<Wallboard>(put)).toMatchObject({ name: 'Renamed', theme: 'light' });
  });

  it.each([
    ['seconds', { seconds: 'fast' }],
    ['fontSize', { fontSize: null }],
    ['name', { name: 'x'.repeat(65) }],
    ['cards', { cards: Array.from({ length: 101 }, () => ({ type: 'queueStatus' })) }],
    ['cards.0.type', { cards: [{ businessProcessIds: ['bp-1'] }] }],
    ['cards.0.dimension', { cards: [{ type: 'agents', dimension: 'Pigeon' }] }],
    [
      'cards.0.businessProcessIds.1',
      { cards: [{ type: 'queueStatus', businessProcessIds: ['bp-1', 7] }] },
    ],
    ['cards.0.agentIds', { cards: [{ type: 'agents', agentIds: 'user-1' }] }],
  ])('a bad %s is 400 naming the field, and nothing is stored', async (field, change) => {
    const s = await server();
    const { headers, userId } = await headersOf(s, 'supervisor');
    const response = await s.app.inject({
      method: 'PUT',
      url: '/api/wallboard/current',
      headers,
      payload: { ...update, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field,
      message: expect.stringMatching(new RegExp(`^${field.replace(/\./g, '\\.')}: `)),
    });
    expect(storedRows(s, userId)).toBe(0);
  });

  it('a name of exactly 64 characters and 100 cards are accepted', async () => {
    const s = await server();
    const { headers } = await headersOf(s, 'supervisor');
    const cards = Array.from({ length: 100 }, () => ({ type: 'queueStatus' }));
    const put = await s.app.inject({
      method: 'PUT',
      url: '/api/wallboard/current',
      headers,
      payload: { ...update, name: 'n'.repeat(64), cards },
    });
    expect(put.statusCode).toBe(200);
    expect(body<Wallboard>(put).cards).toHaveLength(100);
  });

  it('the wallboard survives a restart on the same database file', async () => {
    const dir = tempDir();
    cleanups.push(dir.cleanup);
    const dbPath = join(dir.path, 'cc.db');
    const first = await server(dbPath);
    const before = await headersOf(first, 'supervisor');
    await first.app.inject({
      method: 'PUT',
      url: '/api/wallboard/current',
      headers: before.headers,
      payload: { ...update, seconds: 2 },
    });
    await first.close();

    const second = await server(dbPath);
    const after = await headersOf(second, 'supervisor');
    const read = body<Wallboard>(
      await second.app.inject({
        method: 'GET',
        url: '/api/wallboard/current',
        headers: after.headers,
      }),
    );
    expect(read).toEqual({
      name: 'Floor 2',
      intervalSeconds: 3,
      fontSize: 3,
      theme: 'light',
      cards: update.cards,
    });
  });
});

describe('wallboard statistics', () => {
  /** Lets the simulated centre run so the statistics hold real traffic. */
  function runCentre(s: BuiltServer, minutes: number): void {
    const sim = s.context.simRuntime.sim;
    sim.advanceTo(sim.now + minutes * 60_000);
  }

  it('agents are refused (403); supervisors and wallboard users get every business process sorted by name', async () => {
    const s = await server();
    const agent = await headersOf(s, 'agent');
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/wallboard/stats', headers: agent.headers }))
        .statusCode,
    ).toBe(403);
    for (const username of ['supervisor', 'wallboard']) {
      const { headers } = await headersOf(s, username);
      const response = await s.app.inject({ method: 'GET', url: '/api/wallboard/stats', headers });
      expect(response.statusCode).toBe(200);
      const names = body<WallboardBusinessProcessStatistics[]>(response).map(
        (bp) => bp.businessProcessName,
      );
      expect(names).toHaveLength(s.context.simRuntime.sim.businessProcesses().length);
      expect(names).toEqual(
        [...names].sort((a, b) => (a.toUpperCase() < b.toUpperCase() ? -1 : 1)),
      );
    }
  });

  it('every figure is the live statistic of the simulation', async () => {
    const s = await server();
    runCentre(s, 45);
    const { headers } = await headersOf(s, 'wallboard');
    const list = body<WallboardBusinessProcessStatistics[]>(
      await s.app.inject({ method: 'GET', url: '/api/wallboard/stats', headers }),
    );
    const live = s.context.simRuntime.sim.snapshot().businessProcesses;
    expect(live.some((bp) => (bp.kpis.businessProcessAnsweredInteractions ?? 0) > 0)).toBe(true);
    for (const bp of live) {
      const shown = list.find((w) => w.businessProcessId === bp.businessProcessId);
      const { agentCounts: c, kpis: k } = bp;
      expect(shown).toMatchObject({
        businessProcessName: bp.businessProcessName,
        lastResetTime: bp.lastResetTime,
        availableAgents: { value: c.ready },
        backofficeAgents: { value: c.backoffice },
        busyAgents: { value: c.busy + c.consultOrConference },
        handleOutgoingAgents: { value: c.outgoing },
        onBreakAgents: { value: c.inBreak },
        noAnswerAgents: { value: c.noAnswer },
        abandoned: { value: k.businessProcessAbandonedInteractions },
        answered: { value: k.businessProcessAnsweredInteractions },
        overflowed: { value: k.businessProcessOverflowInteractions },
        totalQueued: { value: k.businessProcessTotalQueuedInteractions },
        waiting: { value: k.businessProcessWaitingInteractions },
        averageSpeedOfAnswer: { value: k.businessProcessAverageAnswerTime },
        serviceLevel: { value: k.businessProcessServiceLevel },
        averageRingTime: { value: k.businessProcessAverageRingTime },
        longestWaitingTime: { value: k.businessProcessLongestWaitingTime },
        callbacks: {
          failedPercent: { value: k.callbackFailedPercentageInShift },
          processed: { value: k.callbackProcessedInShift },
          purged: { value: k.callbackInteractionsPurgedInShift },
          reachedPercent: { value: k.callbackSuccessfulPercentageInShift },
          requested: { value: k.callbackRequestedInShift },
          toBeProcessed: { value: k.callbackToBeProcessed },
        },
      });
    }
  });

  it("alert types follow the caller's active health-threshold profile", async () => {
    const s = await server();
    runCentre(s, 30);
    const { headers, userId } = await headersOf(s, 'supervisor');
    const stats = async () =>
      body<WallboardBusinessProcessStatistics[]>(
        await s.app.inject({ method: 'GET', url: '/api/wallboard/stats', headers }),
      );
    const bp1 = async () => (await stats()).find((bp) => bp.businessProcessId === 'bp-1')!;

    // The Default profile has no threshold for answered interactions or agent counts.
    const before = await bp1();
    expect(before.answered.alertType).toBe('None');
    expect(before.availableAgents.alertType).toBe('None');

    // A profile where any waiting count is a warning and any callback request an alert; nothing else.
    const profile = {
      name: 'Everything counts',
      active: true,
      kpis: [
        {
          id: 'businessProcessWaitingInteractions',
          type: 'Count',
          warningThreshold: '0',
          dangerThreshold: '1000000',
        },
        {
          id: 'callbackRequestedInShift',
          type: 'Count',
          warningThreshold: '0',
          dangerThreshold: '0',
        },
      ],
    };
    const created = await s.app.inject({
      method: 'POST',
      url: `/api/supervisor/${userId}/businessProcess/bp-1/health/thresholds`,
      headers,
      payload: profile,
    });
    expect(created.statusCode).toBe(201);

    const after = await bp1();
    expect(after.waiting.alertType).toBe('Warning');
    expect(after.callbacks.requested.alertType).toBe('Alert');
    // Service level has thresholds in the Default profile only, which is no longer active.
    expect(after.serviceLevel.alertType).toBe('None');
    // Other business processes keep their own (Default) profile.
    const other = (await stats()).find((bp) => bp.businessProcessId === 'bp-2')!;
    expect(other.callbacks.requested.alertType).toBe('None');
  });
});

describe('more than one wallboard', () => {
  interface Boards {
    selectedBoardId: number;
    boards: Array<{ boardId: number; name: string }>;
  }
  it('a wallboard user adds a second board, chooses between them, and each keeps its own settings', async () => {
    const s = await server();
    const { headers } = await headersOf(s, 'wallboard');
    const list = async () =>
      body<Boards>(
        await s.app.inject({ method: 'GET', url: '/api/wallboard/current/boards', headers }),
      );
    expect(await list()).toEqual({
      selectedBoardId: 1,
      boards: [{ boardId: 1, name: 'WALLBOARD' }],
    });
    await s.app.inject({ method: 'PUT', url: '/api/wallboard/current', headers, payload: update });

    const added = await s.app.inject({
      method: 'POST',
      url: '/api/wallboard/current/boards',
      headers,
      payload: { name: '  Second floor ' },
    });
    expect(added.statusCode).toBe(200);
    expect(body<Boards>(added)).toEqual({
      selectedBoardId: 2,
      boards: [
        { boardId: 1, name: 'Floor 2' },
        { boardId: 2, name: 'Second floor' },
      ],
    });
    // the new board is shown, with the defaults
    expect(
      body<Wallboard>(
        await s.app.inject({ method: 'GET', url: '/api/wallboard/current', headers }),
      ),
    ).toEqual({ name: 'Second floor', intervalSeconds: 10, fontSize: 1, cards: [], theme: 'dark' });

    const chosen = await s.app.inject({
      method: 'PUT',
      url: '/api/wallboard/current/boards/selected',
      headers,
      payload: { boardId: 1 },
    });
    expect(body<Boards>(chosen).selectedBoardId).toBe(1);
    expect(
      body<Wallboard>(
        await s.app.inject({ method: 'GET', url: '/api/wallboard/current', headers }),
      ),
    ).toMatchObject({ name: 'Floor 2', fontSize: 3 });

    expect(
      (
        await s.app.inject({
          method: 'PUT',
          url: '/api/wallboard/current/boards/selected',
          headers,
          payload: { boardId: 9 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await s.app.inject({
          method: 'PUT',
          url: '/api/wallboard/current/boards/selected',
          headers,
          payload: { boardId: '1' },
        })
      ).statusCode,
    ).toBe(400);

    // removing the shown board shows the first one left; the last one stays
    const removed = await s.app.inject({
      method: 'DELETE',
      url: '/api/wallboard/current/boards/1',
      headers,
    });
    expect(body<Boards>(removed)).toEqual({
      selectedBoardId: 2,
      boards: [{ boardId: 2, name: 'Second floor' }],
    });
    expect(
      (await s.app.inject({ method: 'DELETE', url: '/api/wallboard/current/boards/2', headers }))
        .statusCode,
    ).toBe(409);
    expect(
      (await s.app.inject({ method: 'DELETE', url: '/api/wallboard/current/boards/7', headers }))
        .statusCode,
    ).toBe(404);
  });

  it("an agent has no boards; nobody reaches another owner's boards; the number of boards is capped", async () => {
    const s = await server();
    const agent = await headersOf(s, 'agent');
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/wallboard/current/boards',
          headers: agent.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: '/api/wallboard/current/boards',
          headers: agent.headers,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const wallboard = await headersOf(s, 'wallboard');
    const { headers } = await headersOf(s, 'supervisor');
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: `/api/wallboard/${wallboard.userId}/boards`,
          headers,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await s.app.inject({
          method: 'DELETE',
          url: `/api/wallboard/${wallboard.userId}/boards/1`,
          headers,
        })
      ).statusCode,
    ).toBe(403);
    for (let i = 0; i < 19; i += 1) {
      expect(
        (
          await s.app.inject({
            method: 'POST',
            url: '/api/wallboard/current/boards',
            headers,
            payload: { name: `Board ${i}` },
          })
        ).statusCode,
      ).toBe(200);
    }
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: '/api/wallboard/current/boards',
          headers,
          payload: { name: 'One too many' },
        })
      ).statusCode,
    ).toBe(409);
  });
});
