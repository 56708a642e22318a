import { describe, expect, it } from 'vitest';
import { formatTimeSpan, parseTimeSpan } from './time-span';

describe('parseTimeSpan', () => {
  it('m:s parses to seconds', () => {
    expect(parseTimeSpan('2:30')).toBe(150);
  });
  it('m:s.S keeps the fraction', () => {
    expect(parseTimeSpan('0:30.5')).toBe(30.5);
  });
  it('H:m:s.S parses to seconds', () => {
    expect(parseTimeSpan('1:02:03.25')).toBe(3723.25);
  });
  it('HH:mm:ss as sent to the server parses back', () => {
    expect(parseTimeSpan('00:05:00')).toBe(300);
  });
  it('surrounding blanks are ignored', () => {
    expect(parseTimeSpan(' 00:00:30 ')).toBe(30);
  });
  it.each([
    '',
    '30',
    'abc',
    '1:2:3:4',
    '-1:00',
    '0:60',
    '60:00',
    '24:00:00',
    '1:00.',
    '1:00.1234',
    '1:00,5',
  ])('%j is not a time span', (text) => {
    expect(parseTimeSpan(text)).toBeNull();
  });
});

describe('formatTimeSpan', () => {
  it('time values are sent as HH:mm:ss', () => {
    expect(formatTimeSpan(150)).toBe('00:02:30');
    expect(formatTimeSpan(3723)).toBe('01:02:03');
  });
  it('hours are not wrapped at a day', () => {
    expect(formatTimeSpan(90_000)).toBe('25:00:00');
  });
  it('fractions round to the nearest second', () => {
    expect(formatTimeSpan(29.6)).toBe('00:00:30');
  });
  it('negative and non-finite values format as zero', () => {
    expect(formatTimeSpan(-5)).toBe('00:00:00');
    expect(formatTimeSpan(Number.NaN)).toBe('00:00:00');
  });
  it('format then parse gives the same seconds', () => {
    for (const s of [0, 1, 59, 60, 3599, 86_399]) expect(parseTimeSpan(formatTimeSpan(s))).toBe(s);
  });
});
