import { formatCount, formatDate, formatRupees } from '@sangam/domain';
import { ArrowLeft, BadgeCheck, MapPin, MessageCircle, Phone, UserX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { useBuyerProfile } from '@/features/buyers/api/buyers-api.ts';
import { cropEmoji } from '@sangam/domain';
import { ReviewList } from '@/features/buyers/components/review-list.tsx';
import { Stars } from '@/features/buyers/components/stars.tsx';
import { ApiError } from '@/lib/api-client.ts';

const card = 'flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4';

/** A buyer's profile (spec 2.15; /buyer/buyers/{id}, alias /buyer/{id}, decision S2). */
export const BuyerProfileScreen = () => {
  const { t } = useTranslation('buyers');
  const toast = useToast();
  const { buyerId = '' } = useParams();
  const profile = useBuyerProfile(buyerId);
  const notInList =
    profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400);
  const failed = profile.isError && !notInList;

  useEffect(() => {
    if (failed)
      toast.show({
        type: 'error',
        title: t('toasts.loadFailedTitle'),
        description: t('toasts.loadFailedBuyer'),
      });
  }, [failed, t, toast]);

  if (failed) return <Navigate to="/buyer" replace />;
  if (notInList)
    return (
      <div className="rounded-xl border border-gray-200 bg-white">
        <EmptyState Icon={UserX} title={t('profile.notInList')}>
          <p className="text-sm text-gray-600">{t('profile.notInListBody')}</p>
          <Link to="/buyer" className="mt-2 text-sm font-medium text-brand-700 underline">
            {t('profile.backToBuyers')}
          </Link>
        </EmptyState>
      </div>
    );
  if (!profile.data) return <PageSpinner />;

  const { buyer, community, ledger, reviews } = profile.data;
  const digits = buyer.phone.replace(/\D/g, '');
  return (
    <div className="flex flex-col gap-5">
      <Link
        to="/buyer"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('profile.backToBuyers')}
      </Link>
      <header className="flex items-start gap-3">
        <span aria-hidden className="text-4xl leading-none">
          {cropEmoji(buyer.cropInterest)}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">{buyer.name}</h1>
          {/* Set only by Sangam's admins (decision 015), so every FPO reads the same mark. */}
          {buyer.verified && (
            <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800">
              <BadgeCheck aria-hidden className="size-3.5" />
              {t('profile.verified')}
            </p>
          )}
          <p className="text-sm text-gray-600">{t('profile.addedOn', { date: formatDate(buyer.addedAt) })}</p>
        </div>
      </header>

      <div className="grid gap-3 md:grid-cols-3">
        <section aria-labelledby="buyer-contact" className={card}>
          <h2 id="buyer-contact" className="font-semibold">
            {t('profile.contact')}
          </h2>
          <p className="flex items-center gap-2 text-sm">
            <Phone aria-hidden className="size-4 text-gray-500" />
            {buyer.phone}
          </p>
          <p className="flex items-start gap-2 text-sm">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gray-500" />
            <span className="break-words">{buyer.address}</span>
          </p>
          <p className="text-sm">
            <span className="text-gray-600">{t('profile.cropInterest')}: </span>
            {buyer.cropInterest}
          </p>
          {/* Spec 2.15: the call and message links come with feedback, once someone has dealt with the buyer. */}
          {reviews.length > 0 && (
            <div className="mt-1 flex flex-wrap gap-2">
              <a
                href={`tel:${buyer.phone}`}
                className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
              >
                <Phone aria-hidden className="size-4" />
                {t('profile.call')}
              </a>
              <a
                href={`https://wa.me/${digits}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm font-medium hover:bg-gray-50"
              >
                <MessageCircle aria-hidden className="size-4 text-green-600" />
                {t('profile.whatsapp')}
              </a>
            </div>
          )}
        </section>

        <section aria-labelledby="buyer-community" className={card}>
          <h2 id="buyer-community" className="font-semibold">
            {t('profile.community')}
          </h2>
          {community.count ? (
            <>
              <p className="flex items-center gap-2">
                <span className="text-3xl font-semibold">{community.average.toFixed(1)}</span>
                <Stars value={community.stars} label={`${community.stars} / 5`} size="size-5" />
              </p>
              <p className="text-sm text-gray-600">{t('profile.basedOn', { count: community.count })}</p>
            </>
          ) : (
            <p className="text-sm text-gray-600">{t('profile.noRating')}</p>
          )}
        </section>

        <section aria-labelledby="buyer-ledger" className={card}>
          <h2 id="buyer-ledger" className="font-semibold">
            {t('profile.ledger')}
          </h2>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-gray-600">{t('profile.totalBusiness')}</dt>
            <dd className="font-medium">{formatRupees(ledger.totalBusiness)}</dd>
            <dt className="text-gray-600">{t('profile.deals')}</dt>
            <dd className="font-medium">{ledger.deals}</dd>
            <dt className="text-gray-600">{t('profile.lastDeal')}</dt>
            <dd className="font-medium">
              {ledger.lastDealOn ? formatDate(ledger.lastDealOn) : t('profile.notRecorded')}
            </dd>
            <dt className="text-gray-600">{t('profile.daysToPay')}</dt>
            <dd className="font-medium">
              {ledger.averageDaysToPay === null
                ? t('profile.notRecorded')
                : t('profile.daysValue', { count: ledger.averageDaysToPay })}
            </dd>
          </dl>
        </section>
      </div>

      {(buyer.monthlyVolumeTonnes ||
        buyer.priceMin ||
        buyer.quantityRequirements ||
        buyer.qualityDescription) && (
        <section aria-labelledby="buyer-trading" className={card}>
          <h2 id="buyer-trading" className="font-semibold">
            {t('profile.trading')}
          </h2>
          {buyer.monthlyVolumeTonnes && (
            <p className="text-sm">{t('profile.monthlyVolume', { tonnes: buyer.monthlyVolumeTonnes })}</p>
          )}
          {buyer.priceMin && buyer.priceMax && (
            <p className="text-sm">
              {t('profile.priceRange', {
                min: formatCount(buyer.priceMin),
                max: formatCount(buyer.priceMax),
              })}
            </p>
          )}
          {buyer.quantityRequirements && <p className="text-sm">{buyer.quantityRequirements}</p>}
          {buyer.qualityDescription && <p className="text-sm text-gray-700">{buyer.qualityDescription}</p>}
        </section>
      )}

      <section aria-labelledby="buyer-feedback" className="flex flex-col gap-3">
        <h2 id="buyer-feedback" className="text-lg font-semibold">
          {t('profile.feedbackTitle', { name: buyer.name })}
        </h2>
        <ReviewList reviews={reviews} empty={t('profile.noFeedback')} />
      </section>
    </div>
  );
};
