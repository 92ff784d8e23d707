import { formatRupees, type ServiceKind, type ServicePlan, type ServicePlanKey } from '@sangam/domain';
import { CheckCircle2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';

/** A page's heading and what it is for. */
export const ServiceHeader = ({
  Icon,
  title,
  subtitle,
}: {
  Icon: LucideIcon;
  title: string;
  subtitle: string;
}) => (
  <header className="flex items-start gap-3">
    <span className="rounded-xl bg-brand-50 p-2 text-brand-700">
      <Icon aria-hidden className="size-7" />
    </span>
    <div className="min-w-0">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-gray-600">{subtitle}</p>
    </div>
  </header>
);

/**
 * A titled list of what a service covers: each item's name and one line, from
 * `services:<prefix>.<key>.title` and `.body`.
 */
export const ServiceItems = ({
  title,
  intro,
  prefix,
  keys,
  numbered = false,
}: {
  title: string;
  intro?: string;
  prefix: string;
  keys: readonly string[];
  numbered?: boolean;
}) => {
  const { t } = useTranslation('services');
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        {intro && <p className="text-sm text-gray-600">{intro}</p>}
      </div>
      <ol className="grid gap-3 sm:grid-cols-2">
        {keys.map((key, index) => (
          <li key={key} className="flex min-w-0 gap-3">
            {numbered ? (
              <span
                aria-hidden
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
            ) : (
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            )}
            <div className="min-w-0">
              <p className="font-medium">{t(`${prefix}.${key}.title`)}</p>
              <p className="text-sm text-gray-600">{t(`${prefix}.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
};

/**
 * The plans of a service with their prices (document 2, 9), Indian grouping; choosing one fills
 * the enquiry form below with it.
 */
export const PlanCards = ({
  service,
  plans,
  onChoose,
}: {
  service: ServiceKind;
  plans: readonly ServicePlan[];
  onChoose: (plan: ServicePlanKey) => void;
}) => {
  const { t } = useTranslation('services');
  return (
    <section aria-labelledby={`${service}-plans`} className="flex flex-col gap-3">
      <div>
        <h2 id={`${service}-plans`} className="text-lg font-semibold">
          {t('page.plansTitle')}
        </h2>
        <p className="text-sm text-gray-600">{t('page.pricesNote')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan) => {
          const name = t(`${service}.plans.${plan.key}.name`);
          return (
            <li
              key={plan.key}
              className={`flex min-w-0 flex-col gap-3 rounded-xl border bg-white p-4 ${plan.popular ? 'border-brand-600 ring-1 ring-brand-600' : 'border-gray-200'}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-base font-semibold">{name}</h3>
                {plan.popular && (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                    {t('page.popular')}
                  </span>
                )}
              </div>
              <p>
                <span className="text-2xl font-bold">{formatRupees(plan.price)}</span>{' '}
                <span className="text-sm text-gray-600">
                  {t(plan.per === 'year' ? 'page.perYear' : 'page.perProject')}
                </span>
              </p>
              <p className="flex-1 text-sm text-gray-700">{t(`${service}.plans.${plan.key}.body`)}</p>
              <Button variant={plan.popular ? 'primary' : 'secondary'} onClick={() => onChoose(plan.key)}>
                {t('page.askAbout', { plan: name })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
