import { formatCount, formatRupees, type AdminGlobalBuyer, type PageFlags } from '@sangam/domain';
import { BadgeCheck, Info, MessageSquare, Pencil, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useGlobalBuyers } from '../api/admin-buyers-api.ts';
import { GlobalBuyerEditDialog } from './admin-buyers-buyer-form.tsx';
import { GlobalBuyerDetailsDialog } from './admin-buyers-details.tsx';
import { GlobalBuyerReviewsDialog } from './admin-buyers-reviews.tsx';
import { BuyerRating } from './admin-buyers-shared.tsx';
import { AdminList, useAdminList } from './admin-list.tsx';
import { ResponsiveTable, type Column } from './data-refresh-table.tsx';

type Open = { kind: 'details' | 'reviews' | 'edit'; buyer: AdminGlobalBuyer } | null;

/** The Global Buyers tab (document 2, 2.7 and 3): the shared records with their figures. */
export const GlobalBuyersTab = ({ may }: { may: PageFlags }) => {
  const { t } = useTranslation('admin');
  const list = useAdminList();
  const buyers = useGlobalBuyers(list.query);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const columns: Column<AdminGlobalBuyer>[] = [
    {
      key: 'buyer',
      label: t('buyers.global.columns.buyer'),
      cell: (buyer) => (
        <span className="inline-flex flex-wrap items-center gap-1 font-medium">
          {buyer.name}
          {buyer.verified && (
            <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-800">
              <BadgeCheck aria-hidden className="size-3.5" />
              {t('buyers.global.verified')}
            </span>
          )}
        </span>
      ),
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
        failed={{ title: t('buyers.global.loadFailed') }}
        empty={{ Icon: Store, none: t('buyers.global.none'), noneFound: t('buyers.global.noneFound') }}
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
          onReviews={() => setOpen({ kind: 'reviews', buyer: open.buyer })}
          onEdit={may.edit ? () => setOpen({ kind: 'edit', buyer: open.buyer }) : undefined}
        />
      )}
      {open?.kind === 'reviews' && <GlobalBuyerReviewsDialog buyer={open.buyer} onClose={close} />}
      {open?.kind === 'edit' && <GlobalBuyerEditDialog buyer={open.buyer} onClose={close} />}
    </div>
  );
};
