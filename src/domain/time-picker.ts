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

/** At most "HHmm": what the field keeps of what was typed. */
const MAX_TIME_DIGITS = 4;

/**
 * The field's text while typing: digits only, at most four, a colon after the hours. A first
 * digit no hour can start with two digits (3–9 on a 24-hour clock, 2–9 on a 12-hour one) is
 * taken as a whole hour and padded, so "930" reads 09:30 rather than 93:0.
 */
export function typedTime(text: string, mode: ClockMode = '24h'): string {
  let digits = keepDigits(text);
  const first = digits.charAt(0);
  if (first !== '' && Number(first) > (mode === '24h' ? 2 : 1)) digits = `0${digits}`;
  digits = digits.slice(0, MAX_TIME_DIGITS);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** Whether the typed text holds all four digits, so it can be committed without leaving the field. */
export function isCompleteTime(text: string): boolean {
  return keepDigits(text).length === MAX_TIME_DIGITS;
}

/**
 * The time the field settles on when left: '' when nothing was typed, else the typed text
 * through the spec's caps and padding ("9" → 09:00, "12:3" → 12:03, "25:75" → 23:59).
 */
export function committedTime(text: string, mode: ClockMode = '24h'): string {
  const typed = typedTime(text, mode);
  if (typed === '') return '';
  return normaliseTime(typed, mode);
}

export type Meridiem = 'am' | 'pm';

/** A 24-hour "HH:mm" as the 12-hour field shows it: "hh:mm" and the half of the day. */
export function to12Hour(time24: string): { time: string; meridiem: Meridiem } {
  const [hoursText = '', minutes = '00'] = time24.split(':');
  const hours = Number(hoursText);
  const meridiem: Meridiem = hours >= 12 ? 'pm' : 'am';
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return { time: `${pad2(hours12)}:${minutes}`, meridiem };
}

/** A 12-hour "hh:mm" and its half of the day as a 24-hour "HH:mm" (12 AM is midnight, 12 PM noon). */
export function to24Hour(time12: string, meridiem: Meridiem): string {
  const [hoursText = '', minutes = '00'] = normaliseTime(time12, '12h').split(':');
  const hours = Number(hoursText) % 12;
  return `${pad2(meridiem === 'pm' ? hours + 12 : hours)}:${minutes}`;
}

/** The clock a time format of the settings uses ("hh:mm A" is 12-hour; anything else 24-hour). */
export function clockModeOf(timeFormat: string): ClockMode {
  return /h/.test(timeFormat) && !/H/.test(timeFormat) ? '12h' : '24h';
}
