import { describe, expect, it } from 'vitest';
import { DEFAULT_HEALTH_THRESHOLDS, type KpiThreshold } from './health-thresholds';
import { createKpiStairs, recordKpiValue } from './kpi-stairs';
import {
  DEFAULT_HYSTERESIS,
  HEALTH_STATUS,
  HEALTH_STATUS_NAMES,
  evaluateHealth,
  statusOf,
  statusWithHysteresis,
  toThresholdUnits,
  type HealthState,
  type KpiValues,
} from './health';

const { Danger, Warning, Good } = HEALTH_STATUS;
const T0 = 1_700_000_000_000;

describe('status values', () => {
  it('status values are Danger 1, Warning 2, Good 3', () => {
    expect(HEALTH_STATUS).toEqual({ Danger: 1, Warning: 2, Good: 3 });
    expect(HEALTH_STATUS_NAMES[Danger]).toBe('danger');
  });
});

describe('statusOf', () => {
  it('higher is worse for waiting interactions (5 / 10)', () => {
    expect(statusOf('businessProcessWaitingInteractions', 4, 5, 10)).toBe(Good);
    expect(statusOf('businessProcessWaitingInteractions', 5, 5, 10)).toBe(Warning);
    expect(statusOf('businessProcessWaitingInteractions', 10, 5, 10)).toBe(Danger);
  });
  it('service level: lower is worse (80 / 70)', () => {
    expect(statusOf('businessProcessServiceLevel', 85, 80, 70)).toBe(Good);
    expect(statusOf('businessProcessServiceLevel', 75, 80, 70)).toBe(Warning);
    expect(statusOf('businessProcessServiceLevel', 70, 80, 70)).toBe(Danger);
  });
  it('percentages in statistics are fractions, compared ×100', () => {
    expect(toThresholdUnits('businessProcessAbandonedPercentage', 0.04)).toBeCloseTo(4);
    expect(toThresholdUnits('businessProcessWaitingInteractions', 4)).toBe(4);
  });
});

describe('hysteresis', () => {
  const id = 'businessProcessWaitingInteractions';
  it('a status gets worse at once', () => {
    expect(statusWithHysteresis(id, 10, 5, 10, Good)).toBe(Danger);
  });
  it('danger is kept until the value is back inside by the margin', () => {
    // margin = max(2 % of 10, 1) = 1
    expect(statusWithHysteresis(id, 9.5, 5, 10, Danger)).toBe(Danger);
    expect(statusWithHysteresis(id, 9, 5, 10, Danger)).toBe(Warning);
  });
  it('service level improves only when back above the warning by the margin', () => {
    // margin = max(1.6, 1) = 1.6
    expect(statusWithHysteresis('businessProcessServiceLevel', 81, 80, 70, Warning)).toBe(Warning);
    expect(statusWithHysteresis('businessProcessServiceLevel', 81.6, 80, 70, Warning)).toBe(Good);
  });
  it('the margin is configurable', () => {
    expect(statusWithHysteresis(id, 9.5, 5, 10, Danger, { relative: 0, minimum: 0.25 })).toBe(
      Warning,
    );
  });
  it('without a previous status it is the plain status', () => {
    for (const v of [0, 4.9, 5, 9.99, 10, 50])
      expect(statusWithHysteresis(id, v, 5, 10, null)).toBe(statusOf(id, v, 5, 10));
  });
  it('a value hovering at a boundary does not flap', () => {
    let state: HealthState | null = null;
    const seen: number[] = [];
    for (const [i, v] of [5, 4.8, 5.1, 4.5, 5, 4.9].entries()) {
      state = evaluateHealth(
        state,
        { businessProcessWaitingInteractions: v },
        DEFAULT_HEALTH_THRESHOLDS,
        T0 + i * 1000,
      );
      seen.push(state.status);
    }
    expect(seen).toEqual([Warning, Warning, Warning, Warning, Warning, Warning]);
  });
});

