import type { ActionPoint, FarmerIntelligence } from './farmer-api.ts';

type FarmerFacts = { acres: number; gender: 'Male' | 'Female' };

const SMALL_HOLDING_ACRES = 2;
const LARGE_HOLDING_ACRES = 10;

/**
 * The three-point FPO action plan of a farmer (spec 2.7): immediate conversion, diversification
 * path, long-term engagement. Derived from what advisory conversations learned (newest first) and,
 * without them, from the holding size and gender. Codes and parameters; the web app words them.
 */
export const farmerActionPlan = (farmer: FarmerFacts, intelligence: FarmerIntelligence[]): ActionPoint[] => {
  const latest = (pick: (row: FarmerIntelligence) => string | null) =>
    intelligence.map(pick).find((value): value is string => !!value && value.trim() !== '');
  const products = latest((row) => row.productsToBuy);
  const crop = latest((row) => row.cropEnterprise);
  const nextIssue = latest((row) => row.likelyNextIssue);
  const spend = intelligence.find((row) => row.productsToBuy && row.estSpendInr)?.estSpendInr ?? null;
  const acres = farmer.acres;

  const immediate: ActionPoint = products
    ? {
        kind: 'immediate',
        code: spend ? 'offer_products_with_spend' : 'offer_products',
        params: spend ? { products, spend } : { products },
      }
    : acres < SMALL_HOLDING_ACRES
      ? { kind: 'immediate', code: 'starter_kit', params: { acres } }
      : acres <= LARGE_HOLDING_ACRES
        ? { kind: 'immediate', code: 'bulk_inputs', params: { acres } }
        : { kind: 'immediate', code: 'mechanisation', params: { acres } };

  const diversification: ActionPoint = crop
    ? { kind: 'diversification', code: 'diversify_from_crop', params: { crop } }
    : acres < SMALL_HOLDING_ACRES
      ? { kind: 'diversification', code: 'allied_income', params: {} }
      : { kind: 'diversification', code: 'record_crop', params: {} };

  const engagement: ActionPoint = nextIssue
    ? { kind: 'engagement', code: 'prepare_for_issue', params: { issue: nextIssue } }
    : farmer.gender === 'Female'
      ? { kind: 'engagement', code: 'women_groups', params: {} }
      : acres > LARGE_HOLDING_ACRES
        ? { kind: 'engagement', code: 'lead_farmer', params: {} }
        : { kind: 'engagement', code: 'regular_advisory', params: {} };

  return [immediate, diversification, engagement];
};
