import { buyerRatings, type AdvancedBuyerDetail } from '@sangam/domain';
import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useRateBuyer } from '../api/advanced-buyers-api.ts';

/**
 * The user's rating of a buyer (document 2, 5): a star value 1 to 5 is required, so Submit is
 * disabled at 0; the comment is optional. A resubmit replaces the rating; a failure says so.
 */
export const RatingForm = ({ buyer }: { buyer: AdvancedBuyerDetail }) => {
  const { t } = useTranslation('advancedBuyers');
  const toast = useToast();
  const rate = useRateBuyer(buyer.id);
  const [rating, setRating] = useState(buyer.myReview?.rating ?? 0);
  const [comment, setComment] = useState(buyer.myReview?.comment ?? '');
  const [hover, setHover] = useState(0);
  const shown = hover || rating;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return;
    rate.mutate(
      { rating: rating as (typeof buyerRatings)[number], comment: comment.trim() || null },
      {
        onSuccess: () => toast.show({ type: 'success', title: t('rate.saved') }),
        onError: () => toast.show({ type: 'error', title: t('rate.failed') }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">{t('rate.title')}</legend>
        <div className="flex flex-wrap items-center gap-1" onMouseLeave={() => setHover(0)}>
          {buyerRatings.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
              onMouseEnter={() => setHover(n)}
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
                aria-label={t('rate.star', { count: n })}
              />
              <Star
                aria-hidden
                className={`size-8 ${n <= shown ? 'fill-current text-amber-500' : 'text-gray-300'}`}
              />
            </label>
          ))}
          <span className="ml-1 text-sm text-gray-700" aria-live="polite">
            {shown ? t(`ratings.${shown}`) : t('rate.choose')}
          </span>
        </div>
      </fieldset>
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {t('rate.comment')}
        <textarea
          className={inputClass}
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <p className="text-xs text-gray-600">{t('rate.hint')}</p>
      <Button type="submit" disabled={rating === 0} busy={rate.isPending} className="self-start">
        {rate.isPending ? t('rate.saving') : buyer.myReview ? t('rate.update') : t('rate.submit')}
      </Button>
    </form>
  );
};
