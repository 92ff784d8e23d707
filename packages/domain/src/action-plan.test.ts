import { describe, expect, it } from 'vitest';
import { farmerActionPlan } from './action-plan.ts';
import type { FarmerIntelligence } from './farmer-api.ts';

const note = (overrides: Partial<FarmerIntelligence>): FarmerIntelligence => ({
  id: crypto.randomUUID(),
  contact: null,
  createdAt: '2026-11-01T00:00:00Z',
  cropEnterprise: null,
  issueFaced: null,
  solutionSuggested: null,
  likelyNextIssue: null,
  productsToBuy: null,
  estSpendInr: null,
  ...overrides,
});

describe('farmerActionPlan', () => {
  it.each([
    [{ acres: 1.5, gender: 'Male' }, ['starter_kit', 'allied_income', 'regular_advisory']],
    [{ acres: 2, gender: 'Male' }, ['bulk_inputs', 'record_crop', 'regular_advisory']],
    [{ acres: 10, gender: 'Female' }, ['bulk_inputs', 'record_crop', 'women_groups']],
    [{ acres: 10.5, gender: 'Male' }, ['mechanisation', 'record_crop', 'lead_farmer']],
    [{ acres: 25, gender: 'Female' }, ['mechanisation', 'record_crop', 'women_groups']],
  ] as const)('without advisory notes, %o -> %o', (farmer, codes) => {
    expect(farmerActionPlan(farmer, []).map((p) => p.code)).toEqual(codes);
  });

  it('builds on the newest advisory notes first', () => {
    const plan = farmerActionPlan({ acres: 3, gender: 'Male' }, [
      note({
        cropEnterprise: 'Tomato',
        productsToBuy: 'Drip kit',
        estSpendInr: 18000,
        likelyNextIssue: 'Leaf curl',
      }),
      note({ cropEnterprise: 'Ragi', productsToBuy: 'Seed', likelyNextIssue: 'Drought' }),
    ]);
    expect(plan).toEqual([
      {
        kind: 'immediate',
        code: 'offer_products_with_spend',
        params: { products: 'Drip kit', spend: 18000 },
      },
      { kind: 'diversification', code: 'diversify_from_crop', params: { crop: 'Tomato' } },
      { kind: 'engagement', code: 'prepare_for_issue', params: { issue: 'Leaf curl' } },
    ]);
  });

  it('skips blank notes', () => {
    const plan = farmerActionPlan({ acres: 3, gender: 'Female' }, [
      note({ productsToBuy: '  ' }),
      note({ productsToBuy: 'Neem oil' }),
    ]);
    expect(plan[0]).toEqual({ kind: 'immediate', code: 'offer_products', params: { products: 'Neem oil' } });
  });
});
