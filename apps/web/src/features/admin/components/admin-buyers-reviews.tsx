import { daysUntil, formatDate, formatPrice, type AdminGlobalBuyer } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useGlobalBuyerReviews } from '../api/admin-buyers-api.ts';
import { RatingStars } from './admin-buyers-shared.tsx';

/**
 * Every FPO's reviews of a buyer, newest first (document 2, 2.7 and 6): stars, the words, the deal
 * it records, and the reviewer's name and FPO, or 'Anonymous User' when the account is gone.
 */
export const GlobalBuyerReviewsDialog = ({
  buyer,
  onClose,
}: {
  buyer: AdminGlobalBuyer;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  const reviews = useGlobalBuyerReviews(buyer.id);
  return (
    <Modal
      open
      wide
      onClose={onClose}
      title={t('buyers.reviews.title')}
      description={t('buyers.reviews.subtitle', { name: buyer.name })}
    >
      {reviews.isPending && <Spinner />}
      {reviews.isError && (
        <AlertBanner
          tone="error"
          title={t('buyers.reviews.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void reviews.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {reviews.data?.items.length === 0 && (
        <p className="py-4 text-center text-sm text-gray-600">{t('buyers.reviews.none')}</p>
      )}
      {reviews.data && reviews.data.items.length > 0 && (
        <ul className="flex flex-col gap-3">
          {reviews.data.items.map((review) => (
            <li key={review.id} className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <RatingStars
                  value={review.rating}
                  label={t('buyers.global.ratingOf', { rating: review.rating })}
                />
                <span className="text-xs text-gray-500">{formatDate(review.createdAt)}</span>
              </div>
              {review.feedback && <p className="text-sm break-words">{review.feedback}</p>}
              {review.transactionAmount !== null && (
                <p className="text-xs text-gray-600">
                  {review.transactionDate
                    ? t('buyers.reviews.deal', {
                        amount: formatPrice(review.transactionAmount),
                        date: formatDate(review.transactionDate),
                      })
                    : t('buyers.reviews.amount', { amount: formatPrice(review.transactionAmount) })}
                  {review.paymentDate &&
                    review.transactionDate &&
                    `, ${t('buyers.reviews.paidAfter', { count: daysUntil(review.paymentDate, review.transactionDate) })}`}
                </p>
              )}
              <p className="text-xs font-medium text-gray-700">
                {review.reviewer
                  ? [review.reviewer.name, review.reviewer.fpoName].filter(Boolean).join(', ')
                  : t('buyers.reviews.anonymous')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
};
