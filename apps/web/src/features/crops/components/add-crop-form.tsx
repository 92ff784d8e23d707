import {
  cropCategories,
  CROP_NAME_MAX,
  DEFAULT_CROP_CATEGORY,
  type Crop,
  type CropCategory,
} from '@sangam/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { addCrop } from '../api/crops-api.ts';

/** The picker's inline 'Add New Crop' form (document 2, 2.22): a name and a category. */
export const AddCropForm = ({
  initialName,
  onAdded,
  onCancel,
}: {
  initialName: string;
  onAdded: (crop: Crop) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('requirements');
  const toast = useToast();
  const id = useId();
  const [name, setName] = useState(initialName);
  const [category, setCategory] = useState<CropCategory>(DEFAULT_CROP_CATEGORY);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!name.trim()) return setProblem('crop_name_required');
    setBusy(true);
    try {
      const crop = await addCrop({ name: name.trim(), category });
      toast.show({ type: 'success', title: t('crops.added', { name: crop.name }), duration: 3000 });
      onAdded(crop);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'network_error';
      if (code === 'crop_exists') toast.show({ type: 'warning', title: t('crops.exists'), duration: 3000 });
      else if (code === 'validation_failed')
        setProblem((error as ApiError).issues[0]?.code ?? 'crop_name_invalid');
      else toast.show({ type: 'error', title: t('crops.addFailed'), duration: 3000 });
    } finally {
      setBusy(false);
    }
  };

  // Not a <form>: it sits inside the requirement form, and Enter must add the crop, not send it.
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3"
    >
      <p id={`${id}-title`} className="text-sm font-semibold">
        {t('crops.addTitle')}
      </p>
      <label htmlFor={`${id}-name`} className="text-sm font-medium">
        {t('crops.name')}
      </label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={CROP_NAME_MAX}
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void submit();
        }}
        className={inputClass}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-600">
          {t(`validation.${problem}`)}
        </p>
      )}
      <label htmlFor={`${id}-category`} className="text-sm font-medium">
        {t('crops.category')}
      </label>
      <select
        id={`${id}-category`}
        value={category}
        onChange={(event) => setCategory(event.target.value as CropCategory)}
        className={inputClass}
      >
        {cropCategories.map((value) => (
          <option key={value} value={value}>
            {t(`categories.${value}`)}
          </option>
        ))}
      </select>
      <div className="flex gap-2">
        <Button onClick={() => void submit()} busy={busy} disabled={!name.trim()}>
          {busy ? t('crops.adding') : t('crops.add')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
      </div>
    </div>
  );
};
