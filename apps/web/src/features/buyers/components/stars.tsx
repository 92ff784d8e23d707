import { Star, StarHalf } from 'lucide-react';

/** Five stars, filled to `value` in halves (spec 2.15: community rating with half stars). */
export const Stars = ({ value, label, size = 'size-4' }: { value: number; label: string; size?: string }) => (
  <span role="img" aria-label={label} className="inline-flex items-center text-amber-500">
    {[1, 2, 3, 4, 5].map((n) =>
      value >= n ? (
        <Star key={n} aria-hidden className={`${size} fill-current`} />
      ) : value >= n - 0.5 ? (
        <StarHalf key={n} aria-hidden className={`${size} fill-current`} />
      ) : (
        <Star key={n} aria-hidden className={`${size} text-gray-300`} />
      ),
    )}
  </span>
);
