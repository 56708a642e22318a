import { afterEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type {
  AgentState,
  BusinessProcessStatistics,
  ServerEventName,
  ServerEventPayload,
} from '../../src/protocol/events';
import type { AgentLoadAllowance } from '../../src/protocol/supervision-api';
import { startServer, type StartedServer } from '../start';
import { authed, body, login } from '../testing/test-server';

let started: StartedServer | null = null;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await started?.close();
  started = null;
});

async function start(): Promise<StartedServer> {
  started = await startServer({ port: 0, host: '127.0.0.1', dbPath: ':memory:', testRoutes: true });
  started.server.context.simRuntime.stop(); // the test moves the simulation by hand
  return started;
}

async function open(url: string, sessionId: string): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    auth: { sessionId },
    reconnection: false,
    extraHeaders: { Origin: url },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Everything a socket receives of one event. */
function record<N extends ServerEventName>(socket: Socket, event: N): ServerEventPayload<N>[] {
  const seen: ServerEventPayload<N>[] = [];
  socket.on(String(event), (payload: ServerEventPayload<N>) => seen.push(payload));
  return seen;
}

/** Runs the simulated centre for a while and hands the changes to the sockets. */
function runCentre(s: StartedServer, minutes: number): void {
  const sim = s.server.context.simRuntime.sim;
  sim.advanceTo(sim.now + minutes * 60_000);
  s.server.context.simRuntime.tick();
}

