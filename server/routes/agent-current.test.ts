import { afterEach, describe, expect, it } from 'vitest';
import type { Interaction } from '../../src/protocol/interaction-events';
import type { AgentRecord, AssignedBusinessProcess } from '../../src/protocol/supervision-api';
import type { BuiltServer } from '../app';
import { interactionHarness, nextOffer, readyAgent } from '../interactions/test-support';
import { authed, body, login, manualClock, testServer } from '../testing/test-server';

let server: BuiltServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe("the agent's own business processes, interactions and record", () => {
  it('current/businessProcess/all follows the live assignments, with an optional name filter', async () => {
    server = await testServer({ now: manualClock().now });
    const agent = await login(server, 'agent');
    const headers = authed(agent.sessionId);
    await server.app.inject({ method: 'POST', url: '/api/agent/register', headers, payload: {} });
    const url = '/api/agent/current/businessProcess/all';
    const mine = body<AssignedBusinessProcess[]>(
      await server.app.inject({ method: 'GET', url, headers }),
    );
    expect(mine.map((bp) => bp.businessProcessId).sort()).toEqual(
      [...agent.user.assignedBusinessProcessIds].sort(),
    );

    const extra = server.context.simRuntime.sim
      .businessProcesses()
      .find((bp) => !agent.user.assignedBusinessProcessIds.includes(bp.businessProcessId));
    if (extra === undefined) throw new Error('the agent is on every business process');
    const supervisor = authed((await login(server, 'supervisor')).sessionId);
    await server.app.inject({
      method: 'POST',
      url: `/api/businessProcess/${extra.businessProcessId}/assignments/activate`,
      headers: supervisor,
      payload: { agentIds: [agent.user.userId], duration: 1 },
    });
    const after = body<AssignedBusinessProcess[]>(
      await server.app.inject({ method: 'GET', url, headers }),
    );
    expect(after.map((bp) => bp.businessProcessId)).toContain(extra.businessProcessId);

    const filtered = body<AssignedBusinessProcess[]>(
      await server.app.inject({
        method: 'GET',
        url: `${url}?name=${encodeURIComponent(extra.businessProcessName.slice(0, 4).toUpperCase())}`,
        headers,
      }),
    );
    expect(filtered.map((bp) => bp.businessProcessId)).toContain(extra.businessProcessId);
    expect(
      filtered.every((bp) =>
        bp.businessProcessName
          .toLowerCase()
          .includes(extra.businessProcessName.slice(0, 4).toLowerCase()),
      ),
    ).toBe(true);
    expect(
      (await server.app.inject({ method: 'GET', url: `${url}?colour=red`, headers })).statusCode,
    ).toBe(400);
  });

  it('GET api/agent/{id}: self (or current) for an agent, anyone for a supervisor; 404 unknown', async () => {
    server = await testServer({ now: manualClock().now });
    const agent = await login(server, 'agent');
    const headers = authed(agent.sessionId);
    expect(
      body<AgentRecord>(
        await server.app.inject({ method: 'GET', url: '/api/agent/current', headers }),
      ),
    ).toMatchObject({ agentId: agent.user.userId, simulated: false });
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/agent/agent-sim-1', headers }))
        .statusCode,
    ).toBe(403);
    const supervisor = authed((await login(server, 'supervisor')).sessionId);
    const simulated = body<AgentRecord>(
      await server.app.inject({
        method: 'GET',
        url: '/api/agent/agent-sim-1',
        headers: supervisor,
      }),
    );
    expect(simulated).toMatchObject({ agentId: 'agent-sim-1', simulated: true });
    expect(simulated.assignedBusinessProcessIds.length).toBeGreaterThan(0);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/agent/nobody', headers: supervisor }))
        .statusCode,
    ).toBe(404);
  });

  it("current/interaction/all lists the agent's pending and active interactions", async () => {
    const h = await interactionHarness('chat');
    server = h.server;
    const agent = await readyAgent(h, 'agent');
    const url = '/api/agent/current/interaction/all';
    expect(
      body<Interaction[]>(
        await h.server.app.inject({ method: 'GET', url, headers: agent.headers }),
      ),
    ).toEqual([]);
    const offer = nextOffer(h, agent.userId);
    const listed = body<Interaction[]>(
      await h.server.app.inject({ method: 'GET', url, headers: agent.headers }),
    );
    expect(listed.map((ix) => [ix.interactionId, ix.interactionStateId])).toEqual([
      [offer.interactionId, 'offered'],
    ]);
  });
});
