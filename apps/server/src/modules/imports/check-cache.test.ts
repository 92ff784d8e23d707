import { describe, expect, it } from 'vitest';
import { checkKey } from './check-cache.ts';

const register = { phones: ['+919845012345'], details: ['rao|hosur|635109'] };
const mapping = { farmerName: 'Farmer Name', phoneNumber: 'Phone', acres: null };

describe('the fingerprint that lets an import take its preview’s check', () => {
  it.each([
    // jsonb gives the import's mapping back with its keys reordered; it is still the same mapping.
    [
      'the mapping read back from jsonb',
      ['CSV', { acres: null, phoneNumber: 'Phone', farmerName: 'Farmer Name' }, false],
      register,
      true,
    ],
    ['another sheet', ['Sheet2', mapping, false], register, false],
    ['another column for a field', ['CSV', { ...mapping, acres: 'Land' }, false], register, false],
    ['updating existing farmers', ['CSV', mapping, true], register, false],
    [
      'a farmer added since',
      ['CSV', mapping, false],
      { phones: [...register.phones, '+919845000000'], details: [...register.details, 'x|y|1'] },
      false,
    ],
  ])('compares with the preview after %s', (_, parts, after, same) => {
    expect(checkKey(parts, after) === checkKey(['CSV', mapping, false], register)).toBe(same);
  });
});
