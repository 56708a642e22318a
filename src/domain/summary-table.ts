/**
 * Business-process summary table (supervisor-dashboards §2 "Summary table", §3 "Summary
 * column", §5 filters): columns, the totals row, filters and the per-user table settings.
 *
 * §2 lists "Total Missed" among the columns but §3's column ids (and the KPI ids) have no field
 * for it, and "totals sum only 7 count columns" matches §3's list, so the table follows §3:
 * the name plus 11 KPI columns. The 7 summed columns are Queued, Answered, Abandoned,
 * Overflowed, callbacks requested, callbacks processed and callbacks to be processed.
 */
import type { BusinessProcessKpiId } from './kpi-ids';

export const SUMMARY_COLUMN_TYPES = ['string', 'number', 'percentage', 'time'] as const;
export type SummaryColumnType = (typeof SUMMARY_COLUMN_TYPES)[number];

/** KPI columns that are counts and are summed in the totals row. */
export const SUMMARY_TOTALLED_COLUMNS = [
  'businessProcessTotalQueuedInteractions',
  'businessProcessAnsweredInteractions',
  'businessProcessAbandonedInteractions',
  'businessProcessOverflowInteractions',
  'callbackRequestedInShift',
  'callbackProcessedInShift',
  'callbackToBeProcessed',
] as const satisfies readonly BusinessProcessKpiId[];

export type SummaryKpiColumnId =
  | (typeof SUMMARY_TOTALLED_COLUMNS)[number]
  | 'businessProcessServiceLevel'
  | 'businessProcessAnsweredPercentage'
  | 'businessProcessAbandonedPercentage'
  | 'businessProcessASA';
export type SummaryColumnId = 'businessProcessName' | SummaryKpiColumnId;

/** A column definition as stored in the supervisor dashboard settings. */
export interface SummaryColumn {
  /** i18n key of the header. */
  text: string;
  value: SummaryColumnId;
  type: SummaryColumnType;
  sortable: boolean;
  filterable: boolean;
  hide: boolean;
  align: 'start' | 'end';
  columnIndex: number;
}

const column = (
  value: SummaryColumnId,
  type: SummaryColumnType,
  columnIndex: number,
): SummaryColumn => ({
  text: `summaryTable.columns.${value}`,
  value,
  type,
  sortable: true,
  // ASA is a time: the spec gives it no filter operators.
  filterable: type !== 'time',
  hide: false,
  align: type === 'string' ? 'start' : 'end',
  columnIndex,
});

/** The 12 columns in their default order. */
export const DEFAULT_SUMMARY_COLUMNS: readonly SummaryColumn[] = [
  column('businessProcessName', 'string', 0),
  ...SUMMARY_TOTALLED_COLUMNS.map((id, i) => column(id, 'number', i + 1)),
  column('businessProcessServiceLevel', 'percentage', 8),
  column('businessProcessAnsweredPercentage', 'percentage', 9),
  column('businessProcessAbandonedPercentage', 'percentage', 10),
  column('businessProcessASA', 'time', 11),
];

/** Id and i18n label of the totals row. */
export const SUMMARY_ROW_ID = 'summary';

/** One table row; KPI values in statistics units (percentages as fractions, ASA in seconds). */
export type SummaryRow = {
  id: string;
  isSummary: boolean;
  businessProcessName: string;
} & Partial<Record<SummaryKpiColumnId, number>>;

/** The statistics a row is built from. */
export interface SummarySource {
  businessProcessId: string;
  businessProcessName: string;
  kpis: Partial<Record<BusinessProcessKpiId, number>>;
}

/** Hidden and ordered business processes (summaryTableSettings). */
export interface SummaryTableSettings {
  hiddenBusinessProcessesIds: readonly string[];
  sortedBusinessProcessesIds: readonly string[];
}

const KPI_COLUMN_IDS = DEFAULT_SUMMARY_COLUMNS.map((c) => c.value).filter(
  (v): v is SummaryKpiColumnId => v !== 'businessProcessName',
);

/**
 * Visible business processes in display order: hidden ones dropped, those the user ordered
 * first in that order, the rest by upper-cased name.
 */
export function orderBusinessProcesses<
  T extends { businessProcessId: string; businessProcessName: string },
>(items: readonly T[], settings: SummaryTableSettings): T[] {
  const hidden = new Set(settings.hiddenBusinessProcessesIds);
  const rank = new Map(settings.sortedBusinessProcessesIds.map((id, i) => [id, i]));
  return items
    .filter((item) => !hidden.has(item.businessProcessId))
    .sort((a, b) => {
      const ra = rank.get(a.businessProcessId) ?? Number.POSITIVE_INFINITY;
      const rb = rank.get(b.businessProcessId) ?? Number.POSITIVE_INFINITY;
      if (ra !== rb) return ra - rb;
      return compareNames(a.businessProcessName, b.businessProcessName);
    });
}

/** Business processes sort by upper-cased name. */
export function compareNames(a: string, b: string): number {
  const ua = a.toUpperCase();
  const ub = b.toUpperCase();
  return ua < ub ? -1 : ua > ub ? 1 : 0;
}

/** Rows for the table: the totals row first, then one row per visible business process. */
export function buildSummaryRows(
  sources: readonly SummarySource[],
  settings: SummaryTableSettings,
): SummaryRow[] {
  const rows = orderBusinessProcesses(sources, settings).map(toSummaryRow);
  return [summaryRow(rows), ...rows];
}

/** One business process's row: its name and the KPI values the columns show. */
export function toSummaryRow(source: SummarySource): SummaryRow {
  const row: SummaryRow = {
    id: source.businessProcessId,
    isSummary: false,
    businessProcessName: source.businessProcessName,
  };
  for (const id of KPI_COLUMN_IDS) {
    const value = source.kpis[id];
    if (value !== undefined) row[id] = value;
  }
  return row;
}

/** The totals row: sums of the 7 count columns only (a sum of rates or averages means nothing). */
export function summaryRow(rows: readonly SummaryRow[]): SummaryRow {
  const row: SummaryRow = {
    id: SUMMARY_ROW_ID,
    isSummary: true,
    businessProcessName: SUMMARY_ROW_ID,
  };
  for (const id of SUMMARY_TOTALLED_COLUMNS) {
    row[id] = rows.reduce((sum, r) => (r.isSummary ? sum : sum + (r[id] ?? 0)), 0);
  }
  return row;
}
