import { needsUpgrade, proMaxRoutes, proRoutes, type GatedPlan, type MeResponse } from '@sangam/domain';
import { Crown, Mail, MessageCircle, Phone, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { upgradeChatUrl } from './upgrade-link.ts';

/** Whether this FPO may open a screen of the given tier right now (DECISIONS T4). */
export const hasPlanAccess = (me: MeResponse, needed: GatedPlan) => !!me.fpo && !needsUpgrade(me.fpo, needed);

const featureKeys: Record<GatedPlan, string[]> = {
  pro: proRoutes.map((route) => route.slice(1)),
  pro_max: proMaxRoutes.map((route) => route.slice(1)),
};

/** Shows the screen, or the upgrade gate when the plan does not include it (spec 2.5). */
export const PlanGate = ({
  me,
  needed,
  children,
}: {
  me: MeResponse;
  needed: GatedPlan;
  children: ReactNode;
}) => {
  const { t } = useTranslation('plans');
  if (hasPlanAccess(me, needed)) return children;
  const phone = `+${me.upgradeWhatsappNumber}`;
  return (
    <section
      className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center"
      aria-labelledby="gate-title"
    >
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wider text-amber-800">
        <Crown aria-hidden className="size-4" />
        {needed === 'pro' ? t('gate.proBadge') : t('gate.proMaxBadge')}
      </span>
      <h1 id="gate-title" className="text-2xl font-bold">
        {t('gate.title')}
      </h1>
      <p className="max-w-xl text-gray-600">{needed === 'pro' ? t('gate.proBody') : t('gate.proMaxBody')}</p>
      <ul className="grid w-full gap-3 text-left sm:grid-cols-2">
        {featureKeys[needed].map((key) => (
          <li key={key} className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-4">
            <Sparkles aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div>
              <p className="font-medium">{t(`features.${key}.title`)}</p>
              <p className="text-sm text-gray-600">{t(`features.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <a
        href={upgradeChatUrl(me.upgradeWhatsappNumber, t('upgradeMessage', { fpo: me.fpo?.name ?? '' }))}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-6 py-2 font-medium text-white hover:bg-brand-800"
      >
        <MessageCircle aria-hidden className="size-5" />
        {t('upgradeNow')}
      </a>
      <div className="flex flex-col items-center gap-1 text-sm text-gray-600">
        <p>{t('gate.contact')}</p>
        <a href={`tel:${phone}`} className="inline-flex items-center gap-1 hover:underline">
          <Phone aria-hidden className="size-4" />
          {phone}
        </a>
        {me.supportEmail && (
          <a href={`mailto:${me.supportEmail}`} className="inline-flex items-center gap-1 hover:underline">
            <Mail aria-hidden className="size-4" />
            {me.supportEmail}
          </a>
        )}
      </div>
    </section>
  );
};
