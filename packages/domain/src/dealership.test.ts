import { describe, expect, it } from 'vitest';
import {
  dealershipStatusInputSchema,
  checkDealershipEligibility,
  dealershipApplyInputSchema,
  dealershipTurnover,
  dealershipRequirementInputSchema,
  sortDealershipCompanies,
  type DealershipFigures,
  type DealershipRule,
} from './dealership.ts';

const figures: DealershipFigures = {
  farmers: 100,
  acres: 250,
  turnover: 11_250_000,
  turnoverSource: 'estimate',
  documents: ['gst', 'pan'],
  state: 'Karnataka',
};
const open: DealershipRule = {
  minFarmers: 0,
  minAcres: 0,
  minAnnualTurnover: 0,
  requiredDocuments: [],
  states: [],
};

describe('dealership eligibility (document 2, 5)', () => {
  it('passes everything when the requirement asks for nothing', () => {
    expect(checkDealershipEligibility(figures, open)).toEqual({
      eligible: true,
      checks: { farmers: true, acres: true, turnover: true, documents: true, location: true },
      unmet: [],
    });
  });

  it.each([
    { farmers: 99, minFarmers: 100, unmet: [{ kind: 'farmers', short: 1 }] },
    { farmers: 100, minFarmers: 100, unmet: [] },
    { farmers: 101, minFarmers: 100, unmet: [] },
    { farmers: 0, minFarmers: 250, unmet: [{ kind: 'farmers', short: 250 }] },
  ])('farmers $farmers against a minimum of $minFarmers', ({ farmers, minFarmers, unmet }) => {
    expect(checkDealershipEligibility({ ...figures, farmers }, { ...open, minFarmers }).unmet).toEqual(unmet);
  });

  it.each([
    { acres: 249.99, minAcres: 250, unmet: [{ kind: 'acres', short: 0.1 }] },
    { acres: 250, minAcres: 250, unmet: [] },
    { acres: 0.1 + 0.2, minAcres: 0.3, unmet: [] },
    { acres: 100, minAcres: 250.5, unmet: [{ kind: 'acres', short: 150.5 }] },
    { acres: 100.04, minAcres: 250, unmet: [{ kind: 'acres', short: 150 }] },
    { acres: 100.06, minAcres: 250, unmet: [{ kind: 'acres', short: 150 }] },
    { acres: 100.25, minAcres: 250, unmet: [{ kind: 'acres', short: 149.8 }] },
  ])(
    'acres $acres against a minimum of $minAcres (one decimal, rounded up)',
    ({ acres, minAcres, unmet }) => {
      expect(checkDealershipEligibility({ ...figures, acres }, { ...open, minAcres }).unmet).toEqual(unmet);
    },
  );

  it.each([
    { turnover: 0, minAnnualTurnover: 0, met: true },
    { turnover: 499_999, minAnnualTurnover: 500_000, met: false },
    { turnover: 500_000, minAnnualTurnover: 500_000, met: true },
    { turnover: 500_001, minAnnualTurnover: 500_000, met: true },
  ])('turnover $turnover against a minimum of $minAnnualTurnover', ({ turnover, minAnnualTurnover, met }) => {
    const result = checkDealershipEligibility({ ...figures, turnover }, { ...open, minAnnualTurnover });
    expect(result.checks.turnover).toBe(met);
    expect(result.unmet).toEqual(met ? [] : [{ kind: 'turnover', needed: minAnnualTurnover }]);
  });

  it.each([
    { documents: [], required: [], missing: [] },
    { documents: ['gst', 'pan'], required: ['gst', 'pan'], missing: [] },
    { documents: ['gst'], required: ['aoa', 'gst', 'fssai'], missing: ['fssai', 'aoa'] },
    {
      documents: [],
      required: ['gst', 'fssai', 'pan', 'moa', 'aoa'],
      missing: ['gst', 'fssai', 'pan', 'moa', 'aoa'],
    },
  ] as const)('documents $documents against $required', ({ documents, required, missing }) => {
    const result = checkDealershipEligibility(
      { ...figures, documents: [...documents] },
      { ...open, requiredDocuments: required },
    );
    expect(result.checks.documents).toBe(missing.length === 0);
    expect(result.unmet).toEqual(missing.length ? [{ kind: 'documents', missing }] : []);
  });

  it.each([
    { state: 'Karnataka', states: [], met: true },
    { state: null, states: [], met: true },
    { state: 'Karnataka', states: ['Karnataka', 'Goa'], met: true },
    { state: 'karnataka', states: [' KARNATAKA '], met: true },
    { state: 'Kerala', states: ['Karnataka'], met: false },
    { state: null, states: ['Karnataka'], met: false },
    { state: 'Karnataka', states: ['  '], met: true },
  ])('state $state against $states', ({ state, states, met }) => {
    const result = checkDealershipEligibility({ ...figures, state }, { ...open, states });
    expect(result.checks.location).toBe(met);
    expect(result.unmet).toEqual(met ? [] : [{ kind: 'location' }]);
  });

  it('lists every unmet requirement in the order of the checks', () => {
    const result = checkDealershipEligibility(
      { farmers: 10, acres: 20, turnover: 900_000, documents: [], state: 'Goa' },
      {
        minFarmers: 50,
        minAcres: 100,
        minAnnualTurnover: 1_000_000,
        requiredDocuments: ['gst'],
        states: ['Kerala'],
      },
    );
    expect(result.eligible).toBe(false);
    expect(result.unmet.map((u) => u.kind)).toEqual([
      'farmers',
      'acres',
      'turnover',
      'documents',
      'location',
    ]);
  });
});

