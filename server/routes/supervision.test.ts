import { afterEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ServerEventPayload } from '../../src/protocol/events';
import type { Interaction } from '../../src/protocol/interaction-events';
import { eventsFor, interactionHarness, nextOffer, readyAgent } from '../interactions/test-support';
import type {
  AgentLoadAllowance,
  MonitoringState,
  SupervisedInteraction,
} from '../../src/protocol/supervision-api';
import type { BuiltServer } from '../app';
import { startServer, type StartedServer } from '../start';
import { authed, body, login, manualClock, testServer } from '../testing/test-server';

let server: BuiltServer | null = null;
let started: StartedServer | null = null;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await server?.close();
  await started?.close();
  server = started = null;
});

async function supervised() {
  server = await testServer({ now: manualClock().now });
  const supervisor = await login(server, 'supervisor');
  return { s: server, headers: authed(supervisor.sessionId), supId: supervisor.user.userId };
}

/** Runs the centre until a simulated agent is talking on the phone. */
function agentOnCall(s: BuiltServer): string {
  const sim = s.context.simRuntime.sim;
  for (let i = 0; i < 120; i++) {
    const call = sim.currentWork().find((w) => w.media === 'telephony' && w.phase === 'handling');
    if (call) return call.agentId;
    sim.advanceTo(sim.now + 10_000);
  }
  throw new Error('no agent took a call in 20 simulated minutes');
}

describe('load allowance', () => {
  it("reads and changes an agent's load allowance; the simulation routes with it", async () => {
    const { s, headers } = await supervised();
    const url = '/api/supervisor/agent/agent-sim-1/loadAllowance';
    const before = body<AgentLoadAllowance>(await s.app.inject({ method: 'GET', url, headers }));
    expect(before.availableLoadAllowances.map((l) => l.loadAllowanceId)).toEqual([
      'la-single',
      'la-standard',
      'la-high',
    ]);
    const next = before.loadAllowanceId === 'la-high' ? 'la-single' : 'la-high';
    const changed = await s.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { loadAllowanceId: next },
    });
    expect(body<AgentLoadAllowance>(changed)).toMatchObject({ loadAllowanceId: next });
    expect(s.context.simRuntime.sim.agentInfo('agent-sim-1')?.loadAllowanceId).toBe(next);
    expect(
      body<AgentLoadAllowance>(await s.app.inject({ method: 'GET', url, headers })).loadAllowanceId,
    ).toBe(next);
  });

  it('refuses agents, unknown agents and unknown load allowances', async () => {
    const { s, headers } = await supervised();
    const agent = authed((await login(s, 'agent')).sessionId);
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/supervisor/agent/agent-sim-1/loadAllowance',
          headers: agent,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/supervisor/agent/nobody/loadAllowance',
          headers,
        })
      ).statusCode,
    ).toBe(404);
    const bad = await s.app.inject({
      method: 'POST',
      url: '/api/supervisor/agent/agent-sim-1/loadAllowance',
      headers,
      payload: { loadAllowanceId: 'la-infinite' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^loadAllowanceId/);
    const missing = await s.app.inject({
      method: 'POST',
      url: '/api/supervisor/agent/agent-sim-1/loadAllowance',
      headers,
      payload: {},
    });
    expect(missing.json<{ message: string }>().message).toMatch(/^loadAllowanceId/);
  });
});

