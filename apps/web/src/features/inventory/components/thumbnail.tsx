import type { Picture } from '@sangam/domain';
import { Package } from 'lucide-react';
import { useState } from 'react';

/** An item's thumbnail, fetched when it scrolls into view; a picture that fails to load is hidden (spec 8). */
export const Thumbnail = ({ picture }: { picture: Picture | null }) => {
  const [failed, setFailed] = useState(false);
  if (!picture || failed)
    return (
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-gray-100 text-gray-400">
        <Package aria-hidden className="size-5" />
      </span>
    );
  return (
    <img
      src={picture.thumbnailUrl}
      alt=""
      loading="lazy"
      width={48}
      height={48}
      onError={() => setFailed(true)}
      className="size-12 shrink-0 rounded-lg object-cover"
    />
  );
};
