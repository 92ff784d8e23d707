import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useBuyerReviews } from '../api/buyers-api.ts';
import { ReviewList } from './review-list.tsx';

/** The Community Reviews modal (spec 2.15); a failed load says so and shows an empty list. */
export const ReviewsDialog = ({
  buyer,
  onClose,
}: {
  buyer: { id: string; name: string } | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('buyers');
  const reviews = useBuyerReviews(buyer?.id ?? null);
  return (
    <Modal
      open={buyer !== null}
      onClose={onClose}
      title={t('reviews.title')}
      description={buyer ? t('reviews.subtitle', { name: buyer.name }) : undefined}
      wide
    >
      {reviews.isPending && <Spinner />}
      {reviews.isError && <p className="text-sm text-red-700">{t('toasts.loadFailedReviews')}</p>}
      {reviews.data && <ReviewList reviews={reviews.data.items} empty={t('reviews.empty')} />}
    </Modal>
  );
};
