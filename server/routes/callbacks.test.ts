import { afterEach, describe, expect, it } from 'vitest';
import type { CallbackQueue } from '../../src/domain/callbacks';
import type { ServiceLevelFigures } from '../../src/domain/summary-details';
import type { BuiltServer } from '../app';
import { authed, body, login, manualClock, testServer } from '../testing/test-server';

let server: BuiltServer;
afterEach(async () => server?.close());

const MINUTE = 60_000;

async function start() {
  // a clock that stands still: the simulation moves only when the test moves it
  server = await testServer({ now: manualClock().now });
  return server.context.simRuntime.sim;
}

/**
 * A healthy centre calls back at once, so its queue is mostly empty: with every agent taken
 * off the business process for a while, abandons ask for callbacks and they pile up.
 */
function untilCallbacks(bpId: string): void {
  const sim = server.context.simRuntime.sim;
  for (const a of sim.assignmentsOf(bpId) ?? [])
    sim.setAssignment(a.agentId, bpId, false, sim.now + 6 * 60 * MINUTE);
  for (let i = 0; i < 5 * 60 && (sim.callbackQueueOf(bpId)?.length ?? 0) < 6; i++)
    sim.advanceTo(sim.now + MINUTE);
}

describe('GET api/businessProcess/{id}/callbacks', () => {
  it('answers the simulation callback queue of the business process, oldest first, with the spec columns', async () => {
    const sim = await start();
    const headers = authed((await login(server, 'supervisor')).sessionId);
    untilCallbacks('bp-1');
    const expected = sim.callbackQueueOf('bp-1') ?? [];
    expect(expected.length).toBeGreaterThanOrEqual(6);

    const response = await server.app.inject({
      method: 'GET',
      url: '/api/businessProcess/bp-1/callbacks',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const queue = body<CallbackQueue>(response);
    expect(queue.businessProcessId).toBe('bp-1');
    expect(queue.at).toBe(sim.now);
    expect(queue.callbacks.map((c) => c.callbackId)).toEqual(expected.map((c) => c.callbackId));
    const queuedTimes = queue.callbacks.map((c) => c.queuedAt);
    expect(queuedTimes).toEqual([...queuedTimes].sort((a, b) => a - b));
    for (const [i, row] of queue.callbacks.entries()) {
      const cb = expected[i];
      expect(row).toEqual({
        callbackId: cb?.callbackId,
        businessProcessId: 'bp-1',
        destination: expect.stringMatching(/^\+1312555\d{4}$/),
        destinationTimeZone: 'America/Chicago',
        createdAt: cb?.requestedAt,
        queuedAt: cb?.queuedAt,
        attempts: cb?.attempts,
        assignedAgentId: cb?.agentId,
        assignedAgentName: cb?.agentName,
        status: cb?.step,
        remarks: cb?.step === 'waiting' && (cb.attempts ?? 0) > 0 ? ['rescheduled'] : [],
      });
      expect(row.createdAt).toBeLessThanOrEqual(row.queuedAt);
      // waiting rows have no agent; worked rows name the agent working on them
      expect(row.status === 'waiting').toBe(row.assignedAgentId === null);
    }
  });

  it('a callback an agent works on names the agent and the step; it leaves the queue when done', async () => {
    const sim = await start();
    const headers = authed((await login(server, 'supervisor')).sessionId);
    untilCallbacks('bp-1');
    sim.setTemporaryExpiration('bp-1', sim.now); // the agents come back
    let worked: CallbackQueue['callbacks'][number] | undefined;
    for (let i = 0; i < 600 && worked === undefined; i++) {
      sim.advanceTo(sim.now + 1_000);
      if (sim.callbackQueueOf('bp-1')?.some((c) => c.step !== 'waiting')) {
        worked = body<CallbackQueue>(
          await server.app.inject({
            method: 'GET',
            url: '/api/businessProcess/bp-1/callbacks',
            headers,
          }),
        ).callbacks.find((c) => c.status !== 'waiting');
      }
    }
    expect(worked).toBeDefined();
    expect(worked?.attempts).toBeGreaterThan(0);
    expect(worked?.assignedAgentName).toBe(sim.agentInfo(worked?.assignedAgentId ?? '')?.name);
    sim.advanceTo(sim.now + 60 * MINUTE);
    const later = body<CallbackQueue>(
      await server.app.inject({
        method: 'GET',
        url: '/api/businessProcess/bp-1/callbacks',
        headers,
      }),
    );
    expect(
      later.callbacks.find((c) => c.callbackId === worked?.callbackId && c.status !== 'waiting'),
    ).toBeUndefined();
  });

  it('a callback keeps its destination from one listing to the next', async () => {
    await start();
    const headers = authed((await login(server, 'supervisor')).sessionId);
    untilCallbacks('bp-1');
    const first = body<CallbackQueue>(
      await server.app.inject({
        method: 'GET',
        url: '/api/businessProcess/bp-1/callbacks',
        headers,
      }),
    );
    const again = body<CallbackQueue>(
      await server.app.inject({
        method: 'GET',
        url: '/api/businessProcess/bp-1/callbacks',
        headers,
      }),
    );
    expect(again.callbacks.map((c) => c.destination)).toEqual(
      first.callbacks.map((c) => c.destination),
    );
  });

  it('refuses agents (403) and calls without a session (401); an unknown business process is 404', async () => {
    await start();
    const agent = authed((await login(server, 'agent')).sessionId);
    const supervisor = authed((await login(server, 'supervisor')).sessionId);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/businessProcess/bp-1/callbacks',
          headers: agent,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/businessProcess/bp-1/callbacks' }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/businessProcess/bp-nope/callbacks',
          headers: supervisor,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET api/businessProcess/{id}/serviceLevel', () => {
  it('answers the counters whose ratio is the service level the statistics carry', async () => {
    const sim = await start();
    const headers = authed((await login(server, 'supervisor')).sessionId);
    sim.advanceTo(sim.now + 60 * MINUTE);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/businessProcess/bp-1/serviceLevel',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const figures = body<ServiceLevelFigures>(response);
    expect(figures.counted).toBeGreaterThan(0);
    expect(figures.counted).toBe(figures.answeredLive + figures.countedAbandons);
    expect(figures.goalSeconds).toBe(sim.config.serviceLevelGoalSeconds);
    const stats = sim.snapshot().businessProcesses.find((bp) => bp.businessProcessId === 'bp-1');
    expect(figures.answeredWithinGoal / figures.counted).toBeCloseTo(
      stats?.kpis.businessProcessServiceLevel ?? -1,
      10,
    );
  });

  it('refuses agents and answers 404 for an unknown business process', async () => {
    await start();
    const agent = authed((await login(server, 'agent')).sessionId);
    const supervisor = authed((await login(server, 'supervisor')).sessionId);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/businessProcess/bp-1/serviceLevel',
          headers: agent,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/businessProcess/bp-x/serviceLevel',
          headers: supervisor,
        })
      ).statusCode,
    ).toBe(404);
  });
});
