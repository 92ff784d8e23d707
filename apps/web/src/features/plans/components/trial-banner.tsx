import type { MeResponse } from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { upgradeChatUrl } from './upgrade-link.ts';

/** The red banner of an expired trial, with how long ago and a way to upgrade (spec 2.5, 9). */
export const TrialBanner = ({ me }: { me: MeResponse }) => {
  const { t } = useTranslation('plans');
  const trial = me.fpo?.trial;
  if (!trial?.isExpired) return null;
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
