import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/**
 * An honest notice for a screen Sangam does not have yet: its name, and a way back. Never invented
 * content in its place.
 */
export const NotAvailableScreen = ({ titleKey }: { titleKey: string }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-4 py-12 text-center">
      <Construction aria-hidden className="size-10 text-amber-500" />
      <h1 className="text-xl font-semibold">{t(titleKey)}</h1>
      <p className="font-medium">{t('notAvailable.title')}</p>
      <p className="text-sm text-gray-600">{t('notAvailable.body')}</p>
      {pathname !== '/dashboard' && (
        <Link
          to="/dashboard"
          className="mt-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          {t('notAvailable.back')}
        </Link>
      )}
    </section>
  );
};
