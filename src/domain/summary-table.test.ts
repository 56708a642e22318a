import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUMMARY_COLUMNS,
  SUMMARY_TOTALLED_COLUMNS,
  buildSummaryRows,
  orderBusinessProcesses,
  summaryRow,
  type SummarySource,
} from './summary-table';
import { SUMMARY_TOTALS_COUNT_COLUMNS } from './supervisor-constants';

const noSettings = { hiddenBusinessProcessesIds: [], sortedBusinessProcessesIds: [] };
const source = (id: string, name: string, queued: number, serviceLevel: number): SummarySource => ({
  businessProcessId: id,
  businessProcessName: name,
  kpis: {
    businessProcessTotalQueuedInteractions: queued,
    businessProcessAnsweredInteractions: queued - 1,
    businessProcessServiceLevel: serviceLevel,
    businessProcessASA: 12,
    businessProcessVoiceMails: 99,
  },
});

describe('summary columns', () => {
  it('there are 12 columns in the order of the spec', () => {
    expect(DEFAULT_SUMMARY_COLUMNS.map((c) => c.value)).toEqual([
      'businessProcessName',
      'businessProcessTotalQueuedInteractions',
      'businessProcessAnsweredInteractions',
      'businessProcessAbandonedInteractions',
      'businessProcessOverflowInteractions',
      'callbackRequestedInShift',
      'callbackProcessedInShift',
      'callbackToBeProcessed',
      'businessProcessServiceLevel',
      'businessProcessAnsweredPercentage',
      'businessProcessAbandonedPercentage',
      'businessProcessASA',
    ]);
    expect(DEFAULT_SUMMARY_COLUMNS.map((c) => c.columnIndex)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
  });
  it('ASA is a time column and not filterable', () => {
    expect(DEFAULT_SUMMARY_COLUMNS.find((c) => c.value === 'businessProcessASA')).toMatchObject({
      type: 'time',
      filterable: false,
    });
    expect(DEFAULT_SUMMARY_COLUMNS.filter((c) => !c.filterable)).toHaveLength(1);
  });
  it('rates are percentage columns and the name is a string column', () => {
    expect(DEFAULT_SUMMARY_COLUMNS.filter((c) => c.type === 'percentage')).toHaveLength(3);
    expect(DEFAULT_SUMMARY_COLUMNS[0]).toMatchObject({ type: 'string', align: 'start' });
  });
  it('totals sum exactly 7 count columns', () => {
    expect(SUMMARY_TOTALLED_COLUMNS).toHaveLength(SUMMARY_TOTALS_COUNT_COLUMNS);
  });
});

describe('summary rows', () => {
  const sources = [
    source('b', 'beta', 10, 0.8),
    source('a', 'Alpha', 4, 0.9),
    source('c', 'gamma', 6, 0.5),
  ];
  it('the first row is the totals row labelled summary', () => {
    const rows = buildSummaryRows(sources, noSettings);
    expect(rows[0]).toMatchObject({
      id: 'summary',
      isSummary: true,
      businessProcessName: 'summary',
    });
  });
  it('the totals row sums only the count columns', () => {
    const totals = buildSummaryRows(sources, noSettings)[0];
    expect(totals?.businessProcessTotalQueuedInteractions).toBe(20);
    expect(totals?.businessProcessAnsweredInteractions).toBe(17);
    expect(totals?.callbackToBeProcessed).toBe(0);
    expect(totals?.businessProcessServiceLevel).toBeUndefined();
    expect(totals?.businessProcessASA).toBeUndefined();
  });
  it('the totals row never counts itself', () => {
    const rows = buildSummaryRows(sources, noSettings);
    expect(summaryRow(rows).businessProcessTotalQueuedInteractions).toBe(20);
  });
  it('rows carry only the table KPIs', () => {
    expect(buildSummaryRows(sources, noSettings)[1]).not.toHaveProperty(
      'businessProcessVoiceMails',
    );
  });
  it('business processes sort by upper-cased name', () => {
    expect(buildSummaryRows(sources, noSettings).map((r) => r.businessProcessName)).toEqual([
      'summary',
      'Alpha',
      'beta',
      'gamma',
    ]);
  });
  it('hidden business processes are not shown and not totalled', () => {
    const rows = buildSummaryRows(sources, {
      hiddenBusinessProcessesIds: ['b'],
      sortedBusinessProcessesIds: [],
    });
    expect(rows.map((r) => r.id)).toEqual(['summary', 'a', 'c']);
    expect(rows[0]?.businessProcessTotalQueuedInteractions).toBe(10);
  });
  it('business processes the user ordered come first in that order', () => {
    const ordered = orderBusinessProcesses(sources, {
      hiddenBusinessProcessesIds: [],
      sortedBusinessProcessesIds: ['c', 'b'],
    });
    expect(ordered.map((s) => s.businessProcessId)).toEqual(['c', 'b', 'a']);
  });
});
