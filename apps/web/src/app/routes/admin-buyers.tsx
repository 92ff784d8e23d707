import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobalBuyersTab } from '@/features/admin/components/admin-buyers-global.tsx';
import { RequirementsTab } from '@/features/admin/components/admin-buyers-requirements.tsx';
import { AdminScreenHeader } from '@/features/admin/components/admin-screen-header.tsx';
import { useMe } from '@/lib/session.ts';

const tabs = ['requirements', 'global'] as const;
type Tab = (typeof tabs)[number];

/**
 * The Buyer Ecosystem (document 2, 2.7): the buyers' requirements from the public form, and the
 * buyer records FPOs share. Controls show only with the page's edit or delete; the API checks again.
 */
export const AdminBuyersScreen = () => {
  const { t } = useTranslation('admin');
  const { data: me } = useMe();
  const may = me?.admin?.pages.buyers ?? { view: false, edit: false, delete: false };
  const [tab, setTab] = useState<Tab>('requirements');
  return (
    <div className="flex flex-col gap-5">
      <AdminScreenHeader title={t('buyers.title')} subtitle={t('buyers.subtitle')} />
      <div
        role="tablist"
        aria-label={t('buyers.tabsLabel')}
        className="flex flex-wrap gap-1 border-b border-gray-200"
      >
        {tabs.map((name) => (
          <button
            key={name}
            id={`buyers-tab-${name}`}
            role="tab"
            type="button"
            aria-selected={tab === name}
            aria-controls={`buyers-panel-${name}`}
            onClick={() => setTab(name)}
            className="min-h-11 rounded-t-lg px-3 text-sm font-medium text-gray-700 aria-selected:border-b-2 aria-selected:border-brand-700 aria-selected:text-brand-800"
          >
            {t(`buyers.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`buyers-panel-${tab}`} aria-labelledby={`buyers-tab-${tab}`}>
        {tab === 'requirements' ? <RequirementsTab may={may} /> : <GlobalBuyersTab may={may} />}
      </div>
    </div>
  );
};
