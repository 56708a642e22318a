import { describe, expect, it } from 'vitest';
import { validateDialNumber } from './dial-number';

describe('dial number validation', () => {
  it('separators are dropped and a leading plus kept', () => {
    expect(validateDialNumber(' +32 (2) 555-01.00 ')).toEqual({ ok: true, number: '+3225550100' });
  });

  it('an empty number is refused as empty', () => {
    expect(validateDialNumber('  - ')).toEqual({ ok: false, error: 'empty' });
  });

  it('letters, a plus in the middle or other signs are invalid characters', () => {
    expect(validateDialNumber('555-CALL')).toEqual({ ok: false, error: 'invalidCharacters' });
    expect(validateDialNumber('32+555')).toEqual({ ok: false, error: 'invalidCharacters' });
    expect(validateDialNumber('555#1')).toEqual({ ok: false, error: 'invalidCharacters' });
  });

  it('fewer than 3 or more than 20 digits is refused', () => {
    expect(validateDialNumber('+12')).toEqual({ ok: false, error: 'tooShort' });
    expect(validateDialNumber('123')).toEqual({ ok: true, number: '123' });
    expect(validateDialNumber('1'.repeat(20))).toEqual({ ok: true, number: '1'.repeat(20) });
    expect(validateDialNumber('1'.repeat(21))).toEqual({ ok: false, error: 'tooLong' });
  });
});
