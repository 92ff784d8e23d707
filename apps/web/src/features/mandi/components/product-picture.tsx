import { cropEmoji, type MandiProduct } from '@sangam/domain';
import { useState } from 'react';

/**
 * The product's picture, or an emoji for its crop when it has none or the picture fails to load (a
 * broken image is hidden, document 2, 2.20). Thumbnails on cards, loaded as they scroll into view.
 */
export const ProductPicture = ({
  product,
  size = 'thumbnail',
  className = '',
}: {
  product: MandiProduct;
  size?: 'thumbnail' | 'full';
  className?: string;
}) => {
  const [broken, setBroken] = useState(false);
  const picture = product.picture;
  if (!picture || broken)
    return (
      <span aria-hidden className={`flex items-center justify-center bg-brand-50 text-5xl ${className}`}>
        {cropEmoji(product.productName)}
      </span>
    );
  return (
    <img
      src={size === 'full' ? picture.url : picture.thumbnailUrl}
      alt=""
      loading={size === 'full' ? 'eager' : 'lazy'}
      decoding="async"
      width={320}
      height={240}
      onError={() => setBroken(true)}
      className={`bg-gray-100 object-cover ${className}`}
    />
  );
};