describe('dealership turnover', () => {
  it.each([
    { recordedSales: 0, acres: 10, turnover: 450_000, turnoverSource: 'estimate' },
    { recordedSales: 0, acres: 0, turnover: 0, turnoverSource: 'estimate' },
    { recordedSales: 0, acres: 2.5, turnover: 112_500, turnoverSource: 'estimate' },
    { recordedSales: 1, acres: 10, turnover: 1, turnoverSource: 'recorded' },
    { recordedSales: 725_000.4, acres: 10, turnover: 725_000, turnoverSource: 'recorded' },
  ])('sales $recordedSales and $acres acres', ({ recordedSales, acres, turnover, turnoverSource }) => {
    expect(dealershipTurnover({ recordedSales, acres })).toEqual({ turnover, turnoverSource });
  });
});

describe('dealership ordering and input', () => {
  it('sorts eligible companies first, then by name', () => {
    const sorted = sortDealershipCompanies([
      { name: 'beta', eligible: false },
      { name: 'Zeta', eligible: true },
      { name: 'Alpha', eligible: false },
      { name: 'alpha2', eligible: true },
    ]);
    expect(sorted.map((c) => c.name)).toEqual(['alpha2', 'Zeta', 'Alpha', 'beta']);
  });

  it('needs the terms ticked to apply', () => {
    const requirementId = '6f1c2b1e-8d2a-4c55-9a6b-1c2d3e4f5a6b';
    expect(dealershipApplyInputSchema.safeParse({ requirementId, acceptTerms: true }).success).toBe(true);
    const refused = dealershipApplyInputSchema.safeParse({ requirementId, acceptTerms: false });
    expect(refused.error?.issues[0]?.message).toBe('terms_required');
    expect(dealershipApplyInputSchema.safeParse({ requirementId }).error?.issues[0]?.message).toBe(
      'terms_required',
    );
  });

  it('keeps a requirement tidy: documents in order, states once, acres to two decimals', () => {
    const parsed = dealershipRequirementInputSchema.parse({
      companyId: '6f1c2b1e-8d2a-4c55-9a6b-1c2d3e4f5a6b',
      categoryId: '6f1c2b1e-8d2a-4c55-9a6b-1c2d3e4f5a6c',
      minFarmers: 50,
      minAcres: 100.257,
      minAnnualTurnover: 0,
      requiredDocuments: ['pan', 'gst', 'pan'],
      states: ['Karnataka', 'karnataka ', 'Goa'],
      commissionStructure: '  ',
      additionalRequirements: null,
    });
    expect(parsed).toMatchObject({
      minAcres: 100.26,
      requiredDocuments: ['gst', 'pan'],
      states: ['Karnataka', 'Goa'],
      commissionStructure: null,
      additionalRequirements: null,
    });
    const refused = dealershipRequirementInputSchema.safeParse({
      ...parsed,
      minFarmers: -1,
      requiredDocuments: ['tan'],
    });
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['min_farmers_invalid', 'document_invalid']);
  });

  it('moves an application only to under review, approved or rejected', () => {
    expect(dealershipStatusInputSchema.safeParse({ status: 'approved' }).data).toEqual({
      status: 'approved',
      note: null,
    });
    expect(dealershipStatusInputSchema.safeParse({ status: 'pending' }).error?.issues[0]?.message).toBe(
      'status_invalid',
    );
  });
});
