import { describe, expect, it } from 'vitest';
import {
  clockModeOf,
  committedTime,
  isCompleteTime,
  isDigitKey,
  keepDigits,
  normaliseHours,
  normaliseMinutes,
  normaliseTime,
  to12Hour,
  to24Hour,
  typedTime,
} from './time-picker';

describe('time picker', () => {
  it('only digits are kept', () => {
    expect(keepDigits('1a2:3 ')).toBe('123');
    expect(isDigitKey('7')).toBe(true);
    expect(isDigitKey('a')).toBe(false);
    expect(isDigitKey('12')).toBe(false);
  });
  it('24-hour hours are capped at 23', () => {
    expect(normaliseHours('24')).toBe('23');
    expect(normaliseHours('99')).toBe('23');
    expect(normaliseHours('17')).toBe('17');
  });
  it('24-hour invalid or negative hours become 00', () => {
    expect(normaliseHours('')).toBe('00');
    expect(normaliseHours('ab')).toBe('00');
    expect(normaliseHours(-3)).toBe('00');
    expect(normaliseHours('-3')).toBe('00');
  });
  it('12-hour hours are capped at 12', () => {
    expect(normaliseHours('13', '12h')).toBe('12');
    expect(normaliseHours('12', '12h')).toBe('12');
  });
  it('12-hour invalid hours become 01', () => {
    expect(normaliseHours('', '12h')).toBe('01');
    expect(normaliseHours('0', '12h')).toBe('01');
    expect(normaliseHours('x', '12h')).toBe('01');
  });
  it('single digits are padded', () => {
    expect(normaliseHours('7')).toBe('07');
    expect(normaliseHours(3, '12h')).toBe('03');
    expect(normaliseMinutes('5')).toBe('05');
  });
  it('minutes are capped at 59', () => {
    expect(normaliseMinutes('60')).toBe('59');
    expect(normaliseMinutes(75)).toBe('59');
  });
  it('invalid or zero minutes become 00', () => {
    expect(normaliseMinutes('0')).toBe('00');
    expect(normaliseMinutes('')).toBe('00');
    expect(normaliseMinutes('-4')).toBe('00');
  });
  it('a typed time is normalised as HH:mm', () => {
    expect(normaliseTime('7:5')).toBe('07:05');
    expect(normaliseTime('25:61')).toBe('23:59');
    expect(normaliseTime('0:30', '12h')).toBe('01:30');
  });

  it('while typing only digits show, a colon after the hours, four digits at most', () => {
    expect(typedTime('1a2b')).toBe('12');
    expect(typedTime('123')).toBe('12:3');
    expect(typedTime('12:345')).toBe('12:34');
    expect(typedTime('')).toBe('');
  });
  it('a first digit no two-digit hour starts with is a whole hour', () => {
    expect(typedTime('930')).toBe('09:30');
    expect(typedTime('2')).toBe('2');
    expect(typedTime('3')).toBe('03');
    expect(typedTime('2', '12h')).toBe('02');
    expect(typedTime('1', '12h')).toBe('1');
  });
  it('four digits make a complete time', () => {
    expect(isCompleteTime('12:3')).toBe(false);
    expect(isCompleteTime('12:30')).toBe(true);
  });
  it('a left field settles on the capped, padded time, or on nothing when empty', () => {
    expect(committedTime('')).toBe('');
    expect(committedTime('x')).toBe('');
    expect(committedTime('9')).toBe('09:00');
    expect(committedTime('12:3')).toBe('12:03');
    expect(committedTime('25:75')).toBe('23:59');
    expect(committedTime('00:00', '12h')).toBe('01:00');
    expect(committedTime('15:00', '12h')).toBe('12:00');
  });
  it('12-hour times map to and from 24-hour ones, midnight as 12 AM and noon as 12 PM', () => {
    expect(to12Hour('00:15')).toEqual({ time: '12:15', meridiem: 'am' });
    expect(to12Hour('12:00')).toEqual({ time: '12:00', meridiem: 'pm' });
    expect(to12Hour('17:45')).toEqual({ time: '05:45', meridiem: 'pm' });
    expect(to24Hour('12:15', 'am')).toBe('00:15');
    expect(to24Hour('12:00', 'pm')).toBe('12:00');
    expect(to24Hour('05:45', 'pm')).toBe('17:45');
    expect(to24Hour('09:05', 'am')).toBe('09:05');
  });
  it('the clock follows the time format of the settings', () => {
    expect(clockModeOf('hh:mm A')).toBe('12h');
    expect(clockModeOf('HH:mm')).toBe('24h');
  });
});
