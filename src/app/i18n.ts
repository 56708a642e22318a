import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '../domain/agent-desktop-constants';
import { LANGUAGES, type Language } from '../protocol/api';

/** One namespace per screen area; each is a JSON file under locales/<lng>/. */
export const NAMESPACES = [
  'common',
  'login',
  'dashboards',
  'calls',
  'chats',
  'emails',
  'sms',
  'supervisor',
  'kpis',
  'settings',
  'help',
  'wallboard',
  'teams',
  'interactions',
  'contacts',
  'alerts',
  'liveData',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type LocaleModule = { default: ResourceKey };

// English is the default and the fallback, so it ships in the main bundle; the other
// languages are fetched when a user picks one.
const englishFiles = import.meta.glob<LocaleModule>('../../locales/en/*.json', { eager: true });
const otherFiles = import.meta.glob<LocaleModule>([
  '../../locales/*/*.json',
  '!../../locales/en/*.json',
]);

function localePath(language: string, namespace: string): string {
  return `../../locales/${language}/${namespace}.json`;
}

function englishResources(): Record<string, ResourceKey> {
  const resources: Record<string, ResourceKey> = {};
  for (const namespace of NAMESPACES) {
    const file = englishFiles[localePath(DEFAULT_LOCALE, namespace)];
    if (file) resources[namespace] = file.default;
  }
  return resources;
}

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = otherFiles[localePath(language, namespace)];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (file) => callback(null, file.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Initialise i18next for the app (English bundled, other languages on demand). */
export async function initI18n(): Promise<typeof i18next> {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      resources: { [DEFAULT_LOCALE]: englishResources() },
      partialBundledLanguages: true,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    });
  return i18next;
}

/** Switch the interface language (from the user's applicationSettings.language). */
export async function setLanguage(language: string): Promise<void> {
  const next = isLanguage(language) ? language : DEFAULT_LOCALE;
  if (i18next.language !== next) await i18next.changeLanguage(next);
}
