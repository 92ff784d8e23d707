import type { AdminUserRow } from '@sangam/domain';
import { Info, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { fetchDeletion, useAdminUsers, useChangeUser } from '@/features/admin/api/users-api.ts';
import { AdminList, useAdminList } from '@/features/admin/components/admin-list.tsx';
import { AdminScreenHeader } from '@/features/admin/components/admin-screen-header.tsx';
import { TrialDialog } from '@/features/admin/components/trial-dialog.tsx';
import { useFailureToast } from '@/features/admin/components/use-failure-toast.ts';
import { UsersTable } from '@/features/admin/components/users-table.tsx';
import { useMe } from '@/lib/session.ts';

/** Users and trials (document 2, 2.6), also at /admin/users and /admin/farmers. */
export const AdminUsersScreen = () => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const confirm = useConfirm();
  const { data: me } = useMe();
  const list = useAdminList();
  const users = useAdminUsers(list.query);
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

  return (
    <div className="flex flex-col gap-5">
      <AdminScreenHeader title={t('users.title')} subtitle={t('users.subtitle')} />

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

      <AdminList
        query={users}
        list={list}
        search={{ label: t('users.searchLabel'), placeholder: t('users.searchPlaceholder') }}
        failed={{ title: t('errors.usersLoadFailed') }}
        empty={{ Icon: Users, none: t('users.none') }}
      >
        {(items) => (
          <UsersTable
            rows={items}
            meId={me?.user.id}
            may={may}
            onPlan={(fpoId, plan) =>
              change.mutate(
                { kind: 'plan', fpoId, plan },
                {
                  onSuccess: () => toast.show({ type: 'success', title: t('toasts.planUpdated') }),
                  onError: failed(t('toasts.updateFailed')),
                },
              )
            }
            onTrial={setAdjusting}
            onDelete={(row) => void remove(row)}
          />
        )}
      </AdminList>

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
