import { describe, expect, it } from 'vitest';
import {
  fitTier,
  fpoSnapshot,
  loanFit,
  schemeFit,
  schemeVisible,
  totalBusinessValue,
  type FpoSnapshot,
  type LoanTerms,
  type SchemeTerms,
} from './recommendation-scoring.ts';

const LAKH = 100_000;
const snapshot = (over: Partial<FpoSnapshot> = {}): FpoSnapshot => ({
  fpoName: 'Tungabhadra FPC',
  totalFarmers: 300,
  totalAcres: 0,
  averageAcres: 0,
  businessOpportunity: 0,
  productValue: 0,
  inputValue: 0,
  location: { state: 'Karnataka', district: 'Ballari', pincode: '583132' },
  gstNumber: '29ABCDE1234F1Z5',
  fssaiNumber: '11223344556677',
  documentCompliance: 100,
  primaryCrops: ['Paddy', 'Maize'],
  ...over,
});
const points = (
  fit: { reasons: { component: string; points: number; code: string }[] },
  component: string,
) => {
  const reason = fit.reasons.find((r) => r.component === component);
  return [reason?.points, reason?.code];
};

describe('the FPO profile snapshot (document 2, 3)', () => {
  it('rounds the register figures and finds the top three crops, ties alphabetically', () => {
    const s = fpoSnapshot({
      fpoName: 'Tungabhadra FPC',
      totalFarmers: 3,
      totalAcres: 6.756,
      location: { state: 'Karnataka', district: 'Ballari', pincode: '583132' },
      productValue: 1234.56,
      inputValue: 99.4,
      gstNumber: null,
      fssaiNumber: null,
      documentCompliance: 40,
      cropCounts: [
        { crop: 'Paddy', count: 2 },
        { crop: ' Paddy ', count: 1 },
        { crop: 'Maize', count: 2 },
        { crop: 'Ragi', count: 2 },
        { crop: 'Cotton', count: 1 },
        { crop: '', count: 9 },
      ],
    });
    expect(s).toMatchObject({
      totalFarmers: 3,
      totalAcres: 6.76,
      averageAcres: 2.25,
      businessOpportunity: 304_200,
      productValue: 1235,
      inputValue: 99,
      location: { state: 'Karnataka', district: 'Ballari', pincode: '583132' },
      primaryCrops: ['Paddy', 'Maize', 'Ragi'],
    });
    expect(totalBusinessValue(s)).toBe(304_200 + 1235 + 99);
  });

  it('is all zeros and unknown places for an FPO with no farmers yet', () => {
    const s = fpoSnapshot({
      fpoName: 'New FPO',
      totalFarmers: 0,
      totalAcres: 0,
      location: { state: null, district: null, pincode: null },
      productValue: 0,
      inputValue: 0,
      gstNumber: null,
      fssaiNumber: null,
      documentCompliance: 0,
      cropCounts: [],
    });
    expect(s).toMatchObject({
      totalFarmers: 0,
      totalAcres: 0,
      averageAcres: 0,
      location: { state: null, district: null, pincode: null },
      primaryCrops: [],
    });
  });
});

describe('fit tiers (document 2, 9)', () => {
  it.each([
    [100, 'excellent'],
    [80, 'excellent'],
    [79, 'good'],
    [60, 'good'],
    [59, 'fair'],
    [40, 'fair'],
    [39, 'poor'],
    [0, 'poor'],
  ])('%i is %s', (score, tier) => expect(fitTier(score)).toBe(tier));
});

const bank: LoanTerms = { lenderType: 'Bank', loanKind: 'other', minAmount: 5 * LAKH, maxAmount: 50 * LAKH };

