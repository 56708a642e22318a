import { describe, expect, it } from 'vitest';
import {
  businessProcessOptions,
  businessProcessShown,
  businessProcessSummaryTotals,
  queueStatusAgents,
  summarySelection,
} from './agent-queue-cards';

describe('queue status agents', () => {
  it('break and offline agents are unavailable, and the three slices sum to the total', () => {
    expect(
      queueStatusAgents({
        totalReadyAgents: 4,
        totalBusyAgents: 6,
        totalBreakAgents: 2,
        totalUnavailableAgents: 3,
      }),
    ).toEqual({
      ready: 4,
      busy: 6,
      unavailable: 5,
      total: 15,
    });
  });
});

describe('business process summary', () => {
  it('sums waiting interactions, emails and callbacks; takes the longest wait and the earliest reset', () => {
    const totals = businessProcessSummaryTotals([
      {
        businessProcessId: 'a',
        lastResetTime: 2_000,
        kpis: {
          businessProcessWaitingInteractions: 3,
          businessProcessWaitingDeferrableInteractions: 1,
          businessProcessLongestWaitingTime: 40,
          callbackToBeProcessed: 2,
        },
      },
      {
        businessProcessId: 'b',
        lastResetTime: 1_000,
        kpis: { businessProcessWaitingInteractions: 2, businessProcessLongestWaitingTime: 95 },
      },
    ]);
    expect(totals).toEqual({
      liveWaiting: 5,
      emailsWaiting: 1,
      longestWaiting: 95,
      callbacks: 2,
      lastResetTime: 1_000,
    });
  });
  it('nothing selected gives zeros and no reset time', () => {
    expect(businessProcessSummaryTotals([])).toEqual({
      liveWaiting: 0,
      emailsWaiting: 0,
      longestWaiting: 0,
      callbacks: 0,
      lastResetTime: null,
    });
  });
  it('shows every business process until some are chosen, and only chosen ones still offered after', () => {
    const offered = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ];
    expect(summarySelection(undefined, offered)).toEqual(['a', 'b']);
    expect(summarySelection(['b', 'gone'], offered)).toEqual(['b']);
    expect(summarySelection([], offered)).toEqual([]);
  });
});

describe('business process selectors', () => {
  it('list business processes by upper-cased name, limited to the allowed ones', () => {
    const all = [
      { id: '1', name: 'sales' },
      { id: '2', name: 'Billing' },
      { id: '3', name: 'Claims' },
    ];
    expect(businessProcessOptions(all).map((o) => o.name)).toEqual(['Billing', 'Claims', 'sales']);
    expect(businessProcessOptions(all, ['1', '3']).map((o) => o.id)).toEqual(['3', '1']);
  });
  it('a card shows its fixed business process, else its chosen one, else the first', () => {
    const offered = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ];
    expect(
      businessProcessShown(
        { selectedBusinessProcessId: 'b', startBusinessProcessId: 'a' },
        offered,
      ),
    ).toBe('b');
    expect(
      businessProcessShown(
        { selectedBusinessProcessId: null, startBusinessProcessId: 'b' },
        offered,
      ),
    ).toBe('b');
    expect(
      businessProcessShown(
        { selectedBusinessProcessId: null, startBusinessProcessId: 'gone' },
        offered,
      ),
    ).toBe('a');
    expect(
      businessProcessShown(
        { selectedBusinessProcessId: 'gone', startBusinessProcessId: null },
        offered,
      ),
    ).toBeNull();
    expect(
      businessProcessShown({ selectedBusinessProcessId: null, startBusinessProcessId: null }, []),
    ).toBeNull();
  });
});
