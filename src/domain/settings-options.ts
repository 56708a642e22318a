/**
 * Option lists and defaults of the user settings screen (agent-desktop §5 "Settings options",
 * §7 history days, §9).
 */
import {
  INTERACTION_HISTORY_PERIOD_DEFAULT_HOURS,
  INTERACTION_HISTORY_PERIOD_OPTIONS_HOURS,
} from './agent-desktop-constants';
import { HISTORY_DAY_SPAN_DEFAULT } from './supervisor-constants';

/** A setting's allowed values and default. */
export interface SettingOption<T> {
  options: readonly T[];
  default: T;
}

/** Hours of interaction history: 24, 168 or 720; default 168. */
export const INTERACTION_HISTORY_PERIOD: SettingOption<number> = {
  options: INTERACTION_HISTORY_PERIOD_OPTIONS_HOURS,
  default: INTERACTION_HISTORY_PERIOD_DEFAULT_HOURS,
};

/** Seconds idle before the Agent Intelligence Center opens: -1 (off), 10, 30, 60, 300; default 300. */
export const IDLE_TIME_TO_AGENT_INTELLIGENCE_CENTER: SettingOption<number> = {
  options: [-1, 10, 30, 60, 300],
  default: 300,
};

/** Seconds before the end of a break to alert: 0 (off), 10, 30, 60, 300; default 0. */
export const ALERT_END_OF_BREAK: SettingOption<number> = {
  options: [0, 10, 30, 60, 300],
  default: 0,
};

export const INCOMING_INTERACTION_DISPLAY = {
  options: ['banner', 'panel', 'bannerAndPanel'],
  default: 'bannerAndPanel',
} as const satisfies SettingOption<string>;
export type IncomingInteractionDisplayOption =
  (typeof INCOMING_INTERACTION_DISPLAY.options)[number];

/** Ringtones per channel: silent (default) and four tones. */
export const RINGTONE = {
  options: ['silent', 'tone1', 'tone2', 'tone3', 'tone4'],
  default: 'silent',
} as const satisfies SettingOption<string>;
export type RingtoneOption = (typeof RINGTONE.options)[number];

/** A stored value if it is one of the options, else the default (settings written by older versions). */
export function optionOrDefault<T>(setting: SettingOption<T>, value: unknown): T {
  return setting.options.includes(value as T) ? (value as T) : setting.default;
}

/**
 * Days of interaction history to load: round(period / 24). The spec's "default 3" is the day
 * span used when no valid period is known (the default period itself, 168 h, gives 7 days).
 */
export function historyDays(periodHours: number | null | undefined): number {
  if (
    periodHours === null ||
    periodHours === undefined ||
    !INTERACTION_HISTORY_PERIOD.options.includes(periodHours)
  ) {
    return HISTORY_DAY_SPAN_DEFAULT;
  }
  return Math.round(periodHours / 24);
}
