import { zodResolver } from '@hookform/resolvers/zod';
import {
  enquiryInputSchema,
  fpoContactPhone,
  type EnquiryInput,
  type ServiceKind,
  type ServicePlan,
  type ServicePlanKey,
} from '@sangam/domain';
import { Send } from 'lucide-react';
import { forwardRef, useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useMe } from '@/lib/session.ts';
import { useSendEnquiry } from '../api/services-api.ts';

type Values = { plan: string; name: string; phone: string; message: string };
type FieldName = keyof Values;

const schemaResolver = zodResolver(enquiryInputSchema);

/** The form's text as the API reads it: no plan chosen is null, and the service is the page's. */
const toBody = (service: ServiceKind, values: Values): EnquiryInput => ({
  service,
  plan: (values.plan || null) as ServicePlanKey | null,
  name: values.name,
  phone: values.phone,
  message: values.message,
});

type Outcome = 'sent' | 'not_configured' | 'rate_limited' | 'failed' | null;

/**
 * An enquiry about the page's service (decision 033): a plan where the service has plans, who to
 * call back (filled in from the FPO's profile) and a message; mailed to the Sangam team.
 */
export const EnquiryForm = forwardRef<
  HTMLElement,
  {
    service: ServiceKind;
    plans: readonly ServicePlan[];
    /** A plan chosen on a plan card; the form shows it. */
    chosenPlan?: ServicePlanKey | null;
    /** False when the server has no OWNER_EMAIL: the form says so instead of failing on send. */
    open: boolean;
  }
>(({ service, plans, chosenPlan = null, open }, ref) => {
  const { t } = useTranslation('services');
  const me = useMe().data;
  const send = useSendEnquiry();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const resolver: Resolver<Values> = (values, context, options) =>
    schemaResolver(toBody(service, values) as never, context, options as never) as never;
  const form = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      plan: chosenPlan ?? '',
      name: me?.profile?.fullName ?? '',
      phone: (
        fpoContactPhone({ phone: me?.fpo?.phone ?? null, operatorPhone: me?.profile?.phone }) ?? ''
      ).replace(/^\+91/, ''),
      message: '',
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (chosenPlan) form.setValue('plan', chosenPlan);
  }, [chosenPlan, form]);

  const submit = form.handleSubmit((values) => {
    setOutcome(null);
    send.mutate(toBody(service, values), {
      onSuccess: () => {
        setOutcome('sent');
        form.resetField('message');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'enquiries_not_configured')
          return setOutcome('not_configured');
        if (error instanceof ApiError && error.code === 'rate_limited') return setOutcome('rate_limited');
        if (error instanceof ApiError && error.issues.length) {
          for (const issue of error.issues)
            if (issue.field in form.getValues())
              form.setError(issue.field as FieldName, { message: issue.code });
        }
        setOutcome('failed');
      },
    });
  });

  const id = (name: FieldName) => `enquiry-${name}`;
  const failure =
    outcome === 'rate_limited'
      ? t('enquiry.rateLimited')
      : send.error instanceof ApiError && send.error.code === 'plan_required'
        ? t('common:errors.plan_required')
        : send.error instanceof ApiError && send.error.code === 'network_error'
          ? t('common:errors.network_error')
          : t('enquiry.failed');

  return (
    <section
      ref={ref}
      aria-labelledby="enquiry-title"
      className="flex scroll-mt-20 flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div>
        <h2 id="enquiry-title" className="text-lg font-semibold">
          {t('enquiry.title')}
        </h2>
        <p className="text-sm text-gray-600">{t('enquiry.intro')}</p>
      </div>
      {!open || outcome === 'not_configured' ? (
        <AlertBanner tone="warning" title={t('enquiry.notConfigured')}>
          {t('enquiry.notConfiguredBody')}
        </AlertBanner>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {outcome === 'sent' && (
            <AlertBanner tone="success" title={t('enquiry.sentTitle')}>
              {t('enquiry.sentBody')}
            </AlertBanner>
          )}
          {(outcome === 'failed' || outcome === 'rate_limited') && (
            <AlertBanner tone="error" title={t('enquiry.failedTitle')}>
              {failure}
            </AlertBanner>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {plans.length > 0 && (
              <div className="sm:col-span-2">
                <Field
                  id={id('plan')}
                  label={t('enquiry.fields.plan')}
                  error={errors.plan?.message}
                  namespace="services"
                >
                  <select id={id('plan')} className={inputClass} {...form.register('plan')}>
                    <option value="">{t('enquiry.noPlan')}</option>
                    {plans.map((plan) => (
                      <option key={plan.key} value={plan.key}>
                        {t(`${service}.plans.${plan.key}.name`)}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
            )}
            <Field
              id={id('name')}
              label={t('enquiry.fields.name')}
              error={errors.name?.message}
              namespace="services"
              required
            >
              <input
                id={id('name')}
                autoComplete="name"
                className={inputClass}
                aria-invalid={!!errors.name}
                {...form.register('name')}
              />
            </Field>
            <Field
              id={id('phone')}
              label={t('enquiry.fields.phone')}
              error={errors.phone?.message}
              namespace="services"
              required
            >
              <input
                id={id('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                className={inputClass}
                aria-invalid={!!errors.phone}
                {...form.register('phone')}
              />
            </Field>
            <div className="sm:col-span-2">
              <Field
                id={id('message')}
                label={t('enquiry.fields.message')}
                error={errors.message?.message}
                namespace="services"
              >
                <textarea
                  id={id('message')}
                  rows={4}
                  placeholder={t(`enquiry.placeholders.${service}`)}
                  className={inputClass}
                  aria-invalid={!!errors.message}
                  {...form.register('message')}
                />
              </Field>
            </div>
          </div>
          {me && (
            <p className="text-xs break-words text-gray-600">
              {t('enquiry.sentFor', { fpo: me.fpo?.name ?? '', email: me.user.email })}
            </p>
          )}
          <Button type="submit" busy={send.isPending} className="self-stretch sm:self-start">
            <Send aria-hidden className="size-4" />
            {send.isPending ? t('enquiry.sending') : t('enquiry.send')}
          </Button>
        </form>
      )}
    </section>
  );
});
EnquiryForm.displayName = 'EnquiryForm';
