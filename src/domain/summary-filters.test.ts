import { describe, expect, it } from 'vitest';
import { buildSummaryRows, DEFAULT_SUMMARY_COLUMNS, type SummarySource } from './summary-table';
import {
  applySummaryFilters,
  moveColumn,
  operatorsFor,
  setColumnHidden,
  visibleColumns,
} from './summary-filters';

const source = (id: string, name: string, queued: number, serviceLevel: number): SummarySource => ({
  businessProcessId: id,
  businessProcessName: name,
  kpis: {
    businessProcessTotalQueuedInteractions: queued,
    businessProcessServiceLevel: serviceLevel,
  },
});
const rows = buildSummaryRows(
  [
    source('a', 'Sales North', 4, 0.07),
    source('b', 'Support', 10, 0.8),
    source('c', 'sales south', 6, 0.5),
  ],
  { hiddenBusinessProcessesIds: [], sortedBusinessProcessesIds: [] },
);
const ids = (list: readonly { id: string }[]): string[] => list.map((r) => r.id);

describe('filter operators', () => {
  it('less than, greater than and equal for numbers and percentages', () => {
    expect(operatorsFor('number')).toEqual(['lessThan', 'greaterThan', 'equal']);
    expect(operatorsFor('percentage')).toEqual(['lessThan', 'greaterThan', 'equal']);
  });
  it('equal and contains for strings', () => {
    expect(operatorsFor('string')).toEqual(['equal', 'contains']);
  });
  it('no operator for time', () => {
    expect(operatorsFor('time')).toEqual([]);
  });
});

describe('applySummaryFilters', () => {
  it('number greater than keeps larger values and the totals row', () => {
    const out = applySummaryFilters(rows, [
      { column: 'businessProcessTotalQueuedInteractions', operator: 'greaterThan', value: '5' },
    ]);
    expect(ids(out)).toEqual(['summary', 'c', 'b']);
  });
  it('number less than and equal', () => {
    expect(
      ids(
        applySummaryFilters(rows, [
          { column: 'businessProcessTotalQueuedInteractions', operator: 'lessThan', value: '5' },
        ]),
      ),
    ).toEqual(['summary', 'a']);
    expect(
      ids(
        applySummaryFilters(rows, [
          { column: 'businessProcessTotalQueuedInteractions', operator: 'equal', value: '6' },
        ]),
      ),
    ).toEqual(['summary', 'c']);
  });
  it('percentages are multiplied by 100 for comparison', () => {
    expect(
      ids(
        applySummaryFilters(rows, [
          { column: 'businessProcessServiceLevel', operator: 'greaterThan', value: '60' },
        ]),
      ),
    ).toEqual(['summary', 'b']);
    expect(
      ids(
        applySummaryFilters(rows, [
          { column: 'businessProcessServiceLevel', operator: 'equal', value: '7' },
        ]),
      ),
    ).toEqual(['summary', 'a']);
  });
  it('contains is case-insensitive', () => {
    expect(
      ids(
        applySummaryFilters(rows, [
          { column: 'businessProcessName', operator: 'contains', value: 'SALES' },
        ]),
      ),
    ).toEqual(['summary', 'a', 'c']);
  });
  it('string equal matches the whole name', () => {
    expect(
      ids(
        applySummaryFilters(rows, [
          { column: 'businessProcessName', operator: 'equal', value: 'Support' },
        ]),
      ),
    ).toEqual(['summary', 'b']);
  });
  it('filters combine: every filter must pass', () => {
    const out = applySummaryFilters(rows, [
      { column: 'businessProcessName', operator: 'contains', value: 'sales' },
      { column: 'businessProcessTotalQueuedInteractions', operator: 'greaterThan', value: '5' },
    ]);
    expect(ids(out)).toEqual(['summary', 'c']);
  });
  it('the totals row is always kept', () => {
    expect(
      ids(
        applySummaryFilters(rows, [
          { column: 'businessProcessName', operator: 'equal', value: 'nothing' },
        ]),
      ),
    ).toEqual(['summary']);
  });
  it('a filter on a non-filterable column, with a wrong operator or a non-numeric value is ignored', () => {
    for (const filter of [
      { column: 'businessProcessASA', operator: 'lessThan', value: '5' },
      { column: 'businessProcessName', operator: 'lessThan', value: 'x' },
      { column: 'businessProcessTotalQueuedInteractions', operator: 'contains', value: '1' },
      { column: 'businessProcessTotalQueuedInteractions', operator: 'equal', value: 'ten' },
    ] as const) {
      expect(applySummaryFilters(rows, [filter])).toHaveLength(rows.length);
    }
  });
  it('a row without the value fails a number filter', () => {
    expect(
      ids(
        applySummaryFilters(rows, [
          { column: 'callbackToBeProcessed', operator: 'lessThan', value: '100' },
        ]),
      ),
    ).toEqual(['summary']);
  });
});

describe('column settings', () => {
  it('hidden columns are not visible', () => {
    const cols = setColumnHidden(DEFAULT_SUMMARY_COLUMNS, 'businessProcessASA', true);
    expect(visibleColumns(cols).map((c) => c.value)).not.toContain('businessProcessASA');
    expect(visibleColumns(cols)).toHaveLength(11);
  });
  it('the name column cannot be hidden', () => {
    expect(
      visibleColumns(setColumnHidden(DEFAULT_SUMMARY_COLUMNS, 'businessProcessName', true)),
    ).toHaveLength(12);
  });
  it('reordering renumbers columnIndex', () => {
    const cols = moveColumn(DEFAULT_SUMMARY_COLUMNS, 11, 1);
    expect(
      visibleColumns(cols)
        .map((c) => c.value)
        .slice(0, 3),
    ).toEqual([
      'businessProcessName',
      'businessProcessASA',
      'businessProcessTotalQueuedInteractions',
    ]);
    expect(cols.map((c) => c.columnIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