describe('evaluateHealth', () => {
  const kpis: KpiValues = {
    businessProcessServiceLevel: 0.65, // danger, 5 points past 70
    businessProcessAbandonedPercentage: 0.04, // warning
    businessProcessWaitingInteractions: 30, // danger, 200 % past 10
    businessProcessLongestWaitingTime: 60, // good
    businessProcessAverageAnswerTime: 45, // warning
  };
  it('health is the worst of the configured KPIs', () => {
    expect(evaluateHealth(null, kpis, DEFAULT_HEALTH_THRESHOLDS, T0).status).toBe(Danger);
    expect(
      evaluateHealth(
        null,
        { businessProcessAbandonedPercentage: 0.04 },
        DEFAULT_HEALTH_THRESHOLDS,
        T0,
      ).status,
    ).toBe(Warning);
  });
  it('no evaluable KPI is Good', () => {
    const state = evaluateHealth(null, {}, DEFAULT_HEALTH_THRESHOLDS, T0);
    expect(state).toMatchObject({ status: Good, critical: [], insight: null });
  });
  it('top 3 critical KPIs, worst first, ties by how far past the threshold', () => {
    const ids = evaluateHealth(null, kpis, DEFAULT_HEALTH_THRESHOLDS, T0).critical.map((k) => k.id);
    expect(ids).toEqual([
      'businessProcessWaitingInteractions',
      'businessProcessServiceLevel',
      'businessProcessAverageAnswerTime',
    ]);
  });
  it('the insight line names the worst KPI and by how much', () => {
    expect(evaluateHealth(null, kpis, DEFAULT_HEALTH_THRESHOLDS, T0).insight).toEqual({
      kpiId: 'businessProcessWaitingInteractions',
      status: Danger,
      value: 30,
      threshold: 10,
      excess: 20,
      breachSince: T0,
    });
  });
  it('KPIs with incomplete or invalid thresholds are not evaluated', () => {
    const thresholds = [
      {
        id: 'businessProcessWaitingInteractions',
        type: 'Count',
        warningThreshold: '5',
        dangerThreshold: '',
      },
      {
        id: 'businessProcessServiceLevel',
        type: 'Percentage',
        warningThreshold: '70',
        dangerThreshold: '80',
      },
    ] as const;
    const state = evaluateHealth(null, kpis, thresholds, T0);
    expect(state.kpis).toEqual({});
    expect(state.status).toBe(Good);
  });
  it('time in breach starts when the KPI leaves Good and is carried while it stays out', () => {
    const first = evaluateHealth(
      null,
      { businessProcessWaitingInteractions: 6 },
      DEFAULT_HEALTH_THRESHOLDS,
      T0,
    );
    const second = evaluateHealth(
      first,
      { businessProcessWaitingInteractions: 12 },
      DEFAULT_HEALTH_THRESHOLDS,
      T0 + 5000,
    );
    expect(second.kpis.businessProcessWaitingInteractions?.breachSince).toBe(T0);
    const third = evaluateHealth(
      second,
      { businessProcessWaitingInteractions: 1 },
      DEFAULT_HEALTH_THRESHOLDS,
      T0 + 9000,
    );
    expect(third.kpis.businessProcessWaitingInteractions?.breachSince).toBeNull();
  });
  it('a status change is flagged once and dated', () => {
    const first = evaluateHealth(
      null,
      { businessProcessWaitingInteractions: 1 },
      DEFAULT_HEALTH_THRESHOLDS,
      T0,
    );
    const second = evaluateHealth(
      first,
      { businessProcessWaitingInteractions: 11 },
      DEFAULT_HEALTH_THRESHOLDS,
      T0 + 1000,
    );
    const third = evaluateHealth(
      second,
      { businessProcessWaitingInteractions: 12 },
      DEFAULT_HEALTH_THRESHOLDS,
      T0 + 2000,
    );
    expect([first.statusChanged, second.statusChanged, third.statusChanged]).toEqual([
      false,
      true,
      false,
    ]);
    expect(third.since).toBe(T0 + 1000);
  });
});

describe('time in breach from the server data', () => {
  const handling: KpiThreshold[] = [
    {
      id: 'businessProcessAverageAgentHandlingTime',
      type: 'TimeSpan',
      warningThreshold: '00:05:00',
      dangerThreshold: '00:10:00',
    },
  ];
  it('dates the breach from when the KPI crossed its threshold, the same on a page that saw nothing before', () => {
    let stairs = createKpiStairs(200, 1_000);
    stairs = recordKpiValue(stairs, 320, 5_000);
    stairs = recordKpiValue(stairs, 400, 9_000);
    const fresh = evaluateHealth(
      null,
      { businessProcessAverageAgentHandlingTime: 400 },
      handling,
      60_000,
      DEFAULT_HYSTERESIS,
      {
        businessProcessAverageAgentHandlingTime: stairs,
      },
    );
    expect(fresh.kpis.businessProcessAverageAgentHandlingTime?.breachSince).toBe(5_000);
    expect(fresh.insight?.breachSince).toBe(5_000);
  });
});
