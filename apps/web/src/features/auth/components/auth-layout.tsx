import { primaryLanguages } from '@sangam/domain';
import { Bot, Lightbulb, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '@/components/language-picker.tsx';

const highlights = [
  { key: 'farmers', Icon: Users },
  { key: 'whatsapp', Icon: Bot },
  { key: 'opportunities', Icon: Lightbulb },
  { key: 'secure', Icon: ShieldCheck },
] as const;

/** The frame of the sign-in and sign-up screens: the form, and what Sangam offers beside it. */
export const AuthLayout = ({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) => {
  const { t } = useTranslation('auth');
  return (
    <div className="flex min-h-full flex-col lg:flex-row">
      {/* The form is the page's main content: one <main> landmark for screen-reader navigation. */}
      <main className="flex flex-1 flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-2 text-lg font-bold text-brand-800">
            <img src="/favicon.svg" alt="" className="size-8" />
            {t('common:appName')}
          </span>
          <LanguagePicker options={primaryLanguages} compact />
        </div>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-8">
          <h1 className="text-2xl font-bold">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-gray-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
      <aside className="bg-brand-800 px-6 py-8 text-white lg:flex lg:w-[42%] lg:flex-col lg:justify-center lg:px-12">
        <h2 className="text-xl font-semibold">{t('marketing.title')}</h2>
        <ul className="mt-4 flex flex-col gap-3">
          {highlights.map(({ key, Icon }) => (
            <li key={key} className="flex items-start gap-3">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-100" />
              <span>{t(`marketing.${key}`)}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
};
