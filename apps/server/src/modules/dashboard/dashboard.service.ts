import {
  DASHBOARD_RECENT_FARMERS,
  documentCompletion,
  minimumAnnualOpportunity,
  totalRupees,
  type Dashboard,
} from '@sangam/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRead } from '../../db/prepared.ts';
import { fpoFarmerStats } from '../../db/schema/farmers.ts';
import { fpoStockFigures } from '../../db/schema/inventory.ts';
import { fpos } from '../../db/schema/tenancy.ts';
import {
  figureSelection,
  newestFarmers,
  newestFirst,
  recentAdditionBounds,
  selectFarmer,
  toFarmer,
  toFarmerStats,
} from '../farmers/farmers.service.ts';

const present = (value: string | null) => value !== null && value.trim() !== '';

/**
 * Everything the dashboard shows in one statement: the FPO's documents, its farmer and stock figures
 * and its newest farmers, one row per farmer (or one row without a farmer).
 */
const dashboardRead = preparedRead((db) => {
  const { totals, recent, recentTotals } = figureSelection(db);
  const newest = newestFarmers(db, sql.placeholder('fpoId'), DASHBOARD_RECENT_FARMERS, 0);
  return db
    .select({
      fpo: {
        name: fpos.name,
        gstNumber: fpos.gstNumber,
        fssaiNumber: fpos.fssaiNumber,
        panFile: fpos.panFile,
        moaFile: fpos.moaFile,
        aoaFile: fpos.aoaFile,
      },
      totals,
      recent,
      stock: { productValue: fpoStockFigures.productValue, inputValue: fpoStockFigures.inputValue },
      farmer: selectFarmer(newest),
    })
    .from(fpos)
    .leftJoin(fpoFarmerStats, eq(fpoFarmerStats.fpoId, fpos.id))
    .leftJoin(fpoStockFigures, eq(fpoStockFigures.fpoId, fpos.id))
    .leftJoinLateral(recentTotals, sql`true`)
    .leftJoinLateral(newest, sql`true`)
    .where(eq(fpos.id, sql.placeholder('fpoId')))
    .orderBy(...newestFirst(newest))
    .prepare('dashboard');
});

/** Everything the dashboard shows, in one call. */
export const getDashboard = async ({
  db,
  fpoId,
  now = new Date(),
}: {
  db: Db;
  fpoId: string;
  now?: Date;
}): Promise<Dashboard> => {
  const rows = await dashboardRead(db).execute({ fpoId, ...recentAdditionBounds(now) });
  const [first] = rows;
  const fpo = first?.fpo;
  const farmerStats = toFarmerStats(first);
  const items = {
    gstNumber: present(fpo?.gstNumber ?? null),
    fssaiNumber: present(fpo?.fssaiNumber ?? null),
    panDocument: present(fpo?.panFile ?? null),
    moaDocument: present(fpo?.moaFile ?? null),
    aoaDocument: present(fpo?.aoaFile ?? null),
  };
  return {
    fpoName: fpo?.name ?? '',
    farmers: farmerStats,
    // Spec 9: shown in whole rupees, rounded once over the exact sum.
    productValue: totalRupees([Number(first?.stock?.productValue ?? 0)]),
    inputValue: totalRupees([Number(first?.stock?.inputValue ?? 0)]),
    recentFarmers: rows.flatMap((row) => (row.farmer ? [toFarmer(row.farmer)] : [])),
    documents: { items, completionPercentage: documentCompletion(items) },
    opportunity: { minimumAnnualRupees: minimumAnnualOpportunity(farmerStats.totalAcres) },
  };
};
