import { formatCount, formatDate, formatDividendRupees, type Member } from '@sangam/domain';
import { Pencil, Trash2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useDeleteMember, useMemberRegister } from '../api/members-api.ts';
import { MemberForm } from './member-form.tsx';
import { MEMBERS_PAGE, pageOf, pagesOf } from './members-page.ts';

type Editing = { mode: 'add' } | { mode: 'edit'; member: Member } | null;

/**
 * The member register (issue 19): the FPO's farmers who hold shares, with their shares, paid-up
 * capital and joining date, and the totals the calculator can use. Cards, so a phone never
 * scrolls sideways.
 */
export const MemberRegister = () => {
  const { t } = useTranslation('dividends');
  const register = useMemberRegister();
  const remove = useDeleteMember();
  const confirm = useConfirm();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [page, setPage] = useState(1);

  const removeMember = async (member: Member) => {
    const confirmed = await confirm({
      type: 'danger',
      title: t('register.removeTitle'),
      message: t('register.removeMessage', { name: member.farmerName }),
      confirmText: t('register.removeConfirm'),
      cancelText: t('register.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(member.id);
      toast.show({ type: 'success', title: t('register.removed', { name: member.farmerName }) });
    } catch {
      toast.show({ type: 'error', title: t('register.removeFailed') });
    }
  };

  const data = register.data;
  return (
    <section
      aria-labelledby="member-register"
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 id="member-register" className="text-lg font-semibold">
            {t('register.heading')}
          </h2>
          <p className="text-sm text-gray-600">{t('register.subtitle')}</p>
        </div>
        <Button onClick={() => setEditing({ mode: 'add' })}>
          <UserPlus aria-hidden className="size-4" />
          {t('register.add')}
        </Button>
      </div>

      {register.isPending && <Spinner label={t('register.loading')} />}
      {register.isError && (
        <AlertBanner
          tone="error"
          title={t('register.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void register.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {data && (
        <dl className="grid grid-cols-3 gap-2 text-center">
          {(
            [
              ['members', formatCount(data.totals.members)],
              ['shares', formatCount(data.totals.shares)],
              ['capital', formatDividendRupees(data.totals.paidUpCapital)],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="min-w-0 rounded-lg bg-gray-50 p-2">
              <dt className="text-xs text-gray-600">{t(`register.totals.${key}`)}</dt>
              <dd className="font-semibold break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {data && data.items.length === 0 && (
        <EmptyState Icon={Users} title={t('register.empty')}>
          <p className="text-sm text-gray-600">{t('register.emptyHint')}</p>
        </EmptyState>
      )}
      {data && data.items.length > 0 && (
        <ul aria-label={t('register.heading')} className="flex flex-col gap-2">
          {pageOf(data.items, page).map((member) => (
            <li
              key={member.id}
              aria-label={member.farmerName}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-200 p-3"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{member.farmerName}</p>
                <p className="text-xs text-gray-600">
                  {member.village} · {member.phoneNumber}
                </p>
                <p className="text-sm">
                  {t('register.holding', {
                    shares: formatCount(member.shares),
                    capital: formatDividendRupees(member.paidUpCapital),
                  })}
                </p>
                <p className="text-xs text-gray-500">
                  {t('register.joined', { date: formatDate(member.joinedOn) })}
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  aria-label={t('register.editOf', { name: member.farmerName })}
                  onClick={() => setEditing({ mode: 'edit', member })}
                >
                  <Pencil aria-hidden className="size-4" />
                  <span className="sr-only sm:not-sr-only">{t('register.edit')}</span>
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('register.removeOf', { name: member.farmerName })}
                  onClick={() => void removeMember(member)}
                >
                  <Trash2 aria-hidden className="size-4 text-red-600" />
                  <span className="sr-only sm:not-sr-only">{t('register.remove')}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && data.items.length > MEMBERS_PAGE && (
        <Pagination
          page={Math.min(page, pagesOf(data.items))}
          pageSize={MEMBERS_PAGE}
          total={data.items.length}
          onPage={setPage}
        />
      )}

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.mode === 'edit'
            ? t('form.editTitle', { name: editing.member.farmerName })
            : t('form.addTitle')
        }
      >
        {editing && (
          <MemberForm
            member={editing.mode === 'edit' ? editing.member : undefined}
            memberFarmerIds={new Set(data?.items.map((item) => item.farmerId) ?? [])}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </section>
  );
};
