import type { AdminGlobalBuyer } from '@sangam/domain';
import { Star, StarHalf, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';

/** The Buyer Ecosystem's small parts, shared by its two tabs and their dialogs. */

/** A labelled field whose error (a message code) is worded from `admin:buyers.validation`. */
export const BuyersField = ({
  id,
  label,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) => {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
        {required && (
          <span aria-hidden className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {t(`buyers.validation.${error}`, { defaultValue: t('buyers.validation.invalid') })}
        </p>
      )}
    </div>
  );
};

const isRequiredCode = (code: string | undefined) => !!code && /(^|_)required$/.test(code);

/**
 * The toasts of a form that cannot be sent (document 2, 5 and 8): 'Validation Error' with 'Please fill
 * in all required fields' when a required field is empty, else the first broken rule in words.
 */
export const useFormToasts = () => {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const invalid = (codes: (string | undefined)[]) =>
    toast.show({
      type: 'error',
      title: t('buyers.toasts.validationTitle'),
      description: codes.some(isRequiredCode)
        ? t('buyers.toasts.fillRequired')
        : t(`buyers.validation.${codes.find(Boolean) ?? 'invalid'}`, {
            defaultValue: t('buyers.validation.invalid'),
          }),
    });
  /** A failed change: the server's refusal in words where it has one, else the spec's message. */
  const failed = (title: string, fallback: string) => (error: unknown) =>
    toast.show({
      type: 'error',
      title,
      description:
        error instanceof ApiError && error.code === 'network_error'
          ? t('errors.network_error')
          : error instanceof ApiError && error.code === 'forbidden'
            ? t('errors.forbidden')
            : fallback,
    });
  return { invalid, failed, toast };
};

/**
 * A switch that reads as its state (document 2, 4: 'Verified' / 'Not Verified', 'Published
 * (Public)' / 'Unpublished (Hidden)'; a shared buyer's 'Verified' / 'Not verified'); without edit it
 * is only the state.
 */
export const FlagSwitch = ({
  on,
  onText,
  offText,
  label,
  canEdit,
  busy,
  onToggle,
}: {
  on: boolean;
  onText: string;
  offText: string;
  label: string;
  canEdit: boolean;
  busy: boolean;
  onToggle: () => void;
}) => {
  const look = on
    ? 'border-green-200 bg-green-100 text-green-800'
    : 'border-gray-200 bg-gray-100 text-gray-700';
  const text = on ? onText : offText;
  if (!canEdit)
    return (
      <span className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-medium ${look}`}>
        {text}
      </span>
    );
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      disabled={busy}
      onClick={onToggle}
      className={`inline-flex min-h-9 items-center gap-2 rounded-full border px-3 text-xs font-medium disabled:opacity-60 ${look}`}
    >
      <span
        aria-hidden
        className={`relative inline-block h-4 w-7 rounded-full ${on ? 'bg-green-600' : 'bg-gray-400'}`}
      >
        <span
          className={`absolute top-0.5 size-3 rounded-full bg-white transition-all ${on ? 'left-3.5' : 'left-0.5'}`}
        />
      </span>
      {text}
    </button>
  );
};

/** Five stars filled to `value` in halves, read out as the number out of five. */
export const RatingStars = ({ value, label }: { value: number; label: string }) => (
  <span role="img" aria-label={label} className="inline-flex items-center text-amber-500">
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

/** The average to one decimal with its stars, and 'Low Rated' under 3 (document 2, 2.7 and 9). */
export const BuyerRating = ({ buyer }: { buyer: AdminGlobalBuyer }) => {
  const { t } = useTranslation('admin');
  if (buyer.averageRating === null)
    return <span className="text-gray-600">{t('buyers.global.noRating')}</span>;
  const average = buyer.averageRating.toFixed(1);
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
      <RatingStars value={buyer.averageRating} label={t('buyers.global.ratingOf', { rating: average })} />
      <span aria-hidden className="font-medium">
        {average}
      </span>
      {buyer.lowRated && (
        <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
          <TriangleAlert aria-hidden className="size-3.5" />
          {t('buyers.global.lowRated')}
        </span>
      )}
    </span>
  );
};
