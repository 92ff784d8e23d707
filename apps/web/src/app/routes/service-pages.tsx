import {
  caServiceItems,
  csServiceItems,
  dprComponents,
  servicePlans,
  type ServicePlanKey,
} from '@sangam/domain';
import { Calculator, FileText, Landmark, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServicesInfo } from '@/features/services/api/services-api.ts';
import { EnquiryForm } from '@/features/services/components/enquiry-form.tsx';
import { ServiceContact } from '@/features/services/components/service-contact.tsx';
import { PlanCards, ServiceHeader, ServiceItems } from '@/features/services/components/service-lists.tsx';

type PlansService = 'ca' | 'cs' | 'dpr';

const pages: Record<PlansService, { Icon: LucideIcon; items: readonly string[]; numbered: boolean }> = {
  ca: { Icon: Calculator, items: caServiceItems, numbered: false },
  cs: { Icon: Landmark, items: csServiceItems, numbered: false },
  dpr: { Icon: FileText, items: dprComponents, numbered: true },
};

/**
 * A Pro Max service page (document 2, 2.15): what the service covers, its plans and prices
 * (document 2, 9), an enquiry to the Sangam team, and the contact block.
 */
const PlansServicePage = ({ service }: { service: PlansService }) => {
  const { t } = useTranslation('services');
  const info = useServicesInfo();
  const [plan, setPlan] = useState<ServicePlanKey | null>(null);
  const formRef = useRef<HTMLElement>(null);
  const { Icon, items, numbered } = pages[service];
  const choose = (chosen: ServicePlanKey) => {
    setPlan(chosen);
    formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
  };

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <ServiceHeader Icon={Icon} title={t(`${service}.title`)} subtitle={t(`${service}.subtitle`)} />
      <ServiceItems
        title={t(`${service}.itemsTitle`)}
        intro={t(`${service}.itemsIntro`)}
        prefix={`${service}.items`}
        keys={items}
        numbered={numbered}
      />
      <PlanCards service={service} plans={servicePlans[service]} onChoose={choose} />
      <EnquiryForm
        ref={formRef}
        service={service}
        plans={servicePlans[service]}
        chosenPlan={plan}
        open={info.data?.enquiriesOpen ?? true}
      />
      <ServiceContact info={info.data} />
    </div>
  );
};

export const CaServicesScreen = () => <PlansServicePage service="ca" />;
export const CsServicesScreen = () => <PlansServicePage service="cs" />;
export const DprServicesScreen = () => <PlansServicePage service="dpr" />;
