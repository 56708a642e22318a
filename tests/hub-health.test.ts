import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEALTH_STATUS } from '../src/domain/health';
import { FLUSH_INTERVAL_MS } from '../workers/hub/publisher';
import { batch, businessProcess } from './hub-events';
import { createTestHub, settle, TestTab, type TestHub } from './hub-support';

let t: TestHub;
const tabs: TestTab[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  t = createTestHub();
});
afterEach(() => {
  t.hub.dispose();
  for (const tab of tabs.splice(0)) tab.close();
  vi.useRealTimers();
});

async function supervisorTab(): Promise<TestTab> {
  t.session.activate();
  t.sockets.at(-1)!.signal({ type: 'connected' });
  await settle();
  const tab = new TestTab(t.hub, 'tab1');
  tabs.push(tab);
  await tab.hello();
  await t.hub.subscribe('tab1', 'health');
  return tab;
}

/** A supervisor tab once the hub's full load answered these statistics. */
async function tabAfterLoading(statistics: unknown[]): Promise<TestTab> {
  t.session.answer = (opts) =>
    opts.path === '/api/businessProcess/all/stats'
      ? { ok: true, value: statistics }
      : { ok: false, error: { code: 'http', status: 404 } };
  const tab = await supervisorTab();
  await settle();
  return tab;
}

function send(id: string, kpis: Record<string, number>): void {
  t.sockets[0]!.emit('stats:businessProcess', batch([{ businessProcessId: id, kpis }]));
  vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
}

/** Service level 0.9 until `crossedAt`, 0.5 since: a breach dated by the server's time, not the hub's. */
function serviceLevelStairs(crossedAt: number) {
  return {
    businessProcessServiceLevel: {
      from: crossedAt - 3_600_000,
      low: [[0.5, null]],
      high: [
        [0.9, crossedAt],
        [0.5, null],
      ],
    },
  };
}

