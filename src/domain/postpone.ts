/**
 * Postponing an interaction (agent-desktop §1, §7 `PUT {id}/postpone` with a postponeOptionId):
 * the options put it back after a fixed delay; the "until" option takes a day and time the
 * agent picks (the payload then also carries postponeUntil, ms since the epoch).
 */

/** The option whose moment the agent chooses with the date and time pickers. */
export const POSTPONE_UNTIL_OPTION_ID = 'postpone-until';
/** How far ahead a chosen moment may be: a postponed email is work of this month, not a reminder service. */
export const POSTPONE_UNTIL_MAX_DAYS = 30;
const DAY_MS = 86_400_000;

export type PostponeUntilError = 'missing' | 'past' | 'tooFar';

/** Whether a chosen moment can be used now: set, in the future, and at most POSTPONE_UNTIL_MAX_DAYS ahead. */
export function checkPostponeUntil(until: number | null, now: number): PostponeUntilError | null {
  if (until === null || !Number.isFinite(until)) return 'missing';
  if (until <= now) return 'past';
  if (until - now > POSTPONE_UNTIL_MAX_DAYS * DAY_MS) return 'tooFar';
  return null;
}

/** The zone's offset from UTC (ms) at one instant, from the platform's time zone data. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a day ("YYYY-MM-DD") and time ("HH:mm", 24-hour) mean in a time zone (the
 * application's, §1), or null for text that is no real day or time. In the hour a clock
 * skips, the moment after the jump is taken.
 */
export function zonedMoment(day: string, time: string, timeZone: string): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (d === null || t === null) return null;
  const [year, month, date] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const wall = Date.UTC(year, month - 1, date, Number(t[1]), Number(t[2]));
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== date
  )
    return null;
  const first = wall - offsetAt(wall, timeZone);
  // once more with the offset at the found instant, for days the clock changes
  return wall - offsetAt(first, timeZone);
}
