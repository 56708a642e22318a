import { useEffect, useLayoutEffect, useMemo } from 'react';
import { themeCssVariables, type ThemeColourSet } from '../domain/contrast';
import { appliedThemeColours, type ThemeModeOption } from '../domain/settings-options';
import { useHub } from '../hub-client/use-hub';
import { useTopicValue } from '../hub-client/use-topic';
import { ensureTheme, loadThemes, useThemeList } from '../features/settings/theme-cache';
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
  const { call } = useHub();
  const themes = useThemeList();
  const hasSettings = settings !== undefined;
  const mode = settings?.theme.mode;
  const themeId = settings?.theme._id;
  const language = settings?.applicationSettings.language;

  useEffect(() => {
    if (hasSettings) void loadThemes(call);
  }, [hasSettings, call]);
  useEffect(() => {
    if (themeId) void ensureTheme(call, themeId);
  }, [call, themeId, themes]);

  const colours = useMemo(
    () => (mode ? appliedThemeColours(themes.themes, themeId, mode) : null),
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
