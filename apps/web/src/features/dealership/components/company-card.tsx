import type { DealershipCompany, DealershipOffer } from '@sangam/domain';
import { CheckCircle2, ExternalLink, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { unmetMessage } from './dealership-words.ts';
import { OfferTerms } from './offer-terms.tsx';
import { ApplicationStatusBadge } from './status-badge.tsx';

/**
 * A company with each category it appoints dealers in (document 2, 2.17): eligible or not, with the
 * spec's message for every requirement not met; an applied category shows its status instead of
 * the button, and the button shows only where the FPO is eligible.
 */
export const CompanyCard = ({
  company,
  offers,
  onApply,
}: {
  company: DealershipCompany;
  offers: DealershipOffer[];
  onApply: (offer: DealershipOffer) => void;
}) => {
  const { t } = useTranslation('dealership');
  return (
    <article
      aria-label={company.name}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <header className="flex min-w-0 flex-col gap-1">
        <h2 className="text-lg font-semibold break-words">{company.name}</h2>
        {company.description && <p className="text-sm break-words text-gray-600">{company.description}</p>}
        {company.website && (
          <a
            href={company.website}
            target="_blank"
            rel="noreferrer noopener"
            className="inline-flex min-h-10 items-center gap-1 self-start text-sm font-medium break-all text-brand-700 hover:underline"
          >
            <ExternalLink aria-hidden className="size-4 shrink-0" />
            {t('website')}
          </a>
        )}
      </header>
      <ul className="flex flex-col gap-3">
        {offers.map((offer) => {
          const { eligible, unmet } = offer.eligibility;
          return (
            <li
              key={offer.requirementId}
              aria-label={`${company.name} - ${offer.categoryName}`}
              className="flex min-w-0 flex-col gap-2 rounded-lg border border-gray-100 bg-gray-50 p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium break-words">{offer.categoryName}</h3>
                <span
                  className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${eligible ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700'}`}
                >
                  {eligible ? (
                    <CheckCircle2 aria-hidden className="size-3.5" />
                  ) : (
                    <XCircle aria-hidden className="size-3.5" />
                  )}
                  {eligible ? t('eligible') : t('notEligible')}
                </span>
              </div>
              <OfferTerms offer={offer} />
              {unmet.length > 0 && (
                <ul aria-label={t('unmetLabel')} className="flex flex-col gap-0.5 text-sm text-red-700">
                  {unmet.map((item) => (
                    <li key={item.kind}>{unmetMessage(t, item)}</li>
                  ))}
                </ul>
              )}
              <div>
                {offer.application ? (
                  <ApplicationStatusBadge status={offer.application.status} />
                ) : (
                  eligible && <Button onClick={() => onApply(offer)}>{t('apply')}</Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </article>
  );
};
