import { afterEach, describe, expect, it } from 'vitest';
import type {
  AssignmentChangeResult,
  BusinessProcessAssignment,
  Campaign,
} from '../../src/protocol/supervision-api';
import { io as connect } from 'socket.io-client';
import type { BuiltServer } from '../app';
import { startServer } from '../start';
import { authed, body, login, manualClock, testServer } from '../testing/test-server';

let server: BuiltServer;
afterEach(async () => server?.close());

const HOUR = 3_600_000;

async function supervisorHeaders() {
  // a clock that stands still: the simulation moves only when a test moves it
  server = await testServer({ now: manualClock().now });
  return authed((await login(server, 'supervisor')).sessionId);
}

/** A simulated agent not assigned to bp-1 (the centre assigns every agent to a few business processes). */
function agentOutside(bpId: string): string {
  const agent = server.context.simRuntime.sim
    .listAgents()
    .find((a) => !a.external && !a.assignedBusinessProcessIds.includes(bpId));
  if (agent === undefined) throw new Error('every agent is on this business process');
  return agent.agentId;
}

describe('temporary assignments', () => {
  it('lists the agents of a business process with permanent and temporary assignments', async () => {
    const headers = await supervisorHeaders();
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/businessProcess/bp-1/assignments',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const rows = body<BusinessProcessAssignment[]>(response);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.permanent && r.active && r.temporary === null)).toBe(true);
    const routed = server.context.simRuntime.sim
      .listAgents()
      .filter((a) => a.assignedBusinessProcessIds.includes('bp-1'));
    expect(rows.map((r) => r.agentId).sort()).toEqual(routed.map((a) => a.agentId).sort());
  });

  it('activate for a duration in hours routes the business process to the agent until it expires', async () => {
    const headers = await supervisorHeaders();
    const sim = server.context.simRuntime.sim;
    const agentId = agentOutside('bp-1');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/businessProcess/bp-1/assignments/activate',
      headers,
      payload: { agentIds: [agentId], duration: 2 },
    });
    expect(response.statusCode).toBe(200);
    const result = body<AssignmentChangeResult>(response);
    expect(result.changed).toBe(1);
    expect(result.assignments.find((r) => r.agentId === agentId)).toEqual({
      agentId,
      agentName: expect.any(String),
      active: true,
      permanent: false,
      temporary: { active: true, expiresAt: sim.now + 2 * HOUR },
    });
    expect(sim.agentInfo(agentId)?.assignedBusinessProcessIds).toContain('bp-1');
    sim.advanceTo(sim.now + 2 * HOUR + 1);
    expect(sim.agentInfo(agentId)?.assignedBusinessProcessIds).not.toContain('bp-1');
  });

  it('deactivate removes an agent for a while; a new expiration moves every temporary change; 0 minutes resets them', async () => {
    const headers = await supervisorHeaders();
    const sim = server.context.simRuntime.sim;
    const [first, second] = body<BusinessProcessAssignment[]>(
      await server.app.inject({
        method: 'GET',
        url: '/api/businessProcess/bp-2/assignments',
        headers,
      }),
    );
    if (!first || !second) throw new Error('bp-2 needs two agents');
    await server.app.inject({
      method: 'POST',
      url: '/api/businessProcess/bp-2/assignments/deactivate',
      headers,
      payload: { agentIds: [first.agentId, second.agentId], duration: 1 },
    });
    expect(sim.agentInfo(first.agentId)?.assignedBusinessProcessIds).not.toContain('bp-2');

    const moved = await server.app.inject({
      method: 'POST',
      url: '/api/businessProcess/bp-2/assignments/expiration',
      headers,
      payload: { expirationMinutes: 90 },
    });
    expect(body<AssignmentChangeResult>(moved).changed).toBe(2);
    const rows = body<AssignmentChangeResult>(moved).assignments.filter(
      (r) => r.temporary !== null,
    );
    expect(rows.map((r) => r.temporary?.expiresAt)).toEqual([
      sim.now + 90 * 60_000,
      sim.now + 90 * 60_000,
    ]);

    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/businessProcess/bp-2/assignments/expiration',
      headers,
      payload: { expirationMinutes: 0 },
    });
    expect(
      body<AssignmentChangeResult>(reset).assignments.every(
        (r) => r.temporary === null && r.active,
      ),
    ).toBe(true);
    expect(sim.agentInfo(first.agentId)?.assignedBusinessProcessIds).toContain('bp-2');
  });

  it('expiration also takes the dialog form, year-month-day hour:minute:second in UTC', async () => {
    const headers = await supervisorHeaders();
    const sim = server.context.simRuntime.sim;
    const agentId = agentOutside('bp-3');
    await server.app.inject({
      method: 'POST',
      url: '/api/businessProcess/bp-3/assignments/activate',
      headers,
      payload: { agentIds: [agentId], duration: 1 },
    });
    const at = new Date(sim.now + 3 * HOUR);
    const stamp = at.toISOString().slice(0, 19).replace('T', ' ');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/businessProcess/bp-3/assignments/expiration',
      headers,
      payload: { expiration: stamp },
    });
    const row = body<AssignmentChangeResult>(response).assignments.find(
      (r) => r.agentId === agentId,
    );
    expect(row?.temporary?.expiresAt).toBe(Math.floor(at.getTime() / 1000) * 1000);
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/businessProcess/bp-3/assignments/expiration',
      headers,
      payload: { expiration: '2025-02-30 10:00:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^expiration/);
  });

  it('without a duration the change is permanent', async () => {
    const headers = await supervisorHeaders();
    const agentId = agentOutside('bp-4');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/businessProcess/bp-4/assignments/activate',
      headers,
      payload: { agentIds: [agentId] },
    });
    expect(
      body<AssignmentChangeResult>(response).assignments.find((r) => r.agentId === agentId),
    ).toMatchObject({ permanent: true, temporary: null, active: true });
  });

  it('refuses agents (403), bad bodies (400 naming the field) and unknown ids (404), changing nothing', async () => {
    const headers = await supervisorHeaders();
    const agent = authed((await login(server, 'agent')).sessionId);
    const url = '/api/businessProcess/bp-1/assignments/activate';
    const before = JSON.stringify(server.context.simRuntime.sim.assignmentsOf('bp-1'));
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/businessProcess/bp-1/assignments',
          headers: agent,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url,
          headers: agent,
          payload: { agentIds: ['agent-sim-1'], duration: 1 },
        })
      ).statusCode,
    ).toBe(403);
    for (const [payload, field] of [
      [{ agentIds: [], duration: 1 }, 'agentIds'],
      [{ agentIds: ['agent-sim-1'], duration: -1 }, 'duration'],
      [{ agentIds: ['agent-sim-1'], duration: 'two' }, 'duration'],
      [{ agentIds: 'agent-sim-1' }, 'agentIds'],
    ] as const) {
      const response = await server.app.inject({ method: 'POST', url, headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message.startsWith(field)).toBe(true);
    }
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url,
          headers,
          payload: { agentIds: ['nobody'], duration: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/businessProcess/bp-999/assignments/activate',
          headers,
          payload: { agentIds: ['agent-sim-1'] },
        })
      ).statusCode,
    ).toBe(404);
    const expiry = await server.app.inject({
      method: 'POST',
      url: '/api/businessProcess/bp-1/assignments/expiration',
      headers,
      payload: {},
    });
    expect(expiry.statusCode).toBe(400);
    expect(JSON.stringify(server.context.simRuntime.sim.assignmentsOf('bp-1'))).toBe(before);
  });
});

