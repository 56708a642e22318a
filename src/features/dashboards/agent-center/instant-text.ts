import { formatDateTime, isUnregistered, type TimeOfDayFormat } from '../../../domain/format';

/** An instant as date and time in the application time zone and the user's time format; the zero date as `noneText`. */
export function instantText(
  instant: number | null,
  timeZone: string,
  timeFormat: TimeOfDayFormat,
  noneText: string,
): string {
  const text = formatDateTime(instant, timeZone, timeFormat);
  return isUnregistered(text) ? noneText : text;
}
