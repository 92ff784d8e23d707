import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminScreenHeader } from '@/features/admin/components/admin-screen-header.tsx';
import { DealershipApplications } from '@/features/admin/components/dealerships-applications.tsx';
import {
  DealershipCategories,
  DealershipCompanies,
} from '@/features/admin/components/dealerships-catalogue.tsx';
import { DealershipRequirements } from '@/features/admin/components/dealerships-requirements.tsx';
import { useMe } from '@/lib/session.ts';

const tabs = ['applications', 'companies', 'categories', 'requirements'] as const;
type Tab = (typeof tabs)[number];

/**
 * Dealerships in the back office (document 2, 2.17; decision 029): the FPOs' applications moved
 * through review, and the catalogue FPOs see (companies, categories, requirements). Controls show
 * only with the page's edit or delete; the API checks again.
 */
export const AdminDealershipsScreen = () => {
  const { t } = useTranslation('admin');
  const { data: me } = useMe();
  const may = me?.admin?.pages.dealerships ?? { view: false, edit: false, delete: false };
  const [tab, setTab] = useState<Tab>('applications');
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <AdminScreenHeader title={t('dealerships.title')} subtitle={t('dealerships.subtitle')} />
      <div
        role="tablist"
        aria-label={t('dealerships.tabsLabel')}
        className="flex flex-wrap gap-1 border-b border-gray-200"
      >
        {tabs.map((name) => (
          <button
            key={name}
            id={`dealerships-tab-${name}`}
            role="tab"
            type="button"
            aria-selected={tab === name}
            aria-controls={`dealerships-panel-${name}`}
            onClick={() => setTab(name)}
            className="min-h-11 rounded-t-lg px-3 text-sm font-medium text-gray-700 aria-selected:border-b-2 aria-selected:border-brand-700 aria-selected:text-brand-800"
          >
            {t(`dealerships.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`dealerships-panel-${tab}`} aria-labelledby={`dealerships-tab-${tab}`}>
        {tab === 'applications' && <DealershipApplications mayEdit={may.edit} />}
        {tab === 'companies' && <DealershipCompanies may={may} />}
        {tab === 'categories' && <DealershipCategories may={may} />}
        {tab === 'requirements' && <DealershipRequirements may={may} />}
      </div>
    </div>
  );
};
