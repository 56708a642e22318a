import { useEffect } from 'react';
import { useTopicValue } from '../hub-client/use-topic';
import { setLanguage } from './i18n';

/** Applies the user's theme mode and language from the settings topic. Renders nothing. */
export function SettingsEffects() {
  const settings = useTopicValue('settings');
  const mode = settings?.theme.mode;
  const language = settings?.applicationSettings.language;
  useEffect(() => {
    if (mode) document.documentElement.dataset['theme'] = mode;
  }, [mode]);
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);
  return null;
}
