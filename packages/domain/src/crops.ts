import { z } from 'zod';
import { CROP_NAME_MAX, cropCategories, DEFAULT_CROP_CATEGORY } from './crop-picking.ts';
import { apiObject, byRule, text } from './field-atoms.ts';

const cropNameCharacters = /^[\p{L}\p{M}\p{Nd} .,'’()&/\-\u200C\u200D]+$/u;

export const validateCropName = (
  raw: unknown,
): { ok: true; value: string } | { ok: false; code: 'crop_name_required' | 'crop_name_invalid' } => {
  const name = typeof raw === 'string' ? raw.normalize('NFC').trim().replace(/\s+/gu, ' ') : '';
  if (!name) return { ok: false, code: 'crop_name_required' };
  if ([...name].length < 2 || !cropNameCharacters.test(name) || !/\p{L}/u.test(name))
    return { ok: false, code: 'crop_name_invalid' };
  return { ok: true, value: name };
};

/** The inline 'Add New Crop' form (document 2, 4 and 5). */
export const cropInputSchema = apiObject({
  name: text({ max: CROP_NAME_MAX, required: 'crop_name_required' }).transform(byRule(validateCropName)),
  category: z.enum(cropCategories, { error: 'crop_category_invalid' }).default(DEFAULT_CROP_CATEGORY),
});
export type CropInput = z.output<typeof cropInputSchema>;

export const cropSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.enum(cropCategories),
  usageCount: z.number().int(),
  /** A crop a visitor added that waits for an admin; only its adder's form offers it. */
  pending: z.boolean(),
});
export type Crop = z.infer<typeof cropSchema>;
export const cropListSchema = z.object({ items: z.array(cropSchema) });
export type CropList = z.infer<typeof cropListSchema>;
