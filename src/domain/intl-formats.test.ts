import { describe, expect, it } from 'vitest';
import { mediumTimeFormat, shortRelativeFormat } from './intl-formats';

describe('intl formats', () => {
  it('keeps one clock-time formatter per language and time zone, each in its own zone', () => {
    const utc = mediumTimeFormat('en', 'UTC');
    expect(mediumTimeFormat('en', 'UTC')).toBe(utc);
    const tokyo = mediumTimeFormat('en', 'Asia/Tokyo');
    expect(tokyo).not.toBe(utc);
    const instant = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(utc.format(instant)).toBe('12:00:00 PM');
    expect(tokyo.format(instant)).toBe('9:00:00 PM');
  });

  it('keeps one relative-time formatter per language', () => {
    expect(shortRelativeFormat('de')).toBe(shortRelativeFormat('de'));
    expect(shortRelativeFormat('en').format(-12, 'second')).toBe('12 sec. ago');
  });
});
