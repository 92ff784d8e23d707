import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back from any back-office screen to its dashboard. */
export const BackToDashboard = () => {
  const { t } = useTranslation('admin');
  return (
    <Link
      to="/admin"
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('backToDashboard')}
    </Link>
  );
};

/**
 * A back-office screen's top: the way back, its title and what it is for. Siblings, so the screen's
 * column spaces them; a screen with a button beside its title lays out its own header.
 */
export const AdminScreenHeader = ({ title, subtitle }: { title: string; subtitle: string }) => (
  <>
    <BackToDashboard />
    <header>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-gray-600">{subtitle}</p>
    </header>
  </>
);
