import {
  FPO_STATS_PAGE_SIZE,
  TOP_CROPS_SHOWN,
  type FarmerAnalytics,
  type FarmerAnalyticsQuery,
} from '@sangam/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../farmers/farmer-figures.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The farmers analytics of the back office (document 2, 2.8), from the per-FPO figures (decision
 * 011) and the field records: four small reads, none of them over the farmers themselves.
 */
export const getFarmerAnalytics = async ({
  db,
  query,
}: {
  db: Db;
  query: FarmerAnalyticsQuery;
}): Promise<FarmerAnalytics> => {
  const offset = (query.page - 1) * FPO_STATS_PAGE_SIZE;
  const [totalsResult, cropsResult, topResult, fposResult] = await Promise.all([
    db.execute(sql`
      select coalesce(sum(farmers), 0)::int as farmers, coalesce(sum(male), 0)::int as male,
        coalesce(sum(female), 0)::int as female, coalesce(sum(acres), 0)::text as acres,
        (select count(*)::int from fpos) as fpos
      from fpo_farmer_stats`),
    db.execute(sql`
      select count(distinct crop)::int as n from (
        select lower(trim(crop)) as crop from business_intelligence
        union all
        select lower(trim(crop_enterprise)) from farmer_intelligence
      ) c where crop <> ''`),
    db.execute(sql`
      select min(trim(crop)) as crop, coalesce(sum(estimated_area), 0)::text as acres,
        coalesce(sum(farmers_affected), 0)::int as farmers
      from business_intelligence where trim(crop) <> ''
      group by lower(trim(crop))
      order by sum(coalesce(estimated_area, 0)) desc, 1
      limit ${TOP_CROPS_SHOWN}`),
    db.execute(sql`
      select f.id as fpo_id, nullif(trim(f.name), '') as fpo_name, coalesce(s.farmers, 0)::int as farmers,
        coalesce(s.male, 0)::int as male, coalesce(s.female, 0)::int as female,
        coalesce(s.acres, 0)::text as acres
      from fpos f left join fpo_farmer_stats s on s.fpo_id = f.id
      order by coalesce(s.farmers, 0) desc, f.id
      limit ${FPO_STATS_PAGE_SIZE} offset ${offset}`),
  ]);
  const [totals] = rowsOf<{ farmers: number; male: number; female: number; acres: string; fpos: number }>(
    totalsResult,
  );
  const acres = round2(Number(totals?.acres ?? 0));
  const farmers = totals?.farmers ?? 0;
  return {
    totals: {
      farmers,
      male: totals?.male ?? 0,
      female: totals?.female ?? 0,
      acres,
      averageAcres: farmers ? round2(acres / farmers) : 0,
      uniqueCrops: rowsOf<{ n: number }>(cropsResult)[0]?.n ?? 0,
    },
    topCrops: rowsOf<{ crop: string; acres: string; farmers: number }>(topResult).map((row) => ({
      crop: row.crop,
      acres: round2(Number(row.acres)),
      farmers: row.farmers,
    })),
    fpos: {
      items: rowsOf<{
        fpo_id: string;
        fpo_name: string | null;
        farmers: number;
        male: number;
        female: number;
        acres: string;
      }>(fposResult).map((row) => ({
        fpoId: row.fpo_id,
        fpoName: row.fpo_name,
        farmers: row.farmers,
        male: row.male,
        female: row.female,
        acres: round2(Number(row.acres)),
        averageAcres: row.farmers ? round2(Number(row.acres) / row.farmers) : 0,
      })),
      total: totals?.fpos ?? 0,
      page: query.page,
      pageSize: FPO_STATS_PAGE_SIZE,
    },
  };
};