describe('the loan score (document 2, 9)', () => {
  it.each([
    [5 * LAKH - 1, 5, 'size_below_minimum'],
    [5 * LAKH, 30, 'size_in_range'],
    [100 * LAKH, 30, 'size_in_range'],
    [100 * LAKH + 1, 20, 'size_above_range'],
  ])('size: a business value of %i gives %i (%s)', (value, given, code) =>
    expect(points(loanFit(snapshot({ businessOpportunity: value }), bank), 'size')).toEqual([given, code]),
  );

  it.each([
    [250, 25],
    [249, 20],
    [100, 20],
    [99, 15],
    [50, 15],
    [49, 5],
    [0, 5],
  ])('farmers: %i farmers give %i', (farmers, given) =>
    expect(points(loanFit(snapshot({ totalFarmers: farmers }), bank), 'farmers')[0]).toBe(given),
  );

  it.each([
    [100, 20],
    [80, 20],
    [79, 15],
    [60, 15],
    [59, 10],
    [40, 10],
    [39, 5],
  ])('documents: %i%% gives %i', (compliance, given) =>
    expect(points(loanFit(snapshot({ documentCompliance: compliance }), bank), 'documents')[0]).toBe(given),
  );

  it.each([
    ['Government', { documentCompliance: 60, totalFarmers: 100 }, 15],
    ['Government', { documentCompliance: 59, totalFarmers: 100 }, 8],
    ['Government', { documentCompliance: 60, totalFarmers: 99 }, 8],
    ['Fintech', { totalFarmers: 50, businessOpportunity: 10 * LAKH }, 15],
    ['Fintech', { totalFarmers: 49, businessOpportunity: 10 * LAKH }, 10],
    ['Fintech', { totalFarmers: 50, businessOpportunity: 10 * LAKH - 1 }, 10],
    ['NBFC', { businessOpportunity: 20 * LAKH }, 15],
    ['NBFC', { businessOpportunity: 20 * LAKH - 1 }, 10],
    ['Bank', {}, 12],
    ['Cooperative', {}, 10],
  ] as const)('lender: %s with %j gives %i', (lenderType, over, given) =>
    expect(points(loanFit(snapshot(over), { ...bank, lenderType }), 'lender')[0]).toBe(given),
  );

  it.each([
    ['food_processing', { fssaiNumber: '11223344556677' }, 10],
    ['food_processing', { fssaiNumber: null }, 5],
    ['working_capital', { inputValue: 1 }, 10],
    ['working_capital', { inputValue: 0 }, 5],
    ['warehouse', { productValue: 10 * LAKH + 1 }, 10],
    ['warehouse', { productValue: 10 * LAKH }, 5],
    ['other', {}, 5],
  ] as const)('loan type: %s with %j gives %i', (loanKind, over, given) =>
    expect(points(loanFit(snapshot(over), { ...bank, loanKind }), 'loanType')[0]).toBe(given),
  );

  it('adds the components to at most 100, with a reason for each', () => {
    const best = loanFit(snapshot({ businessOpportunity: 30 * LAKH, inputValue: 5000 }), {
      lenderType: 'Government',
      loanKind: 'working_capital',
      minAmount: LAKH,
      maxAmount: 50 * LAKH,
    });
    expect(best).toMatchObject({ score: 100, tier: 'excellent' });
    expect(best.reasons.map((r) => r.component)).toEqual([
      'size',
      'farmers',
      'documents',
      'lender',
      'loanType',
    ]);
    expect(best.reasons.reduce((sum, r) => sum + r.max, 0)).toBe(100);
    const worst = loanFit(snapshot({ totalFarmers: 0, documentCompliance: 0, fssaiNumber: null }), {
      lenderType: 'Government',
      loanKind: 'food_processing',
      minAmount: LAKH,
      maxAmount: 5 * LAKH,
    });
    expect(worst).toMatchObject({ score: 5 + 5 + 5 + 8 + 5, tier: 'poor' });
  });
});

const scheme = (over: Partial<SchemeTerms> = {}): SchemeTerms => ({ schemeType: 'Subsidy', ...over });

