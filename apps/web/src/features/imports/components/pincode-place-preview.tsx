import type { ImportField, PreviewRow } from '@sangam/domain';
import { AlertTriangle, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The preview's word on places (decision 035): how many rows to be imported got their district and
 * state from their pincode, and how many name a place that is not their pincode's (imported as
 * written all the same).
 */
export const PincodePlaceCounts = ({ filled, mismatched }: { filled: number; mismatched: number }) => {
  const { t } = useTranslation('imports');
  if (!filled && !mismatched) return null;
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="pincode-place-counts">
      {filled > 0 && (
        <p className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sky-900">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('pincodePlaces.filled', { count: filled, formatted: filled.toLocaleString('en-IN') })}
        </p>
      )}
      {mismatched > 0 && (
        <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('pincodePlaces.mismatched', {
            count: mismatched,
            formatted: mismatched.toLocaleString('en-IN'),
          })}
        </p>
      )}
    </div>
  );
};

/** Under a row's status: its place is not its pincode's (a warning), or came from the pincode. */
export const PincodePlaceRowNote = ({ row }: { row: PreviewRow }) => {
  const { t } = useTranslation('imports');
  const { place } = row;
  if (!place) return null;
  if (place.mismatched.length)
    return (
      <p className="mt-1 max-w-64 text-amber-800">
        {t('pincodePlaces.rowMismatch', {
          pincode: place.pincode,
          district: place.district,
          state: place.state,
        })}
      </p>
    );
  return <p className="mt-1 max-w-64 text-sky-800">{t('pincodePlaces.rowFilled')}</p>;
};

/** What a place cell shows: the value the pincode filled in, or whether it disagrees with it. */
export const placeCell = (row: PreviewRow, field: ImportField) => {
  const place = row.place;
  if (!place || (field !== 'district' && field !== 'state')) return { filled: null, mismatched: false };
  return {
    filled: place.filled.includes(field) ? place[field] : null,
    mismatched: place.mismatched.includes(field),
  };
};
