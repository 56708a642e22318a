import { describe, expect, it } from 'vitest';
import { evaluateHealth } from './health';
import { DEFAULT_HEALTH_THRESHOLDS, type KpiThreshold } from './health-thresholds';
import {
  WALLBOARD_CALLBACK_KPI_SOURCES,
  WALLBOARD_KPI_SOURCES,
  toWallboardStatistics,
  toWallboardStatisticsList,
  type WallboardStatisticsSource,
} from './wallboard-stats';

const source = (overrides: Partial<WallboardStatisticsSource> = {}): WallboardStatisticsSource => ({
  businessProcessId: 'bp-1',
  businessProcessName: 'Sales',
  lastResetTime: 1_000,
  agentCounts: {
    ready: 4,
    busy: 3,
    consultOrConference: 2,
    backoffice: 1,
    outgoing: 5,
    inBreak: 6,
    noAnswer: 7,
  },
  kpis: {
    businessProcessAbandonedInteractions: 11,
    businessProcessAnsweredInteractions: 120,
    businessProcessOverflowInteractions: 13,
    businessProcessTotalQueuedInteractions: 150,
    businessProcessWaitingInteractions: 8,
    businessProcessAverageAnswerTime: 42,
    businessProcessASA: 42,
    businessProcessServiceLevel: 0.65,
    businessProcessAverageRingTime: 6.5,
    businessProcessLongestWaitingTime: 90,
    callbackFailedPercentageInShift: 0.25,
    callbackProcessedInShift: 20,
    callbackInteractionsPurgedInShift: 2,
    callbackSuccessfulPercentageInShift: 0.75,
    callbackRequestedInShift: 30,
    callbackToBeProcessed: 9,
  },
  ...overrides,
});

const noThresholds = { kpis: {} };
const healthOf = (s: WallboardStatisticsSource, thresholds: readonly KpiThreshold[]) =>
  evaluateHealth(null, s.kpis, thresholds, 0);

describe('wallboard statistics', () => {
  it('agent figures come from the state-group counts; consult or conference counts as busy', () => {
    const stats = toWallboardStatistics(source(), noThresholds);
    expect(stats).toMatchObject({
      availableAgents: { value: 4, alertType: 'None' },
      backofficeAgents: { value: 1, alertType: 'None' },
      busyAgents: { value: 5, alertType: 'None' },
      handleOutgoingAgents: { value: 5, alertType: 'None' },
      onBreakAgents: { value: 6, alertType: 'None' },
      noAnswerAgents: { value: 7, alertType: 'None' },
    });
  });

  it('KPI figures carry the live values in statistics units', () => {
    const stats = toWallboardStatistics(source(), noThresholds);
    expect(stats).toMatchObject({
      businessProcessId: 'bp-1',
      businessProcessName: 'Sales',
      lastResetTime: 1_000,
      abandoned: { value: 11 },
      answered: { value: 120 },
      overflowed: { value: 13 },
      totalQueued: { value: 150 },
      waiting: { value: 8 },
      averageSpeedOfAnswer: { value: 42 },
      serviceLevel: { value: 0.65 },
      averageRingTime: { value: 6.5 },
      longestWaitingTime: { value: 90 },
    });
    expect(stats.callbacks).toEqual({
      failedPercent: { value: 0.25, alertType: 'None' },
      processed: { value: 20, alertType: 'None' },
      purged: { value: 2, alertType: 'None' },
      reachedPercent: { value: 0.75, alertType: 'None' },
      requested: { value: 30, alertType: 'None' },
      toBeProcessed: { value: 9, alertType: 'None' },
    });
  });

  it('a KPI missing from the statistics is null, not zero', () => {
    const stats = toWallboardStatistics(
      source({ kpis: { businessProcessAnsweredInteractions: 3 } }),
      noThresholds,
    );
    expect(stats.answered.value).toBe(3);
    expect(stats.abandoned.value).toBeNull();
    expect(stats.callbacks.reachedPercent.value).toBeNull();
  });

  it('every figure reads a KPI of the statistics (no invented figure)', () => {
    const all = source();
    const stats = toWallboardStatistics(all, noThresholds);
    for (const [figure, id] of Object.entries(WALLBOARD_KPI_SOURCES)) {
      expect(stats[figure as keyof typeof WALLBOARD_KPI_SOURCES].value, figure).toBe(all.kpis[id]);
    }
    for (const [figure, id] of Object.entries(WALLBOARD_CALLBACK_KPI_SOURCES)) {
      expect(
        stats.callbacks[figure as keyof typeof WALLBOARD_CALLBACK_KPI_SOURCES].value,
        figure,
      ).toBe(all.kpis[id]);
    }
  });

  it('alert types follow the active profile: danger is Alert, warning is Warning, good is None', () => {
    const s = source();
    // Default profile: service level 65 % is below danger 70; waiting 8 is past warning 5 but not danger 10;
    // longest wait 90 s is inside warning 2 min; average answer time 42 s is past warning 30 s.
    const stats = toWallboardStatistics(s, healthOf(s, DEFAULT_HEALTH_THRESHOLDS));
    expect(stats.serviceLevel.alertType).toBe('Alert');
    expect(stats.waiting.alertType).toBe('Warning');
    expect(stats.longestWaitingTime.alertType).toBe('None');
    expect(stats.averageSpeedOfAnswer.alertType).toBe('Warning');
    // No threshold in the default profile for these.
    expect(stats.answered.alertType).toBe('None');
    expect(stats.callbacks.toBeProcessed.alertType).toBe('None');
  });

  it('callback counters take their alert from a profile that sets them', () => {
    const s = source();
    const profile: KpiThreshold[] = [
      { id: 'callbackToBeProcessed', type: 'Count', warningThreshold: '5', dangerThreshold: '8' },
      {
        id: 'callbackFailedPercentageInShift',
        type: 'Percentage',
        warningThreshold: '20',
        dangerThreshold: '50',
      },
    ];
    const stats = toWallboardStatistics(s, healthOf(s, profile));
    expect(stats.callbacks.toBeProcessed.alertType).toBe('Alert');
    expect(stats.callbacks.failedPercent.alertType).toBe('Warning');
    expect(stats.serviceLevel.alertType).toBe('None');
  });

  it('a KPI with only one threshold of the pair is None', () => {
    const s = source();
    const profile: KpiThreshold[] = [
      {
        id: 'businessProcessWaitingInteractions',
        type: 'Count',
        warningThreshold: '1',
        dangerThreshold: '',
      },
    ];
    expect(toWallboardStatistics(s, healthOf(s, profile)).waiting.alertType).toBe('None');
  });

  it('the list sorts business processes by upper-cased name and evaluates each against its own profile', () => {
    const a = source({ businessProcessId: 'bp-a', businessProcessName: 'support' });
    const b = source({ businessProcessId: 'bp-b', businessProcessName: 'Billing' });
    const c = source({ businessProcessId: 'bp-c', businessProcessName: 'SALES' });
    const list = toWallboardStatisticsList([a, b, c], (s) =>
      s.businessProcessId === 'bp-c' ? healthOf(s, DEFAULT_HEALTH_THRESHOLDS) : noThresholds,
    );
    expect(list.map((s) => s.businessProcessId)).toEqual(['bp-b', 'bp-c', 'bp-a']);
    expect(list.map((s) => s.serviceLevel.alertType)).toEqual(['None', 'Alert', 'None']);
  });
});
