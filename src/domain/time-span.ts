/**
 * Time spans as typed in threshold inputs and sent to the server (supervisor-dashboards §3, §5):
 * typed as `m:s.S` or `H:m:s.S`, sent as `HH:mm:ss`.
 */

// m:s(.S) or H:m:s(.S); one or two digits per part, fraction of a second optional.
const TIME_SPAN_PATTERN = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{1,2})(?:\.(\d{1,3}))?$/;

/**
 * Parses `m:s.S` or `H:m:s.S` (hours 0-23, minutes and seconds 0-59, the fraction optional)
 * into seconds. Returns null for anything else, including negative values.
 */
export function parseTimeSpan(text: string): number | null {
  const match = TIME_SPAN_PATTERN.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1] ?? '0');
  const minutes = Number(match[2]);
  const seconds = Number(match[3]);
  const fraction = match[4] === undefined ? 0 : Number(`0.${match[4]}`);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds + fraction;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Formats seconds as `HH:mm:ss`, rounded to the whole second. Hours are not wrapped at 24
 * (a duration, not a clock time); negative or non-finite input gives `00:00:00`.
 */
export function formatTimeSpan(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${pad2(h)}:${pad2(m)}:${pad2(s)}`;
}
