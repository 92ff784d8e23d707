import { formatCount, formatDate, formatRupees, type FpoTradeFair } from '@sangam/domain';
import {
  CalendarDays,
  CheckCircle2,
  Clock,
  ExternalLink,
  IndianRupee,
  MapPin,
  Users,
  XCircle,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';

/** A calendar day (`YYYY-MM-DD`) as India writes it: "5 Dec 2026". */
export const fairDay = (date: string) => formatDate(`${date}T00:00:00+05:30`);

const statusLooks = {
  pending: { Icon: Clock, tone: 'bg-amber-50 text-amber-800 border-amber-200' },
  confirmed: { Icon: CheckCircle2, tone: 'bg-green-50 text-green-800 border-green-200' },
  cancelled: { Icon: XCircle, tone: 'bg-red-50 text-red-700 border-red-200' },
} as const;

const Fact = ({ Icon, label, children }: { Icon: typeof MapPin; label: string; children: ReactNode }) => (
  <div className="flex min-w-0 items-start gap-2">
    <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-gray-500" />
    <dt className="sr-only">{label}</dt>
    <dd className="min-w-0 break-words">{children}</dd>
  </div>
);

/**
 * One fair (document 2, 2.18): its dates, place, cost, expected visitors and website, and at the foot
 * 'Register Now', 'Registration Closed', 'Event Completed' or the FPO's registration with its status.
 */
export const TradeFairCard = ({ fair, onRegister }: { fair: FpoTradeFair; onRegister: () => void }) => {
  const { t } = useTranslation('tradeFairs');
  const headingId = `fair-${fair.id}`;
  const registration = fair.registration;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-col gap-2">
        <h2 id={headingId} className="text-lg font-semibold break-words">
          {fair.name}
        </h2>
        {fair.categories.length > 0 && (
          <ul aria-label={t('card.categories')} className="flex flex-wrap gap-1.5">
            {fair.categories.map((category) => (
              <li
                key={category}
                className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
              >
                {category}
              </li>
            ))}
          </ul>
        )}
        {fair.description && <p className="text-sm break-words text-gray-600">{fair.description}</p>}
      </header>

      <dl className="grid gap-2 text-sm text-gray-800">
        <Fact Icon={CalendarDays} label={t('card.dates')}>
          {fair.startDate === fair.endDate
            ? fairDay(fair.startDate)
            : t('card.dateRange', { start: fairDay(fair.startDate), end: fairDay(fair.endDate) })}
          <span className="block text-xs text-gray-600">
            {t('card.deadline', { date: fairDay(fair.registrationDeadline) })}
          </span>
        </Fact>
        <Fact Icon={MapPin} label={t('card.place')}>
          {t('card.placeValue', { city: fair.city, state: fair.state })}
        </Fact>
        <Fact Icon={IndianRupee} label={t('card.cost')}>
          {fair.participationCost > 0
            ? t('card.costValue', { amount: formatRupees(fair.participationCost) })
            : t('card.free')}
        </Fact>
        {fair.expectedVisitors !== null && (
          <Fact Icon={Users} label={t('card.visitors')}>
            {t('card.visitorsValue', {
              count: fair.expectedVisitors,
              formatted: formatCount(fair.expectedVisitors),
            })}
          </Fact>
        )}
        {fair.websiteUrl && (
          <Fact Icon={ExternalLink} label={t('card.website')}>
            <a
              href={fair.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-800 underline"
            >
              {t('card.website')}
            </a>
          </Fact>
        )}
      </dl>

      <footer className="mt-auto flex flex-col gap-2 border-t border-gray-100 pt-3">
        {registration ? (
          <RegistrationStatus registration={registration} />
        ) : fair.registrationState === 'open' ? (
          <Button onClick={onRegister} aria-label={t('states.registerFor', { name: fair.name })}>
            {t('states.open')}
          </Button>
        ) : (
          <p className="rounded-lg bg-gray-100 px-3 py-2 text-center text-sm font-medium text-gray-700">
            {t(`states.${fair.registrationState}`)}
          </p>
        )}
      </footer>
    </article>
  );
};

const RegistrationStatus = ({
  registration,
}: {
  registration: NonNullable<FpoTradeFair['registration']>;
}) => {
  const { t } = useTranslation('tradeFairs');
  const look = statusLooks[registration.status];
  return (
    <div className="flex flex-col gap-1.5">
      <p
        className={`inline-flex items-center gap-2 self-start rounded-full border px-3 py-1 text-sm font-medium ${look.tone}`}
      >
        <look.Icon aria-hidden className="size-4" />
        {t(`status.${registration.status}`)}
      </p>
      <p className="text-xs break-words text-gray-600">
        {t('registered', {
          date: formatDate(registration.registeredAt),
          products: registration.productsToDisplay.join(', '),
        })}
      </p>
    </div>
  );
};
