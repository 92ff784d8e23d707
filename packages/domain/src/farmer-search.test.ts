import { describe, expect, it } from 'vitest';
import { phoneSearchPrefix } from './farmer-search.ts';

describe('the phone prefix a search stands for', () => {
  it.each([
    ['98450', '+9198450'],
    ['9845012345', '+919845012345'],
    ['98450 12345', '+919845012345'],
    ['+91 98450', '+9198450'],
    ['+91-98450-12345', '+919845012345'],
    ['919845012345', '+919845012345'],
    // A number may itself start with 91: only a longer run carries the country code.
    ['9198', '+919198'],
    ['098450', '+9198450'],
    ['984', '+91984'],
    ['98', null],
    ['ram', null],
    ['Village 12', null],
    ['', null],
  ])('%j searches phones starting %j', (text, expected) => {
    expect(phoneSearchPrefix(text)).toBe(expected);
  });
});
