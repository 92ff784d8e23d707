import {
  duplicateDetailsKey,
  importFields,
  validateFarmer,
  type FarmerField,
  type FarmerInput,
  type ImportField,
} from './farmer.ts';
import type { FarmerFieldCode } from './farmer-fields.ts';
import type { ImportCounts, RowStatus } from './import-api.ts';

export type ImportRowIssue = { field: ImportField; code: FarmerFieldCode };

/** A data row after checking it on its own and against the rows above it in the file. */
export type CheckedRow =
  | { rowNumber: number; status: 'ready'; value: FarmerInput }
  | { rowNumber: number; status: 'duplicate_in_file'; value: FarmerInput; duplicateOf: number }
  | { rowNumber: number; status: 'invalid'; issues: ImportRowIssue[] };

export type CheckedSheet = {
  rows: CheckedRow[];
  /** Rows with nothing in any cell. */
  blankRows: number;
  /** Rows whose farmer name cell is empty: dropped, as the spec says. */
  droppedRows: number;
};

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/**
 * Checks every data row of a sheet with the same field rules as the add form. `rows` excludes the
 * header; row numbers are spreadsheet row numbers (the header is row 1). An optional field without
 * a column (null, or missing from a mapping saved before it existed) reads as an empty cell.
 */
export const checkSheetRows = (
  rows: readonly (readonly string[])[],
  mapping: Record<FarmerField, number> & Partial<Record<ImportField, number | null>>,
): CheckedSheet => {
  const result: CheckedRow[] = [];
  const firstRowByPhone = new Map<string, number>();
  const firstRowByDetails = new Map<string, number>();
  let blankRows = 0;
  let droppedRows = 0;
  rows.forEach((cells, index) => {
    const rowNumber = index + 2;
    if (isBlank(cells)) return void blankRows++;
    const raw = Object.fromEntries(
      importFields.map((field) => {
        const column = mapping[field];
        return [field, typeof column === 'number' ? (cells[column] ?? '') : ''];
      }),
    ) as Record<ImportField, string>;
    if (raw.farmerName.trim() === '') return void droppedRows++;
    const checked = validateFarmer(raw);
    if (!checked.ok) return void result.push({ rowNumber, status: 'invalid', issues: checked.issues });
    const value = checked.value;
    const details = duplicateDetailsKey(value);
    const earlier = firstRowByPhone.get(value.phoneNumber) ?? firstRowByDetails.get(details);
    if (earlier !== undefined)
      return void result.push({ rowNumber, status: 'duplicate_in_file', value, duplicateOf: earlier });
    firstRowByPhone.set(value.phoneNumber, rowNumber);
    firstRowByDetails.set(details, rowNumber);
    result.push({ rowNumber, status: 'ready', value });
  });
  return { rows: result, blankRows, droppedRows };
};

export type ClassifiedRow =
  | { rowNumber: number; status: 'ready' | 'update'; value: FarmerInput; issues: []; duplicateOf: null }
  | {
      rowNumber: number;
      status: Exclude<RowStatus, 'ready' | 'update'>;
      value: FarmerInput | null;
      issues: { field: string; code: string }[];
      duplicateOf: number | null;
    };

/**
 * The duplicate rule against the register: a stored phone is a duplicate (or, with "update
 * existing", an update of that farmer); a stored name + village + pincode is a duplicate.
 */
export const classifyRows = (
  rows: CheckedRow[],
  existing: { phones: ReadonlySet<string>; details: ReadonlySet<string> },
  updateExisting: boolean,
): ClassifiedRow[] =>
  rows.map((row): ClassifiedRow => {
    if (row.status === 'invalid')
      return {
        rowNumber: row.rowNumber,
        status: 'invalid',
        value: null,
        issues: row.issues,
        duplicateOf: null,
      };
    if (row.status === 'duplicate_in_file')
      return {
        rowNumber: row.rowNumber,
        status: 'duplicate_in_file',
        value: row.value,
        issues: [],
        duplicateOf: row.duplicateOf,
      };
    if (existing.phones.has(row.value.phoneNumber)) {
      return updateExisting
        ? { rowNumber: row.rowNumber, status: 'update', value: row.value, issues: [], duplicateOf: null }
        : {
            rowNumber: row.rowNumber,
            status: 'duplicate_existing',
            value: row.value,
            issues: [],
            duplicateOf: null,
          };
    }
    if (existing.details.has(duplicateDetailsKey(row.value)))
      return {
        rowNumber: row.rowNumber,
        status: 'duplicate_existing',
        value: row.value,
        issues: [],
        duplicateOf: null,
      };
    return { rowNumber: row.rowNumber, status: 'ready', value: row.value, issues: [], duplicateOf: null };
  });

export const countRows = (rows: ClassifiedRow[], dropped: number): ImportCounts => {
  const counts: ImportCounts = {
    ready: 0,
    update: 0,
    duplicateExisting: 0,
    duplicateInFile: 0,
    invalid: 0,
    dropped,
  };
  for (const row of rows) {
    if (row.status === 'ready') counts.ready++;
    else if (row.status === 'update') counts.update++;
    else if (row.status === 'duplicate_existing') counts.duplicateExisting++;
    else if (row.status === 'duplicate_in_file') counts.duplicateInFile++;
    else counts.invalid++;
  }
  return counts;
};
