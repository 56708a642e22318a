import { describe, expect, it } from 'vitest';
import {
  DETAIL_KPIS,
  detailFigures,
  totalBreakdown,
  type ServiceLevelFigures,
} from './summary-details';
import { SUMMARY_TOTALLED_COLUMNS } from './summary-table';

const kpis = {
  businessProcessAbandonedInteractions: 7,
  businessProcessAbandonedPercentage: 0.05,
  businessProcessServiceLevel: 0.8,
  businessProcessASA: 12,
};
const sl: ServiceLevelFigures = {
  businessProcessId: 'bp-1',
  answeredWithinGoal: 80,
  counted: 100,
  answeredLive: 95,
  countedAbandons: 5,
  goalSeconds: 20,
};

describe('summary details popup', () => {
  it('every column explains itself first, with the live value of the row', () => {
    for (const [column, ids] of Object.entries(DETAIL_KPIS)) expect(ids[0]).toBe(column);
    expect(detailFigures('businessProcessAbandonedInteractions', kpis, null).slice(0, 2)).toEqual([
      { kind: 'kpi', id: 'businessProcessAbandonedInteractions', value: 7 },
      { kind: 'kpi', id: 'businessProcessAbandonedPercentage', value: 0.05 },
    ]);
  });

  it('a figure the statistics lack stays undefined (shown as N/A), never made up', () => {
    expect(detailFigures('businessProcessAbandonedInteractions', kpis, null)[2]).toEqual({
      kind: 'kpi',
      id: 'businessProcessRequestCallbackInteractions',
      value: undefined,
    });
  });

  it('service level shows the counters behind the ratio and the goal once they are loaded', () => {
    expect(detailFigures('businessProcessServiceLevel', kpis, null)).toHaveLength(2);
    expect(detailFigures('businessProcessServiceLevel', kpis, sl)).toEqual([
      { kind: 'kpi', id: 'businessProcessServiceLevel', value: 0.8 },
      { kind: 'serviceLevel', id: 'answeredWithinGoal', value: 80 },
      { kind: 'serviceLevel', id: 'counted', value: 100 },
      { kind: 'serviceLevel', id: 'countedAbandons', value: 5 },
      { kind: 'kpi', id: 'businessProcessASA', value: 12 },
      { kind: 'goal', seconds: 20 },
    ]);
  });

  it('a totals cell breaks down by business process, largest first, shares of the total', () => {
    const rows = [
      { id: 'a', businessProcessName: 'Alpha', businessProcessAnsweredInteractions: 10 },
      { id: 'b', businessProcessName: 'Beta', businessProcessAnsweredInteractions: 30 },
      { id: 'c', businessProcessName: 'Gamma' },
    ];
    expect(totalBreakdown(rows, 'businessProcessAnsweredInteractions')).toEqual({
      total: 40,
      shares: [
        { businessProcessId: 'b', businessProcessName: 'Beta', value: 30, share: 0.75 },
        { businessProcessId: 'a', businessProcessName: 'Alpha', value: 10, share: 0.25 },
        { businessProcessId: 'c', businessProcessName: 'Gamma', value: 0, share: 0 },
      ],
    });
  });

  it('a zero total gives zero shares, not NaN', () => {
    const { shares } = totalBreakdown(
      [{ id: 'a', businessProcessName: 'A', callbackToBeProcessed: 0 }],
      SUMMARY_TOTALLED_COLUMNS[6],
    );
    expect(shares[0]?.share).toBe(0);
  });
});
