import { Clock, Eye, Languages, ListChecks, Megaphone, MessageCircleReply, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const benefits = [
  { key: 'reach', Icon: Megaphone },
  { key: 'language', Icon: Languages },
  { key: 'interest', Icon: MessageCircleReply },
  { key: 'members', Icon: UserPlus },
] as const;

const steps = ['register', 'campaign', 'send', 'mark'] as const;

/**
 * The page's explanations (document 2, 2.12): why reach farmers on WhatsApp, the four steps, and
 * the claims. Of the earlier product's three claims, 24/7 is a property of the channel and stays;
 * the fixed 85% becomes the FPO's own read rate, and 3x, which no data of Sangam's can back, is
 * left out (decision 027).
 */
export const MobilizationGuide = ({
  readRate,
  minMessages,
}: {
  readRate: number | null;
  minMessages: number;
}) => {
  const { t } = useTranslation('mobilization');
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <section
        aria-labelledby="mobilization-benefits"
        className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
      >
        <h2 id="mobilization-benefits" className="text-lg font-semibold">
          {t('guide.benefitsTitle')}
        </h2>
        <ul className="flex flex-col gap-3">
          {benefits.map(({ key, Icon }) => (
            <li key={key} className="flex gap-3">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div className="min-w-0">
                <p className="font-medium">{t(`guide.benefits.${key}.title`)}</p>
                <p className="text-sm text-gray-600">{t(`guide.benefits.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
        {/* A description list holds only dt and dd (in a div each pair): the icon sits in the dt. */}
        <dl className="grid gap-2 sm:grid-cols-2">
          <div className="rounded-lg bg-green-50 p-3 pl-11">
            <dt className="relative text-xl font-semibold text-green-800">
              <Clock aria-hidden className="absolute top-1 -left-8 size-5 text-green-700" />
              {t('guide.anytime')}
            </dt>
            <dd className="text-sm text-gray-700">{t('guide.anytimeBody')}</dd>
          </div>
          <div className="rounded-lg bg-sky-50 p-3 pl-11">
            <dt className="relative text-xl font-semibold text-sky-800">
              <Eye aria-hidden className="absolute top-1 -left-8 size-5 text-sky-700" />
              {readRate === null ? t('guide.readRateTitle') : `${readRate}%`}
            </dt>
            <dd className="text-sm text-gray-700">
              {readRate === null
                ? t('guide.readRateNotEnough', { min: minMessages })
                : t('guide.readRateBody')}
            </dd>
          </div>
        </dl>
      </section>
      <section
        aria-labelledby="mobilization-steps"
        className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
      >
        <h2 id="mobilization-steps" className="flex items-center gap-2 text-lg font-semibold">
          <ListChecks aria-hidden className="size-5 text-brand-700" />
          {t('guide.stepsTitle')}
        </h2>
        <ol className="flex flex-col gap-3">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
              >
                {i + 1}
              </span>
              <div className="min-w-0">
                <p className="font-medium">{t(`guide.steps.${step}.title`)}</p>
                <p className="text-sm text-gray-600">{t(`guide.steps.${step}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
};
