/**
 * Contract tests of the list endpoints no other test reads: status, shape, and who may
 * call them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../app';
import { authed, body, login, manualClock, testServer } from '../testing/test-server';

let server: BuiltServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function as(username: string) {
  server ??= await testServer({ now: manualClock().now });
  const session = await login(server, username);
  const get = (url: string) =>
    server!.app.inject({ method: 'GET', url, headers: authed(session.sessionId) });
  return { ...session, get };
}

describe('list endpoints', () => {
  it('a supervisor lists their business processes; another supervisor id is refused', async () => {
    const supervisor = await as('supervisor');
    const response = await supervisor.get(
      `/api/supervisor/${supervisor.user.userId}/businessProcess/all`,
    );
    expect(response.statusCode).toBe(200);
    const list = body<{ businessProcessId: string; businessProcessName: string }[]>(response);
    expect(list).toHaveLength(12);
    expect(list[0]).toEqual({ businessProcessId: 'bp-1', businessProcessName: 'Sales' });
    expect(
      (await supervisor.get('/api/supervisor/someone-else/businessProcess/all')).statusCode,
    ).toBe(403);
  });

  it('current agent states: every agent for a supervisor, only oneself for an agent', async () => {
    const supervisor = await as('supervisor');
    const all = body<{ agentId: string; stateId: string; since: number }[]>(
      await supervisor.get('/api/agent/current/agentsCurrentState'),
    );
    expect(all.length).toBeGreaterThan(10);
    expect(all[0]).toMatchObject({
      agentId: expect.any(String),
      stateId: expect.any(String),
      since: expect.any(Number),
    });
    const agent = await as('agent');
    const own = body<{ agentId: string }[]>(
      await agent.get('/api/agent/current/agentsCurrentState'),
    );
    expect(own.every((s) => s.agentId === agent.user.userId)).toBe(true);
  });

  it('completion statuses and postpone options are non-empty lists of ids and names', async () => {
    const agent = await as('agent');
    const statuses = body<{ id: number; name: string }[]>(
      await agent.get('/api/interaction/completionStatus/all'),
    );
    expect(statuses.length).toBeGreaterThan(0);
    // completion status 0 is Handled, the default of every interaction (agent-desktop §3)
    expect(statuses).toContainEqual({ id: 0, name: 'Handled' });
    const options = body<unknown[]>(await agent.get('/api/interaction/postponeOption/all'));
    expect(options.length).toBeGreaterThan(0);
  });

  it('main and external contacts are lists of contacts', async () => {
    const agent = await as('agent');
    const main = await agent.get('/api/contact/maincontacts');
    expect(main.statusCode).toBe(200);
    expect(Array.isArray(body(main))).toBe(true);
    const external = body<{ id: string }[]>(await agent.get('/api/contact/externalcontacts'));
    expect(Array.isArray(external)).toBe(true);
    expect(external.every((c) => typeof c.id === 'string')).toBe(true);
  });

  it('the health-threshold template lists the Volume, Reactivity and Callbacks KPIs', async () => {
    const supervisor = await as('supervisor');
    const [template] = body<{ kpis: { id: string }[] }[]>(
      await supervisor.get('/api/businessProcess/health/configuration/templates'),
    );
    expect(template?.kpis.map((k) => k.id)).toContain('businessProcessServiceLevel');
  });

  it('SMS history answers a list and refuses a bad query naming the field', async () => {
    const agent = await as('agent');
    const response = await agent.get(
      '/api/interaction/sms/history?firstParty=%2B3210000000&secondParty=%2B3220000000&maxNumberOfMessages=10',
    );
    expect(response.statusCode).toBe(200);
    const missing = await agent.get('/api/interaction/sms/history?firstParty=%2B3210000000');
    expect(missing.json<{ message: string }>().message).toMatch(/^secondParty/);
    const bad = await agent.get('/api/interaction/sms/history?maxNumberOfMessages=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^maxNumberOfMessages/);
  });

  it('the test route that drops sockets answers how many it dropped', async () => {
    const agent = await as('agent');
    const response = await server!.app.inject({
      method: 'POST',
      url: '/api/__test/socket/disconnect',
      headers: authed(agent.sessionId),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(body<{ disconnected: number }>(response)).toEqual({ disconnected: 0 });
  });
});
