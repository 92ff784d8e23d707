import { defaultLanguage, isLanguage, type Language } from '@sangam/domain';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const namespaces = [
  'common',
  'auth',
  'onboarding',
  'plans',
  'farmers',
  'fpoProfile',
  'dashboard',
  'imports',
  'inventory',
  'settings',
  'reports',
  'compliance',
  'buyers',
  'mandi',
  'requirements',
  'admin',
  'business',
  'recommendations',
  'mobilization',
  'advancedBuyers',
  'dealership',
  'dividends',
  'notifications',
  'services',
  'tradeFairs',
  'team',
  'teamRoles',
  'invitation',
  'offline',
] as const;
export type Namespace = (typeof namespaces)[number];
const STORAGE_KEY = 'sangam.language';

declare const __SANGAM_LOCALES__: string | undefined;
/**
 * Where the build put the translations (vite.config.ts, localeFiles): one JSON file per language and
 * namespace, so a screen fetches only its own texts, in one language.
 */
const localesBase = typeof __SANGAM_LOCALES__ === 'string' ? __SANGAM_LOCALES__ : '/assets/locales/dev';

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const url = `${localesBase}/${language}/${namespace}.json`;
    fetch(url)
      .then((response) => {
        if (!response.ok)
          throw new Error(`No translations for ${language}/${namespace} (${response.status})`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (texts) => callback(null, texts),
        (error: Error) => callback(error, false),
      );
  },
};

export const storedLanguage = (): Language => {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return isLanguage(saved) ? saved : defaultLanguage;
};

/** Switches the UI language, remembers it on this device, and marks the page for screen readers. */
export const changeLanguage = async (language: Language) => {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
};

/**
 * Loads `common` and the namespaces the first screen names (see the route table); any other
 * namespace is fetched when a component first asks for it, and then kept for language changes.
 */
export const initI18n = async (
  language: Language = storedLanguage(),
  startNamespaces: readonly Namespace[] = [],
) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      // Every language has every key (locales test), so a Hindi reader never downloads English too.
      fallbackLng: false,
      ns: ['common', ...startNamespaces.filter((namespace) => namespace !== 'common')],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18n;
};

export { i18n };
