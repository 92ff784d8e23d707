import { globalBuyerVerifiedFilters, minRatingFilters, type MinRatingFilter } from '@sangam/domain';
import type { GlobalBuyerVerifiedFilter } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import type { DirectoryFilters } from '../api/advanced-buyers-api.ts';

const verifiedLabel: Record<GlobalBuyerVerifiedFilter, string> = {
  all: 'filters.all',
  verified: 'filters.verifiedOnly',
  unverified: 'filters.unverified',
};

/** Crop, minimum rating (4+ to 1+ stars) and verified status, with Clear Filters (document 2, 2.16). */
export const BuyerFilters = ({
  filters,
  crops,
  onChange,
}: {
  filters: DirectoryFilters;
  crops: readonly string[];
  onChange: (next: Omit<DirectoryFilters, 'page'>) => void;
}) => {
  const { t } = useTranslation('advancedBuyers');
  const { crop, minRating, verified } = filters;
  const filtered = Boolean(crop || minRating || verified !== 'all');
  // A crop from the address that no buyer names any more stays choosable, so the filter shows it.
  const cropChoices = crop && !crops.includes(crop) ? [crop, ...crops] : crops;
  return (
    <form
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {t('filters.crop')}
        <select
          className={inputClass}
          value={crop ?? ''}
          onChange={(event) => onChange({ crop: event.target.value || undefined, minRating, verified })}
        >
          <option value="">{t('filters.anyCrop')}</option>
          {cropChoices.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {t('filters.minRating')}
        <select
          className={inputClass}
          value={minRating ?? ''}
          onChange={(event) =>
            onChange({
              crop,
              minRating: event.target.value ? (Number(event.target.value) as MinRatingFilter) : undefined,
              verified,
            })
          }
        >
          <option value="">{t('filters.anyRating')}</option>
          {minRatingFilters.map((stars) => (
            <option key={stars} value={stars}>
              {t('filters.stars', { count: stars })}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {t('filters.verified')}
        <select
          className={inputClass}
          value={verified}
          onChange={(event) =>
            onChange({ crop, minRating, verified: event.target.value as GlobalBuyerVerifiedFilter })
          }
        >
          {globalBuyerVerifiedFilters.map((value) => (
            <option key={value} value={value}>
              {t(verifiedLabel[value])}
            </option>
          ))}
        </select>
      </label>
      <Button
        variant="secondary"
        disabled={!filtered}
        onClick={() => onChange({ crop: undefined, minRating: undefined, verified: 'all' })}
      >
        {t('filters.clear')}
      </Button>
    </form>
  );
};
