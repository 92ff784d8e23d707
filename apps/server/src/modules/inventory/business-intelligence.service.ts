import type { Db } from '../../db/client.ts';
import { businessIntelligence } from '../../db/schema/inventory.ts';

export type BusinessIntelligenceRow = {
  crop: string;
  estimatedArea: number | null;
  farmersAffected: number;
  issue: string | null;
  suggestedInput: string | null;
  /** As the source writes it: "₹1,27,500", "Rs. 98000 per season", "54400". */
  potentialOpportunity: string | null;
};

/**
 * The rupee amount in an opportunity written as text (document 2, 9: "the numeric part of
 * potentialBusinessOpportunity"): the first number, with Indian or Western digit grouping and
 * decimals; 0 when there is none.
 */
export const rupeesIn = (text: string | null): number => {
  const match = /\d[\d,]*(\.\d+)?/.exec(text ?? '');
  if (!match) return 0;
  const value = Number(match[0].replaceAll(',', ''));
  return Number.isFinite(value) ? value : 0;
};

/** Stores an FPO's business-intelligence rows, their rupee amounts read once, in one statement. */
export const recordBusinessIntelligence = async (db: Db, fpoId: string, rows: BusinessIntelligenceRow[]) => {
  if (!rows.length) return;
  await db
    .insert(businessIntelligence)
    .values(rows.map((row) => ({ ...row, fpoId, potentialRupees: rupeesIn(row.potentialOpportunity) })));
};
