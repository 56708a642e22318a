import { describe, expect, it } from 'vitest';
import {
  NOT_AVAILABLE,
  UNREGISTERED,
  dateInZone,
  formatDateTime,
  formatDuration,
  formatPercentage,
  formatTime,
  formatTimeOfDay,
  isUnregistered,
  startOfDayInZone,
  toInstant,
} from './format';

describe('formatPercentage', () => {
  it('percentage display is value × 100 with 2 decimals and a percent sign', () => {
    expect(formatPercentage(0.8)).toBe('80.00%');
    expect(formatPercentage(0.12345)).toBe('12.35%');
    expect(formatPercentage(0)).toBe('0.00%');
    expect(formatPercentage('0.5')).toBe('50.00%');
  });
  it('an empty value shows N/A', () => {
    for (const v of [null, undefined, '', 'abc', Number.NaN])
      expect(formatPercentage(v)).toBe(NOT_AVAILABLE);
    expect(NOT_AVAILABLE).toBe('N/A');
  });
});

describe('dates in the application time zone', () => {
  // 2024-07-04 18:05:09 UTC
  const july = Date.UTC(2024, 6, 4, 18, 5, 9);
  it('dates show as MM/DD/YYYY h:mm a in the application time zone', () => {
    expect(formatDateTime(july, 'America/New_York')).toBe('07/04/2024 2:05 pm');
    expect(formatDateTime(july, 'Europe/Paris')).toBe('07/04/2024 8:05 pm');
    expect(formatDateTime(july, 'Asia/Tokyo')).toBe('07/05/2024 3:05 am');
    expect(formatDateTime(july, 'Asia/Kolkata')).toBe('07/04/2024 11:35 pm');
  });
  it('dates follow the 24-hour time format when the user chose it', () => {
    expect(formatDateTime(july, 'America/New_York', 'HH:mm')).toBe('07/04/2024 14:05');
    expect(formatDateTime(july, 'Asia/Tokyo', 'HH:mm')).toBe('07/05/2024 03:05');
    expect(formatDateTime(july, 'America/New_York', 'hh:mm A')).toBe('07/04/2024 2:05 pm');
  });
  it('times show as HH:mm:ss', () => {
    expect(formatTime(july, 'America/Los_Angeles')).toBe('11:05:09');
    expect(formatTime(july, 'Etc/UTC')).toBe('18:05:09');
  });
  it('ISO strings and Dates are accepted', () => {
    expect(formatTime('2024-07-04T18:05:09Z', 'Etc/UTC')).toBe('18:05:09');
    expect(formatTime(new Date(july), 'Europe/London')).toBe('19:05:09');
  });
  it('time of day follows the 12-hour or 24-hour setting', () => {
    expect(formatTimeOfDay(july, 'America/New_York', 'hh:mm A')).toBe('02:05 PM');
    expect(formatTimeOfDay(july, 'America/New_York', 'HH:mm')).toBe('14:05');
  });
});

describe('daylight saving edges', () => {
  it('New York spring forward: 01:59 EST is followed by 03:00 EDT', () => {
    const before = Date.UTC(2024, 2, 10, 6, 59); // 01:59 EST
    expect(formatTime(before, 'America/New_York')).toBe('01:59:00');
    expect(formatTime(before + 60_000, 'America/New_York')).toBe('03:00:00');
  });
  it('New York fall back: 01:30 happens twice', () => {
    const first = Date.UTC(2024, 10, 3, 5, 30); // 01:30 EDT
    const second = Date.UTC(2024, 10, 3, 6, 30); // 01:30 EST
    expect(formatTime(first, 'America/New_York')).toBe('01:30:00');
    expect(formatTime(second, 'America/New_York')).toBe('01:30:00');
  });
  it('Paris autumn change: midnight of the change day is 22:00 UTC the day before', () => {
    expect(startOfDayInZone(Date.UTC(2024, 9, 27, 12), 'Europe/Paris')).toBe(
      Date.UTC(2024, 9, 26, 22),
    );
  });
  it('New York spring-forward day starts at 05:00 UTC', () => {
    expect(startOfDayInZone(Date.UTC(2024, 2, 10, 15), 'America/New_York')).toBe(
      Date.UTC(2024, 2, 10, 5),
    );
  });
  it('results do not depend on the host time zone', () => {
    const saved = process.env.TZ;
    try {
      for (const host of ['UTC', 'America/Sao_Paulo', 'Pacific/Auckland', 'Asia/Kolkata']) {
        process.env.TZ = host;
        expect(startOfDayInZone(Date.UTC(2024, 9, 27, 12), 'Europe/Paris')).toBe(
          Date.UTC(2024, 9, 26, 22),
        );
        expect(formatDateTime(Date.UTC(2024, 2, 31, 1, 30), 'Europe/Paris')).toBe(
          '03/31/2024 3:30 am',
        );
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
  it('Sydney: the calendar day differs from UTC and DST starts in October', () => {
    expect(dateInZone(Date.UTC(2024, 9, 5, 14, 30), 'Australia/Sydney')).toBe('2024-10-06');
    expect(formatTime(Date.UTC(2024, 9, 5, 16, 0), 'Australia/Sydney')).toBe('03:00:00');
  });
});

describe('zero date', () => {
  it('the zero date is returned as the unregistered marker', () => {
    for (const v of [0, null, undefined, '', '0001-01-01T00:00:00', 'not a date', -5]) {
      expect(formatDateTime(v, 'Etc/UTC')).toBe(UNREGISTERED);
      expect(toInstant(v)).toBeNull();
    }
    expect(isUnregistered(formatTime(0, 'Etc/UTC'))).toBe(true);
    expect(isUnregistered('12:00:00')).toBe(false);
  });
});

describe('formatDuration', () => {
  it('duration seconds show as hh:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(100 * 3600)).toBe('100:00:00');
  });
});
