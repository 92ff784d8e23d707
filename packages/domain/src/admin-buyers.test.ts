import { describe, expect, it } from 'vitest';
import {
  adminBuyersQuerySchema,
  adminGlobalBuyersQuerySchema,
  globalBuyerVerifiedSchema,
  isLowRated,
} from './admin-buyers.ts';
import { requirementEditSchema } from './buyer-requirements.ts';
import { globalBuyerUpdateSchema } from './buyers.ts';

const codes = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`));

describe("'Low Rated' (document 2, 2.7 and 9)", () => {
  it.each([
    [0, null, false],
    [1, 2.9, true],
    [3, 2.99, true],
    [2, 3, false],
    [5, 4.5, false],
  ])('%i reviews averaging %s: %s', (reviews, average, low) =>
    expect(isLowRated({ reviews, average })).toBe(low),
  );
});

describe("the back office's edit of a requirement (document 2, 5)", () => {
  const valid = {
    name: ' Anand Traders ',
    phone: '+91 98860-12345',
    city: ' Hubballi',
    state: 'Karnataka',
    pincode: '580 029',
    cropIds: ['6f1c1f8e-2f7a-4c55-9a77-1d1a4c0b5e01'],
  };

  it('trims every field and keeps the phone and pincode as their digits', () => {
    expect(requirementEditSchema.parse(valid)).toEqual({
      name: 'Anand Traders',
      phone: '9886012345',
      city: 'Hubballi',
      state: 'Karnataka',
      pincode: '580029',
      cropIds: ['6f1c1f8e-2f7a-4c55-9a77-1d1a4c0b5e01'],
      quantityRequirements: null,
      qualityDescription: null,
    });
  });

  it('names each broken rule with its code, and refuses the public form’s own fields', () => {
    expect(
      codes(requirementEditSchema.safeParse({ ...valid, phone: '5886012345', pincode: '12345' })),
    ).toEqual(['phone:phone_invalid', 'pincode:pincode_invalid']);
    expect(codes(requirementEditSchema.safeParse({ ...valid, state: 'Delhi' }))).toEqual([
      'state:state_invalid',
    ]);
    expect(codes(requirementEditSchema.safeParse({ ...valid, cropIds: [] }))).toEqual([
      'cropIds:crops_required',
    ]);
    expect(codes(requirementEditSchema.safeParse({ ...valid, website: '', formToken: 't' }))).toEqual([
      ':unknown_field',
    ]);
  });
});

describe("the back office's edit of a shared buyer (decision 015)", () => {
  const valid = {
    name: 'Sri Lakshmi Traders',
    phone: '98450 11111',
    address: 'APMC Yard',
    cropInterest: 'Maize',
  };

  it('keeps the FPO form’s phone rule and fills what is left out with nothing', () => {
    expect(globalBuyerUpdateSchema.parse(valid)).toEqual({
      ...valid,
      phone: '+919845011111',
      monthlyVolumeTonnes: null,
      priceMin: null,
      priceMax: null,
      quantityRequirements: null,
      qualityDescription: null,
    });
  });

  it('refuses a price range upside down, and a rating or review', () => {
    expect(codes(globalBuyerUpdateSchema.safeParse({ ...valid, priceMin: 50, priceMax: 40 }))).toEqual([
      'priceMax:price_range_invalid',
    ]);
    expect(codes(globalBuyerUpdateSchema.safeParse({ ...valid, rating: 4 }))).toEqual([':unknown_field']);
  });
});

describe('the page query of either tab', () => {
  it('defaults to the first page of ten and takes only the offered sizes', () => {
    expect(adminBuyersQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(adminBuyersQuerySchema.parse({ page: '3', pageSize: '50', search: ' reddy ' })).toEqual({
      page: 3,
      pageSize: 50,
      search: 'reddy',
    });
    expect(codes(adminBuyersQuerySchema.safeParse({ pageSize: '7' }))).toEqual([
      'pageSize:page_size_invalid',
    ]);
  });
});

describe("the Global Buyers tab's verified filter and mark (decision 015)", () => {
  it('shows every buyer unless asked for the verified or the not verified', () => {
    expect(adminGlobalBuyersQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10, verified: 'all' });
    expect(adminGlobalBuyersQuerySchema.parse({ verified: 'unverified', search: ' reddy ' })).toEqual({
      page: 1,
      pageSize: 10,
      search: 'reddy',
      verified: 'unverified',
    });
    expect(codes(adminGlobalBuyersQuerySchema.safeParse({ verified: 'true' }))).toEqual([
      'verified:verified_filter_invalid',
    ]);
    expect(codes(adminGlobalBuyersQuerySchema.safeParse({ status: 'all' }))).toEqual([':unknown_field']);
  });

  it('takes a true or false mark and nothing else', () => {
    expect(globalBuyerVerifiedSchema.parse({ isVerified: false })).toEqual({ isVerified: false });
    expect(codes(globalBuyerVerifiedSchema.safeParse({}))).toEqual(['isVerified:type_invalid']);
    expect(codes(globalBuyerVerifiedSchema.safeParse({ isVerified: 'yes' }))).toEqual([
      'isVerified:type_invalid',
    ]);
    expect(codes(globalBuyerVerifiedSchema.safeParse({ isVerified: true, name: 'x' }))).toEqual([
      ':unknown_field',
    ]);
  });
});
