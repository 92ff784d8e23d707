import { trialBand, type TrialStatus } from '@sangam/domain';
import { useTranslation } from 'react-i18next';

const tones = {
  expired: 'bg-red-100 text-red-800',
  critical: 'bg-orange-100 text-orange-800',
  warning: 'bg-yellow-100 text-yellow-800',
  healthy: 'bg-green-100 text-green-800',
};

/** A trial's state in its colour (document 2, 4): red expired, orange 3 days or fewer, yellow 7. */
export const TrialBadge = ({ trial, custom }: { trial: TrialStatus; custom: boolean }) => {
  const { t } = useTranslation('admin');
  const band = trialBand(trial.daysRemaining);
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tones[band]}`}>
        {trial.isExpired
          ? t('users.trial.expired', { count: -trial.daysRemaining })
          : t('users.trial.left', { count: trial.daysRemaining })}
      </span>
      {custom && <span className="text-xs text-gray-500">{t('users.trial.custom')}</span>}
    </span>
  );
};
