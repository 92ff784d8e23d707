import { reportRanges } from '@sangam/domain';
import { useTranslation } from 'react-i18next';

/** Last 7 Days, Last 30 Days, Last 90 Days, Last Year (spec 2.13), as one row of toggles. */
export const RangePicker = ({ days, onChange }: { days: number; onChange: (days: number) => void }) => {
  const { t } = useTranslation('reports');
  return (
    <div
      role="group"
      aria-label={t('ranges.label')}
      className="grid grid-cols-2 gap-1 rounded-lg border border-gray-200 bg-white p-1 sm:grid-cols-4 sm:self-start"
    >
      {reportRanges.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === days}
          onClick={() => onChange(range)}
          className="min-h-10 rounded-md px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          {t(`ranges.${range}`)}
        </button>
      ))}
    </div>
  );
};
