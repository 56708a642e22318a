import { useTranslation } from 'react-i18next';
import type { UserSettingsValue } from '../../domain/user-settings';
import { FieldStatus } from './field-status';
import { SettingToggle } from './setting-toggle';
import { SettingsSection } from './settings-section';
import type { SettingsSaver } from './use-settings-save';

const SEEN_FIELD = 'featuresSettings.latestShowedFeatures';

/** featuresSettings: the application tour, the pinned sidebar, and the feature news already seen. */
export function FeaturesSection({
  settings,
  saver,
}: {
  settings: UserSettingsValue;
  saver: SettingsSaver;
}) {
  const { t } = useTranslation('settings');
  const features = settings.featuresSettings;
  const seen = saver.shown(SEEN_FIELD, features.latestShowedFeatures);
  return (
    <SettingsSection id="features" title={t('features.title')}>
      <div className="settings-toggles">
        <SettingToggle
          field="featuresSettings.showApplicationTour"
          labelKey="features.showApplicationTour"
          description={t('features.showApplicationTourHelp')}
          stored={features.showApplicationTour}
          saver={saver}
        />
        <SettingToggle
          field="featuresSettings.pinnedSideBarOnMaximizedMode"
          labelKey="features.pinnedSideBarOnMaximizedMode"
          description={t('features.pinnedSideBarOnMaximizedModeHelp')}
          stored={features.pinnedSideBarOnMaximizedMode}
          saver={saver}
        />
      </div>
      <div className="settings-field">
        <span className="settings-field__label">{t('features.latestShowedFeatures')}</span>
        <div className="settings-field__control">
          <span>{t('features.seenCount', { count: seen.length })}</span>
          <button
            type="button"
            className="button button-outline"
            disabled={seen.length === 0}
            aria-describedby="settings-seen-status"
            onClick={() =>
              saver.save(
                SEEN_FIELD,
                { key: 'features.latestShowedFeatures' },
                { [SEEN_FIELD]: [] },
                [],
              )
            }
          >
            {t('features.showAgain')}
          </button>
          <FieldStatus id="settings-seen-status" field={SEEN_FIELD} saver={saver} />
        </div>
      </div>
    </SettingsSection>
  );
}
