import { describe, expect, it } from 'vitest';
import { themeColourProblems } from './contrast';
import { DEFAULT_USER_SETTINGS, DEFAULT_THEME_ID, applySettingsPatch } from './user-settings';
import {
  ALERT_END_OF_BREAK,
  DEFAULT_THEME,
  LANGUAGE,
  THEME_MODE,
  TIME_FORMAT,
  appliedThemeColours,
  callingLineIdentificationPatch,
  IDLE_TIME_TO_AGENT_INTELLIGENCE_CENTER,
  INCOMING_INTERACTION_DISPLAY,
  INTERACTION_HISTORY_PERIOD,
  RINGTONE,
  historyDays,
} from './settings-options';

describe('settings options', () => {
  it('interaction history period is 24, 168 or 720 hours, default 168', () => {
    expect(INTERACTION_HISTORY_PERIOD).toEqual({ options: [24, 168, 720], default: 168 });
  });
  it('idle time to agent intelligence center is off, 10, 30, 60 or 300 s, default 300', () => {
    expect(IDLE_TIME_TO_AGENT_INTELLIGENCE_CENTER).toEqual({
      options: [-1, 10, 30, 60, 300],
      default: 300,
    });
  });
  it('end-of-break alert is 0, 10, 30, 60 or 300 s, default 0', () => {
    expect(ALERT_END_OF_BREAK).toEqual({ options: [0, 10, 30, 60, 300], default: 0 });
  });
  it('incoming display is banner, panel or bannerAndPanel, default bannerAndPanel', () => {
    expect(INCOMING_INTERACTION_DISPLAY).toEqual({
      options: ['banner', 'panel', 'bannerAndPanel'],
      default: 'bannerAndPanel',
    });
  });
  it('ringtones default to silent with four tones', () => {
    expect(RINGTONE.default).toBe('silent');
    expect(RINGTONE.options.filter((r) => r !== 'silent')).toHaveLength(4);
  });
});

describe('historyDays', () => {
  it('history days = round(period / 24)', () => {
    expect(historyDays(24)).toBe(1);
    expect(historyDays(168)).toBe(7);
    expect(historyDays(720)).toBe(30);
  });
  it('without a valid period the day span defaults to 3', () => {
    expect(historyDays(undefined)).toBe(3);
    expect(historyDays(null)).toBe(3);
    expect(historyDays(100)).toBe(3);
  });
});

describe('application and theme options', () => {
  it('languages are en, es, fr, de, nl with English the default', () => {
    expect(LANGUAGE).toEqual({ options: ['en', 'es', 'fr', 'de', 'nl'], default: 'en' });
  });
  it('time format is hh:mm A (default) or HH:mm; theme mode light (default) or dark', () => {
    expect(TIME_FORMAT).toEqual({ options: ['hh:mm A', 'HH:mm'], default: 'hh:mm A' });
    expect(THEME_MODE).toEqual({ options: ['light', 'dark'], default: 'light' });
  });
  it('every option offered is one the settings accept, and every default is the stored default', () => {
    const offered: Array<[string, readonly unknown[], unknown]> = [
      [
        'preferencesSettings.interactionHistoryPeriod',
        INTERACTION_HISTORY_PERIOD.options,
        DEFAULT_USER_SETTINGS.preferencesSettings.interactionHistoryPeriod,
      ],
      [
        'preferencesSettings.idleTimeToAgentIntelligenceCenter',
        IDLE_TIME_TO_AGENT_INTELLIGENCE_CENTER.options,
        DEFAULT_USER_SETTINGS.preferencesSettings.idleTimeToAgentIntelligenceCenter,
      ],
      [
        'preferencesSettings.alertEndOfBreak',
        ALERT_END_OF_BREAK.options,
        DEFAULT_USER_SETTINGS.preferencesSettings.alertEndOfBreak,
      ],
      [
        'preferencesSettings.incomingInteractionDisplay',
        INCOMING_INTERACTION_DISPLAY.options,
        DEFAULT_USER_SETTINGS.preferencesSettings.incomingInteractionDisplay,
      ],
      [
        'preferencesSettings.incomingInteractionRingtones.call',
        RINGTONE.options,
        DEFAULT_USER_SETTINGS.preferencesSettings.incomingInteractionRingtones.call,
      ],
      [
        'applicationSettings.language',
        LANGUAGE.options,
        DEFAULT_USER_SETTINGS.applicationSettings.language,
      ],
      [
        'applicationSettings.timeFormat',
        TIME_FORMAT.options,
        DEFAULT_USER_SETTINGS.applicationSettings.timeFormat,
      ],
      ['theme.mode', THEME_MODE.options, DEFAULT_USER_SETTINGS.theme.mode],
    ];
    const defaults = [
      INTERACTION_HISTORY_PERIOD,
      IDLE_TIME_TO_AGENT_INTELLIGENCE_CENTER,
      ALERT_END_OF_BREAK,
      INCOMING_INTERACTION_DISPLAY,
      RINGTONE,
      LANGUAGE,
      TIME_FORMAT,
      THEME_MODE,
    ].map((o) => o.default);
    offered.forEach(([path, options, storedDefault], i) => {
      for (const option of options)
        expect(
          applySettingsPatch(DEFAULT_USER_SETTINGS, { [path]: option }).ok,
          `${path}=${String(option)}`,
        ).toBe(true);
      expect(defaults[i], path).toBe(storedDefault);
    });
  });
});

