import { duplicateDetailsKey, type CheckedRow, type FarmerInput, type ImportCounts, type RowStatus } from '@sangam/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { farmers } from '../../db/schema/farmers.ts';

export type ExistingFarmers = { phones: Set<string>; details: Set<string> };

/** The FPO's phones and name+village+pincode keys, to check a whole file against in memory. */
export const loadExistingFarmers = async (db: Db, fpoId: string): Promise<ExistingFarmers> => {
  const rows = await db
    .select({ phoneNumber: farmers.phoneNumber, farmerName: farmers.farmerName, village: farmers.village, pincode: farmers.pincode })
    .from(farmers)
    .where(eq(farmers.fpoId, fpoId));
  return { phones: new Set(rows.map((r) => r.phoneNumber)), details: new Set(rows.map(duplicateDetailsKey)) };
};

export type ClassifiedRow =
  | { rowNumber: number; status: 'ready' | 'update'; value: FarmerInput; issues: []; duplicateOf: null }
  | { rowNumber: number; status: Exclude<RowStatus, 'ready' | 'update'>; value: FarmerInput | null; issues: { field: string; code: string }[]; duplicateOf: number | null };

/**
 * The duplicate rule against the register: a stored phone is a duplicate (or, with "update
 * existing", an update of that farmer); a stored name + village + pincode is a duplicate.
 */
export const classifyRows = (rows: CheckedRow[], existing: ExistingFarmers, updateExisting: boolean): ClassifiedRow[] =>
  rows.map((row): ClassifiedRow => {
    if (row.status === 'invalid') return { rowNumber: row.rowNumber, status: 'invalid', value: null, issues: row.issues, duplicateOf: null };
    if (row.status === 'duplicate_in_file') return { rowNumber: row.rowNumber, status: 'duplicate_in_file', value: row.value, issues: [], duplicateOf: row.duplicateOf };
    if (existing.phones.has(row.value.phoneNumber)) {
      return updateExisting
        ? { rowNumber: row.rowNumber, status: 'update', value: row.value, issues: [], duplicateOf: null }
        : { rowNumber: row.rowNumber, status: 'duplicate_existing', value: row.value, issues: [], duplicateOf: null };
    }
    if (existing.details.has(duplicateDetailsKey(row.value))) return { rowNumber: row.rowNumber, status: 'duplicate_existing', value: row.value, issues: [], duplicateOf: null };
    return { rowNumber: row.rowNumber, status: 'ready', value: row.value, issues: [], duplicateOf: null };
  });

export const countRows = (rows: ClassifiedRow[], dropped: number): ImportCounts => {
  const counts: ImportCounts = { ready: 0, update: 0, duplicateExisting: 0, duplicateInFile: 0, invalid: 0, dropped };
  for (const row of rows) {
    if (row.status === 'ready') counts.ready++;
    else if (row.status === 'update') counts.update++;
    else if (row.status === 'duplicate_existing') counts.duplicateExisting++;
    else if (row.status === 'duplicate_in_file') counts.duplicateInFile++;
    else counts.invalid++;
  }
  return counts;
};
