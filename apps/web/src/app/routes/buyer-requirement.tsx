import { useTranslation } from 'react-i18next';
import { CropPicker } from '@/features/crops/components/crop-picker.tsx';
import { RequirementForm, WhyRegister } from '@/features/buyer-requirements/components/requirement-form.tsx';
import { PublicHeader } from '@/features/mandi/components/public-header.tsx';

/** The public buyer requirement form (document 2, 2.22). */
export const BuyerRequirementScreen = () => {
  const { t } = useTranslation('requirements');
  return (
    <div className="min-h-full bg-gray-50">
      <PublicHeader />
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-3 py-4 sm:px-4">
        <div>
          <h1 className="text-2xl font-bold">{t('heading')}</h1>
          <p className="text-sm text-gray-600">{t('subheading')}</p>
        </div>
        <WhyRegister />
        <RequirementForm renderCrops={(props) => <CropPicker {...props} />} />
      </main>
    </div>
  );
};
