import { minimumAnnualOpportunity } from './farmer-api.ts';

/**
 * How well a loan or a government scheme fits an FPO (document 2, 9): the FPO profile snapshot, the
 * loan and scheme scores by the spec's components, and a reason for every point given or withheld,
 * as a code the web app words in the user's language. Pure; the server stores what it computes.
 */

const LAKH = 100_000;

/** Document 2, 3: the FPO profile snapshot the recommendations are computed from. */
export type FpoSnapshot = {
  fpoName: string;
  totalFarmers: number;
  totalAcres: number;
  averageAcres: number;
  /** The minimum annual business opportunity of its acres (spec 9: ₹45,000 an acre). */
  businessOpportunity: number;
  productValue: number;
  inputValue: number;
  location: { state: string | null; district: string | null; pincode: string | null };
  gstNumber: string | null;
  fssaiNumber: string | null;
  documentCompliance: number;
  primaryCrops: string[];
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The snapshot from the FPO's own figures: its farmer totals and most common place (counted by the
 * database, so an FPO of any size costs the same), stock values, documents, and how often each crop
 * is named in its records of demand found in the field.
 */
export const fpoSnapshot = ({
  fpoName,
  totalFarmers,
  totalAcres,
  location,
  productValue,
  inputValue,
  gstNumber,
  fssaiNumber,
  documentCompliance,
  cropCounts,
}: {
  fpoName: string;
  totalFarmers: number;
  totalAcres: number;
  location: FpoSnapshot['location'];
  productValue: number;
  inputValue: number;
  gstNumber: string | null;
  fssaiNumber: string | null;
  documentCompliance: number;
  /** Records naming each crop; the top 3 lead, ties in alphabetical order. */
  cropCounts: readonly { crop: string; count: number }[];
}): FpoSnapshot => {
  const acres = round2(totalAcres);
  const counts = new Map<string, number>();
  for (const { crop, count } of cropCounts) {
    const name = crop.trim();
    if (name) counts.set(name, (counts.get(name) ?? 0) + count);
  }
  return {
    fpoName,
    totalFarmers,
    totalAcres: acres,
    averageAcres: totalFarmers ? round2(acres / totalFarmers) : 0,
    businessOpportunity: minimumAnnualOpportunity(acres),
    productValue: Math.round(productValue),
    inputValue: Math.round(inputValue),
    location,
    gstNumber,
    fssaiNumber,
    documentCompliance,
    primaryCrops: [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 3)
      .map(([crop]) => crop),
  };
};

/** What a lender sees as the FPO's size: its business opportunity plus the stock it holds. */
export const totalBusinessValue = (
  s: Pick<FpoSnapshot, 'businessOpportunity' | 'productValue' | 'inputValue'>,
) => s.businessOpportunity + s.productValue + s.inputValue;

export type Reason = {
  component: string;
  points: number;
  max: number;
  code: string;
  values?: Record<string, number | string>;
};
export type Fit = { score: number; tier: FitTier; reasons: Reason[] };

export const fitTiers = ['excellent', 'good', 'fair', 'poor'] as const;
export type FitTier = (typeof fitTiers)[number];

/** Document 2, 9: 80 or more excellent (Best), 60 to 79 good, 40 to 59 fair, below 40 poor. */
export const fitTier = (score: number): FitTier =>
  score >= 80 ? 'excellent' : score >= 60 ? 'good' : score >= 40 ? 'fair' : 'poor';

const fit = (reasons: Reason[]): Fit => {
  const score = Math.min(
    100,
    reasons.reduce((sum, r) => sum + r.points, 0),
  );
  return { score, tier: fitTier(score), reasons };
};

const farmerBand = (farmers: number): [number, string] =>
  farmers >= 250
    ? [25, 'farmers_250']
    : farmers >= 100
      ? [20, 'farmers_100']
      : farmers >= 50
        ? [15, 'farmers_50']
        : [5, 'farmers_few'];

export const lenderTypes = ['Government', 'Bank', 'NBFC', 'Fintech', 'Cooperative'] as const;
export type LenderType = (typeof lenderTypes)[number];
export type LoanKind = 'food_processing' | 'working_capital' | 'warehouse' | 'other';

export type LoanTerms = { lenderType: LenderType; loanKind: LoanKind; minAmount: number; maxAmount: number };

/** The loan score (document 2, 9): size 30, farmers 25, documents 20, lender type 15, loan type 10. */
export const loanFit = (s: FpoSnapshot, loan: LoanTerms): Fit => {
  const value = totalBusinessValue(s);
  const reasons: Reason[] = [];
  const size: [number, string] =
    value >= loan.minAmount && value <= 2 * loan.maxAmount
      ? [30, 'size_in_range']
      : value >= loan.minAmount
        ? [20, 'size_above_range']
        : [5, 'size_below_minimum'];
  reasons.push({
    component: 'size',
    points: size[0],
    max: 30,
    code: size[1],
    values: { value, min: loan.minAmount, max: loan.maxAmount },
  });
  const [farmerPoints, farmerCode] = farmerBand(s.totalFarmers);
  reasons.push({
    component: 'farmers',
    points: farmerPoints,
    max: 25,
    code: farmerCode,
    values: { farmers: s.totalFarmers },
  });
  const c = s.documentCompliance;
  const [docPoints, docCode]: [number, string] =
    c >= 80
      ? [20, 'documents_80']
      : c >= 60
        ? [15, 'documents_60']
        : c >= 40
          ? [10, 'documents_40']
          : [5, 'documents_low'];
  reasons.push({
    component: 'documents',
    points: docPoints,
    max: 20,
    code: docCode,
    values: { compliance: c },
  });
  const lender = lenderPoints(s, loan.lenderType, value);
  reasons.push({
    component: 'lender',
    points: lender[0],
    max: 15,
    code: lender[1],
    values: { farmers: s.totalFarmers, value },
  });
  const kind = loanKindPoints(s, loan.loanKind);
  reasons.push({ component: 'loanType', points: kind[0], max: 10, code: kind[1] });
  return fit(reasons);
};

