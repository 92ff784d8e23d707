import type { Buyer } from '@sangam/domain';
import { BadgeCheck, MapPin, MessageSquareText, Pencil, Phone, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cropEmoji } from '@sangam/domain';
import { Stars } from './stars.tsx';

const iconButton = 'rounded-lg p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900';

/** One buyer of the list (spec 2.15): crop, name, crops, phone, address, this FPO's rating, actions. */
export const BuyerCard = ({
  buyer,
  onEdit,
  onDelete,
  onReviews,
}: {
  buyer: Buyer;
  onEdit: () => void;
  onDelete: () => void;
  onReviews: () => void;
}) => {
  const { t } = useTranslation('buyers');
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <span aria-hidden className="text-3xl leading-none">
          {cropEmoji(buyer.cropInterest)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words">
            <Link to={`/buyer/buyers/${buyer.id}`} className="hover:underline">
              {buyer.name}
            </Link>
            {buyer.verified && (
              <BadgeCheck aria-label={t('card.verified')} className="ml-1 inline size-4 text-sky-600" />
            )}
          </h3>
          <p className="text-sm text-gray-600 break-words">{buyer.cropInterest}</p>
        </div>
        <div className="flex shrink-0">
          <button
            type="button"
            className={iconButton}
            aria-label={t('card.edit', { name: buyer.name })}
            onClick={onEdit}
          >
            <Pencil aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            className={`${iconButton} hover:text-red-700`}
            aria-label={t('card.delete', { name: buyer.name })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
      </div>
      <p className="flex items-center gap-2 text-sm">
        <Phone aria-hidden className="size-4 text-gray-500" />
        <a href={`tel:${buyer.phone}`} className="text-brand-700 hover:underline">
          {buyer.phone}
        </a>
      </p>
      <p className="flex items-start gap-2 text-sm text-gray-700">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gray-500" />
        <span className="break-words">{buyer.address}</span>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-gray-100 pt-3">
        {buyer.myRating ? (
          <Stars value={buyer.myRating} label={t('card.yourRating', { rating: buyer.myRating })} />
        ) : (
          <span className="text-sm text-gray-500">{t('card.notRated')}</span>
        )}
        <button
          type="button"
          onClick={onReviews}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <MessageSquareText aria-hidden className="size-4" />
          {t('card.reviews')}
        </button>
      </div>
    </li>
  );
};
