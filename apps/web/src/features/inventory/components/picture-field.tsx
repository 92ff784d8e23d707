import { imageProblem, IMAGE_TYPES, type Picture } from '@sangam/domain';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import type { PictureChange } from '../api/inventory-api.ts';

type PictureFieldProps = {
  /** The picture stored now, if any. */
  current: Picture | null;
  value: PictureChange;
  onChange: (change: PictureChange) => void;
};

/** Choose, preview, replace or remove an item's picture; nothing is sent until the form is saved. */
export const PictureField = ({ current, value, onChange }: PictureFieldProps) => {
  const { t } = useTranslation('inventory');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value) return setPreview(null);
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const shown = value === null ? null : (preview ?? current?.thumbnailUrl ?? null);

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {t('picture.label')}
      </label>
      <div className="flex min-w-0 items-center gap-3">
        {shown ? (
          <img src={shown} alt={t('picture.preview')} className="size-20 rounded-lg border object-cover" />
        ) : (
          <span className="flex size-20 items-center justify-center rounded-lg border border-dashed text-gray-400">
            <ImagePlus aria-hidden className="size-6" />
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-2">
          <input
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="w-full min-w-0 text-sm file:mr-2 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const found = imageProblem(file);
              setProblem(found);
              if (!found) onChange(file);
            }}
          />
          {shown && (
            <Button
              variant="ghost"
              className="self-start"
              onClick={() => onChange(current ? null : undefined)}
            >
              <Trash2 aria-hidden className="size-4" />
              {t('picture.remove')}
            </Button>
          )}
        </div>
      </div>
      <p className="text-xs text-gray-500">{t('picture.hint')}</p>
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {t(`picture.${problem}`)}
        </p>
      )}
    </div>
  );
};
