import { formatAcres, formatCount, formatMobile, shownContact, type MandiProduct } from '@sangam/domain';
import { BadgeCheck, CalendarDays, PackageOpen, LandPlot, ShieldCheck, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { usePublicFpo } from '@/features/mandi/api/mandi-api.ts';
import { ProductCard } from '@/features/mandi/components/product-card.tsx';
import { PublicHeader } from '@/features/mandi/components/public-header.tsx';
import { ShareButton } from '@/features/mandi/components/share-button.tsx';
import { VillageGallery } from '@/features/mandi/components/village-gallery.tsx';

const ProductDetails = lazy(() =>
  import('@/features/mandi/components/product-details.tsx').then((m) => ({ default: m.ProductDetails })),
);

const whyChoose = [
  { key: 'direct', emoji: '🤝' },
  { key: 'quality', emoji: '🌾' },
  { key: 'community', emoji: '🧑‍🌾' },
] as const;

/** An FPO's public page (document 2, 2.21). */
export const MandiFpoScreen = () => {
  const { t } = useTranslation('mandi');
  const { fpoId = '' } = useParams();
  const { data: fpo, error, loading, reload } = usePublicFpo(fpoId);
  const [opened, setOpened] = useState<MandiProduct | null>(null);

  const back = (
    <Link
      to="/mandi"
      className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
    >
      <span aria-hidden>←</span>
      {t('fpo.back')}
    </Link>
  );

  let body;
  if (loading && !fpo) body = <PageSpinner />;
  else if (!fpo)
    body =
      error?.status === 404 || error?.code === 'validation_failed' ? (
        <EmptyState Icon={PackageOpen} title={t('fpo.notFound')}>
          <p className="text-sm text-gray-600">{t('fpo.notFoundBody')}</p>
          <Link
            to="/mandi"
            className="mt-2 inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white"
          >
            {t('fpo.backToMarketplace')}
          </Link>
        </EmptyState>
      ) : (
        <EmptyState Icon={PackageOpen} title={t('fpo.loadFailed')}>
          <Button variant="secondary" onClick={reload}>
            {t('common:tryAgain')}
          </Button>
        </EmptyState>
      );
  else {
    // Emoji rather than icons here: this page has under a kilobyte of its 120 KB budget left.
    const contacts: [string, string | null][] = [
      ['📞', formatMobile(fpo.phone)],
      ['✉️', shownContact(fpo.email)],
      ['📍', shownContact(fpo.address)],
    ];
    const badges = (
      [
        ['gst', fpo.badges.gst, t('fpo.badges.gst')],
        ['fssai', fpo.badges.fssai, t('fpo.badges.fssai')],
        ['verified', fpo.badges.verified, t('fpo.badges.verified')],
        ['hfnCertified', fpo.badges.hfnCertified, t('fpo.badges.hfnCertified')],
      ] as const
    ).filter(([, shown]) => shown);
    const figures = [
      [CalendarDays, t('fpo.established', { year: fpo.establishedYear })],
      [Users, t('fpo.farmers', { count: fpo.farmerCount, value: formatCount(fpo.farmerCount) })],
      [LandPlot, t('fpo.acres', { count: fpo.totalAcres, value: formatAcres(fpo.totalAcres, 1) })],
    ] as const;
    body = (
      <>
        <section className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-start">
          {fpo.logo ? (
            <img
              src={fpo.logo.thumbnailUrl}
              alt={t('fpo.logo', { name: fpo.name })}
              width={96}
              height={96}
              className="size-20 shrink-0 rounded-xl object-cover sm:size-24"
            />
          ) : (
            <span
              aria-hidden
              className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-4xl sm:size-24"
            >
              🌾
            </span>
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h1 className="text-2xl font-bold break-words">{fpo.name || t('fpo.fallbackName')}</h1>
            {badges.length > 0 && (
              <ul className="flex flex-wrap gap-1">
                {badges.map(([key, , label]) => (
                  <li
                    key={key}
                    className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800"
                  >
                    {key === 'verified' ? (
                      <BadgeCheck aria-hidden className="size-3.5" />
                    ) : (
                      <ShieldCheck aria-hidden className="size-3.5" />
                    )}
                    {label}
                  </li>
                ))}
              </ul>
            )}
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
              {figures.map(([Icon, text]) => (
                <li key={text} className="flex items-center gap-1">
                  <Icon aria-hidden className="size-4 text-gray-500" />
                  {text}
                </li>
              ))}
            </ul>
            <ul className="flex flex-wrap gap-2">
              {contacts
                .filter(([, value]) => value)
                .map(([emoji, value]) => (
                  <li
                    key={value}
                    className="inline-flex max-w-full items-start gap-1 rounded-full bg-gray-100 px-3 py-1 text-sm break-words"
                  >
                    <span aria-hidden className="shrink-0">
                      {emoji}
                    </span>
                    <span className="min-w-0">{value}</span>
                  </li>
                ))}
            </ul>
            <div>
              <ShareButton
                title={fpo.name}
                text={t('shareText.fpo', { fpo: fpo.name })}
                path={`/mandi/fpo/${fpo.id}`}
              />
            </div>
          </div>
        </section>
        <VillageGallery photos={fpo.villagePhotos} fpoName={fpo.name} />
        <section aria-labelledby="products" className="flex flex-col gap-3">
          <h2 id="products" className="text-lg font-semibold">
            {t('fpo.products')}
          </h2>
          {fpo.products.length ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {fpo.products.map((product) => (
                <ProductCard key={product.id} product={product} onOpen={setOpened} showSeller={false} />
              ))}
            </ul>
          ) : (
            <EmptyState Icon={PackageOpen} title={t('fpo.noProducts')}>
              <p className="text-sm text-gray-600">{t('fpo.noProductsBody')}</p>
            </EmptyState>
          )}
        </section>
        <section aria-labelledby="why" className="flex flex-col gap-3">
          <h2 id="why" className="text-lg font-semibold">
            {t('fpo.whyChoose', { name: fpo.name })}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {whyChoose.map(({ key, emoji }) => (
              <li key={key} className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white p-4">
                <span aria-hidden className="text-2xl">
                  {emoji}
                </span>
                <h3 className="font-semibold">{t(`fpo.why.${key}.title`)}</h3>
                <p className="text-sm text-gray-600">{t(`fpo.why.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        {opened && (
          <Suspense fallback={null}>
            <ProductDetails product={opened} onClose={() => setOpened(null)} />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <div className="min-h-full bg-gray-50">
      <PublicHeader />
      <main className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4">
        <div>{back}</div>
        {body}
      </main>
    </div>
  );
};
