import { describe, expect, it } from 'vitest';
import { readSummaryColumns, readSummaryTableSettings } from './summary-settings';
import { DEFAULT_SUMMARY_COLUMNS } from './summary-table';

describe('saved summary-table settings', () => {
  it('nothing saved gives the 12 default columns in order', () => {
    expect(readSummaryColumns(undefined)).toEqual(DEFAULT_SUMMARY_COLUMNS);
  });

  it('keeps the saved order and hidden flags, drops unknown and repeated columns, appends missing ones', () => {
    const columns = readSummaryColumns([
      { value: 'businessProcessASA', columnIndex: 0, hide: true },
      { value: 'nonsense', columnIndex: 1 },
      { value: 'businessProcessName', columnIndex: 2, hide: true },
      { value: 'businessProcessASA', columnIndex: 3 },
      'junk',
    ]);
    expect(columns.slice(0, 2).map((c) => [c.value, c.hide])).toEqual([
      ['businessProcessASA', true],
      ['businessProcessName', false],
    ]);
    expect(columns).toHaveLength(DEFAULT_SUMMARY_COLUMNS.length);
    expect(columns.map((c) => c.columnIndex)).toEqual(columns.map((_, i) => i));
  });

  it('business-process lists keep only strings', () => {
    expect(
      readSummaryTableSettings({
        hiddenBusinessProcessesIds: ['bp-1', 3, null],
        sortedBusinessProcessesIds: 'bp-2',
      }),
    ).toEqual({
      hiddenBusinessProcessesIds: ['bp-1'],
      sortedBusinessProcessesIds: [],
    });
    expect(readSummaryTableSettings(null)).toEqual({
      hiddenBusinessProcessesIds: [],
      sortedBusinessProcessesIds: [],
    });
  });
});
