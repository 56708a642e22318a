/**
 * Option lists and defaults of the user settings screen (agent-desktop §5 "Settings options",
 * §7 history days, §9).
 */
import {
  INTERACTION_HISTORY_PERIOD_DEFAULT_HOURS,
  INTERACTION_HISTORY_PERIOD_OPTIONS_HOURS,
} from './agent-desktop-constants';
import { HISTORY_DAY_SPAN_DEFAULT } from './supervisor-constants';
import { themeColourProblems, type ThemeColourSet } from './contrast';

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

/** Interface languages (agent-desktop §1: English and Spanish, with fr, de, nl offered); default en. */
export const LANGUAGE = {
  options: ['en', 'es', 'fr', 'de', 'nl'],
  default: 'en',
} as const satisfies SettingOption<string>;

/** Time format: 12-hour 'hh:mm A' or 24-hour 'HH:mm' (agent-desktop §1). */
export const TIME_FORMAT = {
  options: ['hh:mm A', 'HH:mm'],
  default: 'hh:mm A',
} as const satisfies SettingOption<string>;

/** Theme mode: light (the default) or dark (agent-desktop §1). */
export const THEME_MODE = {
  options: ['light', 'dark'],
  default: 'light',
} as const satisfies SettingOption<string>;
export type ThemeModeOption = (typeof THEME_MODE.options)[number];

/** Speaker and microphone volume, percent (whole numbers, as the settings store them). */
export const VOLUME_PERCENT = { min: 0, max: 100 } as const;

/** Longest theme name the themes resource accepts. */
export const THEME_NAME_MAX_LENGTH = 64;
/** Longest calling line identification the settings accept. */
export const CALLING_LINE_IDENTIFICATION_MAX_LENGTH = 64;

/** A theme as the themes resource holds it. */
export interface ThemeDefinition {
  _id: string;
  name: string;
  light: ThemeColourSet;
  dark: ThemeColourSet;
}

/**
 * The default theme (agent-desktop §3: primary orange), used when the theme list cannot be
 * loaded or names an unknown theme. Every colour reaches WCAG AA (4.5:1) on its surface; the
 * light primary is a deep orange because the brighter #E8590C reaches only 3.6:1 on white.
 * The reference backend seeds the same theme.
 */
export const DEFAULT_THEME: ThemeDefinition = {
  // user-settings' DEFAULT_THEME_ID (a test holds them equal); not imported, so that the
  // shell, which applies the theme, does not load the settings schemas
  _id: 'theme-default',
  name: 'Default',
  light: {
    primary: '#C2410C',
    secondary: '#495057',
    surface: '#FFFFFF',
    info: '#1864AB',
    error: '#C92A2A',
    success: '#287A36',
    warning: '#A05A00',
    accent: '#6741D9',
  },
  dark: {
    primary: '#FF922B',
    secondary: '#ADB5BD',
    surface: '#1A1B1E',
    info: '#74C0FC',
    error: '#FF8787',
    success: '#69DB7C',
    warning: '#FFD43B',
    accent: '#B197FC',
  },
};

/**
 * The colour set to apply for the user's theme id and mode: the theme's own set, or the
 * default theme's when the id is unknown (deleted, list not loaded) or the stored set does not
 * pass the contrast check (a theme written past the client's check).
 */
export function appliedThemeColours(
  themes: readonly ThemeDefinition[],
  themeId: string | undefined,
  mode: ThemeModeOption,
): ThemeColourSet {
  const set = themes.find((theme) => theme._id === themeId)?.[mode];
  return set !== undefined && themeColourProblems(set).length === 0 ? set : DEFAULT_THEME[mode];
}

/**
 * The PUT api/settings patch that sets one business process's default calling line
 * identification. A dotted path names just that entry; an id that itself holds a dot cannot
 * be written as a path, and clearing an entry removes it, so those two send the whole map.
 */
export function callingLineIdentificationPatch(
  current: Readonly<Record<string, string>>,
  businessProcessId: string,
  value: string,
): Record<string, unknown> {
  const trimmed = value.trim();
  if (trimmed !== '' && !businessProcessId.includes('.')) {
    return { [`agentSettings.defaultCallingLineIdentification.${businessProcessId}`]: trimmed };
  }
  const next: Record<string, string> = { ...current };
  if (trimmed === '') delete next[businessProcessId];
  else next[businessProcessId] = trimmed;
  return { 'agentSettings.defaultCallingLineIdentification': next };
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
