import {
  BUSINESS_ROWS_SHOWN,
  productStock,
  productValue,
  totalRupees,
  type BusinessOpportunities,
  type ProductOpportunity,
} from '@sangam/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessIntelligence, productInventory } from '../../db/schema/inventory.ts';

const optionalNumber = (value: string | null) => (value === null ? null : Number(value));

/** The business-intelligence part: the rows by crop, and totals over all of them. */
const listBusinessRows = async (db: Db, fpoId: string) => {
  const own = eq(businessIntelligence.fpoId, fpoId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(businessIntelligence)
      .where(own)
      .orderBy(
        sql`lower(${businessIntelligence.crop})`,
        asc(businessIntelligence.crop),
        asc(businessIntelligence.createdAt),
        asc(businessIntelligence.id),
      )
      .limit(BUSINESS_ROWS_SHOWN),
    // Sums as text: a bigint or a numeric would otherwise lose digits or overflow an int.
    db
      .select({
        rows: sql<string>`count(*)::text`,
        farmers: sql<string>`coalesce(sum(${businessIntelligence.farmersAffected}), 0)::text`,
        acres: sql<string>`coalesce(sum(${businessIntelligence.estimatedArea}), 0)::text`,
        rupees: sql<string>`coalesce(sum(${businessIntelligence.potentialRupees}), 0)::text`,
      })
      .from(businessIntelligence)
      .where(own),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      crop: row.crop,
      estimatedArea: row.estimatedArea === null ? null : Number(row.estimatedArea),
      farmersAffected: row.farmersAffected,
      issue: row.issue,
      suggestedInput: row.suggestedInput,
      opportunity: row.potentialOpportunity,
      rupees: Math.round(Number(row.potentialRupees)),
    })),
    totals: {
      rows: Number(totals?.rows ?? 0),
      farmersAffected: Number(totals?.farmers ?? 0),
      acres: Math.round(Number(totals?.acres ?? 0) * 100) / 100,
      rupees: Math.round(Number(totals?.rupees ?? 0)),
    },
  };
};

/**
 * The product part: each active product's stock at its sale price (document 2, 9: packets when
 * packaged, tonnes when open), largest first.
 */
const listProductOpportunities = async (db: Db, fpoId: string) => {
  const products = await db
    .select()
    .from(productInventory)
    .where(and(eq(productInventory.fpoId, fpoId), eq(productInventory.isActive, true)));
  const valued = products.map((row) => {
    const stocked = {
      packagingType: row.packagingType,
      quantityAvailable: row.quantityAvailable,
      quantityTonnes: optionalNumber(row.quantityTonnes),
      salePrice: Number(row.salePrice),
    };
    return { row, stocked, exact: productValue(stocked) };
  });
  valued.sort((a, b) => b.exact - a.exact || a.row.productName.localeCompare(b.row.productName));
  const items: ProductOpportunity[] = valued.map(({ row, stocked, exact }) => ({
    id: row.id,
    productName: row.productName,
    packagingType: row.packagingType,
    quantity: productStock(stocked),
    salePrice: stocked.salePrice,
    value: Math.round(exact),
  }));
  return { items, totalValue: totalRupees(valued.map((v) => v.exact)) };
};

/** The /business screen (document 2): the FPO's field findings and what its products are worth. */
export const getBusinessOpportunities = async ({
  db,
  fpoId,
}: {
  db: Db;
  fpoId: string;
}): Promise<BusinessOpportunities> => {
  const [business, products] = await Promise.all([
    listBusinessRows(db, fpoId),
    listProductOpportunities(db, fpoId),
  ]);
  return { ...business, products };
};
