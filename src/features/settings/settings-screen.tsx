import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeUserSettings } from '../../domain/user-settings';
import { useActiveUser } from '../../hub-client/use-active-user';
import { useTopicValue } from '../../hub-client/use-topic';
import { Snackbar } from '../../ui/snackbar';
import { AgentSection } from './agent-section';
import { ApplicationSection } from './application-section';
import { AudioSection } from './audio-section';
import { FeaturesSection } from './features-section';
import { PreferencesSection } from './preferences-section';
import { ThemeSection } from './theme-section';
import { useSettingsSave } from './use-settings-save';
import './settings.css';

/** Long enough to read "Speaker volume saved."; Dismiss closes it sooner. */
const SAVED_NOTICE_MS = 4_000;

/**
 * /settings (agent-desktop §3 "User settings", §5 options). Each field saves on its own as
 * soon as it changes, rather than through one Save button: every setting is independent, a
 * dotted-path PUT per change is exactly what the call offers, nothing can be lost by leaving
 * the screen, and every open tab applies the change at once through the settings topic.
 */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const user = useActiveUser();
  const raw = useTopicValue('settings');
  // settings stored by an older version are shown with today's defaults for what they lack
  const settings = useMemo(
    () => (raw === undefined ? undefined : normalizeUserSettings(raw)),
    [raw],
  );

  return (
    <section className="screen settings-screen" aria-labelledby={headingId}>
      <h1 id={headingId} className="screen-title">
        {t('title')}
      </h1>
      {user?.isWallboard ? (
        <p className="message message-info">{t('wallboardHasNone')}</p>
      ) : settings === undefined ? (
        <p className="loading-status">{t('loading')}</p>
      ) : (
        <SettingsForm key={user?.userId} settings={settings} />
      )}
    </section>
  );
}

function SettingsForm({
  settings,
}: {
  settings: NonNullable<ReturnType<typeof normalizeUserSettings>>;
}) {
  const { t } = useTranslation('settings');
  const saver = useSettingsSave(settings);
  return (
    <>
      <p className="screen-lead settings-lead">{t('lead')}</p>
      <div className="settings-sections">
        <PreferencesSection settings={settings} saver={saver} />
        <ApplicationSection settings={settings} saver={saver} />
        <AudioSection settings={settings} saver={saver} />
        <AgentSection settings={settings} saver={saver} />
        <ThemeSection settings={settings} saver={saver} />
        <FeaturesSection settings={settings} saver={saver} />
      </div>
      <div className="snackbar-region" role="status">
        {saver.saved !== null && (
          <Snackbar
            key={saver.saved.seq}
            message={saver.saved.message}
            dismissLabel={t('dismiss')}
            visibleMs={SAVED_NOTICE_MS}
            onClose={saver.clearSaved}
          />
        )}
      </div>
    </>
  );
}
