import { useTranslation } from 'react-i18next';

const steps = ['accounts', 'reserves', 'board', 'agm', 'pay', 'record'] as const;

/** The legal steps guide of document 2, 2.19: what an FPO does before and after declaring a dividend. */
export const LegalSteps = () => {
  const { t } = useTranslation('dividends');
  return (
    <section
      aria-labelledby="dividend-legal"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="dividend-legal" className="text-lg font-semibold">
        {t('legal.heading')}
      </h2>
      <p className="text-sm text-gray-600">{t('legal.intro')}</p>
      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
            >
              {index + 1}
            </span>
            <span className="min-w-0">
              <span className="block font-medium">{t(`legal.steps.${step}.title`)}</span>
              <span className="block text-sm text-gray-600">{t(`legal.steps.${step}.body`)}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="text-xs text-gray-500">{t('legal.note')}</p>
    </section>
  );
};
