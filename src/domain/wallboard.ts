/**
 * Wallboard settings rules (supervisor-dashboards §2 "Wallboard", §3, §5, §9): slide interval
 * at least 3 s (default 10), font size 1..5 (default 1), default name WALLBOARD.
 */
import {
  DEFAULT_WALLBOARD_NAME,
  WALLBOARD_FONT_SIZE_DEFAULT,
  WALLBOARD_FONT_SIZE_MAX,
  WALLBOARD_FONT_SIZE_MIN,
  WALLBOARD_SLIDE_INTERVAL_DEFAULT_S,
  WALLBOARD_SLIDE_INTERVAL_MIN_S,
} from './supervisor-constants';
import { HEALTH_STATUS, type HealthStatus } from './health';

/** Media dimensions of wallboard counters. */
export const MEDIA_DIMENSIONS = ['Telephony', 'Fax', 'E-mail', 'Chat', 'SMS'] as const;
export type MediaDimension = (typeof MEDIA_DIMENSIONS)[number];

/** Alert type of a wallboard value. */
export const ALERT_TYPES = ['None', 'Warning', 'Alert'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** A wallboard; card contents are opaque here. */
export interface Wallboard<Card = unknown> {
  name: string;
  intervalSeconds: number;
  fontSize: number;
  theme: string;
  cards: Card[];
}

/** Slide interval in seconds: below 3 becomes 3; missing or not a number gives the default 10. */
export function normaliseSlideInterval(seconds: number | null | undefined): number {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds))
    return WALLBOARD_SLIDE_INTERVAL_DEFAULT_S;
  return Math.max(WALLBOARD_SLIDE_INTERVAL_MIN_S, seconds);
}

/** Font size: whole steps clamped to 1..5; missing or not a number gives the default 1. */
export function normaliseFontSize(size: number | null | undefined): number {
  if (size === null || size === undefined || !Number.isFinite(size))
    return WALLBOARD_FONT_SIZE_DEFAULT;
  return Math.min(WALLBOARD_FONT_SIZE_MAX, Math.max(WALLBOARD_FONT_SIZE_MIN, Math.round(size)));
}

/** A new wallboard with the defaults (a supervisor gets one when none exists). */
export function defaultWallboard<Card = unknown>(theme = 'dark'): Wallboard<Card> {
  return {
    name: DEFAULT_WALLBOARD_NAME,
    intervalSeconds: WALLBOARD_SLIDE_INTERVAL_DEFAULT_S,
    fontSize: WALLBOARD_FONT_SIZE_DEFAULT,
    theme,
    cards: [],
  };
}

/** Applies the update rules; a blank name falls back to WALLBOARD. */
export function normaliseWallboard<Card>(wallboard: Wallboard<Card>): Wallboard<Card> {
  return {
    ...wallboard,
    name: wallboard.name.trim() === '' ? DEFAULT_WALLBOARD_NAME : wallboard.name.trim(),
    intervalSeconds: normaliseSlideInterval(wallboard.intervalSeconds),
    fontSize: normaliseFontSize(wallboard.fontSize),
  };
}

/** The wallboard alert type of a health status: Danger → Alert, Warning → Warning, Good → None. */
export function alertTypeOf(status: HealthStatus): AlertType {
  if (status === HEALTH_STATUS.Danger) return 'Alert';
  return status === HEALTH_STATUS.Warning ? 'Warning' : 'None';
}
