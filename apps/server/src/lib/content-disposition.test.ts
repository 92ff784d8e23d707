import { validateHeaderValue } from 'node:http';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.ts';

/** What a browser does with the header: `filename*` wins; the plain form is for older clients. */
const parse = (header: string) => {
  const plain = /filename="([^"]*)"/.exec(header)?.[1];
  const encoded = /filename\*=UTF-8''([^;\s]*)/.exec(header)?.[1];
  return { plain, saved: encoded === undefined ? undefined : decodeURIComponent(encoded) };
};

describe('attachmentDisposition', () => {
  it.each([
    ['ASCII', 'members_export.csv', 'members_export.csv', 'members_export.csv'],
    ['Hindi', 'किसान सूची_export.csv', 'किसान सूची_export.csv', 'export.csv'],
    ['Kannada', 'ರೈತರ ಪಟ್ಟಿ.csv', 'ರೈತರ ಪಟ್ಟಿ.csv', 'export.csv'],
    ['Tamil', 'விவசாயிகள் பட்டியல் 2026.csv', 'விவசாயிகள் பட்டியல் 2026.csv', '2026.csv'],
    ['mixed scripts', 'Hosur किसान list.csv', 'Hosur किसान list.csv', 'Hosur list.csv'],
    ['quotes and backslashes', 'Rao "Raju" \\ list.csv', 'Rao "Raju" _ list.csv', 'Rao _Raju_ _ list.csv'],
    [
      'a newline and a NUL',
      'list\r\nSet-Cookie: x=1\u0000.csv',
      'listSet-Cookie: x=1.csv',
      'listSet-Cookie: x=1.csv',
    ],
    ['a path', '../../etc/passwd.csv', '.._.._etc_passwd.csv', 'etc_passwd.csv'],
    ['a right-to-left override', 'photo\u202Egpj.csv', 'photogpj.csv', 'photogpj.csv'],
    ['percent and semicolon', '100% sure; ok.csv', '100% sure; ok.csv', '100_ sure_ ok.csv'],
    ['nothing but controls', '\u0000\r\n', 'export.csv', 'export.csv'],
  ])('keeps a %s name and gives a safe ASCII fallback', (_label, name, saved, plain) => {
    const header = attachmentDisposition(name, 'export.csv');
    expect(() => validateHeaderValue('content-disposition', header)).not.toThrow();
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%!~._-]+$/);
    expect(parse(header)).toEqual({ plain, saved });
  });

  it('shortens a very long name to 200 UTF-8 bytes between letters, keeping the extension', () => {
    const name = `${'किसान '.repeat(100)}.csv`;
    const { saved, plain } = parse(attachmentDisposition(name, 'export.csv'));
    expect(saved?.endsWith('.csv')).toBe(true);
    expect(Buffer.byteLength(saved as string)).toBeLessThanOrEqual(200);
    // Never half a letter: the cut falls after a whole "किसान" or its space.
    expect(
      saved
        ?.replace(/\.csv$/, '')
        .trim()
        .split(' ')
        .every((word) => word === 'किसान'),
    ).toBe(true);
    expect(plain).toBe('export.csv');
    const ascii = parse(attachmentDisposition(`${'a'.repeat(500)}.csv`, 'export.csv'));
    expect(ascii.saved).toBe(`${'a'.repeat(196)}.csv`);
  });
});
