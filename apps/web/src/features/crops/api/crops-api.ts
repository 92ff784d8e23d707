import type { Crop, CropInput, CropList } from '@sangam/domain';
import { apiFetch } from '@/lib/api-client.ts';
import { usePublicJson } from '@/lib/use-public-json.ts';

/** The picker's crops: listed ones, most used first. */
export const useCrops = () => usePublicJson<CropList>('/api/crops');

/** A crop the visitor adds; it waits for an admin, but this form may use it at once. */
export const addCrop = (input: CropInput) => apiFetch<Crop>('/api/crops', { method: 'POST', body: input });
