import type { InputOpportunities } from '@sangam/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../farmers/farmer-figures.ts';

/** The most demand rows the marketplace shows; the rest are summed in the totals. */
const SHOWN_ROWS = 20;

type Row = { input: string; crops: string[]; farmers: number; rupees: string; stocked: boolean };

/**
 * Demand the FPO's farmers have for inputs (document 2, business_intelligence rows): per suggested
 * input, the crops, farmers and rupees it stands for, and whether the FPO already stocks something
 * of that name. Unstocked demand first, largest first: that is the business being missed.
 */
export const listInputOpportunities = async ({ db, fpoId }: { db: Db; fpoId: string }) => {
  const result = await db.execute(sql`
    with demand as (
      select min(trim(suggested_input) collate "C") as input,
        array_agg(distinct crop order by crop) as crops,
        sum(farmers_affected)::int as farmers,
        sum(potential_rupees) as rupees,
        lower(trim(suggested_input)) as key
      from business_intelligence
      where fpo_id = ${fpoId} and coalesce(trim(suggested_input), '') <> ''
      group by lower(trim(suggested_input))
    )
    select d.input, d.crops, d.farmers, d.rupees::text as rupees,
      exists (
        select 1 from input_inventory i
        where i.fpo_id = ${fpoId}
          and (position(d.key in lower(i.item_name)) > 0 or position(lower(i.item_name) in d.key) > 0)
      ) as stocked
    from demand d
    order by stocked, d.rupees desc, d.input`);
  const rows = rowsOf<Row>(result);
  const opportunities: InputOpportunities = {
    rows: rows.slice(0, SHOWN_ROWS).map((row) => ({
      input: row.input,
      crops: row.crops,
      farmersAffected: row.farmers,
      rupees: Math.round(Number(row.rupees)),
      stocked: row.stocked,
    })),
    totalRupees: Math.round(rows.reduce((sum, row) => sum + Number(row.rupees), 0)),
    totalFarmers: rows.reduce((sum, row) => sum + row.farmers, 0),
  };
  return opportunities;
};
