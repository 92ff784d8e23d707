import { formatCount, formatPrice, type MandiProduct } from '@sangam/domain';
import { useTranslation } from 'react-i18next';

/** Price per packet when packaged, per tonne when open (document 2, 2.20). */
export const PriceLine = ({ product }: { product: MandiProduct }) => {
  const { t } = useTranslation('mandi');
  const packaged = product.packagingType === 'packaged';
  return (
    <p className="text-lg font-bold text-brand-800">
      {formatPrice(product.salePrice)}{' '}
      <span className="text-sm font-normal text-gray-600">
        {packaged ? t('units.perPacket') : t('units.perTonne')}
      </span>
    </p>
  );
};

/** How much there is: packets (and their size) or tonnes. */
export const Quantity = ({ product }: { product: MandiProduct }) => {
  const { t } = useTranslation('mandi');
  if (product.packagingType === 'open')
    return <>{t('units.tonnes', { count: product.quantityTonnes ?? 0, value: product.quantityTonnes })}</>;
  const packets = t('units.packets', {
    count: product.quantityAvailable ?? 0,
    value: formatCount(product.quantityAvailable ?? 0),
  });
  return (
    <>
      {product.packetSizeGms
        ? `${packets} · ${t('units.packetSize', { grams: formatCount(product.packetSizeGms) })}`
        : packets}
    </>
  );
};

export const ExpiringFlag = ({ product }: { product: MandiProduct }) => {
  const { t } = useTranslation('mandi');
  if (!product.expiringSoon) return null;
  return (
    <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
      {t('expiringSoon')}
    </span>
  );
};

export const PackagingBadge = ({ product }: { product: MandiProduct }) => {
  const { t } = useTranslation('mandi');
  return (
    <span className="inline-flex rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
      {t(`packaging.${product.packagingType}`)}
    </span>
  );
};
