import { primaryLanguages } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguagePicker } from '@/components/language-picker.tsx';

/** The top of every public page (document 2, 2.20): the Mandi's name, Login and 'Join as FPO'. */
export const PublicHeader = () => {
  const { t } = useTranslation('mandi');
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-3 py-2 sm:px-4">
        <Link to="/mandi" className="flex items-center gap-2 font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
          <span className="hidden sm:inline">{t('title')}</span>
          <span className="sr-only sm:hidden">{t('title')}</span>
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <LanguagePicker options={primaryLanguages} compact />
          <Link
            to="/login"
            className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-gray-800 hover:bg-gray-100"
          >
            {t('login')}
          </Link>
          <Link
            to="/signup"
            className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t('joinAsFpo')}
          </Link>
        </div>
      </div>
    </header>
  );
};
