import { afterEach, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../app';
import type { HealthThresholdConfiguration } from '../db/health-thresholds-repository';
import { authed, body, login, tempDir, testServer } from '../testing/test-server';

const servers: BuiltServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});
async function server(dbPath = ':memory:'): Promise<BuiltServer> {
  const built = await testServer({ dbPath });
  servers.push(built);
  return built;
}

const slow = [
  {
    id: 'businessProcessServiceLevel',
    type: 'Percentage',
    warningThreshold: '90',
    dangerThreshold: '85',
  },
];

async function supervisorOf(s: BuiltServer) {
  const { sessionId, user } = await login(s, 'supervisor');
  const base = `/api/supervisor/${user.userId}/businessProcess/bp-1/health/thresholds`;
  return { headers: authed(sessionId), base, user };
}

describe('health threshold profiles', () => {
  it('a business process without a profile gets the active preconfigured Default from the template', async () => {
    const s = await server();
    const { headers, base } = await supervisorOf(s);
    const list = body<HealthThresholdConfiguration[]>(
      await s.app.inject({ method: 'GET', url: base, headers }),
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: 'Default',
      active: true,
      preConfigured: true,
      type: 'HEALTH',
    });
    expect(list[0]!.kpis.find((k) => k.id === 'businessProcessServiceLevel')).toMatchObject({
      warningThreshold: '80',
      dangerThreshold: '70',
    });
  });

  it('an invalid threshold is refused with the spec error code and nothing is stored', async () => {
    const s = await server();
    const { headers, base } = await supervisorOf(s);
    const bad = await s.app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: { name: 'Strict', kpis: [{ ...slow[0], warningThreshold: '120' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      field: 'kpis.0.warningThreshold',
      message: expect.stringContaining('invalidWarningValue'),
    });
    const order = await s.app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: {
        name: 'Strict',
        kpis: [{ ...slow[0], warningThreshold: '70', dangerThreshold: '80' }],
      },
    });
    expect(order.json<{ message: string }>().message).toContain('invalidKpiThresholds');
    expect(body<unknown[]>(await s.app.inject({ method: 'GET', url: base, headers }))).toHaveLength(
      1,
    );
  });

  it('selecting a saved profile deactivates the active one, and it survives a restart', async () => {
    const dir = tempDir();
    try {
      const dbPath = `${dir.path}/cc.sqlite`;
      const s = await server(dbPath);
      const { headers, base } = await supervisorOf(s);
      const created = await s.app.inject({
        method: 'POST',
        url: base,
        headers,
        payload: { name: 'Strict', kpis: slow },
      });
      expect(created.statusCode).toBe(201);
      const strict = body<HealthThresholdConfiguration>(created);
      expect(strict.active).toBe(false);
      const selected = await s.app.inject({
        method: 'POST',
        url: '/api/businessProcess/bp-1/health/configuration',
        headers,
        payload: { configurationId: strict._id },
      });
      expect(body<HealthThresholdConfiguration>(selected).active).toBe(true);
      await s.close();
      servers.splice(0);

      const again = await server(dbPath);
      const { headers: h2 } = await supervisorOf(again);
      const active = body<HealthThresholdConfiguration>(
        await again.app.inject({
          method: 'GET',
          url: '/api/businessProcess/bp-1/health/configuration',
          headers: h2,
        }),
      );
      expect(active).toMatchObject({ name: 'Strict', active: true, kpis: slow });
      const all = body<HealthThresholdConfiguration[]>(
        await again.app.inject({
          method: 'GET',
          url: '/api/businessProcess/all/health/configuration',
          headers: h2,
        }),
      );
      expect(all).toHaveLength(12);
    } finally {
      dir.cleanup();
    }
  });

  it('the Default profile can be neither changed nor deleted; a custom one can be deleted and Default becomes active again', async () => {
    const s = await server();
    const { headers, base } = await supervisorOf(s);
    const [defaults] = body<HealthThresholdConfiguration[]>(
      await s.app.inject({ method: 'GET', url: base, headers }),
    );
    expect(
      (await s.app.inject({ method: 'DELETE', url: `${base}/${defaults!._id}`, headers }))
        .statusCode,
    ).toBe(409);
    const strict = body<HealthThresholdConfiguration>(
      await s.app.inject({
        method: 'POST',
        url: base,
        headers,
        payload: { name: 'Strict', kpis: slow, active: true },
      }),
    );
    expect(
      (await s.app.inject({ method: 'DELETE', url: `${base}/${strict._id}`, headers })).statusCode,
    ).toBe(200);
    const active = body<HealthThresholdConfiguration>(
      await s.app.inject({
        method: 'GET',
        url: '/api/businessProcess/bp-1/health/configuration',
        headers,
      }),
    );
    expect(active.name).toBe('Default');
  });

  it('adding to other business processes skips those that have the name already; add-and-apply activates', async () => {
    const s = await server();
    const { headers, base, user } = await supervisorOf(s);
    await s.app.inject({
      method: 'POST',
      url: base,
      headers,
      payload: { name: 'Strict', kpis: slow },
    });
    const add = await s.app.inject({
      method: 'POST',
      url: `/api/supervisor/${user.userId}/health/thresholds/add-to-other-business-processes`,
      headers,
      payload: {
        healtThresholds: { active: false, name: 'Strict', kpis: slow },
        bpIds: ['bp-1', 'bp-2'],
      },
    });
    const added = body<{ created: HealthThresholdConfiguration[]; skipped: string[] }>(add);
    expect(added.skipped).toEqual(['bp-1']);
    expect(added.created.map((c) => [c.businessProcessId, c.active])).toEqual([['bp-2', false]]);
    const apply = await s.app.inject({
      method: 'POST',
      url: `/api/supervisor/${user.userId}/health/thresholds/and-and-apply-to-other-business-processes`,
      headers,
      payload: { healtThresholds: { name: 'Night', kpis: slow }, bpIds: ['bp-3'] },
    });
    expect(body<{ created: HealthThresholdConfiguration[] }>(apply).created[0]).toMatchObject({
      businessProcessId: 'bp-3',
      active: true,
    });
  });

  it("agents are refused and a supervisor cannot touch another supervisor's profiles", async () => {
    const s = await server();
    const agent = await login(s, 'agent');
    const { headers } = await supervisorOf(s);
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/businessProcess/bp-1/health/configuration',
          headers: authed(agent.sessionId),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/supervisor/user-1/businessProcess/bp-1/health/thresholds',
          headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/supervisor/user-3/businessProcess/bp-404/health/thresholds',
          headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
