import { describe, expect, it } from 'vitest';
import { cropGroups, cropMatches, cropNameKey, namesCrop } from './crop-picking.ts';
import { cropInputSchema, type Crop } from './crops.ts';

const crop = (name: string, category: Crop['category'], usageCount = 0): Crop => ({
  id: name,
  name,
  category,
  usageCount,
  pending: false,
});
const crops = [
  crop('Turmeric', 'Spices', 9),
  crop('Paddy', 'Grains', 5),
  crop('Tur (Arhar)', 'Pulses', 3),
  crop('Maize', 'Grains', 2),
  crop('Tomato', 'Vegetables'),
];

describe('the crop picker (document 2, 2.22, 4 and 5)', () => {
  it('groups by category, groups sorted by their shown name, crops in the order given', () => {
    const groups = cropGroups(crops, { search: '', selected: new Set(), label: (c) => c });
    expect(groups.map((g) => [g.category, g.crops.map((c) => c.name)])).toEqual([
      ['Grains', ['Paddy', 'Maize']],
      ['Pulses', ['Tur (Arhar)']],
      ['Spices', ['Turmeric']],
      ['Vegetables', ['Tomato']],
    ]);
  });

  it('sorts the groups by the label of the language shown', () => {
    const hindi: Record<string, string> = {
      Grains: 'अनाज',
      Pulses: 'दालें',
      Spices: 'मसाले',
      Vegetables: 'सब्ज़ियाँ',
    };
    const groups = cropGroups(crops, { search: '', selected: new Set(), label: (c) => hindi[c] ?? c });
    expect(groups.map((g) => hindi[g.category])).toEqual(['अनाज', 'दालें', 'मसाले', 'सब्ज़ियाँ']);
  });

  it.each([
    ['tu', ['Tur (Arhar)', 'Turmeric']],
    ['TUR', ['Tur (Arhar)', 'Turmeric']],
    ['arhar', ['Tur (Arhar)']],
    ['  ', ['Paddy', 'Maize', 'Tur (Arhar)', 'Turmeric', 'Tomato']],
    ['wheat', []],
  ])('searching %j finds %j (case-insensitive substring)', (search, names) => {
    const found = cropGroups(crops, { search, selected: new Set(), label: (c) => c }).flatMap((g) => g.crops);
    expect(found.map((c) => c.name)).toEqual(names);
  });

  it('takes chosen crops out of the list', () => {
    const found = cropGroups(crops, { search: '', selected: new Set(['Paddy', 'Tomato']), label: (c) => c });
    expect(found.flatMap((g) => g.crops).map((c) => c.name)).toEqual(['Maize', 'Tur (Arhar)', 'Turmeric']);
  });

  it('matches a search like the duplicate check compares names', () => {
    expect(cropMatches({ name: 'Dragon Fruit' }, 'dragon  fr')).toBe(true);
    expect(cropNameKey('  Dragon   FRUIT ')).toBe(cropNameKey('dragon fruit'));
    expect(cropNameKey('Ｒａｇｉ')).toBe('ragi');
  });
});

describe('a new crop', () => {
  it.each([
    [{ name: '  Dragon   fruit ' }, { name: 'Dragon fruit', category: 'Other' }],
    [
      { name: 'ಕಾಫಿ', category: 'Plantation Crops' },
      { name: 'ಕಾಫಿ', category: 'Plantation Crops' },
    ],
  ])('accepts %j', (input, output) => expect(cropInputSchema.parse(input)).toEqual(output));

  it.each([
    [{ name: '' }, 'crop_name_required'],
    [{ name: '   ' }, 'crop_name_required'],
    [{ name: 'A' }, 'crop_name_invalid'],
    [{ name: '12345' }, 'crop_name_invalid'],
    [{ name: '<script>' }, 'crop_name_invalid'],
    [{ name: 'Kiwi', category: 'Berries' }, 'crop_category_invalid'],
    [{ name: 'x'.repeat(61) }, 'too_long'],
  ])('refuses %j with %s', (input, code) => {
    const result = cropInputSchema.safeParse(input);
    expect(result.error?.issues[0]?.message).toBe(code);
  });
});

describe("whether a product's name names a crop", () => {
  it.each([
    ['Organic Turmeric Powder', 'Turmeric', true],
    ['Yellow maize', 'Maize', true],
    ['Cold-pressed groundnut oil 1 L', 'Groundnut', true],
    ['Sona Masuri paddy', 'Paddy', true],
    ['Red Chilli flakes', 'Red Chilli', true],
    ['Chilli', 'Red Chilli', false],
    ['Cornflakes', 'Corn', false],
    ['Turmeric', 'Tur (Arhar)', false],
    ['Tur (Arhar) dal', 'Tur (Arhar)', true],
    ['', 'Maize', false],
  ])('%j names %j: %s', (product, cropName, named) => expect(namesCrop(product, cropName)).toBe(named));
});
