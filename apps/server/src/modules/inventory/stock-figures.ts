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

/** Counts the figures again from the inventories, for data written behind the services' back. */
export const recountStockFigures = (db: Db, fpoId: string) =>
  db.execute(sql`
    insert into fpo_stock_figures as f (fpo_id, product_value, input_value)
    values (${fpoId},
      (select coalesce(sum(stock_value), 0) from product_inventory where fpo_id = ${fpoId}),
      (select coalesce(sum(stock_value), 0) from input_inventory where fpo_id = ${fpoId}))
    on conflict (fpo_id) do update set product_value = excluded.product_value, input_value = excluded.input_value`);
