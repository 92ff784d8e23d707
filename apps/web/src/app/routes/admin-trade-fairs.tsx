import {
  formatCount,
  formatDate,
  formatRupees,
  tradeFairRegistrationFilters,
  type AdminTradeFair,
  type AdminTradeFairRegistration,
  type TradeFairRegistrationFilter,
} from '@sangam/domain';
import { Plus, Tent, Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import {
  useAdminTradeFairs,
  useSetRegistrationStatus,
  useSetTradeFairActive,
  useTradeFairRegistrations,
} from '@/features/admin/api/trade-fairs-api.ts';
import { AdminScreenHeader } from '@/features/admin/components/admin-screen-header.tsx';
import { PageControl } from '@/features/admin/components/page-control.tsx';
import { TradeFairForm } from '@/features/admin/components/trade-fair-form.tsx';
import { useFailureToast } from '@/features/admin/components/use-failure-toast.ts';
import { useMe } from '@/lib/session.ts';

const day = (date: string) => formatDate(`${date}T00:00:00+05:30`);
const statusTone = {
  pending: 'bg-amber-50 text-amber-800',
  confirmed: 'bg-green-50 text-green-800',
  cancelled: 'bg-red-50 text-red-700',
} as const;

/**
 * Trade fairs in the back office (decision 030): the catalogue FPOs see, added and edited here and
 * shown or hidden; and the registrations, for one fair or all, to confirm or cancel.
 */
export const AdminTradeFairsScreen = () => {
  const { t } = useTranslation('admin');
  const { data: me } = useMe();
  const may = me?.admin?.pages.trade_fairs ?? { view: false, edit: false, delete: false };
  const fairs = useAdminTradeFairs();
  const [editing, setEditing] = useState<AdminTradeFair | 'new' | null>(null);
  const [fairFilter, setFairFilter] = useState<string | null>(null);

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <AdminScreenHeader title={t('tradeFairs.title')} subtitle={t('tradeFairs.subtitle')} />

      <section aria-labelledby="fairs-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="fairs-heading" className="text-lg font-semibold">
            {t('tradeFairs.fairsHeading')}
          </h2>
          {may.edit && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden className="size-4" />
              {t('tradeFairs.add')}
            </Button>
          )}
        </div>
        {fairs.isError && !fairs.data && (
          <AlertBanner
            tone="error"
            title={t('tradeFairs.loadFailed')}
            action={
              <Button variant="secondary" onClick={() => void fairs.refetch()}>
                {t('common:tryAgain')}
              </Button>
            }
          />
        )}
        {fairs.isPending && <Spinner />}
        {fairs.data?.items.length === 0 && (
          <div className="rounded-xl border border-gray-200 bg-white">
            <EmptyState Icon={Tent} title={t('tradeFairs.none')} />
          </div>
        )}
        <ul className="grid gap-3 lg:grid-cols-2">
          {fairs.data?.items.map((fair) => (
            <FairCard
              key={fair.id}
              fair={fair}
              mayEdit={may.edit}
              onEdit={() => setEditing(fair)}
              onShowRegistrations={() => setFairFilter(fair.id)}
            />
          ))}
        </ul>
      </section>

      <Registrations
        fairs={fairs.data?.items ?? []}
        fairId={fairFilter}
        onFair={setFairFilter}
        mayEdit={may.edit}
      />

      {editing && (
        <TradeFairForm
          key={editing === 'new' ? 'new' : editing.id}
          open
          fair={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
};

const FairCard = ({
  fair,
  mayEdit,
  onEdit,
  onShowRegistrations,
}: {
  fair: AdminTradeFair;
  mayEdit: boolean;
  onEdit: () => void;
  onShowRegistrations: () => void;
}) => {
  const { t } = useTranslation('admin');
  const setActive = useSetTradeFairActive();
  const failed = useFailureToast();
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">{fair.name}</h3>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${fair.isActive ? 'bg-green-50 text-green-800' : 'bg-gray-100 text-gray-700'}`}
        >
          {fair.isActive ? t('tradeFairs.shown') : t('tradeFairs.hidden')}
        </span>
      </div>
      <p className="text-sm text-gray-700">
        {t('tradeFairs.when', {
          start: day(fair.startDate),
          end: day(fair.endDate),
          deadline: day(fair.registrationDeadline),
        })}
      </p>
      <p className="text-sm break-words text-gray-700">
        {fair.city}, {fair.state} ·{' '}
        {fair.participationCost > 0 ? formatRupees(fair.participationCost) : t('tradeFairs.free')}
        {fair.categories.length > 0 && ` · ${fair.categories.join(', ')}`}
      </p>
      <p className="text-sm text-gray-600">
        {t('tradeFairs.counts', {
          pending: formatCount(fair.registrations.pending),
          confirmed: formatCount(fair.registrations.confirmed),
          cancelled: formatCount(fair.registrations.cancelled),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onShowRegistrations}>
          {t('tradeFairs.showRegistrations')}
        </Button>
        {mayEdit && (
          <>
            <Button
              variant="secondary"
              onClick={onEdit}
              aria-label={t('tradeFairs.editFair', { name: fair.name })}
            >
              {t('tradeFairs.edit')}
            </Button>
            <Button
              variant="secondary"
              busy={setActive.isPending}
              onClick={() =>
                setActive.mutate(
                  { fair, isActive: !fair.isActive },
                  { onError: failed(t('tradeFairs.toasts.toggleFailed')) },
                )
              }
            >
              {fair.isActive ? t('tradeFairs.deactivate') : t('tradeFairs.activate')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
};

const Registrations = ({
  fairs,
  fairId,
  onFair,
  mayEdit,
}: {
  fairs: AdminTradeFair[];
  fairId: string | null;
  onFair: (id: string | null) => void;
  mayEdit: boolean;
}) => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const confirm = useConfirm();
  const failed = useFailureToast();
  const [status, setStatus] = useState<TradeFairRegistrationFilter>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const registrations = useTradeFairRegistrations({ tradeFairId: fairId, status, page, pageSize });
  const change = useSetRegistrationStatus();
  const data = registrations.data;

  const decide = async (registration: AdminTradeFairRegistration, next: 'confirmed' | 'cancelled') => {
    if (next === 'cancelled') {
      const sure = await confirm({
        type: 'danger',
        title: t('tradeFairs.registrations.cancelDialog.title'),
        message: t('tradeFairs.registrations.cancelDialog.message', {
          fpo: registration.fpoName,
          fair: registration.fairName,
        }),
        confirmText: t('tradeFairs.registrations.cancelDialog.confirm'),
      });
      if (!sure) return;
    }
    change.mutate(
      { registration, status: next },
      {
        onSuccess: () =>
          toast.show({
            type: 'success',
            title: t('tradeFairs.toasts.statusUpdated.title'),
            description: t('tradeFairs.toasts.statusUpdated.message', {
              fpo: registration.fpoName,
              status: t(`tradeFairs.registrations.status.${next}`),
            }),
          }),
        onError: failed(t('tradeFairs.toasts.updateFailed')),
      },
    );
  };

  return (
    <section aria-labelledby="registrations-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="registrations-heading" className="text-lg font-semibold">
        {t('tradeFairs.registrations.heading')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <label className="flex min-w-0 flex-col gap-1 text-sm sm:w-72">
          <span className="font-medium text-gray-800">{t('tradeFairs.registrations.fairFilter')}</span>
          <select
            className={inputClass}
            value={fairId ?? ''}
            onChange={(event) => {
              onFair(event.target.value || null);
              setPage(1);
            }}
          >
            <option value="">{t('tradeFairs.registrations.allFairs')}</option>
            {fairs.map((fair) => (
              <option key={fair.id} value={fair.id}>
                {fair.name}
              </option>
            ))}
          </select>
        </label>
        <div
          role="group"
          aria-label={t('tradeFairs.registrations.statusFilter')}
          className="flex flex-wrap gap-2 sm:self-end"
        >
          {tradeFairRegistrationFilters.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={status === filter}
              onClick={() => {
                setStatus(filter);
                setPage(1);
              }}
              className="min-h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {t(`tradeFairs.registrations.filters.${filter}`)}
              {data && filter !== 'all' && ` (${formatCount(data.counts[filter])})`}
            </button>
          ))}
        </div>
      </div>

      {registrations.isError && !data && (
        <AlertBanner tone="error" title={t('tradeFairs.registrations.loadFailed')} />
      )}
      {registrations.isPending && <Spinner />}
      {data?.items.length === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState
            Icon={Ticket}
            title={
              status === 'all'
                ? t('tradeFairs.registrations.none')
                : t('tradeFairs.registrations.noneFiltered')
            }
          />
        </div>
      )}
      <ul className="flex flex-col gap-3" aria-busy={registrations.isPlaceholderData}>
        {data?.items.map((registration) => (
          <li
            key={registration.id}
            aria-label={t('tradeFairs.registrations.itemLabel', {
              fpo: registration.fpoName,
              fair: registration.fairName,
            })}
            className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold break-words">{registration.fpoName}</p>
                <p className="text-sm break-words text-gray-600">
                  {registration.fairName} · {day(registration.fairStartDate)}
                </p>
              </div>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusTone[registration.status]}`}
              >
                {t(`tradeFairs.registrations.status.${registration.status}`)}
              </span>
            </div>
            <p className="text-sm break-words">
              <span className="font-medium">{t('tradeFairs.registrations.products')}: </span>
              {registration.productsToDisplay.join(', ')}
            </p>
            {registration.boothRequirements && (
              <p className="text-sm break-words whitespace-pre-line">
                <span className="font-medium">{t('tradeFairs.registrations.booth')}: </span>
                {registration.boothRequirements}
              </p>
            )}
            <p className="text-xs break-words text-gray-500">
              {t('tradeFairs.registrations.registeredBy', {
                email: registration.registeredByEmail ?? '—',
                date: formatDate(registration.registeredAt),
              })}
            </p>
            {mayEdit && (
              <div className="flex flex-wrap gap-2">
                {registration.status !== 'confirmed' && (
                  <Button
                    busy={change.isPending && change.variables?.registration.id === registration.id}
                    onClick={() => void decide(registration, 'confirmed')}
                    aria-label={t('tradeFairs.registrations.confirmFor', { fpo: registration.fpoName })}
                  >
                    {t('tradeFairs.registrations.confirm')}
                  </Button>
                )}
                {registration.status !== 'cancelled' && (
                  <Button
                    variant="secondary"
                    onClick={() => void decide(registration, 'cancelled')}
                    aria-label={t('tradeFairs.registrations.cancelFor', { fpo: registration.fpoName })}
                  >
                    {t('tradeFairs.registrations.cancel')}
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {data && (
        <PageControl
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </section>
  );
};
