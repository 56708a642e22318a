/**
 * Summary table filters and column settings (supervisor-dashboards §2, §5): operators per
 * column type, percentages compared ×100, the totals row always kept.
 */
import type {
  SummaryColumn,
  SummaryColumnId,
  SummaryColumnType,
  SummaryRow,
} from './summary-table';
import { DEFAULT_SUMMARY_COLUMNS } from './summary-table';

export const SUMMARY_FILTER_OPERATORS = ['lessThan', 'greaterThan', 'equal', 'contains'] as const;
export type SummaryFilterOperator = (typeof SUMMARY_FILTER_OPERATORS)[number];

/** A filter as typed: the value is the raw text of the input. */
export interface SummaryFilter {
  column: SummaryColumnId;
  operator: SummaryFilterOperator;
  value: string;
}

/** Operators offered for a column type; none for time (ASA is not filterable). */
export function operatorsFor(type: SummaryColumnType): readonly SummaryFilterOperator[] {
  switch (type) {
    case 'number':
    case 'percentage':
      return ['lessThan', 'greaterThan', 'equal'];
    case 'string':
      return ['equal', 'contains'];
    case 'time':
      return [];
  }
}

// Percentages are shown with 2 decimals, so they compare at that precision (0.07 × 100 is 7.000000000000001).
const toDisplayPercent = (fraction: number): number => Math.round(fraction * 10_000) / 100;

type RowTest = (row: SummaryRow) => boolean;

/** A row test for a filter, or null when the filter does not apply (wrong operator, blank or non-numeric value). */
function compile(filter: SummaryFilter, columns: readonly SummaryColumn[]): RowTest | null {
  const col = columns.find((c) => c.value === filter.column);
  const text = filter.value.trim();
  if (!col || !col.filterable || text === '' || !operatorsFor(col.type).includes(filter.operator))
    return null;
  if (col.type === 'string') {
    const read = (row: SummaryRow): string => String(row[col.value] ?? '');
    if (filter.operator === 'contains') {
      const needle = text.toLowerCase();
      return (row) => read(row).toLowerCase().includes(needle);
    }
    return (row) => read(row) === text;
  }
  const target = Number(text);
  if (!Number.isFinite(target)) return null;
  return (row) => {
    const raw = row[col.value];
    if (typeof raw !== 'number') return false;
    const value = col.type === 'percentage' ? toDisplayPercent(raw) : raw;
    if (filter.operator === 'lessThan') return value < target;
    if (filter.operator === 'greaterThan') return value > target;
    return value === target;
  };
}

/** Rows passing every applicable filter; the totals row is always kept. */
export function applySummaryFilters(
  rows: readonly SummaryRow[],
  filters: readonly SummaryFilter[],
  columns: readonly SummaryColumn[] = DEFAULT_SUMMARY_COLUMNS,
): SummaryRow[] {
  const tests = filters.map((f) => compile(f, columns)).filter((t): t is RowTest => t !== null);
  return rows.filter((row) => row.isSummary || tests.every((test) => test(row)));
}

/** Visible columns in display order. */
export function visibleColumns(columns: readonly SummaryColumn[]): SummaryColumn[] {
  return columns.filter((c) => !c.hide).sort((a, b) => a.columnIndex - b.columnIndex);
}

/** Hides or shows a column; the name column stays visible (rows would be anonymous). */
export function setColumnHidden(
  columns: readonly SummaryColumn[],
  id: SummaryColumnId,
  hide: boolean,
): SummaryColumn[] {
  return columns.map((c) => (c.value === id && id !== 'businessProcessName' ? { ...c, hide } : c));
}

/** Moves a column (drag reorder) from one display position to another and renumbers columnIndex. */
export function moveColumn(
  columns: readonly SummaryColumn[],
  from: number,
  to: number,
): SummaryColumn[] {
  const ordered = [...columns].sort((a, b) => a.columnIndex - b.columnIndex);
  const [moved] = ordered.splice(from, 1);
  if (moved === undefined) return ordered;
  ordered.splice(Math.max(0, Math.min(to, ordered.length)), 0, moved);
  return ordered.map((c, columnIndex) => ({ ...c, columnIndex }));
}
