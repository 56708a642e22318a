import { afterEach, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../app';
import type { Interaction } from '../../src/protocol/interaction-events';
import { authed, body, login, manualClock, testServer } from '../testing/test-server';
import { interactionHarness, readyAgent } from '../interactions/test-support';
import { interactionServiceOf } from './interaction';

let server: BuiltServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('test-only fault routes', () => {
  it('are absent from a server built without testRoutes', async () => {
    server = await testServer({ testRoutes: false });
    const { sessionId } = await login(server, 'supervisor');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/__test/fault',
      headers: authed(sessionId),
      payload: { path: '/api/health', status: 500 },
    });
    expect(response.statusCode).toBe(404);
  });

  it('fail the next calls of a path with the chosen status, then let them through', async () => {
    server = await testServer();
    const { sessionId } = await login(server, 'agent');
    const headers = authed(sessionId);
    await server.app.inject({
      method: 'POST',
      url: '/api/__test/fault',
      payload: { path: '/api/agent/current/keepAlive', status: 503, times: 2 },
    });
    const keepAlive = () =>
      server!.app.inject({
        method: 'POST',
        url: '/api/agent/current/keepAlive',
        headers,
        payload: { instanceId: 'x' },
      });
    expect((await keepAlive()).statusCode).toBe(503);
    expect((await keepAlive()).statusCode).toBe(503);
    expect((await keepAlive()).statusCode).not.toBe(503);
  });

  it('delay a call by the chosen time', async () => {
    server = await testServer();
    await server.app.inject({
      method: 'POST',
      url: '/api/__test/fault',
      payload: { path: '/api/health', delayMs: 300 },
    });
    const t0 = performance.now();
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290);
  });

  it("expire the caller's session: the next call is refused", async () => {
    server = await testServer();
    const { sessionId } = await login(server, 'agent');
    const headers = authed(sessionId);
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/__test/session/expire', headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/themes/all', headers })).statusCode,
    ).toBe(401);
  });

  it('tell how many delays ran their full time', async () => {
    server = await testServer();
    const ended = async () =>
      body<{ armed: number; delaysEnded: number }>(
        await server!.app.inject({ method: 'GET', url: '/api/__test/fault' }),
      );
    await server.app.inject({
      method: 'POST',
      url: '/api/__test/fault',
      payload: { path: '/api/health', delayMs: 50 },
    });
    expect(await ended()).toEqual({ armed: 1, delaysEnded: 0 });
    await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(await ended()).toEqual({ armed: 0, delaysEnded: 1 });
  });

  it("count the simulation's ticks", async () => {
    const clock = manualClock();
    server = await testServer({ now: clock.now });
    const ticks = async () =>
      body<{ ticks: number; simTime: number }>(
        await server!.app.inject({ method: 'GET', url: '/api/__test/sim/ticks' }),
      ).ticks;
    const before = await ticks();
    server.context.simRuntime.tick();
    server.context.simRuntime.tick();
    expect(await ticks()).toBe(before + 2);
  });

  it('advance the simulation ahead of the clock, and restart its shift', async () => {
    const clock = manualClock();
    server = await testServer({ now: clock.now });
    const sim = server.context.simRuntime.sim;
    const before = sim.now;
    const advanced = await server.app.inject({
      method: 'POST',
      url: '/api/__test/sim/advance',
      payload: { ms: 600_000 },
    });
    expect(body<{ simTime: number }>(advanced).simTime).toBe(before + 600_000);
    expect(
      sim
        .snapshot()
        .businessProcesses.some((bp) => (bp.kpis['businessProcessAnsweredInteractions'] ?? 0) > 0),
    ).toBe(true);
    const restarted = await server.app.inject({ method: 'POST', url: '/api/__test/sim/restart' });
    expect(body<{ lastResetTime: number }>(restarted).lastResetTime).toBe(sim.now);
    expect(
      sim
        .snapshot()
        .businessProcesses.every(
          (bp) => (bp.kpis['businessProcessAnsweredInteractions'] ?? 0) === 0,
        ),
    ).toBe(true);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/__test/sim/advance',
          payload: { ms: -1 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('offer the caller an interaction of the chosen medium at once, with the chosen content', async () => {
    const h = await interactionHarness('telephony');
    server = h.server;
    const agent = await readyAgent(h, 'agent');
    const hostile = '<img src=x onerror=alert(1)>';
    const offer = await server.app.inject({
      method: 'POST',
      url: '/api/__test/offer',
      headers: agent.headers,
      payload: {
        media: 'email',
        customerName: hostile,
        subject: 'Order 42',
        body: '<p>Hello</p><script>alert(1)</script>',
      },
    });
    expect(offer.statusCode).toBe(200);
    const offered = interactionServiceOf(server.context).interactionsOf(agent.userId);
    const email = offered.find((ix: Interaction) => ix.interactionMediaType === 'EMAIL');
    expect(email?.interactionStateId).toBe('offered');
    expect(email?.crm.customerFullName).toBe(hostile);
    expect(email?.email?.incomingEmailData?.subject).toBe('Order 42');
    expect(email?.email?.incomingEmailData?.body).toContain('<script>');
    // the override is used once: the next offer is generated again
    await server.app.inject({
      method: 'POST',
      url: '/api/__test/offer',
      headers: agent.headers,
      payload: { media: 'chat' },
    });
    const chat = interactionServiceOf(server.context)
      .interactionsOf(agent.userId)
      .find((ix: Interaction) => ix.interactionMediaType === 'CHAT');
    expect(chat?.crm.customerFullName).not.toBe(hostile);
    const unknownMedium = await server.app.inject({
      method: 'POST',
      url: '/api/__test/offer',
      headers: agent.headers,
      payload: { media: 'fax' },
    });
    expect(unknownMedium.statusCode).toBe(400);
  });

  it('refuse an offer to a user who is not signed in to the centre', async () => {
    server = await testServer();
    const { sessionId } = await login(server, 'supervisor');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/__test/offer',
      headers: authed(sessionId),
      payload: { media: 'chat' },
    });
    expect(response.statusCode).toBe(409);
  });
  it('rename a business process in the database and in the running simulation, and announce it', async () => {
    server = await testServer();
    const ctx = server.context;
    const { sessionId } = await login(server, 'supervisor');
    const emitted: string[] = [];
    ctx.simRuntime.onChanges((changes) => {
      for (const patch of changes.businessProcessPatches)
        if (patch.businessProcessId === 'bp-1' && patch.businessProcessName !== undefined)
          emitted.push(patch.businessProcessName);
    });
    const hostile = '<svg onload="window.__xss=1">Sales';
    const renamed = await server.app.inject({
      method: 'POST',
      url: '/api/__test/businessProcess/bp-1/name',
      payload: { name: hostile },
    });
    expect(renamed.statusCode).toBe(200);
    expect(ctx.businessProcesses.find('bp-1')?.name).toBe(hostile);
    expect(
      ctx.simRuntime.sim.snapshot().businessProcesses.find((bp) => bp.businessProcessId === 'bp-1')
        ?.businessProcessName,
    ).toBe(hostile);
    expect(
      ctx.simRuntime.sim.businessProcesses().find((bp) => bp.businessProcessId === 'bp-1')
        ?.businessProcessName,
    ).toBe(hostile);
    expect(emitted).toEqual([hostile]);
    // what screens read over REST: live statistics and reference data
    const stats = await server.app.inject({
      method: 'GET',
      url: '/api/businessProcess/all/stats',
      headers: authed(sessionId),
    });
    expect(stats.statusCode).toBe(200);
    expect(
      body<{ businessProcessId: string; businessProcessName: string }[]>(stats).find(
        (bp) => bp.businessProcessId === 'bp-1',
      )?.businessProcessName,
    ).toBe(hostile);
    // others keep their names; later drains keep the new one
    expect(
      ctx.simRuntime.sim.snapshot().businessProcesses.find((bp) => bp.businessProcessId === 'bp-2')
        ?.businessProcessName,
    ).not.toBe(hostile);
    ctx.simRuntime.advanceBy(600_000);
    expect(emitted.every((name) => name === hostile)).toBe(true);
    expect(
      ctx.simRuntime.sim.snapshot().businessProcesses.find((bp) => bp.businessProcessId === 'bp-1')
        ?.businessProcessName,
    ).toBe(hostile);
    // renamed again: the new name replaces the first everywhere
    await server.app.inject({
      method: 'POST',
      url: '/api/__test/businessProcess/bp-1/name',
      payload: { name: 'Sales & <b>Co</b>' },
    });
    expect(emitted.at(-1)).toBe('Sales & <b>Co</b>');
    expect(
      ctx.simRuntime.sim.snapshot().businessProcesses.find((bp) => bp.businessProcessId === 'bp-1')
        ?.businessProcessName,
    ).toBe('Sales & <b>Co</b>');
    expect(ctx.businessProcesses.find('bp-1')?.name).toBe('Sales & <b>Co</b>');
  });

  it('refuse to rename an unknown business process or to an empty name', async () => {
    server = await testServer();
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/__test/businessProcess/bp-none/name',
      payload: { name: 'X' },
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await server.app.inject({
      method: 'POST',
      url: '/api/__test/businessProcess/bp-1/name',
      payload: { name: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(server.context.businessProcesses.find('bp-1')?.name).not.toBe('');
    const off = await testServer({ testRoutes: false });
    const { sessionId } = await login(off, 'supervisor');
    const absent = await off.app.inject({
      method: 'POST',
      url: '/api/__test/businessProcess/bp-1/name',
      headers: authed(sessionId),
      payload: { name: 'X' },
    });
    await off.close();
    expect(absent.statusCode).toBe(404);
  });
});
