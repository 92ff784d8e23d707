import { imageProblem, IMAGE_TYPES, photoSlots, type FpoPhotos, type PhotoSlot } from '@sangam/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { apiFetch, ApiError } from '@/lib/api-client.ts';
import { sendFile } from '@/lib/send-file.ts';

const photosKey = ['settings', 'photos'];

/** The Photos tab (spec 2.12): one logo and up to four village photos, each saved when chosen. */
export const PhotosPanel = () => {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const queryClient = useQueryClient();
  const photos = useQuery({
    queryKey: photosKey,
    queryFn: () => apiFetch<FpoPhotos>('/api/settings/photos'),
  });
  const [busy, setBusy] = useState<PhotoSlot | null>(null);

  const change = async (slot: PhotoSlot, file: File | null) => {
    const kind = slot === 'logo' ? 'logo' : 'photo';
    if (file) {
      const problem = imageProblem(file);
      if (problem)
        return toast.show({
          type: 'error',
          title: t(`photos.${problem}.title`),
          description: t(`photos.${problem}.body`),
        });
    }
    setBusy(slot);
    try {
      queryClient.setQueryData(photosKey, await sendFile<FpoPhotos>(`/api/settings/photos/${slot}`, file));
      toast.show({
        type: 'success',
        title: t(`photos.${kind}.${file ? 'uploaded' : 'deleted'}Title`),
        description: t(`photos.${kind}.${file ? 'uploaded' : 'deleted'}Body`),
      });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const known = code === 'file_too_large' || code === 'file_type_invalid';
      toast.show({
        type: 'error',
        title: known
          ? t(`photos.${code}.title`)
          : t(file ? 'photos.uploadFailedTitle' : 'photos.deleteFailedTitle'),
        description: known
          ? t(`photos.${code}.body`)
          : code === 'storage_unavailable'
            ? t('common:errors.storage_unavailable')
            : t(`photos.${kind}.${file ? 'uploadFailed' : 'deleteFailed'}`),
      });
    } finally {
      setBusy(null);
    }
  };

  if (!photos.data) return photos.isError ? <p role="alert">{t('failedBody')}</p> : <PageSpinner />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-600">{t('photos.explain')}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photoSlots.map((slot) => {
          const picture = photos.data[slot];
          const label =
            slot === 'logo' ? t('photos.logoLabel') : t('photos.villageLabel', { n: slot.slice(-1) });
          return (
            <li key={slot} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-2">
              <span className="text-sm font-medium">{label}</span>
              {picture ? (
                <img
                  src={picture.thumbnailUrl}
                  alt={label}
                  className="aspect-[4/3] w-full rounded object-cover"
                />
              ) : (
                <span className="flex aspect-[4/3] items-center justify-center rounded bg-gray-100 text-gray-400">
                  <ImagePlus aria-hidden className="size-6" />
                </span>
              )}
              <label className="inline-flex min-h-10 cursor-pointer items-center justify-center rounded-lg border border-gray-300 px-2 text-sm hover:bg-gray-50">
                {picture ? t('photos.replace') : t('photos.upload')}
                <input
                  type="file"
                  accept={IMAGE_TYPES.join(',')}
                  className="sr-only"
                  aria-label={`${label}: ${picture ? t('photos.replace') : t('photos.upload')}`}
                  disabled={busy !== null}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void change(slot, file);
                  }}
                />
              </label>
              {picture && (
                <Button
                  variant="ghost"
                  className="text-red-700"
                  busy={busy === slot}
                  onClick={() => void change(slot, null)}
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t('photos.remove')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
};
