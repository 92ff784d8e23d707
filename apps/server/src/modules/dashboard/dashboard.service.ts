import {
  DASHBOARD_RECENT_FARMERS,
  documentCompletion,
  minimumAnnualOpportunity,
  type Dashboard,
} from '@sangam/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fpos } from '../../db/schema/tenancy.ts';
import { getFarmerStats, recentFarmers } from '../farmers/farmers.service.ts';

const present = (value: string | null) => value !== null && value.trim() !== '';

/** Everything the dashboard shows, in one call. Product and input values come with inventories. */
export const getDashboard = async ({ db, fpoId }: { db: Db; fpoId: string }): Promise<Dashboard> => {
  const [[fpo], farmerStats, recent] = await Promise.all([
    db.select().from(fpos).where(eq(fpos.id, fpoId)),
    getFarmerStats({ db, fpoId }),
    recentFarmers({ db, fpoId, limit: DASHBOARD_RECENT_FARMERS }),
  ]);
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
    productValue: 0,
    inputValue: 0,
    recentFarmers: recent,
    documents: { items, completionPercentage: documentCompletion(items) },
    opportunity: { minimumAnnualRupees: minimumAnnualOpportunity(farmerStats.totalAcres) },
  };
};
