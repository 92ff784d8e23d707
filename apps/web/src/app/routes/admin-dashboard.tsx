import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { adminSections } from '@/features/admin/components/admin-cards.ts';
import { useMe } from '@/lib/session.ts';

/** The back office's dashboard (document 2, 2.2; decision S1): the pages this admin may open. */
export const AdminDashboardScreen = () => {
  const { t } = useTranslation('admin');
  const { data: me } = useMe();
  const pages = me?.admin?.pages;
  const sections = adminSections
    .map((section) => ({ ...section, cards: section.cards.filter((card) => pages?.[card.page].view) }))
    .filter((section) => section.cards.length);
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('dashboard.title')}</h1>
        <p className="text-sm text-gray-600">{t('dashboard.subtitle')}</p>
      </header>
      {me?.admin?.owner && (
        <Link to="/admin/audit" className="self-start text-sm font-medium text-brand-800 underline">
          {t('audit.title')}
        </Link>
      )}
      {sections.length === 0 ? (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={ShieldOff} title={t('dashboard.noAccess')} />
        </div>
      ) : (
        sections.map((section) => (
          <section key={section.key} aria-labelledby={`admin-${section.key}`} className="flex flex-col gap-2">
            <h2
              id={`admin-${section.key}`}
              className="text-sm font-semibold tracking-wide text-gray-500 uppercase"
            >
              {t(`dashboard.sections.${section.key}`)}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {section.cards.map(({ key, to, Icon }) => (
                <li key={key}>
                  <Link
                    to={to}
                    className="flex h-full items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm hover:border-brand-600 hover:bg-brand-50"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon aria-hidden className="size-5" />
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span className="font-semibold">{t(`dashboard.cards.${key}.title`)}</span>
                      <span className="text-sm text-gray-600">{t(`dashboard.cards.${key}.body`)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
};
