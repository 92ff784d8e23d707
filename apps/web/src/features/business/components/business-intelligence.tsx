import {
  formatAcres,
  formatCount,
  formatRupees,
  type BusinessOpportunities,
  type BusinessRow,
} from '@sangam/domain';
import { Sprout } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { SectionState, type SectionQuery } from './section-state.tsx';

type Business = Pick<BusinessOpportunities, 'rows' | 'totals'>;

/** The opportunity as the field team wrote it, when it says more than the amount ("per season"). */
const saysMore = (row: BusinessRow) => {
  if (!row.opportunity) return false;
  const bare = row.opportunity.replace(/₹|rs\.?|inr|[\s,]/gi, '').replace(/\.0+$/, '');
  return bare !== String(row.rupees);
};

const Opportunity = ({ row }: { row: BusinessRow }) => {
  const { t } = useTranslation('business');
  if (!row.rupees && !row.opportunity) return <span className="text-gray-500">{t('notRecorded')}</span>;
  return (
    <span className="flex flex-col">
      {row.rupees > 0 && <span className="font-medium">{formatRupees(row.rupees)}</span>}
      {saysMore(row) && <span className="text-xs text-gray-600">{row.opportunity}</span>}
    </span>
  );
};

const useCells = () => {
  const { t } = useTranslation('business');
  const text = (value: string | null) => value ?? <span className="text-gray-500">{t('notRecorded')}</span>;
  const area = (acres: number | null) =>
    acres === null ? (
      <span className="text-gray-500">{t('notRecorded')}</span>
    ) : (
      t('acres', { count: acres, value: formatAcres(acres) })
    );
  return { text, area };
};

const columns = ['crop', 'area', 'farmers', 'issue', 'input', 'opportunity'] as const;

/** Findings as cards on a phone, a table from the md breakpoint, each with the totals. */
const BusinessRows = ({ business }: { business: Business }) => {
  const { t } = useTranslation('business');
  const { text, area } = useCells();
  const { rows, totals } = business;
  return (
    <>
      {totals.rows > rows.length && (
        <p className="text-sm text-gray-600">
          {t('intelligence.shownOf', { shown: formatCount(rows.length), total: formatCount(totals.rows) })}
        </p>
      )}
      <div className="flex flex-col gap-3 md:hidden">
        <dl className="grid grid-cols-2 gap-2 rounded-lg bg-brand-50 p-3 text-sm">
          <dt className="text-gray-600">{t('intelligence.totals.rupees')}</dt>
          <dd className="text-right font-semibold">{formatRupees(totals.rupees)}</dd>
          <dt className="text-gray-600">{t('intelligence.totals.farmers')}</dt>
          <dd className="text-right">{formatCount(totals.farmersAffected)}</dd>
          <dt className="text-gray-600">{t('intelligence.totals.acres')}</dt>
          <dd className="text-right">{formatAcres(totals.acres)}</dd>
        </dl>
        <ul className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold break-words">{row.crop}</h3>
                <span className="text-right">
                  <Opportunity row={row} />
                </span>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-gray-600">{t('intelligence.columns.issue')}</dt>
                <dd className="break-words">{text(row.issue)}</dd>
                <dt className="text-gray-600">{t('intelligence.columns.input')}</dt>
                <dd className="break-words">{text(row.suggestedInput)}</dd>
                <dt className="text-gray-600">{t('intelligence.columns.area')}</dt>
                <dd>{area(row.estimatedArea)}</dd>
                <dt className="text-gray-600">{t('intelligence.columns.farmers')}</dt>
                <dd>{formatCount(row.farmersAffected)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </div>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-3 py-2 font-medium ${column === 'area' || column === 'farmers' ? 'text-right' : ''}`}
                >
                  {t(`intelligence.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((row) => (
              <tr key={row.id} className="align-top">
                <th scope="row" className="px-3 py-2 font-medium">
                  {row.crop}
                </th>
                <td className="px-3 py-2 text-right whitespace-nowrap">{area(row.estimatedArea)}</td>
                <td className="px-3 py-2 text-right">{formatCount(row.farmersAffected)}</td>
                <td className="px-3 py-2">{text(row.issue)}</td>
                <td className="px-3 py-2">{text(row.suggestedInput)}</td>
                <td className="px-3 py-2">
                  <Opportunity row={row} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-gray-200 font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2">
                {t('intelligence.totals.label', { count: totals.rows, rows: formatCount(totals.rows) })}
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {t('acres', { count: totals.acres, value: formatAcres(totals.acres) })}
              </td>
              <td className="px-3 py-2 text-right">{formatCount(totals.farmersAffected)}</td>
              <td className="px-3 py-2" />
              <td className="px-3 py-2" />
              <td className="px-3 py-2">{formatRupees(totals.rupees)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
};

/**
 * The business-intelligence part of /business (document 2): what field teams found in the FPO's
 * crops, the input that answers each issue and the business it stands for, with totals.
 */
export const BusinessIntelligence = ({ query }: { query: SectionQuery<Business> }) => {
  const { t } = useTranslation('business');
  return (
    <section
      aria-labelledby="business-intelligence"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4"
    >
      <div>
        <h2 id="business-intelligence" className="text-lg font-semibold">
          {t('intelligence.title')}
        </h2>
        <p className="text-sm text-gray-600">{t('intelligence.explain')}</p>
      </div>
      <SectionState query={query} failed={t('intelligence.loadFailed')}>
        {(business) =>
          business.rows.length ? (
            <BusinessRows business={business} />
          ) : (
            <EmptyState Icon={Sprout} title={t('intelligence.emptyTitle')}>
              <p className="max-w-md text-sm text-gray-600">{t('intelligence.emptyBody')}</p>
            </EmptyState>
          )
        }
      </SectionState>
    </section>
  );
};
