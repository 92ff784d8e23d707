import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * What an FPO's stock is worth is kept beside its inventories and changed in the same transaction
 * as every write to them, so the dashboard reads one row (decision 011). Values are the rows' own
 * `stock_value` decimals, added by PostgreSQL: no float ever touches the sum.
 */
export type StockKind = 'product' | 'input';

const column = { product: sql.raw('product_value'), input: sql.raw('input_value') };

/** Adds `after - before` (each a row's stock_value, or null for no row) to the FPO's figure. */
export const applyStockChange = async (
  tx: Db,
  fpoId: string,
  kind: StockKind,
  before: string | null,
  after: string | null,
) => {
  if (before === after) return;
  const c = column[kind];
  await tx.execute(sql`
    insert into fpo_stock_figures as f (fpo_id, ${c})
    values (${fpoId}, ${after ?? '0'}::numeric - ${before ?? '0'}::numeric)
    on conflict (fpo_id) do update set ${c} = f.${c} + excluded.${c}`);
};
