import { useEffect, useLayoutEffect, useMemo } from 'react';
import { themeCssVariables, type ThemeColourSet } from '../domain/contrast';
import { appliedThemeColours, type ThemeModeOption } from '../domain/settings-options';
import { useTopicValue } from '../hub-client/use-topic';
import { useThemeList } from '../features/settings/theme-list';
import { useHubRead } from '../hub-client/use-hub-read';
import { setLanguage } from './i18n';

// Custom properties this tab set on <html>, removed before the next theme applies.
const applied = new Set<string>();

/**
 * Sets the mode's stylesheet tokens (data-theme) and lays the theme's colour set over them as
 * inline custom properties. The mode's own text colours are read after the previous theme's
 * properties are gone, so the contrast rules judge the surface against what the page shows.
 */
function applyTheme(mode: ThemeModeOption, colours: ThemeColourSet): void {
  const root = document.documentElement;
  root.dataset['theme'] = mode;
  for (const name of applied) root.style.removeProperty(name);
  applied.clear();
  const computed = getComputedStyle(root);
  const vars = themeCssVariables(colours, mode, {
    text: computed.getPropertyValue('--color-text').trim(),
    textMuted: computed.getPropertyValue('--color-text-muted').trim(),
  });
  for (const [name, value] of Object.entries(vars ?? {})) {
    root.style.setProperty(name, value);
    applied.add(name);
  }
}

/**
 * Applies the user's theme (mode and colours) and language from the settings topic. Every tab
 * receives the same topic, so a change made in one tab applies in all of them at once.
 * Renders nothing.
 */
export function SettingsEffects() {
  const settings = useTopicValue('settings');
  const { list } = useThemeList(settings !== undefined);
  const mode = settings?.theme.mode;
  const themeId = settings?.theme._id;
  const language = settings?.applicationSettings.language;
  // a theme the user chose that the list lacks (created elsewhere since it was read): read it alone
  const missing =
    themeId !== undefined &&
    themeId !== '' &&
    list.status === 'ready' &&
    !list.themes.some((theme) => theme._id === themeId);
  const chosen = useHubRead(missing ? { name: 'theme', params: { id: themeId } } : null).state;
  const themes = useMemo(
    () => (missing && chosen.status === 'ready' ? [...list.themes, chosen.value] : list.themes),
    [missing, chosen, list.themes],
  );

  const colours = useMemo(
    () => (mode ? appliedThemeColours(themes, themeId, mode) : null),
    [mode, themeId, themes],
  );
  // before paint, so a tab never shows one mode's colours on the other's tokens
  useLayoutEffect(() => {
    if (mode && colours) applyTheme(mode, colours);
  }, [mode, colours]);
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);
  return null;
}
