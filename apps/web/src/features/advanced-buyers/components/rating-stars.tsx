import { Star, StarHalf } from 'lucide-react';

/** Five stars filled to `value` in halves, read out as `label`. */
export const RatingStars = ({ value, label }: { value: number; label: string }) => (
  <span role="img" aria-label={label} className="inline-flex shrink-0 items-center text-amber-500">
    {[1, 2, 3, 4, 5].map((n) =>
      value >= n ? (
        <Star key={n} aria-hidden className="size-4 fill-current" />
      ) : value >= n - 0.5 ? (
        <StarHalf key={n} aria-hidden className="size-4 fill-current" />
      ) : (
        <Star key={n} aria-hidden className="size-4 text-gray-300" />
      ),
    )}
  </span>
);
