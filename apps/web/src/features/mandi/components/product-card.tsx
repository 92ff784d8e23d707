import type { MandiProduct } from '@sangam/domain';
import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { ExpiringFlag, PackagingBadge, PriceLine, Quantity } from './product-facts.tsx';
import { ProductPicture } from './product-picture.tsx';

/** A product on the Mandi or an FPO's page: opens its details; the seller's name opens the FPO. */
export const ProductCard = ({
  product,
  layout = 'grid',
  onOpen,
  showSeller = true,
}: {
  product: MandiProduct;
  layout?: 'grid' | 'list';
  onOpen: (product: MandiProduct) => void;
  showSeller?: boolean;
}) => {
  const list = layout === 'list';
  return (
    <li
      className={`flex overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm ${list ? 'flex-row' : 'flex-col'}`}
    >
      <button
        type="button"
        onClick={() => onOpen(product)}
        className={`flex min-w-0 flex-1 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-700 ${list ? 'flex-row' : 'flex-col'}`}
      >
        <ProductPicture
          product={product}
          className={list ? 'size-24 shrink-0 sm:size-28' : 'aspect-[4/3] w-full'}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1 p-3">
          <span className="flex flex-wrap items-center gap-1">
            <PackagingBadge product={product} />
            <ExpiringFlag product={product} />
          </span>
          <span className="font-semibold break-words text-gray-900">{product.productName}</span>
          <PriceLine product={product} />
          <span className="text-sm text-gray-600">
            <Quantity product={product} />
          </span>
        </span>
      </button>
      {showSeller && (
        <Link
          to={`/mandi/fpo/${product.seller.fpoId}`}
          className={`flex min-h-11 items-center gap-2 border-gray-100 px-3 text-sm font-medium text-brand-800 hover:bg-brand-50 ${list ? 'max-w-[40%] border-l' : 'border-t'}`}
        >
          <Store aria-hidden className="size-4 shrink-0" />
          <span className="truncate">{product.seller.fpoName}</span>
        </Link>
      )}
    </li>
  );
};
