import { formatDuration } from '../../domain/format';
import { formatKpiValue } from '../../domain/kpi-format';
import { kpiUnit, type BusinessProcessKpiId } from '../../domain/kpi-ids';

/** A KPI value as the statistics hold it (counts, seconds, fractions), for display. */
export function kpiValueText(id: BusinessProcessKpiId, value: number | undefined): string {
  return formatKpiValue(id, value);
}

/** A value in threshold units (percent 0..100, seconds, counts), for display. */
export function thresholdUnitsText(id: BusinessProcessKpiId, value: number): string {
  switch (kpiUnit(id)) {
    case 'fraction':
      return `${value.toFixed(2)}%`;
    case 'seconds':
      return formatDuration(value);
    case 'count':
      return String(Math.round(value));
  }
}
