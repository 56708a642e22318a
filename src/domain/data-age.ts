/**
 * How old a dashboard's live figures are, from when the hub last heard the server and the
 * current time (issue 5 item 8: a data-age marker that greys a card out when its data is
 * older than a few refresh periods: connection lost, server stalled, simulator paused, tab
 * frozen). A quiet floor is not stale: the server's `live` beat comes twice a second.
 */
import { STATS_REFRESH_THROTTLE_MS } from './agent-desktop-constants';

/**
 * Data older than this many refresh periods is stale. The server's `live` beat comes every
 * half second and the hub flushes statistics topics once a second (a word after a gap goes
 * with the next fast flush), so a tab on a live floor sees data at most ~1.5 s old; 2
 * periods leave a late beat as no outage and still mark a real stop within 3 s.
 */
export const DATA_AGE_STALE_PERIODS = 2;

/**
 * The refresh period a tab can expect: the server says the data is current twice a second
 * (the `live` beat, even when nothing changed) and statistics flush once a second ("Stats
 * refresh throttle 1 s"); a hidden tab's changes wait for its own flush, one more second.
 */
export const DATA_AGE_REFRESH_PERIOD_MS = {
  visible: STATS_REFRESH_THROTTLE_MS,
  hidden: 2 * STATS_REFRESH_THROTTLE_MS,
} as const;

/**
 * - `unknown`: nothing heard yet (the first snapshot is on its way);
 * - `live`: fresh within the stale limit;
 * - `stale`: older than the limit: marked (dashed frame, health colour kept), "Data from …";
 * - `paused`: the user paused live KPI updates: the age shows, not greyed (their choice).
 */
export type DataAge =
  | { name: 'unknown' }
  | { name: 'live' }
  | { name: 'stale'; ageSeconds: number }
  | { name: 'paused'; ageSeconds: number };

export interface DataAgeInput {
  /** When the hub last heard the server (ms since epoch), null before the first word. */
  receivedAt: number | null;
  now: number;
  /** Whether the tab is hidden (its flushes come less often). */
  hidden: boolean;
  /** pauseKPIEvents is on for this screen. */
  paused: boolean;
}

/** The stale limit of a tab in ms. */
export function dataAgeLimitMs(hidden: boolean): number {
  return (
    DATA_AGE_STALE_PERIODS *
    (hidden ? DATA_AGE_REFRESH_PERIOD_MS.hidden : DATA_AGE_REFRESH_PERIOD_MS.visible)
  );
}

/**
 * The data-age state. Ages are whole seconds (the label ticks once a second); a clock a
 * little behind the hub's never gives a negative age.
 */
export function dataAgeOf(input: DataAgeInput): DataAge {
  if (input.receivedAt === null) return { name: 'unknown' };
  const ageMs = Math.max(0, input.now - input.receivedAt);
  const ageSeconds = Math.floor(ageMs / 1000);
  if (input.paused) return { name: 'paused', ageSeconds };
  return ageMs > dataAgeLimitMs(input.hidden) ? { name: 'stale', ageSeconds } : { name: 'live' };
}

/**
 * The largest unit of a time-ago label and its count ("12 s", "3 min", "2 h"), for
 * `Intl.RelativeTimeFormat`.
 */
export function timeAgoParts(ageSeconds: number): {
  value: number;
  unit: 'second' | 'minute' | 'hour' | 'day';
} {
  if (ageSeconds < 60) return { value: ageSeconds, unit: 'second' };
  if (ageSeconds < 3_600) return { value: Math.floor(ageSeconds / 60), unit: 'minute' };
  if (ageSeconds < 86_400) return { value: Math.floor(ageSeconds / 3_600), unit: 'hour' };
  return { value: Math.floor(ageSeconds / 86_400), unit: 'day' };
}