describe('monitoring', () => {
  it('listen, coach, intervene and record an agent on a call; stop each', async () => {
    const { s, headers, supId } = await supervised();
    const agentId = agentOnCall(s);
    const post = (mode: string, stop = '') =>
      s.app.inject({
        method: 'POST',
        url: `/api/supervisor/${mode}/${supId}/${agentId}${stop}`,
        headers,
      });
    const listen = await post('listen');
    expect(listen.statusCode).toBe(200);
    expect(body<MonitoringState>(listen)).toMatchObject({
      supervisorId: supId,
      agentId,
      mode: 'listen',
      recording: false,
      interactionId: expect.any(String),
    });
    expect((await post('listen')).statusCode).toBe(409);
    expect(body<MonitoringState>(await post('coach')).mode).toBe('coach');
    expect(body<MonitoringState>(await post('intervene')).mode).toBe('intervene');
    expect(body<MonitoringState>(await post('record'))).toMatchObject({
      mode: 'intervene',
      recording: true,
    });
    expect((await post('coach', '/stop')).statusCode).toBe(409);
    expect(body<MonitoringState>(await post('intervene', '/stop'))).toMatchObject({
      mode: null,
      recording: true,
    });
    expect(body<MonitoringState>(await post('record', '/stop'))).toMatchObject({
      mode: null,
      recording: false,
    });
  });

  it('an agent without a call cannot be monitored; a supervisor monitors only in their own name', async () => {
    const { s, headers, supId } = await supervised();
    const idle = s.context.simRuntime.sim
      .snapshot()
      .agentStates.find((a) => !a.hasTelephonyInteraction);
    const refused = await s.app.inject({
      method: 'POST',
      url: `/api/supervisor/listen/${supId}/${idle?.agentId}`,
      headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('no telephony interaction');
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: `/api/supervisor/listen/someone-else/${idle?.agentId}`,
          headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: `/api/supervisor/listen/${supId}/nobody`,
          headers,
        })
      ).statusCode,
    ).toBe(404);
    const agent = authed((await login(s, 'agent')).sessionId);
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: `/api/supervisor/listen/${supId}/${idle?.agentId}`,
          headers: agent,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("the supervisor's sockets hear monitoring start, and its end when the call is over", async () => {
    started = await startServer({
      port: 0,
      host: '127.0.0.1',
      dbPath: ':memory:',
      testRoutes: true,
    });
    started.server.context.simRuntime.stop();
    const s = started.server;
    const supervisor = await login(s, 'supervisor');
    const socket = connect(started.url, {
      transports: ['websocket'],
      auth: { sessionId: supervisor.sessionId },
      reconnection: false,
      extraHeaders: { Origin: started.url },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const seen: ServerEventPayload<'supervisor:monitoring'>[] = [];
    socket.on('supervisor:monitoring', (p: ServerEventPayload<'supervisor:monitoring'>) =>
      seen.push(p),
    );

    const agentId = agentOnCall(s);
    const sim = s.context.simRuntime.sim;
    const call = sim.currentWork().find((w) => w.agentId === agentId && w.media === 'telephony');
    const started1 = await s.app.inject({
      method: 'POST',
      url: `/api/supervisor/listen/${supervisor.user.userId}/${agentId}`,
      headers: authed(supervisor.sessionId),
    });
    expect(started1.statusCode).toBe(200);
    for (
      let i = 0;
      i < 600 &&
      sim
        .currentWork()
        .some((w) => w.interactionId === call?.interactionId && w.phase === 'handling');
      i++
    ) {
      sim.advanceTo(sim.now + 5_000);
    }
    s.context.simRuntime.tick();
    await expect.poll(() => seen.map((e) => e.mode)).toEqual(['listen', null]);
    expect(seen[1]).toMatchObject({
      agentId,
      interactionId: call?.interactionId,
      recording: false,
    });
  });
});

describe('supervised interactions', () => {
  it('lists what every agent is working on, from the simulation', async () => {
    const { s, headers, supId } = await supervised();
    agentOnCall(s);
    const rows = body<SupervisedInteraction[]>(
      await s.app.inject({
        method: 'GET',
        url: `/api/supervisor/${supId}/supervisedInteraction/all`,
        headers,
      }),
    );
    expect(rows.length).toBe(s.context.simRuntime.sim.currentWork().length);
    expect(
      rows.some(
        (r) => r.mediaType === 'telephony' && r.phase === 'handling' && r.answeredAt !== null,
      ),
    ).toBe(true);
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/supervisor/other/supervisedInteraction/all',
          headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('monitoring a logged-in agent', () => {
  it("recording by the supervisor records the agent's call for real; coaching is announced to the agent, listening is not", async () => {
    const h = await interactionHarness('telephony');
    server = h.server;
    const agent = await readyAgent(h, 'agent');
    const { interactionId } = nextOffer(h, agent.userId);
    await h.server.app.inject({
      method: 'PUT',
      url: `/api/interaction/${interactionId}/accept`,
      headers: agent.headers,
    });
    const supervisor = await login(h.server, 'supervisor');
    const headers = authed(supervisor.sessionId);
    const base = (mode: string) =>
      `/api/supervisor/${mode}/${supervisor.user.userId}/${agent.userId}`;

    expect(
      body<MonitoringState>(
        await h.server.app.inject({ method: 'POST', url: base('listen'), headers }),
      ).interactionId,
    ).toBe(interactionId);
    expect(eventsFor(h, agent.userId, 'supervisor:monitoring')).toEqual([]);
    await h.server.app.inject({ method: 'POST', url: base('coach'), headers });
    expect(eventsFor(h, agent.userId, 'supervisor:monitoring').map((e) => e.mode)).toEqual([
      'coach',
    ]);

    await h.server.app.inject({ method: 'POST', url: base('record'), headers });
    const own = await h.server.app.inject({
      method: 'GET',
      url: '/api/agent/current/interaction/all',
      headers: agent.headers,
    });
    expect(
      body<Interaction[]>(own).find((ix) => ix.interactionId === interactionId)?.recording
        .isEnabled,
    ).toBe(true);
    expect(eventsFor(h, agent.userId, 'recording').map((e) => e.action)).toEqual(['started']);
    await h.server.app.inject({ method: 'POST', url: `${base('record')}/stop`, headers });
    expect(eventsFor(h, agent.userId, 'recording').map((e) => e.action)).toEqual([
      'started',
      'stopped',
    ]);
  });
});
