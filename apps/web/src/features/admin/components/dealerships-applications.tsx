import {
  dealershipApplicationFilters,
  dealershipReviewStatuses,
  formatAcres,
  formatCount,
  formatDate,
  formatRupeesShort,
  type AdminDealershipApplication,
  type DealershipApplicationFilter,
  type DealershipReviewStatus,
} from '@sangam/domain';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useAdminDealershipApplications, useMoveApplication } from '../api/dealerships-api.ts';
import { PageControl } from './page-control.tsx';
import { useDealershipFailure } from './dealerships-failure.ts';

export const applicationTone = {
  pending: 'bg-amber-100 text-amber-800',
  under_review: 'bg-sky-100 text-sky-800',
  approved: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-700',
} as const;

const filterClass =
  'min-h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';

/**
 * The applications FPOs sent (document 2, 4): newest first by status, each with the FPO's figures
 * as they stood, moved to under review, approved or rejected with an optional note to the FPO,
 * which is told in the app and by email.
 */
export const DealershipApplications = ({ mayEdit }: { mayEdit: boolean }) => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const failed = useDealershipFailure();
  const [status, setStatus] = useState<DealershipApplicationFilter>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const applications = useAdminDealershipApplications({ status, page, pageSize });
  const move = useMoveApplication();
  const [moving, setMoving] = useState<{
    application: AdminDealershipApplication;
    to: DealershipReviewStatus;
  } | null>(null);
  const [note, setNote] = useState('');
  const data = applications.data;

  const confirmMove = () => {
    if (!moving) return;
    const { application, to } = moving;
    move.mutate(
      { applicationId: application.id, status: to, note },
      {
        onSuccess: () => {
          setMoving(null);
          setNote('');
          toast.show({
            type: 'success',
            title: t('dealerships.applications.moved.title'),
            description: t('dealerships.applications.moved.message', {
              fpo: application.fpoName,
              status: t(`dealerships.status.${to}`),
            }),
          });
        },
        onError: failed(t('toasts.updateFailed')),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        role="group"
        aria-label={t('dealerships.applications.filterLabel')}
        className="flex flex-wrap gap-2"
      >
        {dealershipApplicationFilters.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={status === filter}
            onClick={() => {
              setStatus(filter);
              setPage(1);
            }}
            className={filterClass}
          >
            {filter === 'all' ? t('dealerships.applications.all') : t(`dealerships.status.${filter}`)}
            {data && filter !== 'all' ? ` (${formatCount(data.counts[filter])})` : ''}
          </button>
        ))}
      </div>
      {applications.isPending && <Spinner />}
      {applications.isError && (
        <AlertBanner
          tone="error"
          title={t('dealerships.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void applications.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {data && data.items.length === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={ClipboardList} title={t('dealerships.applications.none')} />
        </div>
      )}
      {data && data.items.length > 0 && (
        <ul className="flex flex-col gap-3">
          {data.items.map((application) => (
            <li
              key={application.id}
              aria-label={`${application.fpoName}: ${application.companyName} - ${application.categoryName}`}
              className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{application.fpoName}</p>
                  <p className="text-sm break-words text-gray-700">
                    {application.companyName} - {application.categoryName}
                  </p>
                  <p className="text-xs text-gray-600">
                    {t('dealerships.applications.appliedOn', { date: formatDate(application.appliedAt) })}
                  </p>
                </div>
                <span
                  className={`rounded-full px-2.5 py-1 text-xs font-semibold ${applicationTone[application.status]}`}
                >
                  {t(`dealerships.status.${application.status}`)}
                </span>
              </div>
              {application.figures && (
                <p className="text-sm text-gray-700">
                  {t('dealerships.applications.figures', {
                    farmers: formatCount(application.figures.farmers),
                    acres: formatAcres(application.figures.acres),
                    turnover: formatRupeesShort(application.figures.turnover),
                    source: t(`dealerships.turnoverSource.${application.figures.turnoverSource}`),
                    state: application.figures.state ?? '-',
                  })}
                </p>
              )}
              {application.reviewNote && (
                <p className="text-sm break-words text-gray-600">
                  {t('dealerships.applications.note', { note: application.reviewNote })}
                </p>
              )}
              {mayEdit && (
                <div className="flex flex-wrap gap-2">
                  {dealershipReviewStatuses
                    .filter((to) => to !== application.status)
                    .map((to) => (
                      <Button
                        key={to}
                        variant={to === 'rejected' ? 'danger' : to === 'approved' ? 'primary' : 'secondary'}
                        onClick={() => {
                          setNote('');
                          setMoving({ application, to });
                        }}
                      >
                        {t(`dealerships.applications.moveTo.${to}`)}
                      </Button>
                    ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && (
        <PageControl
          page={page}
          pageSize={pageSize}
          total={data.total}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}

      <Modal
        open={moving !== null}
        onClose={() => setMoving(null)}
        dismissible={!move.isPending}
        title={moving ? t(`dealerships.applications.moveTo.${moving.to}`) : ''}
        description={
          moving
            ? `${moving.application.fpoName}: ${moving.application.companyName} - ${moving.application.categoryName}`
            : undefined
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setMoving(null)} disabled={move.isPending}>
              {t('dealerships.cancel')}
            </Button>
            <Button busy={move.isPending} onClick={confirmMove}>
              {t('dealerships.applications.confirm')}
            </Button>
          </>
        }
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('dealerships.applications.noteLabel')}
          <textarea
            value={note}
            maxLength={1000}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            className={inputClass}
          />
          <span className="text-xs font-normal text-gray-600">{t('dealerships.applications.noteHint')}</span>
        </label>
      </Modal>
    </div>
  );
};
