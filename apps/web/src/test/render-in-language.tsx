import { render } from '@testing-library/react';
import type { Language } from '@sangam/domain';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Renders with every namespace of one language loaded, as a user who chose it sees the screen. */
export const renderInLanguage = async (ui: ReactNode, language: Language) => {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [file, strings] of Object.entries(catalogues)) {
    const [, lng, ns] = file.match(/locales\/([^/]+)\/([^/]+)\.json$/) ?? [];
    if (lng === language && ns) resources[ns] = strings;
  }
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: resources },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
};
