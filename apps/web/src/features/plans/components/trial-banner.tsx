import { needsUpgrade, type MeResponse } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { upgradeChatUrl } from './upgrade-link.ts';

/**
 * The red banner of a trial that ended on Starters, with how long ago and a way to upgrade (spec
 * 2.5, 9). An FPO on a paid plan never sees it (DECISIONS T4).
 */
export const TrialBanner = ({ me }: { me: MeResponse }) => {
  const { t } = useTranslation('plans');
  const trial = me.fpo?.trial;
  if (!me.fpo || !trial || !needsUpgrade(me.fpo)) return null;
  return (
    <AlertBanner
      tone="error"
      title={t('expired.title')}
      action={
        <a
          href={upgradeChatUrl(me.upgradeWhatsappNumber, t('upgradeMessage', { fpo: me.fpo?.name ?? '' }))}
          target="_blank"
          rel="noreferrer"
          className="rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
        >
          {t('upgradeNow')}
        </a>
      }
    >
      {t('expired.body')}{' '}
      <span className="font-medium">{t('expired.ago', { count: Math.abs(trial.daysRemaining) })}</span>
    </AlertBanner>
  );
};
