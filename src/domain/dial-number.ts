/**
 * The number an agent dials or texts from the /calls and /sms screens. The spec gives no
 * rule; this follows the reference server's phone pattern (an optional + and 3 to 20
 * digits) and lets agents type the usual separators, which are dropped before sending.
 */

/** Separators people type inside phone numbers: spaces, dashes, dots, brackets, slashes. */
const SEPARATORS = /[\s\-.()/]/g;
export const DIAL_NUMBER_MIN_DIGITS = 3;
export const DIAL_NUMBER_MAX_DIGITS = 20;

export type DialNumberError = 'empty' | 'invalidCharacters' | 'tooShort' | 'tooLong';

export type DialNumberResult = { ok: true; number: string } | { ok: false; error: DialNumberError };

/** Checks a typed number and answers it without separators, or why it cannot be dialled. */
export function validateDialNumber(input: string): DialNumberResult {
  const compact = input.replace(SEPARATORS, '');
  if (compact === '') return { ok: false, error: 'empty' };
  if (!/^\+?[0-9]+$/.test(compact)) return { ok: false, error: 'invalidCharacters' };
  const digits = compact.replace('+', '').length;
  if (digits < DIAL_NUMBER_MIN_DIGITS) return { ok: false, error: 'tooShort' };
  if (digits > DIAL_NUMBER_MAX_DIGITS) return { ok: false, error: 'tooLong' };
  return { ok: true, number: compact };
}

/** Keys of a telephone keypad, in pad order: the dial pad and the DTMF pad show these. */
export const KEYPAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;
export type KeypadKey = (typeof KEYPAD_KEYS)[number];

/** Keys of the dial pad: digits and the international prefix (tones * and # are DTMF only). */
export const DIAL_PAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '+', '0'] as const;
