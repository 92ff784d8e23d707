import { roundTo, type FarmerReport } from '@sangam/domain';
import type { Db } from '../../db/client.ts';
import { readFarmerTotalsSince } from '../farmers/farmer-figures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Farmers added in the last `days` days: counts, acres, and the gender split (spec 2.13). Acres by
 * gender are each gender's own acres; anything but Male or Female counts as other.
 */
export const getFarmerReport = async ({
  db,
  fpoId,
  days,
  now = new Date(),
}: {
  db: Db;
  fpoId: string;
  days: number;
  now?: Date;
}): Promise<FarmerReport> => {
  const since = new Date(now.getTime() - days * DAY_MS);
  const totals = await readFarmerTotalsSince(db, fpoId, since);
  return {
    rangeDays: days,
    since: since.toISOString(),
    totalFarmers: totals.total,
    totalAcres: totals.acres,
    averageAcres: totals.total ? roundTo(totals.acres / totals.total, 1) : 0,
    genders: { male: totals.male, female: totals.female, other: totals.total - totals.male - totals.female },
    acresByGender: { male: totals.maleAcres, female: totals.femaleAcres },
  };
};
