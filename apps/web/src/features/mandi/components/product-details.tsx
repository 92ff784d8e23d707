import { formatDate, formatMobile, shownContact, type MandiProduct } from '@sangam/domain';
import { Mail, MapPin, Phone, Store, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal.tsx';
import { ContactLinks } from './contact-links.tsx';
import { ExpiringFlag, PackagingBadge, PriceLine, Quantity } from './product-facts.tsx';
import { ProductPicture } from './product-picture.tsx';
import { ShareButton } from './share-button.tsx';

/**
 * A product's details (document 2, 2.20), fetched only when a buyer opens one: the picture, the
 * stock and price, the seller and the ways to reach them, and a Share button for its link.
 */
export const ProductDetails = ({ product, onClose }: { product: MandiProduct; onClose: () => void }) => {
  const { t } = useTranslation('mandi');
  const seller = product.seller;
  const rows: [typeof User, string | null][] = [
    [User, shownContact(seller.contactPerson)],
    [Phone, formatMobile(seller.phone)],
    [Mail, shownContact(seller.email)],
    [MapPin, shownContact(seller.address)],
  ];
  return (
    <Modal open onClose={onClose} title={product.productName} wide>
      <div className="flex flex-col gap-4">
        <ProductPicture product={product} size="full" className="aspect-[4/3] w-full rounded-lg" />
        <div className="flex flex-wrap items-center gap-2">
          <PackagingBadge product={product} />
          <ExpiringFlag product={product} />
        </div>
        <PriceLine product={product} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-600">{t('details.available')}</dt>
          <dd>
            <Quantity product={product} />
          </dd>
          {product.expiryDate && (
            <>
              <dt className="text-gray-600">{t('details.expiry')}</dt>
              <dd>{formatDate(`${product.expiryDate}T00:00:00+05:30`)}</dd>
            </>
          )}
        </dl>
        <section
          aria-labelledby="seller"
          className="flex flex-col gap-2 rounded-xl border border-gray-200 p-3"
        >
          <h3 id="seller" className="text-sm font-semibold text-gray-600">
            {t('details.seller')}
          </h3>
          <Link
            to={`/mandi/fpo/${seller.fpoId}`}
            onClick={onClose}
            className="flex items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            <Store aria-hidden className="size-4 shrink-0" />
            {seller.fpoName}
          </Link>
          <ul className="flex flex-col gap-1 text-sm">
            {rows
              .filter(([, value]) => value)
              .map(([Icon, value]) => (
                <li key={value} className="flex items-start gap-2 break-words whitespace-pre-line">
                  <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-gray-500" />
                  {value}
                </li>
              ))}
          </ul>
        </section>
        <ContactLinks product={product} />
        <div>
          <ShareButton
            title={product.productName}
            text={t('shareText.product', { product: product.productName, fpo: seller.fpoName })}
            path={`/mandi?product=${product.id}`}
          />
        </div>
      </div>
    </Modal>
  );
};
