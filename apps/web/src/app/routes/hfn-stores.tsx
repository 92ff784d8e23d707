import { hfnStoreFeatures, hfnStoreSteps } from '@sangam/domain';
import {
  BadgeIndianRupee,
  Boxes,
  GraduationCap,
  Megaphone,
  MonitorSmartphone,
  Store,
  Tag,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useServicesInfo } from '@/features/services/api/services-api.ts';
import { EnquiryForm } from '@/features/services/components/enquiry-form.tsx';
import { ServiceContact } from '@/features/services/components/service-contact.tsx';
import { ServiceHeader, ServiceItems } from '@/features/services/components/service-lists.tsx';

const featureIcons: Record<(typeof hfnStoreFeatures)[number], LucideIcon> = {
  brand: Tag,
  supply: Boxes,
  training: GraduationCap,
  technology: MonitorSmartphone,
  marketing: Megaphone,
  credit: BadgeIndianRupee,
};

/**
 * HFN franchise stores (document 2, 2.15, Pro Max): what a store is and what the network gives it,
 * drawn with icons rather than borrowed photographs; how to open one, an enquiry, and the helpline.
 */
export const HfnStoresScreen = () => {
  const { t } = useTranslation('services');
  const info = useServicesInfo();
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <ServiceHeader Icon={Store} title={t('hfn.title')} subtitle={t('hfn.subtitle')} />

      <section
        aria-labelledby="hfn-store"
        className="flex flex-col items-center gap-4 rounded-xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white sm:flex-row"
      >
        <div aria-hidden className="flex shrink-0 items-end gap-1">
          <Store className="size-16" strokeWidth={1.5} />
          <Boxes className="size-8 opacity-80" strokeWidth={1.5} />
        </div>
        <div className="min-w-0 text-center sm:text-left">
          <h2 id="hfn-store" className="text-xl font-semibold">
            {t('hfn.hero.title')}
          </h2>
          <p className="text-sm text-white/90">{t('hfn.hero.body')}</p>
        </div>
      </section>

      <section aria-labelledby="hfn-features" className="flex flex-col gap-3">
        <h2 id="hfn-features" className="text-lg font-semibold">
          {t('hfn.featuresTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {hfnStoreFeatures.map((key) => {
            const Icon = featureIcons[key];
            return (
              <li key={key} className="flex min-w-0 gap-3 rounded-xl border border-gray-200 bg-white p-3">
                <span className="h-fit rounded-lg bg-brand-50 p-2 text-brand-700">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div className="min-w-0">
                  <h3 className="font-medium">{t(`hfn.features.${key}.title`)}</h3>
                  <p className="text-sm text-gray-600">{t(`hfn.features.${key}.body`)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <ServiceItems title={t('hfn.stepsTitle')} prefix="hfn.steps" keys={hfnStoreSteps} numbered />

      <EnquiryForm service="hfn_store" plans={[]} open={info.data?.enquiriesOpen ?? true} />
      <ServiceContact info={info.data} title={t('hfn.helpline')} />
    </div>
  );
};