describe('default theme', () => {
  it('is the seeded default id, orange, and both sets pass the contrast check', () => {
    expect(DEFAULT_THEME._id).toBe(DEFAULT_THEME_ID);
    expect(DEFAULT_THEME.light.primary).toBe('#C2410C');
    expect(DEFAULT_THEME.dark.primary).toBe('#FF922B');
    expect(themeColourProblems(DEFAULT_THEME.light)).toEqual([]);
    expect(themeColourProblems(DEFAULT_THEME.dark)).toEqual([]);
  });
});

describe('appliedThemeColours', () => {
  const ocean = {
    _id: 'theme-ocean',
    name: 'Ocean',
    light: { ...DEFAULT_THEME.light, primary: '#0B7285' },
    dark: DEFAULT_THEME.dark,
  };
  it('the chosen theme gives its set for the mode', () => {
    expect(appliedThemeColours([DEFAULT_THEME, ocean], 'theme-ocean', 'light').primary).toBe(
      '#0B7285',
    );
    expect(appliedThemeColours([DEFAULT_THEME, ocean], 'theme-ocean', 'dark')).toEqual(
      DEFAULT_THEME.dark,
    );
  });
  it('an unknown theme, or no list at all, falls back to the default theme', () => {
    expect(appliedThemeColours([ocean], 'theme-gone', 'light')).toEqual(DEFAULT_THEME.light);
    expect(appliedThemeColours([], undefined, 'dark')).toEqual(DEFAULT_THEME.dark);
  });
  it('a stored set below AA falls back to the default theme', () => {
    const weak = { ...ocean, light: { ...ocean.light, primary: '#FFA94D' } };
    expect(appliedThemeColours([weak], 'theme-ocean', 'light')).toEqual(DEFAULT_THEME.light);
  });
});

describe('callingLineIdentificationPatch', () => {
  it('sets one entry by its dotted path, trimmed', () => {
    expect(
      callingLineIdentificationPatch({ 'bp-2': '+1 555 0100' }, 'bp-1', ' +1 555 0199 '),
    ).toEqual({
      'agentSettings.defaultCallingLineIdentification.bp-1': '+1 555 0199',
    });
  });
  it('clearing an entry sends the map without it', () => {
    expect(callingLineIdentificationPatch({ 'bp-1': '1', 'bp-2': '2' }, 'bp-1', '  ')).toEqual({
      'agentSettings.defaultCallingLineIdentification': { 'bp-2': '2' },
    });
  });
  it('an id holding a dot is sent inside the whole map, never as a path', () => {
    const patch = callingLineIdentificationPatch({}, 'bp.9', '42');
    expect(patch).toEqual({ 'agentSettings.defaultCallingLineIdentification': { 'bp.9': '42' } });
    expect(applySettingsPatch(DEFAULT_USER_SETTINGS, patch).ok).toBe(true);
  });
  it('every patch it builds is accepted by the settings rule', () => {
    const result = applySettingsPatch(
      DEFAULT_USER_SETTINGS,
      callingLineIdentificationPatch({}, 'bp-1', '+1 555 0199'),
    );
    expect(result.ok && result.value.agentSettings.defaultCallingLineIdentification).toEqual({
      'bp-1': '+1 555 0199',
    });
  });
});
