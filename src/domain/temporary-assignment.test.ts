import { describe, expect, it } from 'vitest';
import {
  DURATION_CHOICES_HOURS,
  DURATION_DEFAULT_HOURS,
  assignmentStatusText,
  canApplyToAgents,
  defaultExpiration,
  expirationMinutes,
  expiresText,
  formatExpirationUtc,
  minimumExpirationDate,
  resetAssignments,
  type TemporaryAssignment,
} from './temporary-assignment';

const T0 = Date.UTC(2024, 5, 1, 2, 30); // 2024-06-01 02:30 UTC
const agent = (
  id: string,
  isActive: boolean,
  expirationTime: number | null,
): TemporaryAssignment => ({
  id,
  name: id,
  isActive,
  expirationTime,
});

describe('assignment texts', () => {
  it('an active agent with expiry reads Temporarily active until {time}', () => {
    expect(assignmentStatusText(agent('a', true, T0))).toEqual({
      key: 'temporarilyActiveUntil',
      params: { time: T0 },
    });
  });
  it('an inactive agent with expiry reads Temporarily inactive until {time}', () => {
    expect(assignmentStatusText(agent('a', false, T0))).toEqual({
      key: 'temporarilyInactiveUntil',
      params: { time: T0 },
    });
  });
  it('without expiry there is no text', () => {
    expect(assignmentStatusText(agent('a', true, null))).toBeNull();
    expect(expiresText(agent('a', true, null))).toBeNull();
  });
  it('agent rows read Expires {time}', () => {
    expect(expiresText(agent('a', true, T0))).toEqual({ key: 'expires', params: { time: T0 } });
  });
});

describe('durations and expiration', () => {
  it('duration choices are 1 to 12 hours, default 5', () => {
    expect(DURATION_CHOICES_HOURS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(DURATION_DEFAULT_HOURS).toBe(5);
  });
  it('the expiration default is 6 hours from now', () => {
    expect(defaultExpiration(T0)).toBe(T0 + 6 * 3_600_000);
  });
  it('the minimum date is today in the application time zone', () => {
    expect(minimumExpirationDate(T0, 'Etc/UTC')).toBe('2024-06-01');
    expect(minimumExpirationDate(T0, 'America/Los_Angeles')).toBe('2024-05-31');
    expect(minimumExpirationDate(T0, 'Asia/Tokyo')).toBe('2024-06-01');
  });
  it('reset sets the expiry to now for every agent with an expiry', () => {
    const out = resetAssignments(
      [agent('a', true, T0 + 1000), agent('b', false, null), agent('c', false, T0 + 9000)],
      T0,
    );
    expect(out.map((a) => a.expirationTime)).toEqual([T0, null, T0]);
  });
  it('expiration is sent in minutes or as UTC date-time', () => {
    expect(expirationMinutes(T0 + 90 * 60_000, T0)).toBe(90);
    expect(expirationMinutes(T0 - 60_000, T0)).toBe(0);
    expect(formatExpirationUtc(T0)).toBe('2024-06-01 02:30:00');
  });
  it('actions need at least one selected agent', () => {
    expect(canApplyToAgents([])).toBe(false);
    expect(canApplyToAgents(['a'])).toBe(true);
  });
});