describe('the scheme score (document 2, 9)', () => {
  it.each([
    ['Credit', 250, 25],
    ['Credit', 249, 20],
    ['Infrastructure', 100, 20],
    ['Infrastructure', 99, 15],
    ['Credit', 50, 15],
    ['Credit', 49, 5],
    ['Subsidy', 0, 20],
    ['Training', 1000, 20],
  ] as const)('size: a %s scheme with %i farmers gives %i', (schemeType, farmers, given) =>
    expect(points(schemeFit(snapshot({ totalFarmers: farmers }), scheme({ schemeType })), 'size')[0]).toBe(
      given,
    ),
  );

  it.each([
    [undefined, 'Karnataka', 20, 'state_everywhere'],
    [['Karnataka', 'Telangana'], 'karnataka', 20, 'state_match'],
    [['Telangana'], 'Karnataka', 0, 'state_other'],
    [['Telangana'], null, 0, 'state_unknown'],
  ] as const)('state: a scheme for %j and an FPO in %s gives %i', (states, state, given, code) =>
    expect(
      points(
        schemeFit(
          snapshot({ location: { state, district: null, pincode: null } }),
          scheme({ applicableStates: states }),
        ),
        'state',
      ),
    ).toEqual([given, code]),
  );

  it.each([
    [undefined, ['Paddy'], 20, 'crop_any'],
    [['Paddy', 'Turmeric'], ['paddy'], 20, 'crop_match'],
    [['Turmeric'], ['Paddy'], 5, 'crop_limited'],
    [['Turmeric'], [], 10, 'crop_unknown'],
  ] as const)('crop: a scheme for %j and crops %j gives %i', (cropSpecific, primaryCrops, given, code) =>
    expect(
      points(schemeFit(snapshot({ primaryCrops: [...primaryCrops] }), scheme({ cropSpecific })), 'crop'),
    ).toEqual([given, code]),
  );

  it.each([
    ['Processing', { fssaiNumber: 'x' }, 20],
    ['Processing', { fssaiNumber: null }, 10],
    ['Infrastructure', { businessOpportunity: 10 * LAKH }, 20],
    ['Infrastructure', { businessOpportunity: 10 * LAKH - 1 }, 10],
    ['Marketing', { productValue: 1 }, 20],
    ['Marketing', { productValue: 0 }, 10],
    ['Technology', { totalFarmers: 50 }, 20],
    ['Technology', { totalFarmers: 49 }, 10],
    ['Training', {}, 10],
  ] as const)('type: a %s scheme with %j gives %i', (schemeType, over, given) =>
    expect(points(schemeFit(snapshot(over), scheme({ schemeType })), 'type')[0]).toBe(given),
  );

  it.each([
    [80, 15],
    [79, 12],
    [60, 12],
    [59, 8],
    [40, 8],
    [39, 3],
  ])('documents: %i%% gives %i', (compliance, given) =>
    expect(points(schemeFit(snapshot({ documentCompliance: compliance }), scheme()), 'documents')[0]).toBe(
      given,
    ),
  );

  it('hides a state scheme from an FPO elsewhere, shows it when the state is unknown', () => {
    const telangana = { applicableStates: ['Telangana'] };
    expect(schemeVisible(snapshot(), telangana)).toBe(false);
    expect(
      schemeVisible(snapshot({ location: { state: 'telangana', district: null, pincode: null } }), telangana),
    ).toBe(true);
    expect(
      schemeVisible(snapshot({ location: { state: null, district: null, pincode: null } }), telangana),
    ).toBe(true);
    expect(schemeVisible(snapshot(), {})).toBe(true);
  });

  it('adds the five components to at most 100', () => {
    const fit = schemeFit(
      snapshot({ totalFarmers: 300, productValue: 1 }),
      scheme({ schemeType: 'Marketing' }),
    );
    expect(fit.reasons.reduce((sum, r) => sum + r.max, 0)).toBe(100);
    expect(fit).toMatchObject({ score: 20 + 20 + 20 + 20 + 15, tier: 'excellent' });
  });
});
