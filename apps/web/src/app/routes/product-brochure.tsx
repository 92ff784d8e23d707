import { formatCount, formatDate, formatPrice, type Brochure, type Product } from '@sangam/domain';
import { Globe, Mail, MapPin, MessageCircle, Phone, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useBrochure } from '@/features/inventory/api/inventory-api.ts';
import { QueryProvider } from '@/lib/query-client.tsx';
import { Thumbnail } from '@/features/inventory/components/thumbnail.tsx';

/** The message 'Send To Buyers' shares: the FPO's name and the brochure's own address. */
export const shareLinks = (
  brochure: Pick<Brochure, 'fpoId' | 'fpoName'>,
  origin: string,
  text: string,
  subject: string,
) => {
  const url = `${origin}/product-brochure?userId=${encodeURIComponent(brochure.fpoId)}`;
  const message = `${text}\n${url}`;
  return {
    url,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`,
  };
};

const ProductCard = ({ product }: { product: Product }) => {
  const { t } = useTranslation('inventory');
  const packaged = product.packagingType === 'packaged';
  return (
    <li className="flex gap-3 rounded-lg border border-gray-200 p-3 break-inside-avoid">
      <Thumbnail picture={product.picture} />
      <div className="flex min-w-0 flex-col text-sm">
        <span className="font-semibold">{product.productName}</span>
        <span>
          {formatPrice(product.salePrice)} {packaged ? t('units.perPacket') : t('units.perTonne')}
        </span>
        <span className="text-gray-600">
          {packaged
            ? t('units.packets', {
                count: product.quantityAvailable ?? 0,
                value: formatCount(product.quantityAvailable ?? 0),
              })
            : t('units.tonnes', { count: product.quantityTonnes ?? 0, value: product.quantityTonnes })}
          {packaged &&
            product.packetSizeGms !== null &&
            ` · ${t('units.packetSize', { grams: formatCount(product.packetSizeGms) })}`}
        </span>
        {product.expiryDate && (
          <span className="text-gray-600">
            {t('brochure.expires', { date: formatDate(`${product.expiryDate}T00:00:00+05:30`) })}
          </span>
        )}
      </div>
    </li>
  );
};

const Brochure = () => {
  const { t } = useTranslation('inventory');
  const [params] = useSearchParams();
  const brochure = useBrochure(params.get('userId') ?? '');

  if (brochure.isPending && brochure.fetchStatus !== 'idle') return <PageSpinner />;
  if (!brochure.data)
    return (
      <main className="mx-auto max-w-3xl p-4">
        <EmptyState Icon={MapPin} title={t('brochure.errorTitle')}>
          <p className="text-sm text-gray-600">{t('brochure.errorBody')}</p>
        </EmptyState>
      </main>
    );

  const b = brochure.data;
  const links = shareLinks(
    b,
    window.location.origin,
    t('brochure.shareText', { name: b.fpoName }),
    t('brochure.shareSubject', { name: b.fpoName }),
  );
  const packaged = b.products.filter((p) => p.packagingType === 'packaged').length;
  const contact: [typeof Phone, string | null][] = [
    [Phone, b.phone],
    [Mail, b.email],
    [Globe, b.website],
    [MapPin, b.address],
  ];
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-5 p-4 print:max-w-none print:p-0">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          {t('brochure.print')}
        </Button>
        <a
          href={links.whatsapp}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-green-700 px-4 text-sm font-medium text-white hover:bg-green-800"
        >
          <MessageCircle aria-hidden className="size-4" />
          {t('brochure.sendWhatsapp')}
        </a>
        <a
          href={links.email}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium hover:bg-gray-50"
        >
          <Mail aria-hidden className="size-4" />
          {t('brochure.sendEmail')}
        </a>
      </div>
      <header className="flex flex-col gap-2 border-b border-gray-200 pb-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('brochure.kicker')}</p>
        <h1 className="text-3xl font-bold">{b.fpoName}</h1>
        <ul className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
          {contact
            .filter(([, value]) => value)
            .map(([Icon, value]) => (
              <li key={value} className="flex items-center gap-1.5 break-all">
                <Icon aria-hidden className="size-4 shrink-0 text-gray-500" />
                {value}
              </li>
            ))}
        </ul>
      </header>
      <section aria-labelledby="brochure-summary" className="flex flex-col gap-1">
        <h2 id="brochure-summary" className="text-lg font-semibold">
          {t('brochure.summaryTitle')}
        </h2>
        <p className="text-sm text-gray-700">
          {t('brochure.summary', { count: b.products.length, packaged, open: b.products.length - packaged })}
        </p>
      </section>
      {b.products.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
          {b.products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600">{t('brochure.noProducts')}</p>
      )}
    </main>
  );
};

/** One printable page an FPO sends to buyers (document 2, 2.23); public so buyers can open it. */
export const ProductBrochureScreen = () => (
  <QueryProvider>
    <Brochure />
  </QueryProvider>
);