const lenderPoints = (s: FpoSnapshot, type: LenderType, value: number): [number, string] => {
  switch (type) {
    case 'Government':
      return s.documentCompliance >= 60 && s.totalFarmers >= 100
        ? [15, 'government_ready']
        : [8, 'government_not_ready'];
    case 'Fintech':
      return s.totalFarmers >= 50 && value >= 10 * LAKH ? [15, 'fintech_ready'] : [10, 'fintech_not_ready'];
    case 'NBFC':
      return value >= 20 * LAKH ? [15, 'nbfc_ready'] : [10, 'nbfc_not_ready'];
    case 'Bank':
      return [12, 'bank'];
    // The spec gives no rule for co-operative lenders: the middle of the others (decision 018).
    case 'Cooperative':
      return [10, 'cooperative'];
  }
};

const loanKindPoints = (s: FpoSnapshot, kind: LoanKind): [number, string] => {
  if (kind === 'food_processing')
    return s.fssaiNumber ? [10, 'processing_with_fssai'] : [5, 'processing_without_fssai'];
  if (kind === 'working_capital')
    return s.inputValue > 0 ? [10, 'working_capital_with_inputs'] : [5, 'working_capital_without_inputs'];
  if (kind === 'warehouse')
    return s.productValue > 10 * LAKH ? [10, 'warehouse_with_stock'] : [5, 'warehouse_small_stock'];
  return [5, 'loan_type_general'];
};

export const schemeTypes = [
  'Processing',
  'Infrastructure',
  'Credit',
  'Subsidy',
  'Marketing',
  'Training',
  'Technology',
] as const;
export type SchemeType = (typeof schemeTypes)[number];
export type SchemeTerms = {
  schemeType: SchemeType;
  applicableStates?: readonly string[];
  cropSpecific?: readonly string[];
};

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Document 2, 5: a state scheme is hidden when the FPO's main state is known and not among its states. */
export const schemeVisible = (
  s: Pick<FpoSnapshot, 'location'>,
  scheme: Pick<SchemeTerms, 'applicableStates'>,
) =>
  !scheme.applicableStates?.length ||
  !s.location.state ||
  scheme.applicableStates.some((st) => sameText(st, s.location.state as string));

/** The scheme score (document 2, 9): size 25, state 20, crop 20, type 20, documents 15. */
export const schemeFit = (s: FpoSnapshot, scheme: SchemeTerms): Fit => {
  const reasons: Reason[] = [];
  const value = totalBusinessValue(s);
  if (scheme.schemeType === 'Credit' || scheme.schemeType === 'Infrastructure') {
    const [points, code] = farmerBand(s.totalFarmers);
    reasons.push({ component: 'size', points, max: 25, code, values: { farmers: s.totalFarmers } });
  } else reasons.push({ component: 'size', points: 20, max: 25, code: 'size_any' });
  const everywhere = !scheme.applicableStates?.length;
  const inState =
    everywhere ||
    (s.location.state !== null &&
      scheme.applicableStates?.some((st) => sameText(st, s.location.state as string)));
  reasons.push({
    component: 'state',
    points: inState ? 20 : 0,
    max: 20,
    code: everywhere
      ? 'state_everywhere'
      : inState
        ? 'state_match'
        : s.location.state === null
          ? 'state_unknown'
          : 'state_other',
    values: { state: s.location.state ?? '' },
  });
  const crops = scheme.cropSpecific ?? [];
  const cropReason: [number, string] = !crops.length
    ? [20, 'crop_any']
    : !s.primaryCrops.length
      ? [10, 'crop_unknown']
      : s.primaryCrops.some((own) => crops.some((c) => sameText(c, own)))
        ? [20, 'crop_match']
        : [5, 'crop_limited'];
  reasons.push({
    component: 'crop',
    points: cropReason[0],
    max: 20,
    code: cropReason[1],
    values: { crops: s.primaryCrops.join(', ') },
  });
  const bonus: [number, string] =
    scheme.schemeType === 'Processing' && s.fssaiNumber
      ? [20, 'type_processing_fssai']
      : scheme.schemeType === 'Infrastructure' && value >= 10 * LAKH
        ? [20, 'type_infrastructure_value']
        : scheme.schemeType === 'Marketing' && s.productValue > 0
          ? [20, 'type_marketing_products']
          : scheme.schemeType === 'Technology' && s.totalFarmers >= 50
            ? [20, 'type_technology_farmers']
            : [10, 'type_general'];
  reasons.push({ component: 'type', points: bonus[0], max: 20, code: bonus[1] });
  const c = s.documentCompliance;
  const [docPoints, docCode]: [number, string] =
    c >= 80
      ? [15, 'documents_80']
      : c >= 60
        ? [12, 'documents_60']
        : c >= 40
          ? [8, 'documents_40']
          : [3, 'documents_low'];
  reasons.push({
    component: 'documents',
    points: docPoints,
    max: 15,
    code: docCode,
    values: { compliance: c },
  });
  return fit(reasons);
};
