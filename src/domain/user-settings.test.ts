import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_SETTINGS,
  SUPERVISOR_DASHBOARD_SETTINGS_MAX_BYTES,
  applySettingsPatch,
  normalizeUserSettings,
  userSettingsSchema,
} from './user-settings';

describe('user settings', () => {
  it('defaults are the spec values and pass the schema', () => {
    expect(userSettingsSchema.safeParse(DEFAULT_USER_SETTINGS).success).toBe(true);
    const p = DEFAULT_USER_SETTINGS.preferencesSettings;
    expect(p.interactionHistoryPeriod).toBe(168);
    expect(p.idleTimeToAgentIntelligenceCenter).toBe(300);
    expect(p.alertEndOfBreak).toBe(0);
    expect(p.incomingInteractionDisplay).toBe('bannerAndPanel');
    expect(Object.values(p.incomingInteractionRingtones)).toEqual([
      'silent',
      'silent',
      'silent',
      'silent',
    ]);
    expect(DEFAULT_USER_SETTINGS.applicationSettings).toEqual({
      language: 'en',
      timeFormat: 'hh:mm A',
      timeZoneId: 'Eastern Standard Time',
      timeZoneUtcOffset: -300,
    });
  });

  it('a dotted path patch replaces only that leaf', () => {
    const result = applySettingsPatch(DEFAULT_USER_SETTINGS, {
      'preferencesSettings.pauseKPIEvents': true,
      'applicationSettings.language': 'fr',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.preferencesSettings.pauseKPIEvents).toBe(true);
    expect(result.value.applicationSettings.language).toBe('fr');
    expect(result.value.preferencesSettings.interactionHistoryPeriod).toBe(168);
    expect(DEFAULT_USER_SETTINGS.preferencesSettings.pauseKPIEvents).toBe(false);
  });

  it('interaction history period outside 24, 168, 720 is refused naming the field', () => {
    const result = applySettingsPatch(DEFAULT_USER_SETTINGS, {
      'preferencesSettings.interactionHistoryPeriod': 48,
    });
    expect(result).toMatchObject({
      ok: false,
      field: 'preferencesSettings.interactionHistoryPeriod',
    });
  });

  it('one bad key refuses the whole patch', () => {
    const result = applySettingsPatch(DEFAULT_USER_SETTINGS, {
      'applicationSettings.language': 'de',
      'preferencesSettings.alertEndOfBreak': 15,
    });
    expect(result).toMatchObject({ ok: false, field: 'preferencesSettings.alertEndOfBreak' });
  });

  it('an unknown dotted path is refused', () => {
    expect(
      applySettingsPatch(DEFAULT_USER_SETTINGS, { 'preferencesSettings.nope': 1 }),
    ).toMatchObject({
      ok: false,
      field: 'preferencesSettings.nope',
    });
    expect(applySettingsPatch(DEFAULT_USER_SETTINGS, { 'theme.mode.x': 1 })).toMatchObject({
      ok: false,
    });
    expect(applySettingsPatch(DEFAULT_USER_SETTINGS, { '': 1 })).toMatchObject({ ok: false });
  });

  it('prototype keys never reach an object prototype', () => {
    const result = applySettingsPatch(DEFAULT_USER_SETTINGS, {
      'supervisorDashboardSettings.__proto__.polluted': 1,
    });
    expect(result.ok).toBe(false);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('a prototype key anywhere in a path is refused, below the free-form part too', () => {
    for (const path of [
      'supervisorDashboardSettings.a.__proto__.polluted',
      'supervisorDashboardSettings.a.b.c.constructor.prototype.polluted',
      'supervisorDashboardSettings.prototype',
      'agentSettings.defaultCallingLineIdentification.__proto__',
    ]) {
      const result = applySettingsPatch(DEFAULT_USER_SETTINGS, { [path]: { x: 1 } });
      expect(result).toMatchObject({ ok: false, field: path });
      if (!result.ok)
        expect(result.message).toMatch(
          /the path segment "(__proto__|constructor|prototype)" is not allowed/,
        );
    }
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  });

  it('a prototype key at any depth of a value is refused, naming where', () => {
    const value = JSON.parse('{"layout":[{"w":1,"meta":{"__proto__":{"polluted":1}}}]}') as unknown;
    const result = applySettingsPatch(DEFAULT_USER_SETTINGS, {
      'supervisorDashboardSettings.board': value,
    });
    expect(result).toMatchObject({ ok: false, field: 'supervisorDashboardSettings.board' });
    if (!result.ok)
      expect(result.message).toContain(
        'the key "__proto__" is not allowed (at layout.0.meta.__proto__)',
      );
    expect(
      applySettingsPatch(DEFAULT_USER_SETTINGS, {
        supervisorDashboardSettings: { a: { prototype: 1 } },
      }).ok,
    ).toBe(false);
  });

  it('stored free-form settings holding a prototype key read back without them', () => {
    const stored = JSON.parse(
      JSON.stringify({ ...DEFAULT_USER_SETTINGS, supervisorDashboardSettings: { a: 1 } }).replace(
        '"a":1',
        '"a":{"constructor":{"prototype":{"x":1}}}',
      ),
    ) as unknown;
    expect(normalizeUserSettings(stored).supervisorDashboardSettings).toBeUndefined();
  });

  it('a whole sub-object is validated strictly', () => {
    expect(
      applySettingsPatch(DEFAULT_USER_SETTINGS, { theme: { mode: 'dark', _id: 'x' } }).ok,
    ).toBe(true);
    expect(
      applySettingsPatch(DEFAULT_USER_SETTINGS, { theme: { mode: 'dark', _id: 'x', extra: 1 } }),
    ).toMatchObject({
      ok: false,
      field: 'theme',
    });
    expect(
      applySettingsPatch(DEFAULT_USER_SETTINGS, { theme: { mode: 'sepia', _id: 'x' } }),
    ).toMatchObject({
      ok: false,
      field: 'theme.mode',
    });
  });

  it('calling line identification is keyed by business process', () => {
    const result = applySettingsPatch(DEFAULT_USER_SETTINGS, {
      'agentSettings.defaultCallingLineIdentification.bp-1': '+15550100',
    });
    expect(result.ok && result.value.agentSettings.defaultCallingLineIdentification).toEqual({
      'bp-1': '+15550100',
    });
  });

  it('supervisor dashboard settings accept any JSON below them', () => {
    const result = applySettingsPatch(DEFAULT_USER_SETTINGS, {
      'supervisorDashboardSettings.dashboardSettings.selectedDashboardIndex': 2,
      'supervisorDashboardSettings.adaptiveDashboards': { sorting: 'Health', cards: [] },
    });
    expect(result.ok && result.value.supervisorDashboardSettings).toEqual({
      dashboardSettings: { selectedDashboardIndex: 2 },
      adaptiveDashboards: { sorting: 'Health', cards: [] },
    });
  });

  it('supervisor dashboard settings over 256 KB are refused', () => {
    const big = 'x'.repeat(SUPERVISOR_DASHBOARD_SETTINGS_MAX_BYTES);
    expect(
      applySettingsPatch(DEFAULT_USER_SETTINGS, { 'supervisorDashboardSettings.blob': big }),
    ).toMatchObject({
      ok: false,
      field: 'supervisorDashboardSettings',
    });
  });

  it('a patch that is not an object is refused', () => {
    expect(applySettingsPatch(DEFAULT_USER_SETTINGS, [1])).toMatchObject({
      ok: false,
      field: 'body',
    });
    expect(applySettingsPatch(DEFAULT_USER_SETTINGS, null)).toMatchObject({
      ok: false,
      field: 'body',
    });
  });

  it('normalizing keeps valid stored values and fills settings added later', () => {
    const stored = {
      preferencesSettings: { pauseKPIEvents: true, alertEndOfBreak: 7 },
      theme: { mode: 'dark', _id: 't1' },
    };
    const value = normalizeUserSettings(stored);
    expect(value.preferencesSettings.pauseKPIEvents).toBe(true);
    expect(value.preferencesSettings.alertEndOfBreak).toBe(0);
    expect(value.theme).toEqual({ mode: 'dark', _id: 't1' });
    expect(value.featuresSettings).toEqual(DEFAULT_USER_SETTINGS.featuresSettings);
    expect(normalizeUserSettings('garbage')).toEqual(DEFAULT_USER_SETTINGS);
  });
});
