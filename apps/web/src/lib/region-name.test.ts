import { describe, expect, it } from 'vitest';
import { regionName } from './region-name.ts';

describe('regionName', () => {
  it.each([
    ['hi', 'भारत'],
    ['kn', 'ಭಾರತ'],
    ['ta', 'இந்தியா'],
    ['en', 'India'],
  ])('names India in %s', (language, name) => {
    expect(regionName('IN', language, 'India')).toBe(name);
  });

  it('falls back to the English name for a language the runtime does not know', () => {
    expect(regionName('NP', 'zz', 'Nepal')).toBe('Nepal');
  });
});
