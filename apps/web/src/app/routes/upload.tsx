import { useTranslation } from 'react-i18next';
import { useProfileGate } from '@/features/fpo-profile/components/profile-gate.tsx';
import { ImportWizard } from '@/features/imports/components/import-wizard.tsx';
import { UploadsList } from '@/features/imports/components/uploads-list.tsx';

export const UploadScreen = () => {
  const { t } = useTranslation('imports');
  const gate = useProfileGate();
  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-gray-600">{t('subtitle')}</p>
      </header>
      <ImportWizard onProfileIncomplete={(retry) => void gate.requireProfile(retry)} />
      <UploadsList />
      {gate.dialog}
    </div>
  );
};
