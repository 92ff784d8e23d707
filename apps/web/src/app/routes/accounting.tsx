import { accountingComplianceItems, accountingFeatures, accountingReasons } from '@sangam/domain';
import {
  BadgeCheck,
  BookOpenCheck,
  Building2,
  Clock,
  Hourglass,
  IndianRupee,
  Landmark,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useServicesInfo } from '@/features/services/api/services-api.ts';
import { EnquiryForm } from '@/features/services/components/enquiry-form.tsx';
import { ServiceContact } from '@/features/services/components/service-contact.tsx';
import { ServiceHeader, ServiceItems } from '@/features/services/components/service-lists.tsx';

const featureIcons: Record<(typeof accountingFeatures)[number], LucideIcon> = {
  easy: Smartphone,
  cooperative: Users,
  compliance: ShieldCheck,
  members: Wallet,
  procurement: ShoppingCart,
  schemes: Landmark,
};

const reasonIcons: Record<(typeof accountingReasons)[number], LucideIcon> = {
  fpo_experts: BadgeCheck,
  one_place: Building2,
  on_time: Clock,
  fixed_fee: IndianRupee,
};

/**
 * Accounting (document 2, 2.15, Pro): the software is not built yet and says so plainly; the
 * chartered accountants' seven mandatory items, why choose them, an enquiry and the contact.
 */
export const AccountingScreen = () => {
  const { t } = useTranslation('services');
  const info = useServicesInfo();
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <ServiceHeader Icon={BookOpenCheck} title={t('accounting.title')} subtitle={t('accounting.subtitle')} />

      <section
        aria-labelledby="accounting-soon"
        className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 p-4"
      >
        <div className="flex items-start gap-3">
          <Hourglass aria-hidden className="mt-1 size-6 shrink-0 text-amber-600" />
          <div className="min-w-0">
            <p className="w-fit rounded-full bg-amber-700 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
              {t('accounting.soon.badge')}
            </p>
            <h2 id="accounting-soon" className="mt-1 text-lg font-semibold">
              {t('accounting.soon.title')}
            </h2>
            <p className="text-sm text-gray-700">{t('accounting.soon.body')}</p>
          </div>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {accountingFeatures.map((key) => {
            const Icon = featureIcons[key];
            return (
              <li key={key} className="flex min-w-0 gap-3 rounded-lg border border-amber-100 bg-white p-3">
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div className="min-w-0">
                  <h3 className="font-medium">{t(`accounting.features.${key}.title`)}</h3>
                  <p className="text-sm text-gray-600">{t(`accounting.features.${key}.body`)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <ServiceItems
        title={t('accounting.ca.title')}
        intro={t('accounting.ca.intro')}
        prefix="accounting.ca.items"
        keys={accountingComplianceItems}
      />

      <section aria-labelledby="accounting-reasons" className="flex flex-col gap-3">
        <h2 id="accounting-reasons" className="text-lg font-semibold">
          {t('accounting.reasons.title')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {accountingReasons.map((key) => {
            const Icon = reasonIcons[key];
            return (
              <li key={key} className="flex min-w-0 gap-3 rounded-xl border border-gray-200 bg-white p-3">
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div className="min-w-0">
                  <h3 className="font-medium">{t(`accounting.reasons.${key}.title`)}</h3>
                  <p className="text-sm text-gray-600">{t(`accounting.reasons.${key}.body`)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <EnquiryForm service="accounting" plans={[]} open={info.data?.enquiriesOpen ?? true} />
      <ServiceContact info={info.data} />
    </div>
  );
};
