import { describe, expect, it } from 'vitest';
import {
  isDigitKey,
  keepDigits,
  normaliseHours,
  normaliseMinutes,
  normaliseTime,
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
});
