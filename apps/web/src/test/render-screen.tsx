import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json', {
  eager: true,
});
const resources = {
  en: Object.fromEntries(
    Object.entries(catalogues).map(([file, json]) => [file.replace(/^.*\/(\w+)\.json$/, '$1'), json.default]),
  ),
};

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

/** Renders a screen part as the English user sees it: every namespace, a router, a query client. */
export const renderScreen = (ui: ReactNode, { path = '/' }: { path?: string } = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
