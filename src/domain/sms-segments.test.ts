import { describe, expect, it } from 'vitest';
import { smsEncoding, smsSegments } from './sms-segments';

describe('SMS segments', () => {
  it('an empty text takes no SMS', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0, remaining: 160 });
  });
  it('GSM-7 text fits 160 characters in one SMS, then 153 a part', () => {
    expect(smsSegments('a'.repeat(160))).toMatchObject({
      encoding: 'GSM-7',
      segments: 1,
      remaining: 0,
    });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ segments: 2, remaining: 153 * 2 - 161 });
    expect(smsSegments('a'.repeat(306))).toMatchObject({ segments: 2, remaining: 0 });
    expect(smsSegments('a'.repeat(307))).toMatchObject({ segments: 3 });
  });
  it('extension characters take two septets', () => {
    expect(smsSegments('€'.repeat(80))).toMatchObject({
      encoding: 'GSM-7',
      units: 160,
      segments: 1,
    });
    expect(smsSegments('€'.repeat(81))).toMatchObject({ units: 162, segments: 2 });
  });
  it('an escape pair never straddles two parts', () => {
    // 152 septets then a two-septet character: 154 would pass the 153 of the first part
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(10)}`)).toMatchObject({
      units: 164,
      segments: 2,
      remaining: 153 - 12,
    });
  });
  it('one character outside the alphabet sends everything as UCS-2: 70, then 67 a part', () => {
    expect(smsEncoding('Hello ✓')).toBe('UCS-2');
    expect(smsEncoding('Grüße, ça va? £5')).toBe('UCS-2');
    expect(smsEncoding('Grüsse, ca va? £5 ä')).toBe('GSM-7');
    expect(smsSegments(`✓${'a'.repeat(69)}`)).toMatchObject({
      encoding: 'UCS-2',
      segments: 1,
      remaining: 0,
    });
    expect(smsSegments(`✓${'a'.repeat(70)}`)).toMatchObject({
      segments: 2,
      remaining: 67 * 2 - 71,
    });
    expect(smsSegments('✓'.repeat(134))).toMatchObject({ segments: 2, remaining: 0 });
  });
  it('an emoji counts two UTF-16 units and is not split between parts', () => {
    expect(smsSegments('😀')).toMatchObject({
      encoding: 'UCS-2',
      units: 2,
      segments: 1,
      remaining: 68,
    });
    expect(smsSegments(`${'a'.repeat(66)}😀${'a'.repeat(10)}`)).toMatchObject({
      units: 78,
      segments: 2,
      remaining: 67 - 12,
    });
  });
});
