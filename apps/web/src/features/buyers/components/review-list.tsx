import { daysUntil, formatDate, formatPrice, type BuyerReview } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { Stars } from './stars.tsx';

/** Reviews, newest first: stars, the reviewer ('You', a name and FPO, or 'Anonymous User'), the deal. */
export const ReviewList = ({ reviews, empty }: { reviews: BuyerReview[]; empty: string }) => {
  const { t } = useTranslation('buyers');
  if (!reviews.length) return <p className="py-4 text-center text-sm text-gray-600">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {reviews.map((review) => {
        const who = review.mine
          ? t('reviews.you')
          : review.reviewer
            ? [review.reviewer.name, review.reviewer.fpoName].filter(Boolean).join(', ')
            : t('reviews.anonymous');
        return (
          <li key={review.id} className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Stars value={review.rating} label={t(`ratings.${review.rating}`)} />
              <span className="text-xs text-gray-500">{formatDate(review.createdAt)}</span>
            </div>
            {review.feedback && <p className="text-sm break-words">{review.feedback}</p>}
            {review.transactionAmount !== null && review.transactionDate && (
              <p className="text-xs text-gray-600">
                {t('reviews.deal', {
                  amount: formatPrice(review.transactionAmount),
                  date: formatDate(review.transactionDate),
                })}
                {review.paymentDate &&
                  `, ${t('reviews.paidAfter', { count: daysUntil(review.paymentDate, review.transactionDate) })}`}
              </p>
            )}
            <p className="text-xs font-medium text-gray-700">{who}</p>
          </li>
        );
      })}
    </ul>
  );
};
