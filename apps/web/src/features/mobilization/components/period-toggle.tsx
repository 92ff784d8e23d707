import { mobilizationPeriods, type MobilizationPeriod } from '@sangam/domain';
import { useTranslation } from 'react-i18next';

/** Last 7 Days, Last 30 Days, Last 90 Days (document 2, 2.12), as one row of toggles. */
export const PeriodToggle = ({
  period,
  onChange,
}: {
  period: MobilizationPeriod;
  onChange: (period: MobilizationPeriod) => void;
}) => {
  const { t } = useTranslation('mobilization');
  return (
    <div
      role="group"
      aria-label={t('periods.label')}
      className="grid grid-cols-3 gap-1 rounded-lg border border-gray-200 bg-white p-1 sm:self-start"
    >
      {mobilizationPeriods.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(value)}
          className="min-h-10 rounded-md px-2 text-sm font-medium text-gray-700 hover:bg-gray-100 aria-pressed:bg-brand-700 aria-pressed:text-white sm:px-3"
        >
          {t(`periods.${value}`)}
        </button>
      ))}
    </div>
  );
};
