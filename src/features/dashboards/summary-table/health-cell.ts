import type { ICellRendererParams } from 'ag-grid-community';
import { HEALTH_STATUS_NAMES, type HealthStatus } from '../../../domain/health';
import type { SummaryRow } from '../../../domain/summary-table';

const ICONS = { good: '✓', warning: '!', danger: '✕' } as const;

/** The health a KPI cell shows, read when the grid draws the cell. */
export type KpiStatusOf = (businessProcessId: string, column: string) => HealthStatus | null;

/**
 * A KPI cell of the summary table: its value, and when the KPI has thresholds, its health
 * as an icon and a hidden word beside the colour (never colour alone). Built as DOM, not
 * HTML text, so nothing from the server is parsed.
 */
export function healthCellRenderer(
  statusOf: KpiStatusOf,
  words: Record<'good' | 'warning' | 'danger', string>,
) {
  return (params: ICellRendererParams<SummaryRow>): HTMLElement => {
    const cell = document.createElement('span');
    const row = params.data;
    const status = row && !row.isSummary ? statusOf(row.id, params.column?.getColId() ?? '') : null;
    if (status !== null) {
      cell.className = 'summary-health__value';
      const name = HEALTH_STATUS_NAMES[status];
      const icon = document.createElement('span');
      icon.className = 'summary-health__icon';
      icon.setAttribute('aria-hidden', 'true');
      icon.textContent = ICONS[name];
      const word = document.createElement('span');
      word.className = 'visually-hidden';
      word.textContent = `${words[name]}: `;
      cell.append(icon, word);
    }
    cell.append(document.createTextNode(params.valueFormatted ?? String(params.value ?? '')));
    return cell;
  };
}

/** The cell's classes: its health colour, or none without thresholds (one class a string: the grid adds each with classList). */
export function healthCellClass(statusOf: KpiStatusOf) {
  return (params: {
    data?: SummaryRow | undefined;
    column?: { getColId: () => string };
  }): string[] | undefined => {
    const row = params.data;
    if (!row || row.isSummary) return undefined;
    const status = statusOf(row.id, params.column?.getColId() ?? '');
    return status === null
      ? undefined
      : ['summary-health', `summary-health--${HEALTH_STATUS_NAMES[status]}`];
  };
}
