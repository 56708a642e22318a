import { useTranslation } from 'react-i18next';
import {
  ALERT_END_OF_BREAK,
  IDLE_TIME_TO_AGENT_INTELLIGENCE_CENTER,
  INCOMING_INTERACTION_DISPLAY,
  INTERACTION_HISTORY_PERIOD,
} from '../../domain/settings-options';
import type { UserSettingsValue } from '../../domain/user-settings';
import { RingtoneSetting, type RingtoneMedium } from './ringtone-setting';
import { SettingSelect } from './setting-select';
import { SettingToggle } from './setting-toggle';
import { SettingsSection } from './settings-section';
import type { SettingsSaver } from './use-settings-save';
import { useDurationLabel } from './use-duration-label';

const MEDIA: readonly RingtoneMedium[] = ['call', 'chat', 'email', 'sms'];

// the on/off preferences, in the order of agent-desktop §3
const TOGGLES = [
  'autoPlayRecordings',
  'autoOffHookState',
  'autoOpenInteractionDetails',
  'pauseKPIEvents',
  'muteDTMF',
  'showAppCurrentTime',
  'useSoftPhone',
] as const;

/** preferencesSettings: how interactions arrive and behave, ringtones, history, alerts. */
export function PreferencesSection({
  settings,
  saver,
}: {
  settings: UserSettingsValue;
  saver: SettingsSaver;
}) {
  const { t } = useTranslation('settings');
  const duration = useDurationLabel();
  const prefs = settings.preferencesSettings;
  const path = (name: string) => `preferencesSettings.${name}`;
  return (
    <SettingsSection id="preferences" title={t('preferences.title')} lead={t('preferences.lead')}>
      <SettingSelect
        field={path('incomingInteractionDisplay')}
        labelKey="preferences.incomingInteractionDisplay"
        options={INCOMING_INTERACTION_DISPLAY.options.map((value) => ({
          value,
          label: t(`preferences.display.${value}`),
        }))}
        stored={prefs.incomingInteractionDisplay}
        saver={saver}
      />
      <SettingSelect
        field={path('interactionHistoryPeriod')}
        labelKey="preferences.interactionHistoryPeriod"
        options={INTERACTION_HISTORY_PERIOD.options.map((hours) => ({
          value: hours,
          label: t('preferences.historyPeriodOption', {
            hours,
            count: hours / 24,
          }),
        }))}
        stored={prefs.interactionHistoryPeriod}
        saver={saver}
      />
      <SettingSelect
        field={path('idleTimeToAgentIntelligenceCenter')}
        labelKey="preferences.idleTimeToAgentIntelligenceCenter"
        options={IDLE_TIME_TO_AGENT_INTELLIGENCE_CENTER.options.map((seconds) => ({
          value: seconds,
          label: seconds < 0 ? t('off') : duration(seconds),
        }))}
        stored={prefs.idleTimeToAgentIntelligenceCenter}
        saver={saver}
      />
      <SettingSelect
        field={path('alertEndOfBreak')}
        labelKey="preferences.alertEndOfBreak"
        options={ALERT_END_OF_BREAK.options.map((seconds) => ({
          value: seconds,
          label:
            seconds === 0
              ? t('off')
              : t('preferences.beforeBreakEnds', { duration: duration(seconds) }),
        }))}
        stored={prefs.alertEndOfBreak}
        saver={saver}
      />
      <fieldset className="settings-group">
        <legend>{t('ringtones.title')}</legend>
        {MEDIA.map((medium) => (
          <RingtoneSetting
            key={medium}
            medium={medium}
            stored={prefs.incomingInteractionRingtones[medium]}
            volume={settings.audioSettings.speakerVolume}
            saver={saver}
          />
        ))}
      </fieldset>
      <div className="settings-toggles">
        {TOGGLES.map((name) => (
          <SettingToggle
            key={name}
            field={path(name)}
            labelKey={`preferences.${name}`}
            description={t(`preferences.${name}Help`)}
            stored={prefs[name]}
            saver={saver}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