describe('campaign-scoped assignments', () => {
  it('lists campaigns and changes assignments of a business process of the campaign', async () => {
    const headers = await supervisorHeaders();
    const campaigns = body<Campaign[]>(
      await server.app.inject({ method: 'GET', url: '/api/campaign/all', headers }),
    );
    expect(campaigns[0]).toMatchObject({
      campaignId: 'campaign-renewals',
      businessProcessIds: ['bp-12', 'bp-5'],
    });
    const base = '/api/campaign/campaign-renewals/bp/bp-12/assignments';
    expect(
      body<BusinessProcessAssignment[]>(
        await server.app.inject({ method: 'GET', url: base, headers }),
      ).length,
    ).toBeGreaterThan(0);
    const agentId = agentOutside('bp-12');
    const response = await server.app.inject({
      method: 'POST',
      url: `${base}/activate`,
      headers,
      payload: { agentIds: [agentId], duration: 1 },
    });
    expect(body<AssignmentChangeResult>(response)).toMatchObject({
      businessProcessId: 'bp-12',
      changed: 1,
    });
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/campaign/campaign-renewals/bp/bp-2/assignments',
          headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/campaign/nope/bp/bp-12/assignments',
          headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('business-process CRM template', () => {
  it('answers the contact-card fields; 404 for an unknown business process; 403 for one the agent is not on', async () => {
    const headers = await supervisorHeaders();
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/businessProcess/bp-1/crm/template',
      headers,
    });
    expect(body<{ fields: { name: string }[] }>(response).fields.map((f) => f.name)).toContain(
      'phone1',
    );
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/businessProcess/bp-404/crm/template',
          headers,
        })
      ).statusCode,
    ).toBe(404);
    const agent = await login(server, 'agent');
    const other = server.context.simRuntime.sim
      .businessProcesses()
      .find((bp) => !agent.user.assignedBusinessProcessIds.includes(bp.businessProcessId));
    const refused = await server.app.inject({
      method: 'GET',
      url: `/api/businessProcess/${other?.businessProcessId}/crm/template`,
      headers: authed(agent.sessionId),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('assignment events', () => {
  it('supervisors hear businessProcess:assignments for the business process that changed', async () => {
    const started = await startServer({
      port: 0,
      host: '127.0.0.1',
      dbPath: ':memory:',
      testRoutes: true,
    });
    try {
      started.server.context.simRuntime.stop();
      server = started.server;
      const supervisor = await login(started.server, 'supervisor');
      const socket = connect(started.url, {
        transports: ['websocket'],
        auth: { sessionId: supervisor.sessionId },
        reconnection: false,
        extraHeaders: { Origin: started.url },
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const seen: string[] = [];
      socket.on('businessProcess:assignments', (p: { businessProcessId: string }) =>
        seen.push(p.businessProcessId),
      );
      const agentId = agentOutside('bp-6');
      await started.server.app.inject({
        method: 'POST',
        url: '/api/businessProcess/bp-6/assignments/activate',
        headers: authed(supervisor.sessionId),
        payload: { agentIds: [agentId], duration: 1 },
      });
      await expect.poll(() => seen).toEqual(['bp-6']);
      socket.close();
    } finally {
      server = null as unknown as BuiltServer; // closed below, not by afterEach
      await started.close();
    }
  });
});
