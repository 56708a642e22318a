import { useTranslation } from 'react-i18next';
import type { UserSettingsValue } from '../../domain/user-settings';
import { SettingsSection } from './settings-section';
import type { SettingsSaver } from './use-settings-save';
import { VolumeSetting } from './volume-setting';

/** audioSettings: speaker and microphone volume. */
export function AudioSection({
  settings,
  saver,
}: {
  settings: UserSettingsValue;
  saver: SettingsSaver;
}) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection id="audio" title={t('audio.title')} lead={t('audio.lead')}>
      <VolumeSetting
        field="audioSettings.speakerVolume"
        labelKey="audio.speakerVolume"
        stored={settings.audioSettings.speakerVolume}
        saver={saver}
      />
      <VolumeSetting
        field="audioSettings.microphoneVolume"
        labelKey="audio.microphoneVolume"
        stored={settings.audioSettings.microphoneVolume}
        saver={saver}
      />
    </SettingsSection>
  );
}
