/**
 * KPI values as people read them: the statistics hold counts, seconds and fractions 0..1
 * (kpi-ids.ts); percentages show with two decimals, durations as hh:mm:ss, a missing
 * value as N/A (agent-desktop §5 formatting rules).
 */
import { formatDuration, formatPercentage, NOT_AVAILABLE } from './format';
import { kpiUnit, type BusinessProcessKpiId, type KpiUnit } from './kpi-ids';

export function formatValueOfUnit(unit: KpiUnit, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  switch (unit) {
    case 'fraction':
      return formatPercentage(value);
    case 'seconds':
      return formatDuration(value);
    case 'count':
      return String(Math.round(value));
  }
}

/** A business-process KPI value for display. */
export function formatKpiValue(id: BusinessProcessKpiId, value: number | null | undefined): string {
  return formatValueOfUnit(kpiUnit(id), value);
}

/** Agent statistics counters: times (…Time, …TimeSpan, ASA) are seconds, the rest counts. */
export function agentCounterUnit(counterTypeId: string): KpiUnit {
  return /Time$|TimeSpan$|ASA$/.test(counterTypeId) ? 'seconds' : 'count';
}
