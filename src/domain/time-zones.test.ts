import { describe, expect, it } from 'vitest';
import { WINDOWS_TO_IANA, toIanaTimeZone } from './time-zones';
import { formatDateTime } from './format';

describe('toIanaTimeZone', () => {
  it.each([
    ['Eastern Standard Time', 'America/New_York'],
    ['Romance Standard Time', 'Europe/Paris'],
    ['W. Europe Standard Time', 'Europe/Berlin'],
    ['GMT Standard Time', 'Europe/London'],
    ['Pacific Standard Time', 'America/Los_Angeles'],
    ['Tokyo Standard Time', 'Asia/Tokyo'],
    ['UTC', 'Etc/UTC'],
    ['India Standard Time', 'Asia/Kolkata'],
    ['AUS Eastern Standard Time', 'Australia/Sydney'],
  ])('%s maps to %s', (windows, iana) => {
    expect(toIanaTimeZone(windows)).toBe(iana);
  });
  it('unknown zones fall back to America/New_York', () => {
    for (const id of ['Mars Standard Time', '', null, undefined, 'toString', '__proto__']) {
      expect(toIanaTimeZone(id)).toBe('America/New_York');
    }
  });
  it('an IANA name from the table passes through', () => {
    expect(toIanaTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
  it('the table covers at least 100 Windows zones', () => {
    expect(Object.keys(WINDOWS_TO_IANA).length).toBeGreaterThanOrEqual(100);
  });
  it('every IANA name in the table is known to the runtime', () => {
    for (const zone of Object.values(WINDOWS_TO_IANA)) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
  });
  it('a mapped zone formats dates at its own offset', () => {
    const instant = Date.UTC(2024, 0, 15, 12, 0);
    expect(formatDateTime(instant, toIanaTimeZone('Romance Standard Time'))).toBe(
      '01/15/2024 1:00 pm',
    );
    expect(formatDateTime(instant, toIanaTimeZone('Pacific Standard Time'))).toBe(
      '01/15/2024 4:00 am',
    );
  });
});
