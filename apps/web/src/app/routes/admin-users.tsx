import { formatDate, plans, type AdminUserRow, type Plan } from '@sangam/domain';
import { ArrowLeft, Info, Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { fetchDeletion, useAdminUsers, useChangeUser } from '@/features/admin/api/users-api.ts';
import { PageControl } from '@/features/admin/components/page-control.tsx';
import { TrialBadge } from '@/features/admin/components/trial-badge.tsx';
import { TrialDialog } from '@/features/admin/components/trial-dialog.tsx';
import { useFailureToast } from '@/features/admin/components/use-failure-toast.ts';
import { useMe } from '@/lib/session.ts';

/** Users and trials (document 2, 2.6), also at /admin/users and /admin/farmers. */
export const AdminUsersScreen = () => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const confirm = useConfirm();
  const { data: me } = useMe();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const users = useAdminUsers({ page, pageSize, search: deferred });
  const change = useChangeUser();
  const [adjusting, setAdjusting] = useState<AdminUserRow | null>(null);
  const may = me?.admin?.pages.users ?? { view: false, edit: false, delete: false };

  const failed = useFailureToast();

  const remove = async (row: AdminUserRow) => {
    let preview;
    try {
      preview = await fetchDeletion(row.userId);
    } catch (error) {
      return failed(t('toasts.deleteFailed'))(error);
    }
    const confirmed = await confirm({
      type: 'danger',
      title: t('users.delete.title'),
      message: (
        <span className="flex flex-col gap-2">
          <span>{t('users.delete.account', { email: preview.email })}</span>
          {preview.removesFpo ? (
            <span>
              {t('users.delete.withFpo', {
                fpo: preview.fpoName,
                farmers: preview.farmers,
                products: preview.products,
                inputs: preview.inputs,
                buyers: preview.buyers,
                files: preview.files,
              })}
            </span>
          ) : (
            preview.fpoName && <span>{t('users.delete.fpoStays', { fpo: preview.fpoName })}</span>
          )}
          <span className="font-medium">{t('users.delete.final')}</span>
        </span>
      ),
      confirmText: t('users.delete.confirm'),
    });
    if (confirmed)
      change.mutate(
        { kind: 'delete', userId: row.userId },
        {
          onSuccess: () => toast.show({ type: 'success', title: t('toasts.userDeleted') }),
          onError: failed(t('toasts.deleteFailed')),
        },
      );
  };

  const data = users.data;
  return (
    <div className="flex flex-col gap-5">
      <Link
        to="/admin"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('backToDashboard')}
      </Link>
      <header>
        <h1 className="text-2xl font-bold">{t('users.title')}</h1>
        <p className="text-sm text-gray-600">{t('users.subtitle')}</p>
      </header>

      <aside className="flex flex-col gap-1 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
        <h2 className="flex items-center gap-2 font-semibold">
          <Info aria-hidden className="size-4" />
          {t('users.guide.title')}
        </h2>
        <ul className="list-disc pl-5">
          <li>{t('users.guide.extend')}</li>
          <li>{t('users.guide.set')}</li>
          <li>{t('users.guide.expire')}</li>
        </ul>
      </aside>

      <label>
        <span className="sr-only">{t('users.searchLabel')}</span>
        <input
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          placeholder={t('users.searchPlaceholder')}
          className="min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base"
        />
      </label>

      {users.isPending && <Spinner />}
      {users.isError && (
        <AlertBanner
          tone="error"
          title={t('errors.usersLoadFailed')}
          action={
            <Button variant="secondary" onClick={() => void users.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {data && data.items.length === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={Users} title={t('users.none')} />
        </div>
      )}
      {data && data.items.length > 0 && (
        <div className="relative w-0 min-w-full overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full min-w-[56rem] text-sm">
            <thead className="bg-gray-50 text-left text-gray-600">
              <tr>
                {(['user', 'fpo', 'plan', 'trial', 'joined', 'lastSignIn'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-medium">
                    {t(`users.columns.${column}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('users.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((row) => {
                const you = row.userId === me?.user.id;
                const name = row.fullName ?? row.email;
                return (
                  <tr
                    key={row.userId}
                    className={`border-t border-gray-100 align-top ${you ? 'bg-brand-50' : ''}`}
                  >
                    <td className="px-3 py-2">
                      <span className="flex items-center gap-2 font-medium">
                        <Link
                          to={`/admin/users/${encodeURIComponent(row.userId)}`}
                          className="text-brand-800 hover:underline"
                        >
                          {name}
                        </Link>
                        {you && (
                          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                            {t('users.you')}
                          </span>
                        )}
                      </span>
                      <span className="block text-gray-600">{row.email}</span>
                      {!row.emailVerified && (
                        <span className="block text-xs text-amber-700">{t('users.unconfirmed')}</span>
                      )}
                    </td>
                    <td className="px-3 py-2">{row.fpoName ?? '—'}</td>
                    <td className="px-3 py-2">
                      {row.fpoId && row.plan && may.edit ? (
                        <select
                          aria-label={t('users.planFor', { name })}
                          value={row.plan}
                          onChange={(event) =>
                            change.mutate(
                              { kind: 'plan', fpoId: row.fpoId as string, plan: event.target.value as Plan },
                              {
                                onSuccess: () =>
                                  toast.show({ type: 'success', title: t('toasts.planUpdated') }),
                                onError: failed(t('toasts.updateFailed')),
                              },
                            )
                          }
                          className="min-h-9 rounded-lg border border-gray-300 bg-white px-2"
                        >
                          {plans.map((plan) => (
                            <option key={plan} value={plan}>
                              {t(`users.plans.${plan}`)}
                            </option>
                          ))}
                        </select>
                      ) : row.plan ? (
                        t(`users.plans.${row.plan}`)
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="px-3 py-2">
                      {row.trial ? <TrialBadge trial={row.trial} custom={row.customTrial} /> : '—'}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDate(row.createdAt)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {row.lastSignInAt ? formatDate(row.lastSignInAt) : t('users.never')}
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex justify-end gap-2">
                        {may.edit && row.fpoId && (
                          <Button
                            variant="secondary"
                            onClick={() => setAdjusting(row)}
                            aria-label={t('users.trialFor', { name })}
                          >
                            {t('users.trialButton')}
                          </Button>
                        )}
                        {may.delete && !you && (
                          <Button
                            variant="danger"
                            onClick={() => void remove(row)}
                            aria-label={t('users.deleteFor', { name })}
                          >
                            {t('users.delete.button')}
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
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

      {adjusting && (
        <TrialDialog
          who={`${adjusting.fullName ?? adjusting.email} · ${adjusting.fpoName ?? ''}`}
          busy={change.isPending}
          onClose={() => setAdjusting(null)}
          onSubmit={(adjustment) =>
            change.mutate(
              { kind: 'trial', userId: adjusting.userId, adjustment },
              {
                onSuccess: () => {
                  toast.show({
                    type: 'success',
                    title: t('toasts.trialUpdated'),
                    description: t(`toasts.trial_${adjustment.action}`),
                  });
                  setAdjusting(null);
                },
                onError: failed(t('toasts.trialFailed')),
              },
            )
          }
        />
      )}
    </div>
  );
};
