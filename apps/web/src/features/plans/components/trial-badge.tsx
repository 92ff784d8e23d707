import { needsUpgrade, trialBand, type MeResponse, type TrialBand } from '@sangam/domain';
import { useTranslation } from 'react-i18next';

const bandClass: Record<TrialBand, string> = {
  expired: 'bg-red-100 text-red-800',
  critical: 'bg-orange-100 text-orange-800',
  warning: 'bg-yellow-100 text-yellow-800',
  healthy: 'bg-green-100 text-green-800',
};

/** Days left in the trial, coloured by the bands of spec 9. Hidden once on a paid plan. */
export const TrialBadge = ({ me }: { me: MeResponse }) => {
  const { t } = useTranslation('plans');
  const trial = me.fpo?.trial;
  if (!me.fpo || !trial || (trial.isExpired && !needsUpgrade(me.fpo))) return null;
  const band = trialBand(trial.daysRemaining);
  return (
    <span
      data-trial-band={band}
      className={`rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap ${bandClass[band]}`}
    >
      {trial.isExpired
        ? t('expired.short', { count: Math.abs(trial.daysRemaining) })
        : t('daysLeft', { count: trial.daysRemaining })}
    </span>
  );
};
