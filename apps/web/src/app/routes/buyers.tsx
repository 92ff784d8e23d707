import type { Buyer } from '@sangam/domain';
import { ArrowLeft, Star, UserPlus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StatCard } from '@/components/ui/stat-card.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { RequirementList } from '@/features/buyer-requirements/components/requirement-list.tsx';
import { useBuyers } from '@/features/buyers/api/buyers-api.ts';
import { BuyerCard } from '@/features/buyers/components/buyer-card.tsx';
import { BuyerEditorForm } from '@/features/buyers/components/buyer-form.tsx';
import { ReviewsDialog } from '@/features/buyers/components/reviews-dialog.tsx';
import { useConfirmDeleteBuyer } from '@/features/buyers/components/use-delete-buyer.ts';
import { useItemEditor } from '../use-item-editor.tsx';

/** The personal buyer list (spec 2.15). */
export const BuyersScreen = () => {
  const { t } = useTranslation('buyers');
  const toast = useToast();
  const buyers = useBuyers();
  const confirmDelete = useConfirmDeleteBuyer();
  const { checking, openAdd, openEdit, dialogs } = useItemEditor<Buyer>();
  const [reviewing, setReviewing] = useState<Buyer | null>(null);
  const items = buyers.data?.items ?? [];

  useEffect(() => {
    if (buyers.isError)
      toast.show({
        type: 'error',
        title: t('toasts.loadFailedTitle'),
        description: t('toasts.loadFailedList'),
      });
  }, [buyers.isError, t, toast]);

  return (
    <div className="flex flex-col gap-5">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('back')}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-sm text-gray-600">{t('subtitle')}</p>
        </div>
        <Button busy={checking} onClick={openAdd}>
          <UserPlus aria-hidden className="size-4" />
          {t('add')}
        </Button>
      </header>

      {buyers.data && (
        <div className="grid gap-3 sm:grid-cols-3">
          <StatCard Icon={Users} label={t('stats.total')} value={buyers.data.stats.totalBuyers} />
          <StatCard Icon={Star} tone="amber" label={t('stats.rated')} value={buyers.data.stats.ratedBuyers} />
          <StatCard
            Icon={Star}
            tone="violet"
            label={t('stats.average')}
            value={buyers.data.stats.averageRating.toFixed(1)}
          />
        </div>
      )}

      <section aria-label={t('listLabel')}>
        {buyers.isPending && <Spinner />}
        {buyers.isError && (
          <AlertBanner
            tone="error"
            title={t('toasts.loadFailedList')}
            action={
              <Button variant="secondary" onClick={() => void buyers.refetch()}>
                {t('common:tryAgain')}
              </Button>
            }
          />
        )}
        {buyers.data && !items.length && (
          <div className="rounded-xl border border-gray-200 bg-white">
            <EmptyState Icon={Users} title={t('empty.title')}>
              <p className="max-w-md text-sm text-gray-600">{t('empty.body')}</p>
              <Button className="mt-2" busy={checking} onClick={openAdd}>
                <UserPlus aria-hidden className="size-4" />
                {t('addFirst')}
              </Button>
            </EmptyState>
          </div>
        )}
        {items.length > 0 && (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((buyer) => (
              <BuyerCard
                key={buyer.id}
                buyer={buyer}
                onEdit={() => openEdit(buyer)}
                onDelete={() => void confirmDelete(buyer)}
                onReviews={() => setReviewing(buyer)}
              />
            ))}
          </ul>
        )}
      </section>

      <RequirementList />

      <ReviewsDialog buyer={reviewing} onClose={() => setReviewing(null)} />
      {dialogs({ add: t('form.addTitle'), edit: t('form.editTitle') }, ({ item, ...actions }) => (
        <BuyerEditorForm buyer={item} {...actions} />
      ))}
    </div>
  );
};
