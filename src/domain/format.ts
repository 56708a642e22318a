/**
 * Display formatting (agent-desktop §5, §9; supervisor-dashboards §3, §5): percentages, dates
 * and times in the application time zone, durations. Instants are ms since the epoch; zones are
 * IANA names (see time-zones.ts). The zero date is returned as a marker the view translates.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DATE_DISPLAY_FORMAT, TIME_DISPLAY_FORMAT } from './agent-desktop-constants';
import { formatTimeSpan } from './time-span';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Shown for an empty percentage. */
export const NOT_AVAILABLE = 'N/A';

/** Marker for the zero (sentinel) date: the view shows "unregistered" / "none" in its language. */
export const UNREGISTERED = { kind: 'unregistered' } as const;
export type Unregistered = typeof UNREGISTERED;

export function isUnregistered(value: unknown): value is Unregistered {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'unregistered'
  );
}

/** 12-hour and 24-hour time-of-day formats of the application settings. */
export const TIME_FORMAT_12H = 'hh:mm A';
export const TIME_FORMAT_24H = 'HH:mm';
export type TimeOfDayFormat = typeof TIME_FORMAT_12H | typeof TIME_FORMAT_24H;

/** A fraction 0..1 as a percentage with two decimals ("80.00%"); empty or not a number → "N/A". */
export function formatPercentage(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return NOT_AVAILABLE;
  return `${(n * 100).toFixed(2)}%`;
}

/**
 * The instant of a date value, or null for the zero date: missing, unparseable, or at or before
 * the epoch (the server's "none" is 0 or 0001-01-01, which parses to a negative instant).
 */
export function toInstant(value: number | string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const instant =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Date.parse(value)
        : value.getTime();
  return Number.isFinite(instant) && instant > 0 ? instant : null;
}

function inZone(instant: number, timeZone: string): dayjs.Dayjs {
  return dayjs(instant).tz(timeZone);
}

/** "MM/DD/YYYY h:mm a" (or "MM/DD/YYYY HH:mm" in 24-hour format) in the application time zone. */
export function formatDateTime(
  value: number | string | Date | null | undefined,
  timeZone: string,
  timeFormat: TimeOfDayFormat = TIME_FORMAT_12H,
): string | Unregistered {
  const instant = toInstant(value);
  return instant === null
    ? UNREGISTERED
    : inZone(instant, timeZone).format(
        timeFormat === TIME_FORMAT_24H ? DATE_DISPLAY_FORMAT_24H : DATE_DISPLAY_FORMAT,
      );
}

/** The date display format with the user's 24-hour time of day (applicationSettings.timeFormat). */
const DATE_DISPLAY_FORMAT_24H = 'MM/DD/YYYY HH:mm';

/** "HH:mm:ss" in the application time zone. */
export function formatTime(
  value: number | string | Date | null | undefined,
  timeZone: string,
): string | Unregistered {
  const instant = toInstant(value);
  return instant === null ? UNREGISTERED : inZone(instant, timeZone).format(TIME_DISPLAY_FORMAT);
}

/** Time of day in the user's format ('hh:mm A' or 'HH:mm') in the application time zone. */
export function formatTimeOfDay(
  value: number | string | Date | null | undefined,
  timeZone: string,
  format: TimeOfDayFormat,
): string | Unregistered {
  const instant = toInstant(value);
  return instant === null ? UNREGISTERED : inZone(instant, timeZone).format(format);
}

/** Seconds as hh:mm:ss (hours not wrapped at a day). */
export function formatDuration(seconds: number): string {
  return formatTimeSpan(seconds);
}

/** Start of the calendar day containing `instant` in the zone, as an instant. */
export function startOfDayInZone(instant: number, timeZone: string): number {
  // Not `.tz(zone).startOf('day')`: that plugin path mixes in the host's offset and is off by
  // the difference when host and zone disagree about DST.
  return dayjs.tz(`${dateInZone(instant, timeZone)}T00:00:00`, timeZone).valueOf();
}

/** Calendar date "YYYY-MM-DD" of an instant in the zone (date pickers' minimum date). */
export function dateInZone(instant: number, timeZone: string): string {
  return inZone(instant, timeZone).format('YYYY-MM-DD');
}
