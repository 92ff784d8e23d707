import { describe, expect, it } from 'vitest';
import { settingsInputSchema, validateWebsite } from './settings.ts';

const valid = {
  fullName: 'Shantamma Hiremath',
  organization: '',
  phone: '+91 94480 12345',
  fpoName: 'Tungabhadra FPC',
  fpoPhone: '94480-12345',
  fpoAddress: 'APMC Yard Road\nKampli',
  fpoWebsite: 'tungabhadra.example.org',
  gstNumber: '27aapfu0939f1zv',
  fssaiNumber: '1002 0042 0071 83',
};

describe('the website (spec 5: https:// added when missing)', () => {
  it.each([
    ['tungabhadra.example.org', 'https://tungabhadra.example.org/'],
    ['http://fpo.example.org/about', 'http://fpo.example.org/about'],
    ['HTTPS://FPO.example.org', 'https://fpo.example.org/'],
  ])('%s becomes %s', (raw, href) => {
    expect(validateWebsite(raw)).toEqual({ ok: true, value: href });
  });
  it.each(['localhost', 'not a site', 'https://', 'ftp//x'])('%j is refused', (raw) => {
    expect(validateWebsite(raw)).toEqual({ ok: false, code: 'website_invalid' });
  });
});

describe('the settings form', () => {
  it('normalises what it keeps and blanks become nothing', () => {
    expect(settingsInputSchema.parse(valid)).toEqual({
      fullName: 'Shantamma Hiremath',
      organization: null,
      phone: '+919448012345',
      fpoName: 'Tungabhadra FPC',
      fpoPhone: '+919448012345',
      fpoAddress: 'APMC Yard Road\nKampli',
      fpoWebsite: 'https://tungabhadra.example.org/',
      gstNumber: '27AAPFU0939F1ZV',
      fssaiNumber: '10020042007183',
      incorporationDate: null,
      gstFiling: 'monthly',
    });
    expect(
      settingsInputSchema.parse({ ...valid, fpoPhone: '', fpoWebsite: ' ', gstNumber: null }),
    ).toMatchObject({
      fpoPhone: null,
      fpoWebsite: null,
      gstNumber: null,
    });
  });

  it.each([
    [{ fullName: ' ' }, 'fullName:full_name_required'],
    [{ phone: 'call me' }, 'phone:phone_invalid'],
    [{ fpoName: 'A' }, 'fpoName:fpo_name_too_short'],
    [{ fpoPhone: '12345' }, 'fpoPhone:fpo_phone_invalid'],
    [{ fpoWebsite: 'my site' }, 'fpoWebsite:website_invalid'],
    [{ gstNumber: '27AAPFU0939F1ZW' }, 'gstNumber:gstin_check'],
    [{ fssaiNumber: '123' }, 'fssaiNumber:fssai_format'],
    [{ email: 'new@example.org' }, ':unknown_field'],
    [{ incorporationDate: '2026-02-30' }, 'incorporationDate:incorporation_date_invalid'],
    [{ incorporationDate: '2001-05-01' }, 'incorporationDate:incorporation_date_invalid'],
    [{ incorporationDate: '2999-01-01' }, 'incorporationDate:incorporation_date_invalid'],
    [{ incorporationDate: '15/08/2025' }, 'incorporationDate:incorporation_date_invalid'],
    [{ gstFiling: 'yearly' }, 'gstFiling:gst_filing_invalid'],
  ])('refuses %o', (change, issue) => {
    const result = settingsInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toContain(issue);
  });
});
