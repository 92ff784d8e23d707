import type { ScoredScheme } from '@sangam/domain';
import { useTranslation } from 'react-i18next';

/**
 * 'Detailed Scheme Information' (document 2, 2.14): the first three schemes of the tab shown, with
 * their percent match and the numbered steps to apply, as the department publishes them.
 */
export const SchemeDetails = ({ schemes }: { schemes: readonly ScoredScheme[] }) => {
  const { t } = useTranslation('recommendations');
  const top = schemes.slice(0, 3);
  if (!top.length) return null;
  return (
    <section aria-labelledby="scheme-details" className="flex flex-col gap-3">
      <h2 id="scheme-details" className="text-lg font-semibold">
        {t('details.title')}
      </h2>
      <div className="grid gap-3 lg:grid-cols-3">
        {top.map((scheme) => (
          <article
            key={scheme.id}
            aria-label={scheme.schemeName}
            className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
          >
            <header className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold break-words">{scheme.schemeName}</h3>
                {scheme.department && <p className="text-sm text-gray-600">{scheme.department}</p>}
              </div>
              <span className="shrink-0 rounded-full bg-brand-50 px-2 py-1 text-sm font-semibold text-brand-800">
                {t('details.match', { score: scheme.fitmentScore })}
              </span>
            </header>
            {scheme.targetBeneficiaries && (
              <p className="text-sm text-gray-700">{t('details.for', { who: scheme.targetBeneficiaries })}</p>
            )}
            <div className="flex flex-col gap-1">
              <h4 className="text-sm font-semibold">{t('details.steps')}</h4>
              {scheme.applicationProcess.length ? (
                <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-700">
                  {scheme.applicationProcess.map((step, i) => (
                    <li key={i}>{step}</li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-gray-600">{t('details.noSteps')}</p>
              )}
            </div>
          </article>
        ))}
      </div>
    </section>
  );
};
