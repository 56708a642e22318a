/**
 * Health of each business process, derived in the hub from its live statistics and its
 * health-threshold profile (supervisor-dashboards §3 "Health KPI and status"): the worst
 * configured KPI, the top three, hysteresis against flapping, time in breach. Computed
 * once for all tabs; tabs only render it.
 */
import { DEFAULT_HEALTH_THRESHOLDS, type KpiThreshold } from '../../src/domain/health-thresholds';
import { DEFAULT_HYSTERESIS, evaluateHealth, type HealthState } from '../../src/domain/health';
import type { KpiStairsStore } from './kpi-stairs-store';
import type { TopicStore } from './topic-store';

export interface HealthStoreEnvironment {
  now(): number;
}

export function createHealthStore(
  env: HealthStoreEnvironment,
  statistics: TopicStore<'businessProcessStatistics'>,
  health: TopicStore<'health'>,
  kpiStairs: KpiStairsStore,
) {
  /** Active profile per business process; without one the spec's default profile applies. */
  const thresholds = new Map<string, readonly KpiThreshold[]>();

  function evaluate(businessProcessId: string): void {
    const stats = statistics.get(businessProcessId);
    if (stats === undefined) {
      health.delete(businessProcessId);
      return;
    }
    const previous: HealthState | null = health.get(businessProcessId) ?? null;
    const profile = thresholds.get(businessProcessId) ?? DEFAULT_HEALTH_THRESHOLDS;
    health.set(
      businessProcessId,
      evaluateHealth(
        previous,
        stats.kpis,
        profile,
        env.now(),
        DEFAULT_HYSTERESIS,
        kpiStairs.get(businessProcessId),
      ),
    );
  }

  statistics.watch((businessProcessId) => evaluate(businessProcessId));

  return {
    /** A business process's active profile changed (null: back to the default profile). */
    setThresholds(businessProcessId: string, profile: readonly KpiThreshold[] | null): void {
      if (profile === null) thresholds.delete(businessProcessId);
      else thresholds.set(businessProcessId, profile);
      evaluate(businessProcessId);
    },
  };
}
