import { cropGroups, type Crop, type CropCategory } from '@sangam/domain';
import { ChevronDown, Plus, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrops } from '../api/crops-api.ts';

// The inline form comes with its first use: most buyers find their crops in the list.
const AddCropForm = lazy(() => import('./add-crop-form.tsx').then((m) => ({ default: m.AddCropForm })));

type CropPickerProps = {
  id: string;
  selected: Crop[];
  onChange: (crops: Crop[]) => void;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * 'Crops Interested In' (document 2, 2.22, 4 and 5): search, the crops grouped by category (groups
 * sorted by their shown names), usage counts above 0, chips that remove, Clear All, and an inline
 * 'Add New Crop'. A crop this visitor adds is offered in this form though it still waits for an
 * admin. Chosen crops leave the list; choosing one clears the search.
 */
export const CropPicker = ({ id, selected, onChange, invalid, describedBy }: CropPickerProps) => {
  const { t } = useTranslation('requirements');
  const crops = useCrops();
  const [added, setAdded] = useState<Crop[]>([]);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const away = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);

  const all = useMemo(() => [...added, ...(crops.data?.items ?? [])], [added, crops.data]);
  const groups = cropGroups(all, {
    search,
    selected: new Set(selected.map((crop) => crop.id)),
    label: (category: CropCategory) => t(`categories.${category}`),
  });
  // The chosen crop's button leaves the list, so the search box takes the focus back for the next.
  const choose = (crop: Crop) => {
    onChange([...selected, crop]);
    setSearch('');
    input.current?.focus();
  };

  return (
    <div
      ref={root}
      className="flex flex-col gap-2"
      // Tabbing or typing on elsewhere closes the list, as a click outside does.
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {selected.length > 0 && (
        <div className="flex flex-wrap items-center gap-1">
          <ul aria-label={t('crops.selected')} className="flex flex-wrap gap-1">
            {selected.map((crop) => (
              <li
                key={crop.id}
                className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-0.5 pr-1 pl-3 text-sm text-brand-900"
              >
                {crop.name}
                <button
                  type="button"
                  onClick={() => onChange(selected.filter((c) => c.id !== crop.id))}
                  aria-label={t('crops.remove', { name: crop.name })}
                  className="rounded-full p-1 hover:bg-brand-200"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => onChange([])}
            className="min-h-8 px-2 text-sm font-medium text-red-700 hover:underline"
          >
            {t('crops.clearAll')}
          </button>
        </div>
      )}
      <div className="relative">
        <input
          ref={input}
          id={id}
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          value={search}
          placeholder={t('crops.searchPlaceholder')}
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setSearch(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
            if (event.key === 'Enter') event.preventDefault();
          }}
          className="block min-h-11 w-full rounded-lg border border-gray-300 bg-white py-2 pr-9 pl-3 text-base aria-[invalid=true]:border-red-500"
        />
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500"
        />
        {open && (
          <div
            id={listId}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-[min(480px,55vh)] overflow-y-auto rounded-lg border border-gray-200 bg-white p-2 shadow-lg"
          >
            {crops.loading && !crops.data ? (
              <p className="p-2 text-sm text-gray-600">{t('crops.loading')}</p>
            ) : groups.length === 0 ? (
              <div className="flex flex-col items-start gap-2 p-2">
                <p className="text-sm text-gray-600">{t('crops.noneFound')}</p>
                {search.trim() && adding === null && (
                  <button
                    type="button"
                    onClick={() => setAdding(search.trim())}
                    className="text-sm font-medium text-brand-800 hover:underline"
                  >
                    {t('crops.addNamed', { name: search.trim() })}
                  </button>
                )}
              </div>
            ) : (
              groups.map((group) => (
                <div
                  key={group.category}
                  role="group"
                  aria-labelledby={`${listId}-${group.category}`}
                  className="py-1"
                >
                  <p
                    id={`${listId}-${group.category}`}
                    className="px-2 py-1 text-xs font-semibold tracking-wide text-gray-500 uppercase"
                  >
                    {t(`categories.${group.category}`)}
                  </p>
                  <ul className="flex flex-wrap gap-1 px-1">
                    {group.crops.map((crop) => (
                      <li key={crop.id}>
                        <button
                          type="button"
                          onClick={() => choose(crop)}
                          className="min-h-9 rounded-full border border-gray-300 px-3 text-sm hover:border-brand-600 hover:bg-brand-50"
                        >
                          {crop.name}
                          {crop.usageCount > 0 && (
                            <span className="ml-1 text-xs text-gray-500">({crop.usageCount})</span>
                          )}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ))
            )}
            <div className="mt-2 border-t border-gray-100 pt-2">
              {adding === null ? (
                <button
                  type="button"
                  onClick={() => setAdding(search.trim())}
                  className="inline-flex min-h-9 items-center gap-1 px-2 text-sm font-medium text-brand-800 hover:underline"
                >
                  <Plus aria-hidden className="size-4" />
                  {t('crops.addNew')}
                </button>
              ) : (
                <Suspense fallback={<p className="p-2 text-sm text-gray-600">{t('common:loading')}</p>}>
                  <AddCropForm
                    initialName={adding}
                    onCancel={() => setAdding(null)}
                    onAdded={(crop) => {
                      setAdded((list) => [crop, ...list.filter((c) => c.id !== crop.id)]);
                      if (!selected.some((c) => c.id === crop.id)) choose(crop);
                      setAdding(null);
                    }}
                  />
                </Suspense>
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
};
