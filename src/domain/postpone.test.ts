import { describe, expect, it } from 'vitest';
import { checkPostponeUntil, POSTPONE_UNTIL_MAX_DAYS, zonedMoment } from './postpone';

const NOW = Date.UTC(2026, 10, 27, 18, 0);

describe('postpone until a chosen moment', () => {
  it('must be chosen, in the future and at most the maximum days ahead', () => {
    expect(checkPostponeUntil(null, NOW)).toBe('missing');
    expect(checkPostponeUntil(NOW, NOW)).toBe('past');
    expect(checkPostponeUntil(NOW - 60_000, NOW)).toBe('past');
    expect(checkPostponeUntil(NOW + POSTPONE_UNTIL_MAX_DAYS * 86_400_000 + 1, NOW)).toBe('tooFar');
    expect(checkPostponeUntil(NOW + 3_600_000, NOW)).toBeNull();
  });
});

describe('a day and time in the application time zone', () => {
  it('is the instant that zone means', () => {
    expect(zonedMoment('2026-11-27', '20:30', 'UTC')).toBe(Date.UTC(2026, 10, 27, 20, 30));
    expect(zonedMoment('2026-11-27', '20:30', 'America/New_York')).toBe(
      Date.UTC(2026, 10, 28, 1, 30),
    );
    expect(zonedMoment('2026-07-01', '09:00', 'Europe/Brussels')).toBe(Date.UTC(2026, 6, 1, 7, 0));
  });
  it('across a clock change the offset of that day is used', () => {
    expect(zonedMoment('2026-03-29', '12:00', 'Europe/Brussels')).toBe(
      Date.UTC(2026, 2, 29, 10, 0),
    );
    expect(zonedMoment('2026-03-28', '12:00', 'Europe/Brussels')).toBe(
      Date.UTC(2026, 2, 28, 11, 0),
    );
  });
  it('text that is no real day or time is null', () => {
    expect(zonedMoment('2026-02-30', '10:00', 'UTC')).toBeNull();
    expect(zonedMoment('2026-11-27', '24:00', 'UTC')).toBeNull();
    expect(zonedMoment('', '', 'UTC')).toBeNull();
  });
});