describe('business-process health in the hub', () => {
  it('health follows the worst configured KPI of the default profile, with the top three listed', async () => {
    const tab = await supervisorTab();
    t.sockets[0]!.emit('stats:businessProcess', batch([businessProcess('bp1')]));
    send('bp1', {
      businessProcessServiceLevel: 0.5,
      businessProcessWaitingInteractions: 7,
      businessProcessAbandonedPercentage: 0.01,
    });
    const health = tab.state('health').get('bp1')!;
    expect(health.status).toBe(HEALTH_STATUS.Danger);
    expect(health.critical.map((k) => k.id)).toEqual([
      'businessProcessServiceLevel',
      'businessProcessWaitingInteractions',
    ]);
    expect(health.insight?.kpiId).toBe('businessProcessServiceLevel');
  });

  it('a recovered business process turns good, and its time in breach ends', async () => {
    const tab = await supervisorTab();
    t.sockets[0]!.emit('stats:businessProcess', batch([businessProcess('bp1')]));
    send('bp1', { businessProcessServiceLevel: 0.5 });
    expect(tab.state('health').get('bp1')!.status).toBe(HEALTH_STATUS.Danger);
    send('bp1', { businessProcessServiceLevel: 0.95 });
    const health = tab.state('health').get('bp1')!;
    expect(health.status).toBe(HEALTH_STATUS.Good);
    expect(health.statusChanged).toBe(true);
    expect(health.critical).toEqual([]);
  });

  it("dates a breach from the server's KPI stairs, which stay in the hub: no tab receives them", async () => {
    const tab = await supervisorTab();
    await t.hub.subscribe('tab1', 'businessProcessStatistics');
    const crossedAt = Date.now() - 600_000;
    const kpiStairs = serviceLevelStairs(crossedAt);
    t.sockets[0]!.emit('stats:businessProcess', batch([{ ...businessProcess('bp1'), kpiStairs }]));
    send('bp1', { businessProcessServiceLevel: 0.5 });
    const breach = tab.state('health').get('bp1')!.kpis.businessProcessServiceLevel!;
    expect(breach.breachSince).toBe(crossedAt);
    expect(tab.state('businessProcessStatistics').get('bp1')).not.toHaveProperty('kpiStairs');
    expect(JSON.stringify(tab.patches)).not.toContain('kpiStairs');
  });

  it("the first load's breaches are dated from the stairs it brings, not from the moment it came", async () => {
    const crossedAt = Date.now() - 600_000;
    const inBreach = {
      ...businessProcess('bp1'),
      kpis: { businessProcessServiceLevel: 0.5 },
      kpiStairs: serviceLevelStairs(crossedAt),
    };
    const tab = await tabAfterLoading([inBreach]);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    // no patch since the load: a reload or a new login must show this clock at once
    const breach = tab.state('health').get('bp1')!.kpis.businessProcessServiceLevel!;
    expect(breach.breachSince).toBe(crossedAt);
  });

  it('live values extend the stairs a full load brought: a breach in the stream is dated by its batch, for good', async () => {
    const loadedAt = Date.now();
    const good = {
      ...businessProcess('bp1'),
      kpis: { businessProcessServiceLevel: 0.9 },
      kpiStairs: {
        businessProcessServiceLevel: {
          from: loadedAt - 3_600_000,
          low: [[0.9, null]],
          high: [[0.9, null]],
        },
      },
    };
    const tab = await tabAfterLoading([good]);
    // the server's times, a little behind the hub's clock: the breach is dated by them
    const crossedAt = loadedAt - 2_000;
    const live = (value: number, at: number) => {
      const item = { businessProcessId: 'bp1', kpis: { businessProcessServiceLevel: value } };
      t.sockets[0]!.emit('stats:businessProcess', batch([item], at));
      vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    };
    live(0.5, crossedAt);
    live(0.45, crossedAt + 5_000);
    vi.advanceTimersByTime(10_000);
    live(0.4, crossedAt + 15_000);
    const breach = tab.state('health').get('bp1')!.kpis.businessProcessServiceLevel!;
    expect(breach.breachSince).toBe(crossedAt);
  });

  it('logout clears health with the other live topics', async () => {
    const tab = await supervisorTab();
    t.sockets[0]!.emit('stats:businessProcess', batch([businessProcess('bp1')]));
    send('bp1', { businessProcessServiceLevel: 0.5 });
    expect(tab.state('health').has('bp1')).toBe(true);
    await t.hub.logout();
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.state('health').has('bp1')).toBe(false);
  });

  it('the active profile from the server replaces the default one, and a change announced by the server is fetched', async () => {
    const strict = (warning: string, danger: string) => ({
      businessProcessId: 'bp1',
      kpis: [
        {
          id: 'businessProcessServiceLevel',
          type: 'Percentage',
          warningThreshold: warning,
          dangerThreshold: danger,
        },
      ],
    });
    let profile = strict('95', '90');
    t.session.answer = (opts) =>
      opts.path === '/api/businessProcess/all/health/configuration'
        ? { ok: true, value: [profile] }
        : opts.path === '/api/businessProcess/bp1/health/configuration'
          ? { ok: true, value: profile }
          : { ok: false, error: { code: 'http', status: 404 } };
    const tab = await supervisorTab();
    t.sockets[0]!.emit('stats:businessProcess', batch([businessProcess('bp1')]));
    send('bp1', { businessProcessServiceLevel: 0.85 });
    // 85 % is fine by the default profile (80/70) but danger by the supervisor's 95/90
    expect(tab.state('health').get('bp1')!.status).toBe(HEALTH_STATUS.Danger);
    profile = strict('80', '50');
    t.sockets[0]!.emit('businessProcess:healthConfiguration', { t: 1, businessProcessId: 'bp1' });
    await settle();
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(tab.state('health').get('bp1')!.status).toBe(HEALTH_STATUS.Good);
  });
});
