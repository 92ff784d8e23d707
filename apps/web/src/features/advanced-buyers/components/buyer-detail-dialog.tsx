import { formatDate, type AdvancedBuyerDetail } from '@sangam/domain';
import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAdvancedBuyer } from '../api/advanced-buyers-api.ts';
import { formatTonnes } from '../format-tonnes.ts';
import { CommunityRating, priceText, VerifiedBadge } from './buyer-card.tsx';
import { RatingForm } from './rating-form.tsx';
import { RatingStars } from './rating-stars.tsx';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-xs text-gray-500">{label}</dt>
    <dd className="text-sm break-words">{children}</dd>
  </div>
);

const Reviews = ({ buyer }: { buyer: AdvancedBuyerDetail }) => {
  const { t } = useTranslation('advancedBuyers');
  if (!buyer.reviews.length) return <p className="text-sm text-gray-600">{t('detail.noReviews')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {buyer.reviews.map((review) => (
        <li key={review.id} className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <RatingStars value={review.rating} label={t(`ratings.${review.rating}`)} />
            <span className="text-xs text-gray-500">{formatDate(review.createdAt)}</span>
          </div>
          {review.comment ? (
            <p className="text-sm break-words">{review.comment}</p>
          ) : (
            <p className="text-sm text-gray-500 italic">{t('detail.noComment')}</p>
          )}
          <p className="text-xs font-medium text-gray-700">
            {review.mine
              ? t('detail.you')
              : review.reviewer
                ? [review.reviewer.name, review.reviewer.fpoName].filter(Boolean).join(', ')
                : t('detail.anonymous')}
          </p>
        </li>
      ))}
    </ul>
  );
};

/** A buyer's whole record, the FPOs' reviews and the user's own rating form (document 2, 2.16). */
export const BuyerDetailDialog = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const { t } = useTranslation('advancedBuyers');
  const detail = useAdvancedBuyer(id);
  const buyer = detail.data;
  const notStated = t('detail.notStated');
  return (
    <Modal open={id !== null} onClose={onClose} title={buyer?.name ?? t('detail.title')} wide>
      {detail.isPending && <Spinner label={t('detail.loading')} />}
      {detail.isError && (
        <AlertBanner
          tone="error"
          title={t('detail.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void detail.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {buyer && (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <VerifiedBadge verified={buyer.verified} />
            <CommunityRating
              average={buyer.averageRating}
              count={buyer.ratingCount}
              lowRated={buyer.lowRated}
            />
          </div>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact label={t('detail.phone')}>
              <a
                href={`tel:${buyer.phone}`}
                className="inline-flex items-center gap-1 text-brand-700 underline"
              >
                <Phone aria-hidden className="size-4" />
                {buyer.phone}
              </a>
            </Fact>
            <Fact label={t('detail.address')}>{buyer.address}</Fact>
            <Fact label={t('detail.crops')}>{buyer.allCrops.join(', ')}</Fact>
            <Fact label={t('detail.volume')}>
              {buyer.monthlyVolumeTonnes === null
                ? notStated
                : t('card.volume', { tonnes: formatTonnes(buyer.monthlyVolumeTonnes) })}
            </Fact>
            <Fact label={t('detail.prices')}>
              {priceText(t, buyer.priceMin, buyer.priceMax) ?? notStated}
            </Fact>
            <Fact label={t('detail.quantity')}>{buyer.quantityRequirements ?? notStated}</Fact>
            <Fact label={t('detail.quality')}>{buyer.qualityDescription ?? notStated}</Fact>
          </dl>
          <section aria-labelledby="buyer-reviews" className="flex flex-col gap-2">
            <h3 id="buyer-reviews" className="font-semibold">
              {t('detail.reviews')}
            </h3>
            <Reviews buyer={buyer} />
          </section>
          <RatingForm key={`${buyer.id}-${buyer.myReview?.rating ?? 0}`} buyer={buyer} />
        </div>
      )}
    </Modal>
  );
};
