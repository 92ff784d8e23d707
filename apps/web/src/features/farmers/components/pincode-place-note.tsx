import { AlertTriangle, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import type { PincodePlaceState } from './use-pincode-place.ts';

/**
 * Under the place fields: the district and state came from the pincode, or the pincode's place is
 * not the one typed, with a tap to use it. A warning, never an error: the farmer saves either way.
 */
export const PincodePlaceNote = ({ place, filled, mismatch, applyPlace }: PincodePlaceState) => {
  const { t } = useTranslation('farmers');
  // One live region that is always there, so a screen reader hears the note when it appears.
  return (
    <div role="status" className="sm:col-span-2 empty:hidden">
      {place && mismatch && (
        <div
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="pincode-mismatch"
        >
          <AlertTriangle aria-hidden className="size-5 shrink-0" />
          <p className="min-w-0 flex-1">
            {t('pincodePlace.mismatch', {
              pincode: place.pincode,
              district: place.district,
              state: place.state,
            })}
          </p>
          <Button variant="secondary" onClick={applyPlace}>
            {t('pincodePlace.useThese')}
          </Button>
        </div>
      )}
      {place && !mismatch && filled && (
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <MapPin aria-hidden className="size-4 shrink-0" />
          {t('pincodePlace.filled', { pincode: place.pincode })}
        </p>
      )}
    </div>
  );
};
