import { roundTo, type FarmerReport } from '@sangam/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { farmers } from '../../db/schema/farmers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Farmers added in the last `days` days: counts, acres, and the gender split (spec 2.13). Acres by
 * gender are each gender's own acres; anything but Male or Female counts as other.
 */
export const getFarmerReport = async ({ db, fpoId, days, now = new Date() }: { db: Db; fpoId: string; days: number; now?: Date }): Promise<FarmerReport> => {
  const since = new Date(now.getTime() - days * DAY_MS);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      acres: sql<string>`coalesce(sum(${farmers.acres}), 0)`,
      male: sql<number>`count(*) filter (where ${farmers.gender} = 'Male')::int`,
      female: sql<number>`count(*) filter (where ${farmers.gender} = 'Female')::int`,
      maleAcres: sql<string>`coalesce(sum(${farmers.acres}) filter (where ${farmers.gender} = 'Male'), 0)`,
      femaleAcres: sql<string>`coalesce(sum(${farmers.acres}) filter (where ${farmers.gender} = 'Female'), 0)`,
    })
    .from(farmers)
    .where(and(eq(farmers.fpoId, fpoId), gte(farmers.createdAt, since)));
  const total = row?.total ?? 0;
  const totalAcres = Number(row?.acres ?? 0);
  const male = row?.male ?? 0;
  const female = row?.female ?? 0;
  return {
    rangeDays: days,
    since: since.toISOString(),
    totalFarmers: total,
    totalAcres: roundTo(totalAcres, 2),
    averageAcres: total ? roundTo(totalAcres / total, 1) : 0,
    genders: { male, female, other: total - male - female },
    acresByGender: { male: roundTo(Number(row?.maleAcres ?? 0), 2), female: roundTo(Number(row?.femaleAcres ?? 0), 2) },
  };
};