describe('live statistics', () => {
  it('a supervisor receives every business process in one batch per tick; an agent only its own', async () => {
    const s = await start();
    const supervisor = await login(s.server, 'supervisor');
    const agent = await login(s.server, 'agent');
    const supervisorSocket = await open(s.url, supervisor.sessionId);
    const agentSocket = await open(s.url, agent.sessionId);
    const toSupervisor = record(supervisorSocket, 'stats:businessProcess');
    const toAgent = record(agentSocket, 'stats:businessProcess');
    runCentre(s, 30);
    await expect.poll(() => toSupervisor.length).toBe(1);
    await expect.poll(() => toAgent.length).toBe(1);
    const seenBySupervisor = new Set(toSupervisor[0]!.items.map((i) => i.businessProcessId));
    expect(seenBySupervisor.size).toBeGreaterThan(3);
    const seenByAgent = new Set(toAgent[0]!.items.map((i) => i.businessProcessId));
    expect([...seenByAgent].every((id) => agent.user.assignedBusinessProcessIds.includes(id))).toBe(
      true,
    );
    expect(seenByAgent.size).toBeGreaterThan(0);
  });

  it('statistics over REST are the simulation snapshot, limited to what the user may see', async () => {
    const s = await start();
    runCentre(s, 30);
    const supervisor = await login(s.server, 'supervisor');
    const agent = await login(s.server, 'agent');
    const all = body<BusinessProcessStatistics[]>(
      await s.server.app.inject({
        method: 'GET',
        url: '/api/businessProcess/all/stats',
        headers: authed(supervisor.sessionId),
      }),
    );
    expect(all).toHaveLength(12);
    const answered = all.reduce(
      (sum, bp) => sum + (bp.kpis.businessProcessAnsweredInteractions ?? 0),
      0,
    );
    expect(answered).toBeGreaterThan(0);
    const own = body<BusinessProcessStatistics[]>(
      await s.server.app.inject({
        method: 'GET',
        url: '/api/businessProcess/all/stats',
        headers: authed(agent.sessionId),
      }),
    );
    expect(own.map((bp) => bp.businessProcessId).sort()).toEqual(
      [...agent.user.assignedBusinessProcessIds].sort(),
    );
  });

  it('a supervisor changes an agent state; the simulation applies it and supervisors are told', async () => {
    const s = await start();
    const supervisor = await login(s.server, 'supervisor');
    const socket = await open(s.url, supervisor.sessionId);
    const states = record(socket, 'agent:state');
    const agents = body<AgentState[]>(
      await s.server.app.inject({
        method: 'GET',
        url: `/api/supervisor/${supervisor.user.userId}/supervisedAgent/all`,
        headers: authed(supervisor.sessionId),
      }),
    );
    const target = agents.find((a) => a.stateId !== 'offline')!;
    const response = await s.server.app.inject({
      method: 'PUT',
      url: `/api/supervisor/agent/${target.agentId}/state`,
      headers: authed(supervisor.sessionId),
      payload: { stateId: 'offline' },
    });
    expect(response.statusCode).toBe(200);
    expect(s.server.context.simRuntime.sim.agentInfo(target.agentId)?.stateId).toMatch(
      /offline|waitingForOffline/,
    );
    await expect
      .poll(() => states.flatMap((p) => p.items).some((i) => i.agentId === target.agentId))
      .toBe(true);
  });

  it("agents are refused supervisor calls and other supervisors' data", async () => {
    const s = await start();
    const agent = await login(s.server, 'agent');
    const supervisor = await login(s.server, 'supervisor');
    const put = await s.server.app.inject({
      method: 'PUT',
      url: '/api/supervisor/agent/agent-sim-1/state',
      headers: authed(agent.sessionId),
      payload: { stateId: 'ready' },
    });
    expect(put.statusCode).toBe(403);
    const other = await s.server.app.inject({
      method: 'GET',
      url: '/api/supervisor/someone-else/supervisedAgent/all',
      headers: authed(supervisor.sessionId),
    });
    expect(other.statusCode).toBe(403);
    const bad = await s.server.app.inject({
      method: 'PUT',
      url: '/api/supervisor/agent/agent-sim-1/state',
      headers: authed(supervisor.sessionId),
      payload: { stateId: 'dancing' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('stateId');
  });

  it('a logged-in agent joins the simulation on register and sets their own state', async () => {
    const s = await start();
    const agent = await login(s.server, 'agent');
    await s.server.app.inject({
      method: 'POST',
      url: '/api/agent/register',
      headers: authed(agent.sessionId),
      payload: {},
    });
    expect(s.server.context.simRuntime.sim.agentInfo(agent.user.userId)?.stateId).toBe('offline');
    const put = await s.server.app.inject({
      method: 'PUT',
      url: `/api/agent/${agent.user.userId}/state`,
      headers: authed(agent.sessionId),
      payload: { stateId: 'ready' },
    });
    expect(put.statusCode).toBe(200);
    expect(body<AgentState>(put).stateId).toBe('ready');
    const other = await s.server.app.inject({
      method: 'PUT',
      url: '/api/agent/agent-sim-1/state',
      headers: authed(agent.sessionId),
      payload: { stateId: 'ready' },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe("the agent's own load allowance", () => {
  async function registered(s: StartedServer, username: string) {
    const session = await login(s.server, username);
    await s.server.app.inject({
      method: 'POST',
      url: '/api/agent/register',
      headers: authed(session.sessionId),
      payload: {},
    });
    const path = `/api/agent/${session.user.userId}/loadAllowance`;
    const put = (loadAllowanceId: string) =>
      s.server.app.inject({
        method: 'PUT',
        url: path,
        headers: authed(session.sessionId),
        payload: { loadAllowanceId },
      });
    const get = () =>
      s.server.app.inject({ method: 'GET', url: path, headers: authed(session.sessionId) });
    const setState = (stateId: string) =>
      s.server.app.inject({
        method: 'PUT',
        url: `/api/agent/${session.user.userId}/state`,
        headers: authed(session.sessionId),
        payload: { stateId },
      });
    return { session, put, get, setState };
  }

  it('an agent reads their allowance with the choices, and changes it; the state carries it live', async () => {
    const s = await start();
    const agent = await registered(s, 'agent');
    const before = body<AgentLoadAllowance>(await agent.get());
    expect(before.loadAllowanceId).toBe(before.defaultLoadAllowanceId);
    expect(before.availableLoadAllowances.map((l) => l.loadAllowanceId)).toContain('la-high');
    const socket = await open(s.url, agent.session.sessionId);
    const states = record(socket, 'agent:state');
    const put = await agent.put('la-high');
    expect(put.statusCode).toBe(200);
    expect(body<AgentLoadAllowance>(put)).toMatchObject({
      loadAllowanceId: 'la-high',
      loadAllowanceName: 'High concurrency',
    });
    await expect
      .poll(() =>
        states
          .flatMap((b) => b.items)
          .some((i) => i.agentId === agent.session.user.userId && i.loadAllowanceId === 'la-high'),
      )
      .toBe(true);
  });

  it('going offline resets the load allowance to the agent default', async () => {
    const s = await start();
    const agent = await registered(s, 'agent');
    expect((await agent.setState('ready')).statusCode).toBe(200);
    expect((await agent.put('la-single')).statusCode).toBe(200);
    expect(body<AgentLoadAllowance>(await agent.get()).loadAllowanceId).toBe('la-single');
    expect((await agent.setState('offline')).statusCode).toBe(200);
    const after = body<AgentLoadAllowance>(await agent.get());
    expect(after.loadAllowanceId).toBe(after.defaultLoadAllowanceId);
    expect(after.loadAllowanceId).not.toBe('la-single');
  });

  it('another agent, an unknown allowance and the current allowance are refused', async () => {
    const s = await start();
    const agent = await registered(s, 'agent');
    const other = await s.server.app.inject({
      method: 'PUT',
      url: '/api/agent/agent-sim-1/loadAllowance',
      headers: authed(agent.session.sessionId),
      payload: { loadAllowanceId: 'la-high' },
    });
    expect(other.statusCode).toBe(403);
    const unknown = await agent.put('la-nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ field: string }>().field).toBe('loadAllowanceId');
    const current = body<AgentLoadAllowance>(await agent.get()).loadAllowanceId;
    expect((await agent.put(current)).statusCode).toBe(409);
    const bad = await s.server.app.inject({
      method: 'PUT',
      url: `/api/agent/${agent.session.user.userId}/loadAllowance`,
      headers: authed(agent.session.sessionId),
      payload: { id: 'la-high' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('counter subscriptions', () => {
  it('counters reach only the subscribed session, with its clientSubscriptionId', async () => {
    const s = await start();
    const subscriber = await login(s.server, 'supervisor');
    const bystander = await login(s.server, 'supervisor');
    const subscribed = await open(s.url, subscriber.sessionId);
    const other = await open(s.url, bystander.sessionId);
    const got = record(subscribed, 'counters');
    const notGot = record(other, 'counters');
    const response = await s.server.app.inject({
      method: 'POST',
      url: '/api/statistics/subscribeForCounters',
      headers: authed(subscriber.sessionId),
      payload: {
        clientSubscriptionId: 'sub-1',
        counters: [{ handlerId: 'bp-1', counterTypeId: 'businessProcessAnsweredInteractions' }],
      },
    });
    expect(response.statusCode).toBe(200);
    runCentre(s, 60);
    await expect.poll(() => got.length).toBeGreaterThan(0);
    expect(got[0]!.clientSubscriptionId).toBe('sub-1');
    expect(
      got[0]!.items.every(
        (i) => i.handlerId === 'bp-1' && i.counterTypeId === 'businessProcessAnsweredInteractions',
      ),
    ).toBe(true);
    expect(notGot).toHaveLength(0);
  });

  it('a new subscription gets the current value of each counter at once, without waiting for a change', async () => {
    const s = await start();
    const supervisor = await login(s.server, 'supervisor');
    const socket = await open(s.url, supervisor.sessionId);
    const got = record(socket, 'counters');
    runCentre(s, 30);
    const expected = s.server.context.simRuntime.sim
      .snapshot()
      .businessProcesses.find((bp) => bp.businessProcessId === 'bp-2')
      ?.kpis.businessProcessServiceLevel;
    await s.server.app.inject({
      method: 'POST',
      url: '/api/statistics/subscribeForCounters',
      headers: authed(supervisor.sessionId),
      payload: {
        clientSubscriptionId: 'sub-now',
        counters: [{ handlerId: 'bp-2', counterTypeId: 'businessProcessServiceLevel' }],
      },
    });
    await expect.poll(() => got.length).toBe(1);
    expect(got[0]).toMatchObject({
      clientSubscriptionId: 'sub-now',
      items: [{ handlerId: 'bp-2', counterTypeId: 'businessProcessServiceLevel', value: expected }],
    });
  });

  it('an unknown handler or counter type is refused naming it', async () => {
    const s = await start();
    const supervisor = await login(s.server, 'supervisor');
    const post = (counters: unknown) =>
      s.server.app.inject({
        method: 'POST',
        url: '/api/statistics/subscribeForCounters',
        headers: authed(supervisor.sessionId),
        payload: { clientSubscriptionId: 'x', counters },
      });
    const unknownHandler = await post([
      { handlerId: 'bp-999', counterTypeId: 'businessProcessAnsweredInteractions' },
    ]);
    expect(unknownHandler.statusCode).toBe(400);
    expect(unknownHandler.json<{ field: string }>().field).toBe('counters.0.handlerId');
    const unknownType = await post([{ handlerId: 'bp-1', counterTypeId: 'agentBreakTime' }]);
    expect(unknownType.json<{ field: string }>().field).toBe('counters.0.counterTypeId');
    const missing = await post([{ handlerId: 'bp-1', counterTypeId: '' }]);
    expect(missing.json<{ message: string }>().message).toContain(
      'handlerId and counterTypeId are required',
    );
  });
});
