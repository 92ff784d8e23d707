import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '@/components/language-picker.tsx';
import { ErrorScreen } from '@/components/ui/error-screen.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { saveLanguage } from '@/features/auth/api/auth-calls.ts';
import { useSettings } from '@/features/settings/api/settings-api.ts';
import { DocumentsPanel } from '@/features/settings/components/documents-panel.tsx';
import { PhotosPanel } from '@/features/settings/components/photos-panel.tsx';
import {
  SettingsForm,
  settingsTabs,
  type SettingsTab,
} from '@/features/settings/components/settings-form.tsx';
import { ComplianceSection } from '@/features/compliance/components/compliance-list.tsx';
import { useSearchParams } from 'react-router';

/** Settings (spec 2.12): the operator's and the FPO's details, documents, language and photos. */
export const SettingsScreen = () => {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const settings = useSettings();
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const initialTab = settingsTabs.find((tab) => tab === asked) as SettingsTab | undefined;
  if (settings.isPending) return <PageSpinner />;
  if (settings.isError)
    return (
      <ErrorScreen message={t('common:errors.network_error')} onAction={() => void settings.refetch()} />
    );
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-gray-600">{t('subtitle')}</p>
      </header>
      <SettingsForm
        settings={settings.data}
        initialTab={initialTab}
        panels={{
          compliance: (
            <section aria-labelledby="compliance-list-title" className="flex flex-col gap-3 pt-2">
              <h2 id="compliance-list-title" className="text-lg font-semibold">
                {t('complianceTitle')}
              </h2>
              <ComplianceSection />
            </section>
          ),
          language: (
            <div className="flex flex-col gap-2">
              <p className="text-sm text-gray-600">{t('languageHint')}</p>
              <LanguagePicker
                onChange={(language) =>
                  // The screen changing language is the confirmation; only a failure is said.
                  void saveLanguage(language).catch(() =>
                    toast.show({ type: 'error', title: t('failedTitle'), description: t('failedBody') }),
                  )
                }
              />
            </div>
          ),
          documents: <DocumentsPanel />,
          photos: <PhotosPanel />,
        }}
      />
    </div>
  );
};
