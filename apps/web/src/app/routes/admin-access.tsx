import { adminPages, type AccessRecord, type AdminAction, type AdminPage } from '@sangam/domain';
import { KeyRound, ShieldCheck, UserCheck, UserX } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StatCard } from '@/components/ui/stat-card.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useAccessOverview, useChangeAccess } from '@/features/admin/api/admin-api.ts';
import { AccessForm, type AccessFormValues } from '@/features/admin/components/access-form.tsx';
import { BackToDashboard } from '@/features/admin/components/admin-screen-header.tsx';
import { useFailureToast } from '@/features/admin/components/use-failure-toast.ts';
import { useMe } from '@/lib/session.ts';

const matches = (record: AccessRecord, search: string) => {
  const wanted = search.trim().toLowerCase();
  return (
    !wanted || [record.email, record.fullName, record.fpoName].some((v) => v?.toLowerCase().includes(wanted))
  );
};

/** Access Control Management (document 2, 2.5). */
export const AdminAccessScreen = () => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const confirm = useConfirm();
  const { data: me } = useMe();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const overview = useAccessOverview(deferred);
  const change = useChangeAccess();
  const [editing, setEditing] = useState<AccessRecord | 'new' | null>(null);

  const summary = me?.admin;
  const may = (page: AdminPage, action: AdminAction) => summary?.pages[page][action] ?? false;
  const canGrantSuperAdmin = Boolean(summary?.owner || summary?.superAdmin);
  const records = (overview.data?.records ?? []).filter((r) => matches(r, search));
  const all = overview.data?.records ?? [];

  const failed = useFailureToast();

  const save = (values: AccessFormValues) => {
    const grant = {
      isSuperAdmin: values.isSuperAdmin,
      pageAccess: values.pageAccess,
      notes: values.notes || null,
    };
    const isNew = editing === 'new';
    change.mutate(
      isNew
        ? { kind: 'grant', userId: values.userId, grant }
        : { kind: 'update', userId: values.userId, grant },
      {
        onSuccess: () => {
          toast.show({ type: 'success', title: isNew ? t('toasts.granted') : t('toasts.updated') });
          setEditing(null);
        },
        onError: failed(isNew ? t('toasts.grantFailed') : t('toasts.updateFailed')),
      },
    );
  };

  const revoke = async (record: AccessRecord) => {
    const confirmed = await confirm({
      type: 'danger',
      title: t('access.revokeTitle'),
      message: t('access.revokeMessage', { name: record.fullName ?? record.email }),
      confirmText: t('access.revoke'),
    });
    if (confirmed)
      change.mutate(
        { kind: 'revoke', userId: record.userId },
        {
          onSuccess: () => toast.show({ type: 'success', title: t('toasts.revoked') }),
          onError: failed(t('toasts.revokeFailed')),
        },
      );
  };

  const describe = (record: AccessRecord) =>
    record.isSuperAdmin
      ? t('access.superAdmin')
      : adminPages
          .filter(
            (page) =>
              record.pageAccess[page]?.view ||
              record.pageAccess[page]?.edit ||
              record.pageAccess[page]?.delete,
          )
          .map(
            (page) =>
              `${t(`pages.${page}`)} (${(['view', 'edit', 'delete'] as const)
                .filter((a) => record.pageAccess[page]?.[a])
                .map((a) => t(`access.actions.${a}`))
                .join(', ')})`,
          )
          .join('; ') || t('access.nothing');

  return (
    <div className="flex flex-col gap-5">
      <BackToDashboard />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('access.title')}</h1>
          <p className="text-sm text-gray-600">{t('access.subtitle')}</p>
        </div>
        {may('access', 'edit') && (
          <Button onClick={() => setEditing('new')}>
            <KeyRound aria-hidden className="size-4" />
            {t('access.grant')}
          </Button>
        )}
      </header>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard Icon={KeyRound} label={t('access.stats.total')} value={all.length} />
        <StatCard
          Icon={UserCheck}
          tone="blue"
          label={t('access.stats.active')}
          value={all.filter((r) => r.isActive).length}
        />
        <StatCard
          Icon={ShieldCheck}
          tone="violet"
          label={t('access.stats.superAdmins')}
          value={all.filter((r) => r.isSuperAdmin).length}
        />
        <StatCard
          Icon={UserX}
          tone="amber"
          label={t('access.stats.inactive')}
          value={all.filter((r) => !r.isActive).length}
        />
      </div>

      <label className="flex flex-col gap-1 text-sm font-medium">
        <span className="sr-only">{t('access.searchLabel')}</span>
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('access.searchPlaceholder')}
          maxLength={100}
          className="min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-base"
        />
      </label>

      {overview.isPending && <Spinner />}
      {overview.isError && (
        <AlertBanner
          tone="error"
          title={t('errors.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void overview.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {overview.data && records.length === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={KeyRound} title={search ? t('access.noneFound') : t('access.none')} />
        </div>
      )}
      {records.length > 0 && (
        <div className="relative w-0 min-w-full overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full min-w-[44rem] text-sm">
            <thead className="bg-gray-50 text-left text-gray-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('access.columns.user')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('access.columns.access')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('access.columns.status')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('access.columns.grantedBy')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">{t('access.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {records.map((record) => {
                const name = record.fullName ?? record.email;
                const own = record.userId === me?.user.id;
                // What the server would refuse is not offered: one's own grant, or one wider than one's own.
                const changeable =
                  !own &&
                  (!record.isSuperAdmin || canGrantSuperAdmin) &&
                  adminPages.every((page) =>
                    (['view', 'edit', 'delete'] as const).every(
                      (a) => !record.pageAccess[page]?.[a] || may(page, a),
                    ),
                  );
                return (
                  <tr key={record.userId} className="border-t border-gray-100 align-top">
                    <td className="px-3 py-2">
                      <span className="block font-medium">{name}</span>
                      <span className="block text-gray-600">{record.email}</span>
                      {record.fpoName && (
                        <span className="block text-xs text-gray-500">{record.fpoName}</span>
                      )}
                    </td>
                    <td className="px-3 py-2">{describe(record)}</td>
                    <td className="px-3 py-2">
                      {may('access', 'edit') && changeable ? (
                        <label className="inline-flex items-center gap-2">
                          <input
                            type="checkbox"
                            role="switch"
                            className="size-5 accent-brand-700"
                            checked={record.isActive}
                            aria-label={t('access.activeFor', { name })}
                            onChange={(event) =>
                              change.mutate(
                                { kind: 'active', userId: record.userId, isActive: event.target.checked },
                                {
                                  onSuccess: () =>
                                    toast.show({ type: 'success', title: t('toasts.statusUpdated') }),
                                  onError: failed(t('toasts.toggleFailed')),
                                },
                              )
                            }
                          />
                          {record.isActive ? t('access.active') : t('access.inactive')}
                        </label>
                      ) : record.isActive ? (
                        t('access.active')
                      ) : (
                        t('access.inactive')
                      )}
                    </td>
                    <td className="px-3 py-2 text-gray-600">{record.grantedByEmail ?? '—'}</td>
                    <td className="px-3 py-2">
                      <div className="flex justify-end gap-2">
                        {may('access', 'edit') && changeable && (
                          <Button
                            variant="secondary"
                            onClick={() => setEditing(record)}
                            aria-label={t('access.editFor', { name })}
                          >
                            {t('access.edit')}
                          </Button>
                        )}
                        {may('access', 'delete') && changeable && (
                          <Button
                            variant="danger"
                            onClick={() => void revoke(record)}
                            aria-label={t('access.revokeFor', { name })}
                          >
                            {t('access.revoke')}
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

      {editing && (
        <AccessForm
          record={editing === 'new' ? null : editing}
          candidates={overview.data?.candidates ?? []}
          search={search}
          onSearch={setSearch}
          grantable={may}
          canGrantSuperAdmin={canGrantSuperAdmin}
          busy={change.isPending}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
};
