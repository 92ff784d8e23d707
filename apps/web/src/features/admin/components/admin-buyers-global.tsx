import {
  formatCount,
  formatRupees,
  globalBuyerVerifiedFilters,
  type AdminGlobalBuyer,
  type GlobalBuyerVerifiedFilter,
  type PageFlags,
} from '@sangam/domain';
import { Info, MessageSquare, Pencil, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useGlobalBuyers, useSetGlobalBuyerVerified } from '../api/admin-buyers-api.ts';
import { GlobalBuyerEditDialog } from './admin-buyers-buyer-form.tsx';
import { GlobalBuyerDetailsDialog } from './admin-buyers-details.tsx';
import { GlobalBuyerReviewsDialog } from './admin-buyers-reviews.tsx';
import { BuyerRating, FlagSwitch, useFormToasts } from './admin-buyers-shared.tsx';
import { AdminList, useAdminList } from './admin-list.tsx';
import { ResponsiveTable, type Column } from './data-refresh-table.tsx';

type Open = { kind: 'details' | 'reviews' | 'edit'; buyer: AdminGlobalBuyer } | null;

/**
 * The Global Buyers tab (document 2, 2.7 and 3): the shared records with their figures, filtered by
 * the mark only admins set (decision 015), which an admin with edit switches in the row or the details.
 */
export const GlobalBuyersTab = ({ may }: { may: PageFlags }) => {
  const { t } = useTranslation('admin');
  const { failed, toast } = useFormToasts();
  const list = useAdminList();
  const [verified, setVerified] = useState<GlobalBuyerVerifiedFilter>('all');
  const buyers = useGlobalBuyers({ ...list.query, verified });
  const mark = useSetGlobalBuyerVerified();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const filterBy = (next: GlobalBuyerVerifiedFilter) => {
    setVerified(next);
    list.setPage(1);
  };

  const toggle = (buyer: AdminGlobalBuyer) => {
    const isVerified = !buyer.verified;
    mark.mutate(
      { id: buyer.id, isVerified },
      {
        onSuccess: (saved) => {
          toast.show({
            type: 'success',
            title: t(isVerified ? 'buyers.toasts.buyerVerified' : 'buyers.toasts.buyerUnverified'),
            description: saved.name,
          });
          // An open details dialog shows the record as it now is.
          setOpen((current) => (current?.buyer.id === saved.id ? { ...current, buyer: saved } : current));
        },
        onError: failed(t('buyers.toasts.updateFailed'), t('buyers.toasts.verifyFailed')),
      },
    );
  };
  const busyId = mark.isPending ? mark.variables?.id : undefined;
  const verifiedSwitch = (buyer: AdminGlobalBuyer) => (
    <FlagSwitch
      on={buyer.verified}
      onText={t('buyers.global.verified')}
      offText={t('buyers.global.notVerified')}
      label={t('buyers.global.verifiedFor', { name: buyer.name })}
      canEdit={may.edit}
      busy={busyId === buyer.id}
      onToggle={() => toggle(buyer)}
    />
  );

  const columns: Column<AdminGlobalBuyer>[] = [
    {
      key: 'buyer',
      label: t('buyers.global.columns.buyer'),
      cell: (buyer) => <span className="font-medium">{buyer.name}</span>,
      wide: true,
    },
    {
      key: 'phone',
      label: t('buyers.global.columns.phone'),
      cell: (buyer) => (
        <a href={`tel:${buyer.phone}`} className="text-brand-800 hover:underline">
          {buyer.phone}
        </a>
      ),
    },
    {
      key: 'crops',
      label: t('buyers.global.columns.crops'),
      cell: (buyer) => buyer.cropInterest,
      wide: true,
    },
    {
      key: 'associations',
      label: t('buyers.global.columns.associations'),
      cell: (buyer) => formatCount(buyer.associationCount),
    },
    {
      key: 'rating',
      label: t('buyers.global.columns.rating'),
      cell: (buyer) => <BuyerRating buyer={buyer} />,
    },
    {
      key: 'reviews',
      label: t('buyers.global.columns.reviews'),
      cell: (buyer) => formatCount(buyer.reviewCount),
    },
    {
      key: 'business',
      label: t('buyers.global.columns.business'),
      cell: (buyer) => formatRupees(buyer.totalBusiness),
    },
    {
      key: 'verified',
      label: t('buyers.global.columns.verified'),
      cell: verifiedSwitch,
    },
    {
      key: 'actions',
      label: t('buyers.columns.actions'),
      cell: (buyer) => (
        <span className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => setOpen({ kind: 'details', buyer })}
            aria-label={t('buyers.global.detailsFor', { name: buyer.name })}
          >
            <Info aria-hidden className="size-4" />
            {t('buyers.global.details')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setOpen({ kind: 'reviews', buyer })}
            aria-label={t('buyers.global.reviewsFor', { name: buyer.name })}
          >
            <MessageSquare aria-hidden className="size-4" />
            {t('buyers.global.reviews')}
          </Button>
          {may.edit && (
            <Button
              variant="secondary"
              onClick={() => setOpen({ kind: 'edit', buyer })}
              aria-label={t('buyers.global.editFor', { name: buyer.name })}
            >
              <Pencil aria-hidden className="size-4" />
              {t('buyers.edit')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <AdminList
        query={buyers}
        list={list}
        search={{ label: t('buyers.searchLabel'), placeholder: t('buyers.global.searchPlaceholder') }}
        filters={
          <div role="group" aria-label={t('buyers.global.filterLabel')} className="flex flex-wrap gap-2">
            {globalBuyerVerifiedFilters.map((filter) => (
              <button
                key={filter}
                type="button"
                aria-pressed={verified === filter}
                onClick={() => filterBy(filter)}
                className="min-h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
              >
                {t(`buyers.global.filters.${filter}`)}
              </button>
            ))}
          </div>
        }
        failed={{ title: t('buyers.global.loadFailed') }}
        empty={{
          Icon: Store,
          none: t(verified === 'all' ? 'buyers.global.none' : 'buyers.global.noneFiltered'),
          noneFound: t('buyers.global.noneFound'),
        }}
      >
        {(rows) => (
          <ResponsiveTable
            caption={t('buyers.tabs.global')}
            columns={columns}
            rows={rows}
            rowKey={(buyer) => buyer.id}
          />
        )}
      </AdminList>
      {open?.kind === 'details' && (
        <GlobalBuyerDetailsDialog
          buyer={open.buyer}
          onClose={close}
          verification={verifiedSwitch(open.buyer)}
          onReviews={() => setOpen({ kind: 'reviews', buyer: open.buyer })}
          onEdit={may.edit ? () => setOpen({ kind: 'edit', buyer: open.buyer }) : undefined}
        />
      )}
      {open?.kind === 'reviews' && <GlobalBuyerReviewsDialog buyer={open.buyer} onClose={close} />}
      {open?.kind === 'edit' && <GlobalBuyerEditDialog buyer={open.buyer} onClose={close} />}
    </div>
  );
};
