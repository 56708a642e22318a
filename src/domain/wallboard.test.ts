import { describe, expect, it } from 'vitest';
import {
  ALERT_TYPES,
  MEDIA_DIMENSIONS,
  alertTypeOf,
  defaultWallboard,
  normaliseFontSize,
  normaliseSlideInterval,
  normaliseWallboard,
  moveCard,
  parseSlideSeconds,
  toWallboardDraft,
  toWallboardUpdate,
  validateWallboardDraft,
  wallboardThemeOf,
  type WallboardDraft,
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

  it('a stored theme that is no known theme shows dark', () => {
    expect(wallboardThemeOf('light')).toBe('light');
    expect(wallboardThemeOf('dark')).toBe('dark');
    expect(wallboardThemeOf('sepia')).toBe('dark');
  });
  it('a card moves one place up or down; at the ends nothing moves', () => {
    expect(moveCard(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveCard(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveCard(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveCard(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('wallboard editor draft', () => {
  const draft: WallboardDraft = {
    name: 'Floor',
    seconds: '10',
    fontSize: 2,
    theme: 'light',
    cards: [{ type: 'agents', dimension: 'Chat' }],
  };

  it('a draft starts from the stored wallboard', () => {
    expect(
      toWallboardDraft({ name: 'X', intervalSeconds: 4, fontSize: 9, theme: 'odd', cards: [] }),
    ).toEqual({
      name: 'X',
      seconds: '4',
      fontSize: 5,
      theme: 'dark',
      cards: [],
    });
  });
  it('the name is required and at most 64 characters', () => {
    expect(validateWallboardDraft({ ...draft, name: '   ' })).toEqual({ name: 'required' });
    expect(validateWallboardDraft({ ...draft, name: 'x'.repeat(65) })).toEqual({ name: 'max' });
    expect(validateWallboardDraft({ ...draft, name: 'x'.repeat(64) })).toEqual({});
  });
  it('the slide interval must be a number; below 3 is no error (the server saves 3)', () => {
    expect(validateWallboardDraft({ ...draft, seconds: '' })).toEqual({ seconds: 'notANumber' });
    expect(validateWallboardDraft({ ...draft, seconds: 'ten' })).toEqual({ seconds: 'notANumber' });
    expect(validateWallboardDraft({ ...draft, seconds: '1' })).toEqual({});
    expect(parseSlideSeconds(' 4,5 ')).toBe(4.5);
  });
  it('more than 100 cards is refused before saving', () => {
    expect(
      validateWallboardDraft({
        ...draft,
        cards: Array.from({ length: 101 }, () => ({ type: 'agents' })),
      }),
    ).toEqual({ cards: 'tooMany' });
  });
  it('a valid draft becomes the PUT body, name trimmed and interval as typed', () => {
    expect(toWallboardUpdate({ ...draft, name: ' Floor ', seconds: '1' })).toEqual({
      ok: true,
      update: {
        name: 'Floor',
        seconds: 1,
        fontSize: 2,
        theme: 'light',
        cards: [{ type: 'agents', dimension: 'Chat' }],
      },
    });
    expect(toWallboardUpdate({ ...draft, name: '' })).toEqual({
      ok: false,
      errors: { name: 'required' },
    });
  });
});
