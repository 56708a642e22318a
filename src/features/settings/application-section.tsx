import { useTranslation } from 'react-i18next';
import {
  TIME_FORMAT_12H,
  formatTimeOfDay,
  isUnregistered,
  type TimeOfDayFormat,
} from '../../domain/format';
import { LANGUAGE, TIME_FORMAT } from '../../domain/settings-options';
import { toIanaTimeZone } from '../../domain/time-zones';
import type { UserSettingsValue } from '../../domain/user-settings';
import { useNow } from '../../ui/use-now';
import { SettingSelect } from './setting-select';
import { SettingsSection } from './settings-section';
import { TimeZoneSetting } from './time-zone-setting';
import type { SettingsSaver } from './use-settings-save';

/** Each language named in itself, so a user who cannot read the current one still finds theirs. */
const LANGUAGE_NAMES: Record<(typeof LANGUAGE.options)[number], string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  nl: 'Nederlands',
};

/** applicationSettings: language, time format and time zone, with the current time as they give it. */
export function ApplicationSection({
  settings,
  saver,
}: {
  settings: UserSettingsValue;
  saver: SettingsSaver;
}) {
  const { t } = useTranslation('settings');
  const now = useNow();
  const app = settings.applicationSettings;
  const format = saver.shown<TimeOfDayFormat>('applicationSettings.timeFormat', app.timeFormat);
  const zone = toIanaTimeZone(saver.shown('applicationSettings.timeZoneId', app.timeZoneId));
  const timeIn = (f: TimeOfDayFormat) => {
    const text = formatTimeOfDay(now, zone, f);
    return isUnregistered(text) ? '' : text;
  };
  return (
    <SettingsSection id="application" title={t('application.title')} lead={t('application.lead')}>
      <SettingSelect
        field="applicationSettings.language"
        labelKey="application.language"
        options={LANGUAGE.options.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        stored={app.language}
        saver={saver}
      />
      <SettingSelect
        field="applicationSettings.timeFormat"
        labelKey="application.timeFormat"
        options={TIME_FORMAT.options.map((value) => ({
          value,
          label: t(value === TIME_FORMAT_12H ? 'application.format12' : 'application.format24', {
            example: timeIn(value),
          }),
        }))}
        stored={app.timeFormat}
        saver={saver}
      />
      <TimeZoneSetting
        timeZoneId={app.timeZoneId}
        utcOffset={app.timeZoneUtcOffset}
        saver={saver}
      />
      <p className="settings-current-time">
        {t('application.currentTime')}{' '}
        <output data-testid="settings-current-time">{timeIn(format)}</output>
      </p>
    </SettingsSection>
  );
}
