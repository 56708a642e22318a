import { describe, expect, it } from 'vitest';
import {
  ALERT_TYPES,
  MEDIA_DIMENSIONS,
  alertTypeOf,
  defaultWallboard,
  normaliseFontSize,
  normaliseSlideInterval,
  normaliseWallboard,
} from './wallboard';
import { HEALTH_STATUS } from './health';

describe('wallboard', () => {
  it('a slide interval below 3 becomes 3', () => {
    expect(normaliseSlideInterval(1)).toBe(3);
    expect(normaliseSlideInterval(-5)).toBe(3);
    expect(normaliseSlideInterval(3)).toBe(3);
    expect(normaliseSlideInterval(15)).toBe(15);
  });
  it('the slide interval defaults to 10', () => {
    expect(normaliseSlideInterval(undefined)).toBe(10);
    expect(normaliseSlideInterval(Number.NaN)).toBe(10);
  });
  it('font size is clamped 1 to 5, default 1', () => {
    expect(normaliseFontSize(0)).toBe(1);
    expect(normaliseFontSize(9)).toBe(5);
    expect(normaliseFontSize(3)).toBe(3);
    expect(normaliseFontSize(null)).toBe(1);
  });
  it('the default wallboard is named WALLBOARD with 10 s slides and font size 1', () => {
    expect(defaultWallboard()).toMatchObject({
      name: 'WALLBOARD',
      intervalSeconds: 10,
      fontSize: 1,
      cards: [],
    });
  });
  it('an update is normalised', () => {
    expect(
      normaliseWallboard({
        name: '  ',
        intervalSeconds: 2,
        fontSize: 7,
        theme: 'light',
        cards: ['a'],
      }),
    ).toEqual({
      name: 'WALLBOARD',
      intervalSeconds: 3,
      fontSize: 5,
      theme: 'light',
      cards: ['a'],
    });
  });
  it('media dimensions are Telephony, Fax, E-mail, Chat, SMS', () => {
    expect(MEDIA_DIMENSIONS).toEqual(['Telephony', 'Fax', 'E-mail', 'Chat', 'SMS']);
  });
  it('alert types are None, Warning, Alert and follow health', () => {
    expect(ALERT_TYPES).toEqual(['None', 'Warning', 'Alert']);
    expect(alertTypeOf(HEALTH_STATUS.Danger)).toBe('Alert');
    expect(alertTypeOf(HEALTH_STATUS.Warning)).toBe('Warning');
    expect(alertTypeOf(HEALTH_STATUS.Good)).toBe('None');
  });
});
