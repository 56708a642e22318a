import { describe, expect, it } from 'vitest';
import {
  handlingTimeByHour,
  hourInZone,
  type BusinessProcessHandling,
} from './agent-handling-by-hour';

const HOUR = 3_600_000;
// 2026-03-02 00:00 UTC; the test clock reads hours in UTC.
const DAY = Date.UTC(2026, 2, 2);
const at = (hour: number, minute = 0) => DAY + hour * HOUR + minute * 60_000;
const hourOf = (instant: number) => hourInZone(instant, 'UTC');

const averages = new Map<string, BusinessProcessHandling>([
  ['sales', { averageHandlingSeconds: 300, answered: 30 }],
  ['support', { averageHandlingSeconds: 600, answered: 10 }],
]);

describe('handling time by hour', () => {
  it('covers the chart hours 5 to 23', () => {
    const rows = handlingTimeByHour({
      dayStart: DAY,
      interactions: [],
      averages,
      hourOf,
      currentHour: 23,
    });
    expect(rows.map((r) => r.hour)).toEqual([
      5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
    ]);
  });

  it('personal is the mean answer-to-completion time of the interactions answered in that hour', () => {
    const rows = handlingTimeByHour({
      dayStart: DAY,
      interactions: [
        { businessProcessId: 'sales', answeredAt: at(9, 10), completedAt: at(9, 10) + 120_000 },
        { businessProcessId: 'sales', answeredAt: at(9, 50), completedAt: at(10, 5) },
        { businessProcessId: 'sales', answeredAt: at(11), completedAt: at(11) + 60_000 },
      ],
      averages,
      hourOf,
      currentHour: 12,
    });
    expect(rows.find((r) => r.hour === 9)?.personal).toBe((120 + 900) / 2);
    expect(rows.find((r) => r.hour === 10)?.personal).toBeNull();
    expect(rows.find((r) => r.hour === 11)?.personal).toBe(60);
  });

  it('the average of an hour follows the business processes the agent worked in it', () => {
    const rows = handlingTimeByHour({
      dayStart: DAY,
      interactions: [
        { businessProcessId: 'sales', answeredAt: at(9), completedAt: at(9) + 1_000 },
        { businessProcessId: 'support', answeredAt: at(9, 30), completedAt: at(9, 30) + 1_000 },
        { businessProcessId: 'support', answeredAt: at(9, 40), completedAt: at(9, 40) + 1_000 },
      ],
      averages,
      hourOf,
      currentHour: 12,
    });
    expect(rows.find((r) => r.hour === 9)?.average).toBe((300 + 600 + 600) / 3);
  });

  it('an hour without work shows the answered-weighted average of the business processes', () => {
    const rows = handlingTimeByHour({
      dayStart: DAY,
      interactions: [],
      averages,
      hourOf,
      currentHour: 12,
    });
    expect(rows.find((r) => r.hour === 8)?.average).toBe((300 * 30 + 600 * 10) / 40);
  });

  it('hours still to come show nothing, and nothing known gives no average', () => {
    const rows = handlingTimeByHour({
      dayStart: DAY,
      interactions: [],
      averages,
      hourOf,
      currentHour: 12,
    });
    expect(rows.find((r) => r.hour === 13)).toEqual({ hour: 13, personal: null, average: null });
    const empty = handlingTimeByHour({
      dayStart: DAY,
      interactions: [],
      averages: new Map(),
      hourOf,
      currentHour: 23,
    });
    expect(empty.every((r) => r.average === null && r.personal === null)).toBe(true);
  });

  it("an interaction answered the day before is not in today's hours", () => {
    const rows = handlingTimeByHour({
      dayStart: DAY,
      interactions: [
        { businessProcessId: 'sales', answeredAt: DAY - 2 * HOUR, completedAt: DAY + 60_000 },
      ],
      averages,
      hourOf,
      currentHour: 23,
    });
    expect(rows.every((r) => r.personal === null)).toBe(true);
  });

  it('interactions never answered are not handling time', () => {
    const rows = handlingTimeByHour({
      dayStart: DAY,
      interactions: [{ businessProcessId: 'sales', answeredAt: null, completedAt: at(9) }],
      averages,
      hourOf,
      currentHour: 12,
    });
    expect(rows.find((r) => r.hour === 9)?.personal).toBeNull();
  });

  it('hours are read in the application time zone', () => {
    expect(hourInZone(at(14), 'America/New_York')).toBe(9);
    expect(hourInZone(at(14), 'Europe/Madrid')).toBe(15);
  });
});
