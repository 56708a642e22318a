/**
 * Time picker input rules (agent-desktop §5 "Time picker"): only digits; hours capped at 23
 * (24-hour, invalid or negative → 00) or 12 (12-hour, invalid → 01); minutes capped at 59
 * (invalid or zero → 00); single digits padded.
 */

export type ClockMode = '24h' | '12h';
/** The time input's default format. */
export const TIME_INPUT_DEFAULT_FORMAT = 'HH:mm';

/** Keeps only the digits of what was typed. */
export function keepDigits(text: string): string {
  return text.replace(/\D+/g, '');
}

/** Whether a key press may enter the field (digits only; editing keys are the view's concern). */
export function isDigitKey(key: string): boolean {
  return /^\d$/.test(key);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

function toNumber(value: string | number): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  const trimmed = value.trim();
  // A leading minus is not dropped like other non-digits: "-5" is negative, not 5.
  if (trimmed.startsWith('-')) return -1;
  const digits = keepDigits(trimmed);
  return digits === '' ? Number.NaN : Number(digits);
}

/** Normalised hours, two digits. */
export function normaliseHours(value: string | number, mode: ClockMode = '24h'): string {
  const n = toNumber(value);
  if (mode === '24h') {
    if (!Number.isFinite(n) || n < 0) return '00';
    return pad2(Math.min(n, 23));
  }
  if (!Number.isFinite(n) || n < 1) return '01';
  return pad2(Math.min(n, 12));
}

/** Normalised minutes, two digits. */
export function normaliseMinutes(value: string | number): string {
  const n = toNumber(value);
  if (!Number.isFinite(n) || n <= 0) return '00';
  return pad2(Math.min(n, 59));
}

/** Normalises "H:m" as typed into "HH:mm". */
export function normaliseTime(text: string, mode: ClockMode = '24h'): string {
  const [hours = '', minutes = ''] = text.split(':');
  return `${normaliseHours(hours, mode)}:${normaliseMinutes(minutes)}`;
}
