import { formatCount, formatPrice, type AdvancedBuyerCard } from '@sangam/domain';
import { BadgeCheck, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { formatTonnes } from '../format-tonnes.ts';
import { RatingStars } from './rating-stars.tsx';

/** The buyer's verified mark as the spec words it: 'Verified' or 'Not Verified'. */
export const VerifiedBadge = ({ verified }: { verified: boolean }) => {
  const { t } = useTranslation('advancedBuyers');
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
      <BadgeCheck aria-hidden className="size-3.5" />
      {t('card.verified')}
    </span>
  ) : (
    <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
      {t('card.notVerified')}
    </span>
  );
};

/** The ratings' average and count, or plainly none. */
export const CommunityRating = ({
  average,
  count,
  lowRated,
}: {
  average: number | null;
  count: number;
  lowRated: boolean;
}) => {
  const { t } = useTranslation('advancedBuyers');
  if (average === null) return <p className="text-sm text-gray-600">{t('card.noRatings')}</p>;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <RatingStars value={Math.round(average * 2) / 2} label={t('ratings.outOf', { rating: average })} />
      <span className="text-gray-700">
        {t('card.average', { average, count, shown: formatCount(count) })}
      </span>
      {lowRated && (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-700">
          {t('card.lowRated')}
        </span>
      )}
    </div>
  );
};

/** What the buyer says it pays, per quintal. */
export const priceText = (
  t: (key: string, options?: Record<string, unknown>) => string,
  priceMin: number | null,
  priceMax: number | null,
) =>
  priceMin !== null && priceMax !== null
    ? t('card.priceRange', { min: formatPrice(priceMin), max: formatPrice(priceMax) })
    : priceMin !== null
      ? t('card.priceFrom', { min: formatPrice(priceMin) })
      : priceMax !== null
        ? t('card.priceUpTo', { max: formatPrice(priceMax) })
        : null;

/** A buyer of the directory: name, mark, place, rating, the first two crops and '+N'. */
export const BuyerCard = ({ buyer, onOpen }: { buyer: AdvancedBuyerCard; onOpen: () => void }) => {
  const { t } = useTranslation('advancedBuyers');
  const price = priceText(t, buyer.priceMin, buyer.priceMax);
  return (
    <li
      aria-label={buyer.name}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">{buyer.name}</h3>
        <VerifiedBadge verified={buyer.verified} />
      </div>
      <p className="flex items-start gap-1 text-sm break-words text-gray-600">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
        {buyer.address}
      </p>
      <CommunityRating average={buyer.averageRating} count={buyer.ratingCount} lowRated={buyer.lowRated} />
      <ul className="flex flex-wrap gap-1.5" aria-label={t('detail.crops')}>
        {buyer.crops.map((crop) => (
          <li key={crop} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
            {crop}
          </li>
        ))}
        {buyer.moreCrops > 0 && (
          <li className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
            {t('card.moreCrops', { count: buyer.moreCrops })}
          </li>
        )}
      </ul>
      {(buyer.monthlyVolumeTonnes !== null || price) && (
        <p className="text-xs text-gray-600">
          {[
            buyer.monthlyVolumeTonnes !== null &&
              t('card.volume', { tonnes: formatTonnes(buyer.monthlyVolumeTonnes) }),
            price,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-gray-600">
          {buyer.myRating !== null && t('card.yourRating', { rating: t(`ratings.${buyer.myRating}`) })}
        </span>
        <Button variant="secondary" onClick={onOpen} aria-label={t('card.detailsOf', { name: buyer.name })}>
          {t('card.details')}
        </Button>
      </div>
    </li>
  );
};
