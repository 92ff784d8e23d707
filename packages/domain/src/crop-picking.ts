/**
 * The crop picker's rules, apart from the API schemas so the public form's first load brings no
 * validation library (decision 016).
 */

/** Document 2, 3 (Crop): the categories the picker groups by; a new crop starts in Other. */
export const cropCategories = [
  'Grains',
  'Pulses',
  'Vegetables',
  'Fruits',
  'Spices',
  'Oilseeds',
  'Cash Crops',
  'Plantation Crops',
  'Other',
] as const;
export type CropCategory = (typeof cropCategories)[number];
export const DEFAULT_CROP_CATEGORY: CropCategory = 'Other';

/** The longest crop name the inline form takes. */
export const CROP_NAME_MAX = 60;

/** How the duplicate check compares names: case, width and runs of spaces do not make a new crop. */
export const cropNameKey = (name: string): string =>
  name.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en-IN');

/** Case-insensitive substring matching, as the picker's search box does it (document 2, 5). */
export const cropMatches = (crop: { name: string }, search: string): boolean => {
  const wanted = cropNameKey(search);
  return !wanted || cropNameKey(crop.name).includes(wanted);
};

type PickableCrop = { id: string; name: string; category: CropCategory };
export type CropGroup<C extends PickableCrop> = {
  category: CropCategory;
  crops: C[];
};

/**
 * The picker's open list: the crops not yet chosen that match the search, grouped by category, the
 * groups sorted alphabetically by their shown label (which depends on the language) and each
 * group's crops in the order given (most used first).
 */
export const cropGroups = <C extends PickableCrop>(
  crops: readonly C[],
  {
    search,
    selected,
    label,
  }: { search: string; selected: ReadonlySet<string>; label: (c: CropCategory) => string },
): CropGroup<C>[] => {
  const groups = new Map<CropCategory, C[]>();
  for (const crop of crops) {
    if (selected.has(crop.id) || !cropMatches(crop, search)) continue;
    groups.set(crop.category, [...(groups.get(crop.category) ?? []), crop]);
  }
  return [...groups]
    .map(([category, list]) => ({ category, crops: list }))
    .sort((a, b) => label(a.category).localeCompare(label(b.category)));
};

const words = (text: string) =>
  cropNameKey(text)
    .split(/[^\p{L}\p{M}\p{Nd}]+/u)
    .filter(Boolean);

/**
 * Whether a product's name names a crop: the crop's words appear together in it, whole
 * ("Organic Turmeric Powder" names Turmeric; "Cornflakes" does not name Corn). A requirement for
 * that crop is then marked as matching the FPO's products, and the crop's usage count grows.
 */
export const namesCrop = (productName: string, cropName: string): boolean => {
  const product = words(productName);
  const crop = words(cropName);
  if (!crop.length) return false;
  for (let start = 0; start + crop.length <= product.length; start++)
    if (crop.every((word, i) => product[start + i] === word)) return true;
  return false;
};
