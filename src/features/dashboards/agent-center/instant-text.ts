import { formatDateTime, isUnregistered } from '../../../domain/format';

/** An instant as date and time in the application time zone; the zero date as `noneText`. */
export function instantText(instant: number | null, timeZone: string, noneText: string): string {
  const text = formatDateTime(instant, timeZone);
  return isUnregistered(text) ? noneText : text;
}
