import { formatCount, formatDividendRate, formatDividendRupees } from '@sangam/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { MEMBERS_PAGE, pageOf, pagesOf } from './members-page.ts';
import { downloadMemberDividends, useMemberDividends, type DividendFigures } from '../api/members-api.ts';

/**
 * Each member's dividend for the figures the calculator ran on, computed by the server from the
 * register (they add up to the pool to the paisa, decision 031), and the list as a CSV download.
 */
export const MemberDividendList = ({ figures }: { figures: DividendFigures }) => {
  const { t } = useTranslation('dividends');
  const toast = useToast();
  const run = useMemberDividends(figures);
  const [downloading, setDownloading] = useState(false);
  const [page, setPage] = useState(1);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMemberDividends(figures);
    } catch {
      toast.show({ type: 'error', title: t('perMember.downloadFailed') });
    } finally {
      setDownloading(false);
    }
  };

  const data = run.data;
  return (
    <section
      aria-labelledby="member-dividends"
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="member-dividends" className="text-lg font-semibold">
          {t('perMember.heading')}
        </h2>
        {data?.result && (
          <Button variant="secondary" onClick={() => void download()} busy={downloading}>
            <Download aria-hidden className="size-4" />
            {t('perMember.download')}
          </Button>
        )}
      </div>
      {run.isPending && <Spinner label={t('perMember.loading')} />}
      {run.isError && (
        <AlertBanner
          tone="error"
          title={t('perMember.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void run.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {data && !data.result && data.reason && (
        <AlertBanner tone="warning" title={t(`refusals.${data.reason}`)} />
      )}
      {data?.result && (
        <>
          <p className="text-sm text-gray-600">
            {t('perMember.summary', {
              members: formatCount(data.totals.members),
              capital: formatDividendRupees(data.totals.paidUpCapital),
              rate: formatDividendRate(data.result.ratePercent),
            })}
          </p>
          <ul aria-label={t('perMember.heading')} className="divide-y divide-gray-100">
            {pageOf(data.items, page).map((member) => (
              <li
                key={member.id}
                aria-label={member.farmerName}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2"
              >
                <span className="min-w-0">
                  <span className="block font-medium break-words">{member.farmerName}</span>
                  <span className="block text-xs text-gray-600">
                    {t('perMember.holding', {
                      shares: formatCount(member.shares),
                      capital: formatDividendRupees(member.paidUpCapital),
                    })}
                  </span>
                </span>
                <span className="font-semibold text-green-800">{formatDividendRupees(member.dividend)}</span>
              </li>
            ))}
          </ul>
          {data.items.length > MEMBERS_PAGE && (
            <Pagination
              page={Math.min(page, pagesOf(data.items))}
              pageSize={MEMBERS_PAGE}
              total={data.items.length}
              onPage={setPage}
            />
          )}
          <p className="flex justify-between gap-3 border-t border-gray-200 pt-2 font-semibold">
            <span>{t('perMember.total')}</span>
            <span>{formatDividendRupees(data.totals.dividends)}</span>
          </p>
        </>
      )}
    </section>
  );
};
