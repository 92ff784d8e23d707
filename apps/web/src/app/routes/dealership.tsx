import {
  formatAcres,
  formatCount,
  formatDate,
  formatRupeesShort,
  type DealershipCompany,
  type DealershipOffer,
} from '@sangam/domain';
import { Building2, CheckCircle2, ClipboardList, Handshake, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StatCard } from '@/components/ui/stat-card.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useApplyForDealership, useDealerships } from '@/features/dealership/api/dealership-api.ts';
import { ApplyModal } from '@/features/dealership/components/apply-modal.tsx';
import { CompanyCard } from '@/features/dealership/components/company-card.tsx';
import { documentNames } from '@/features/dealership/components/dealership-words.ts';
import { ApplicationStatusBadge } from '@/features/dealership/components/status-badge.tsx';
import { ApiError } from '@/lib/api-client.ts';

const chipClass =
  'min-h-10 shrink-0 rounded-full border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';

/**
 * Dealership opportunities (document 2, 2.17; Pro; decision 029): the three counters, search,
 * category chips and 'Show eligible only', the companies (eligible first, then by name) with each
 * category judged on the FPO's own figures, the application modal, and the FPO's applications.
 */
export const DealershipScreen = () => {
  const { t } = useTranslation('dealership');
  const toast = useToast();
  const overview = useDealerships();
  const apply = useApplyForDealership();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [eligibleOnly, setEligibleOnly] = useState(false);
  const [target, setTarget] = useState<{ company: DealershipCompany; offer: DealershipOffer } | null>(null);
  const data = overview.data;

  const shown = useMemo(() => {
    if (!data) return [];
    const words = search.trim().toLocaleLowerCase();
    return data.companies
      .map((company) => {
        const offers = company.offers.filter(
          (offer) =>
            (category === null || offer.categoryId === category) &&
            (!eligibleOnly || offer.eligibility.eligible),
        );
        const text = [company.name, company.description ?? '', ...company.offers.map((o) => o.categoryName)]
          .join(' ')
          .toLocaleLowerCase();
        return { company, offers, matches: words === '' || text.includes(words) };
      })
      .filter(({ offers, matches }) => matches && offers.length > 0);
  }, [data, search, category, eligibleOnly]);

  const submit = () => {
    if (!target) return;
    const { company, offer } = target;
    apply.mutate(offer.requirementId, {
      onSuccess: () => {
        setTarget(null);
        toast.show({
          type: 'success',
          title: t('toasts.submitted.title'),
          description: t('toasts.submitted.message', { company: company.name, category: offer.categoryName }),
        });
      },
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : '';
        toast.show({
          type: 'error',
          title: t('toasts.failed.title'),
          description: t(
            `toasts.failed.${code === 'already_applied' || code === 'not_eligible' ? code : 'message'}`,
          ),
        });
      },
    });
  };

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-gray-600">{t('subtitle')}</p>
      </header>

      {overview.isPending && <Spinner label={t('loading')} />}
      {overview.isError && !data && (
        <AlertBanner
          tone="error"
          title={t('loadError.title')}
          action={
            <Button variant="secondary" onClick={() => void overview.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        >
          {t('loadError.message')}
        </AlertBanner>
      )}

      {data && (
        <>
          <section aria-label={t('counters.label')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <StatCard
              label={t('counters.eligible')}
              value={formatCount(data.counts.eligible)}
              Icon={CheckCircle2}
            />
            <StatCard
              label={t('counters.applied')}
              value={formatCount(data.counts.applied)}
              Icon={ClipboardList}
              tone="blue"
            />
            <StatCard
              label={t('counters.total')}
              value={formatCount(data.counts.total)}
              Icon={Handshake}
              tone="violet"
            />
          </section>

          <section
            aria-labelledby="dealership-figures"
            className="rounded-xl border border-gray-200 bg-white p-4 text-sm"
          >
            <h2 id="dealership-figures" className="mb-2 font-semibold">
              {t('figures.title')}
            </h2>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-5">
              <div>
                <dt className="text-gray-600">{t('figures.farmers')}</dt>
                <dd className="font-medium">{formatCount(data.figures.farmers)}</dd>
              </div>
              <div>
                <dt className="text-gray-600">{t('figures.acres')}</dt>
                <dd className="font-medium">{formatAcres(data.figures.acres)}</dd>
              </div>
              <div>
                <dt className="text-gray-600">{t('figures.turnover')}</dt>
                <dd className="font-medium">
                  {formatRupeesShort(data.figures.turnover)}{' '}
                  <span className="text-xs font-normal text-gray-600">
                    ({t(`figures.source.${data.figures.turnoverSource}`)})
                  </span>
                </dd>
              </div>
              <div>
                <dt className="text-gray-600">{t('figures.documents')}</dt>
                <dd className="font-medium">
                  {data.figures.documents.length
                    ? data.figures.documents.map((d) => documentNames[d]).join(', ')
                    : t('figures.none')}
                </dd>
              </div>
              <div>
                <dt className="text-gray-600">{t('figures.state')}</dt>
                <dd className="font-medium">{data.figures.state ?? t('figures.unknown')}</dd>
              </div>
            </dl>
            {data.figures.turnoverSource === 'estimate' && (
              <p className="mt-2 text-xs text-gray-600">{t('figures.estimateNote')}</p>
            )}
          </section>

          {data.companies.length === 0 ? (
            <div className="rounded-xl border border-gray-200 bg-white">
              <EmptyState Icon={Building2} title={t('empty.title')}>
                <p className="text-sm text-gray-600">{t('empty.body')}</p>
              </EmptyState>
            </div>
          ) : (
            <>
              <div className="flex flex-col gap-3">
                <label className="relative block">
                  <span className="sr-only">{t('search.label')}</span>
                  <Search
                    aria-hidden
                    className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
                  />
                  <input
                    type="search"
                    value={search}
                    maxLength={100}
                    onChange={(event) => setSearch(event.target.value)}
                    placeholder={t('search.placeholder')}
                    className="min-h-11 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-9 text-base"
                  />
                </label>
                <div role="group" aria-label={t('categories')} className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    aria-pressed={category === null}
                    onClick={() => setCategory(null)}
                    className={chipClass}
                  >
                    {t('allCategories')}
                  </button>
                  {data.categories.map((c) => (
                    <button
                      key={c.id}
                      type="button"
                      aria-pressed={category === c.id}
                      onClick={() => setCategory(category === c.id ? null : c.id)}
                      className={chipClass}
                    >
                      {c.name}
                    </button>
                  ))}
                </div>
                <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
                  <input
                    type="checkbox"
                    checked={eligibleOnly}
                    onChange={(event) => setEligibleOnly(event.target.checked)}
                    className="size-5"
                  />
                  {t('eligibleOnly')}
                </label>
              </div>

              {shown.length === 0 ? (
                <div className="rounded-xl border border-gray-200 bg-white">
                  <EmptyState Icon={Search} title={t('noMatch')} />
                </div>
              ) : (
                <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                  {shown.map(({ company, offers }) => (
                    <CompanyCard
                      key={company.id}
                      company={company}
                      offers={offers}
                      onApply={(offer) => setTarget({ company, offer })}
                    />
                  ))}
                </div>
              )}
            </>
          )}

          <section aria-labelledby="dealership-applications" className="flex flex-col gap-3">
            <h2 id="dealership-applications" className="text-lg font-semibold">
              {t('applications.title')}
            </h2>
            {data.applications.length === 0 ? (
              <p className="text-sm text-gray-600">{t('applications.none')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {data.applications.map((application) => (
                  <li
                    key={application.id}
                    className="flex min-w-0 flex-col gap-1 rounded-lg border border-gray-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="font-medium break-words">
                        {application.companyName} - {application.categoryName}
                      </p>
                      <p className="text-xs text-gray-600">
                        {t('applications.appliedOn', { date: formatDate(application.appliedAt) })}
                      </p>
                      {application.reviewNote && (
                        <p className="text-sm break-words text-gray-700">{application.reviewNote}</p>
                      )}
                    </div>
                    <ApplicationStatusBadge status={application.status} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      <ApplyModal target={target} busy={apply.isPending} onClose={() => setTarget(null)} onSubmit={submit} />
    </div>
  );
};
