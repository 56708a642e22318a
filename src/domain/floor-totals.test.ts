import { describe, expect, it } from 'vitest';
import {
  emptyFloorTotals,
  floorTotals,
  sameFloorTotals,
  type FloorTotalsInput,
} from './floor-totals';

const row = (over: Partial<FloorTotalsInput>): FloorTotalsInput => ({
  totalReadyAgents: 0,
  totalBusyAgents: 0,
  totalBreakAgents: 0,
  kpis: {},
  status: null,
  ...over,
});

describe('floor totals', () => {
  it('agents, waiting and answered add up across business processes', () => {
    const totals = floorTotals([
      row({
        totalReadyAgents: 2,
        totalBusyAgents: 5,
        totalBreakAgents: 1,
        kpis: { businessProcessWaitingInteractions: 3, businessProcessAnsweredInteractions: 10 },
      }),
      row({
        totalReadyAgents: 1,
        totalBusyAgents: 4,
        totalBreakAgents: 0,
        kpis: { businessProcessWaitingInteractions: 1, businessProcessAnsweredInteractions: 7 },
      }),
    ]);
    expect(totals).toMatchObject({
      businessProcesses: 2,
      ready: 3,
      busy: 9,
      onBreak: 1,
      waiting: 4,
      answered: 17,
    });
  });
  it('the longest wait is the longest anywhere, not a sum', () => {
    const totals = floorTotals([
      row({ kpis: { businessProcessLongestWaitingTime: 40 } }),
      row({ kpis: { businessProcessLongestWaitingTime: 95 } }),
    ]);
    expect(totals.longestWaiting).toBe(95);
  });
  it('business processes are counted per health, unknown ones in none', () => {
    const totals = floorTotals([
      row({ status: 1 }),
      row({ status: 1 }),
      row({ status: 2 }),
      row({ status: 3 }),
      row({ status: null }),
    ]);
    expect(totals).toMatchObject({ danger: 2, warning: 1, good: 1, businessProcesses: 5 });
  });
  it('missing or broken figures count as nothing', () => {
    const totals = floorTotals([row({ kpis: { businessProcessWaitingInteractions: Number.NaN } })]);
    expect(totals.waiting).toBe(0);
  });
  it('totals are the same while every field is, whichever one differs', () => {
    const base = floorTotals([row({ status: 1 }), row({ status: 3 })]);
    expect(sameFloorTotals(base, { ...base })).toBe(true);
    for (const field of Object.keys(base) as (keyof typeof base)[])
      expect(sameFloorTotals(base, { ...base, [field]: base[field] + 1 })).toBe(false);
    expect(sameFloorTotals(emptyFloorTotals(), floorTotals([]))).toBe(true);
  });
});
