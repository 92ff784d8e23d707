import {
  TOP_PERFORMER_FROM,
  fpoScore,
  metricMax,
  scoreBands,
  scoreLabel,
  scoreMetrics,
  type FpoFigures,
  type Scorecard,
  type ScorecardQuery,
  type ScorecardRow,
} from '@sangam/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../farmers/farmer-figures.ts';

export const LEADERBOARD_PAGE_SIZE = 50;

type Row = {
  fpo_id: string;
  fpo_name: string;
  user_id: string | null;
  contact_name: string | null;
  email: string | null;
  farmers: number;
  crops: number;
  input_opportunity: string;
  product_value: string;
  input_value: string;
  documents: number;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Every FPO's figures in one statement, from what the platform keeps per FPO (decision 011): the
 * farmer totals, the stock values, the documents on the FPO's row, and its field records grouped
 * once. No farmer row is read.
 */
const readFigures = async (db: Db) =>
  rowsOf<Row>(
    await db.execute(sql`
      with crops as (
        select fpo_id, count(distinct crop)::int as n from (
          select fpo_id, lower(trim(crop)) as crop from business_intelligence
          union all
          select fpo_id, lower(trim(crop_enterprise)) from farmer_intelligence
        ) c where crop <> '' group by fpo_id
      ), demand as (
        select fpo_id, sum(potential_rupees) as rupees from business_intelligence group by fpo_id
      )
      select f.id as fpo_id, f.name as fpo_name, o.user_id, o.contact_name, o.email,
        coalesce(s.farmers, 0)::int as farmers, coalesce(c.n, 0) as crops,
        coalesce(d.rupees, 0)::text as input_opportunity,
        coalesce(k.product_value, 0)::text as product_value, coalesce(k.input_value, 0)::text as input_value,
        ((nullif(trim(f.gst_number), '') is not null)::int + (nullif(trim(f.fssai_number), '') is not null)::int
          + (f.pan_file is not null)::int + (f.moa_file is not null)::int + (f.aoa_file is not null)::int) as documents
      from fpos f
      left join fpo_farmer_stats s on s.fpo_id = f.id
      left join fpo_stock_figures k on k.fpo_id = f.id
      left join crops c on c.fpo_id = f.id
      left join demand d on d.fpo_id = f.id
      left join lateral (
        select u.id as user_id, nullif(trim(u.name), '') as contact_name, u.email
        from fpo_members m join "user" u on u.id = m.user_id
        where m.fpo_id = f.id and m.role = 'owner'
        order by m.created_at limit 1
      ) o on true`),
  );

const figuresOf = (row: Row): FpoFigures => ({
  farmers: row.farmers,
  crops: row.crops,
  inputOpportunity: Math.round(Number(row.input_opportunity)),
  productOpportunity: Math.round(Number(row.product_value)),
  inventoryValue: Math.round(Number(row.input_value)),
  documentCompliance: Math.round((Number(row.documents) / 5) * 100),
});

const matches = (row: ScorecardRow, search: string) => {
  const needle = search.trim().toLowerCase();
  return [row.fpoName, row.contactName, row.email].some((v) => v?.toLowerCase().includes(needle));
};

/**
 * The scorecard (document 2, 2.3): analytics over every FPO and a page of the leaderboard, ranked
 * by score (ties share nothing: the name breaks them, so ranks are stable between reads).
 */
export const getScorecard = async ({ db, query }: { db: Db; query: ScorecardQuery }): Promise<Scorecard> => {
  const scored = (await readFigures(db)).map((row) => {
    const figures = figuresOf(row);
    const { total, points } = fpoScore(figures);
    return {
      fpoId: row.fpo_id,
      fpoName: row.fpo_name,
      userId: row.user_id,
      contactName: row.contact_name,
      email: row.email,
      figures,
      points,
      total,
      label: scoreLabel(total),
    };
  });
  scored.sort(
    (a, b) => b.total - a.total || a.fpoName.localeCompare(b.fpoName) || a.fpoId.localeCompare(b.fpoId),
  );
  const ranked: ScorecardRow[] = scored.map((row, i) => ({ rank: i + 1, ...row }));
  const count = ranked.length;
  const mean = (values: number[]) =>
    values.length ? round1(values.reduce((s, v) => s + v, 0) / values.length) : 0;
  const listed = query.search ? ranked.filter((row) => matches(row, query.search as string)) : ranked;
  const start = (query.page - 1) * LEADERBOARD_PAGE_SIZE;
  return {
    analytics: {
      fpos: count,
      averageScore: mean(ranked.map((r) => r.total)),
      topPerformers: ranked.filter((r) => r.total >= TOP_PERFORMER_FROM).length,
      activeFpos: ranked.filter((r) => r.figures.farmers > 0).length,
      totalOpportunity: ranked.reduce(
        (s, r) => s + r.figures.inputOpportunity + r.figures.productOpportunity,
        0,
      ),
      totalFarmers: ranked.reduce((s, r) => s + r.figures.farmers, 0),
      scoreDistribution: scoreBands.map((band) => ({
        label: band.label,
        count: ranked.filter((r) => scoreLabel(r.total) === band.label).length,
      })),
      performanceByMetric: scoreMetrics.map((metric) => ({
        metric,
        average: mean(ranked.map((r) => r.points[metric])),
        top: ranked.reduce((best, r) => Math.max(best, r.points[metric]), 0),
        max: metricMax[metric],
      })),
    },
    leaderboard: {
      items: listed.slice(start, start + LEADERBOARD_PAGE_SIZE),
      total: listed.length,
      page: query.page,
      pageSize: LEADERBOARD_PAGE_SIZE,
    },
  };
};
