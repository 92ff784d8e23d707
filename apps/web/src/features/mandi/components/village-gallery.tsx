import type { Picture } from '@sangam/domain';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const columns = [
  '',
  'grid-cols-1',
  'grid-cols-2',
  'grid-cols-2 sm:grid-cols-3',
  'grid-cols-2 sm:grid-cols-4',
];

/**
 * 'Our Village' (document 2, 2.21): up to four photos in one, two or four columns by count, and a
 * full-screen viewer that a click, a tap or Escape closes.
 */
export const VillageGallery = ({ photos, fpoName }: { photos: Picture[]; fpoName: string }) => {
  const { t } = useTranslation('mandi');
  const [open, setOpen] = useState<number | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const lastFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (open === null) return;
    lastFocus.current = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(null);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      lastFocus.current?.focus();
    };
  }, [open]);

  if (!photos.length) return null;
  const shown = open === null ? undefined : photos[open];
  return (
    <section aria-labelledby="village" className="flex flex-col gap-3">
      <h2 id="village" className="text-lg font-semibold">
        {t('fpo.ourVillage')}
      </h2>
      <ul className={`grid gap-2 ${columns[Math.min(photos.length, 4)]}`}>
        {photos.slice(0, 4).map((photo, index) => (
          <li key={photo.url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('fpo.viewPhoto', { number: index + 1, name: fpoName })}
              className="block w-full overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <img
                src={photo.thumbnailUrl}
                alt=""
                loading="lazy"
                decoding="async"
                width={320}
                height={240}
                className="aspect-[4/3] w-full bg-gray-100 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {shown && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={t('fpo.viewPhoto', { number: (open ?? 0) + 1, name: fpoName })}
          className="fixed inset-0 z-50 flex items-center justify-center bg-black/90 p-2"
          onClick={() => setOpen(null)}
        >
          <img src={shown.url} alt="" className="max-h-full max-w-full object-contain" />
          <button
            ref={closeRef}
            type="button"
            aria-label={t('common:close')}
            className="absolute top-3 right-3 rounded-full bg-white/90 p-2 text-gray-900"
          >
            <X aria-hidden className="size-6" />
          </button>
        </div>
      )}
    </section>
  );
};
