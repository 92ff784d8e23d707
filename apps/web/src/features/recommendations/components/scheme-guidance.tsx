import { Lightbulb, PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RecommendationNotice } from './recommendation-notice.tsx';

/** The Kisan Call Centre: the national farmers' helpline, free from any phone in India. */
const KISAN_CALL_CENTRE = '1800-180-1551';
const tipKeys = ['documents', 'records', 'plan', 'early', 'followUp'] as const;

/** Application Success Tips, where to ask for help, and Important Information (document 2, 2.14). */
export const SchemeGuidance = () => {
  const { t } = useTranslation('recommendations');
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <section
        aria-labelledby="scheme-tips"
        className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4"
      >
        <h2 id="scheme-tips" className="flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden className="size-5 text-amber-500" />
          {t('tips.title')}
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
          {tipKeys.map((key) => (
            <li key={key}>{t(`tips.${key}`)}</li>
          ))}
        </ul>
      </section>
      <div className="flex flex-col gap-3">
        <section
          aria-labelledby="scheme-help"
          className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4"
        >
          <h2 id="scheme-help" className="flex items-center gap-2 font-semibold">
            <PhoneCall aria-hidden className="size-5 text-brand-700" />
            {t('help.title')}
          </h2>
          <p className="text-sm text-gray-700">{t('help.body')}</p>
          <a
            href={`tel:${KISAN_CALL_CENTRE.replace(/\D/g, '')}`}
            className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t('help.call', { phone: KISAN_CALL_CENTRE })}
          </a>
          <p className="text-sm text-gray-700">{t('help.office')}</p>
        </section>
        <RecommendationNotice title={t('important.title')}>
          <p>{t('important.body')}</p>
        </RecommendationNotice>
      </div>
    </div>
  );
};
