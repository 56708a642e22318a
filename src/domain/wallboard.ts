/**
 * Wallboard settings rules (supervisor-dashboards §2 "Wallboard", §3, §5, §9): slide interval
 * at least 3 s (default 10), font size 1..5 (default 1), default name WALLBOARD.
 */
import {
  DASHBOARD_NAME_MAX_LENGTH,
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

/** Themes a wallboard can be shown in. */
export const WALLBOARD_THEMES = ['dark', 'light'] as const;
export type WallboardTheme = (typeof WALLBOARD_THEMES)[number];

/** The theme to show: a stored value that is no known theme shows as the default, dark. */
export function wallboardThemeOf(theme: string | null | undefined): WallboardTheme {
  return theme === 'light' ? 'light' : 'dark';
}

/**
 * Card types the board shows: a business process in the wallboard form, or agents with their
 * state and wallboard counters. The stored type is free text; other types are kept but not shown.
 */
export const WALLBOARD_CARD_TYPES = ['businessProcess', 'agents'] as const;
export type WallboardCardType = (typeof WALLBOARD_CARD_TYPES)[number];

/** A wallboard card as stored. Empty or missing id lists mean every business process / agent. */
export interface WallboardCard {
  type: string;
  businessProcessIds?: string[];
  agentIds?: string[];
  dimension?: MediaDimension;
}

/** Cards one wallboard may hold: the server refuses more (a screen is unreadable long before). */
export const WALLBOARD_CARDS_MAX = 100;

export function isWallboardCardType(type: string): type is WallboardCardType {
  return (WALLBOARD_CARD_TYPES as readonly string[]).includes(type);
}

/** The list with the item at `index` moved one place up (-1) or down (+1); out of range: unchanged. */
export function moveCard<T>(cards: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const next = [...cards];
  if (index < 0 || index >= next.length || target < 0 || target >= next.length) return next;
  const [moved] = next.splice(index, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}

/** The editor's form as typed: the slide interval is text until saved. */
export interface WallboardDraft {
  name: string;
  seconds: string;
  fontSize: number;
  theme: WallboardTheme;
  cards: WallboardCard[];
}

/** What is wrong with a draft, by field; the view translates the codes. */
export interface WallboardDraftErrors {
  name?: 'required' | 'max';
  seconds?: 'notANumber';
  cards?: 'tooMany';
}

/** The body of PUT wallboard/{id} (supervisor-dashboards §7). */
export interface WallboardUpdate {
  name: string;
  seconds: number;
  fontSize: number;
  theme: WallboardTheme;
  cards: WallboardCard[];
}

/** A draft from a stored wallboard. */
export function toWallboardDraft(wallboard: Wallboard<WallboardCard>): WallboardDraft {
  return {
    name: wallboard.name,
    seconds: String(wallboard.intervalSeconds),
    fontSize: normaliseFontSize(wallboard.fontSize),
    theme: wallboardThemeOf(wallboard.theme),
    cards: wallboard.cards,
  };
}

/**
 * Checks a draft: the name is required and at most 64 characters (the dashboard name rules of §5);
 * the interval must be a number. An interval below 3 is not an error: the server saves 3 (§5).
 */
export function validateWallboardDraft(draft: WallboardDraft): WallboardDraftErrors {
  const errors: WallboardDraftErrors = {};
  if (draft.name.trim() === '') errors.name = 'required';
  else if (draft.name.length > DASHBOARD_NAME_MAX_LENGTH) errors.name = 'max';
  if (parseSlideSeconds(draft.seconds) === null) errors.seconds = 'notANumber';
  if (draft.cards.length > WALLBOARD_CARDS_MAX) errors.cards = 'tooMany';
  return errors;
}

/** The typed slide interval in seconds, or null when it is no finite number. */
export function parseSlideSeconds(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const seconds = Number(trimmed);
  return Number.isFinite(seconds) ? seconds : null;
}

/** The PUT body of a draft, or its errors. */
export function toWallboardUpdate(
  draft: WallboardDraft,
): { ok: true; update: WallboardUpdate } | { ok: false; errors: WallboardDraftErrors } {
  const errors = validateWallboardDraft(draft);
  const seconds = parseSlideSeconds(draft.seconds);
  if (Object.keys(errors).length > 0 || seconds === null) return { ok: false, errors };
  return {
    ok: true,
    update: {
      name: draft.name.trim(),
      seconds,
      fontSize: normaliseFontSize(draft.fontSize),
      theme: draft.theme,
      cards: draft.cards,
    },
  };
}
