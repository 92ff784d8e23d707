import type { ImportJob } from '@sangam/domain';
import { useTranslation } from 'react-i18next';

/** A running import: which phase, and how far (readable again after leaving the page). */
export const ImportProgress = ({ job }: { job: ImportJob | undefined }) => {
  const { t } = useTranslation('imports');
  const percent = !job
    ? 0
    : job.phase === 'reading'
      ? 5
      : job.phase === 'writing'
        ? 5 + Math.round((job.processed / Math.max(1, job.total)) * 85)
        : job.phase === 'committing'
          ? 95
          : 100;
  return (
    <div className="flex flex-col gap-3 py-6">
      <h2 className="text-lg font-semibold">{t('progress.title')}</h2>
      <p className="text-sm text-gray-700">
        {t(`progress.${job?.phase ?? 'reading'}`, { processed: job?.processed ?? 0, total: job?.total ?? 0 })}
      </p>
      <div
        role="progressbar"
        aria-label={t('progress.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-all duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-gray-500">{t('progress.canLeave')}</p>
    </div>
  );
};
