import { duplicateDetailsKey, farmerFields, validateFarmer, type FarmerField, type FarmerInput } from './farmer.ts';
import type { FarmerFieldCode } from './farmer-fields.ts';

export type ImportRowIssue = { field: FarmerField; code: FarmerFieldCode };

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
 * header; row numbers are spreadsheet row numbers (the header is row 1).
 */
export const checkSheetRows = (rows: readonly (readonly string[])[], mapping: Record<FarmerField, number>): CheckedSheet => {
  const result: CheckedRow[] = [];
  const firstRowByPhone = new Map<string, number>();
  const firstRowByDetails = new Map<string, number>();
  let blankRows = 0;
  let droppedRows = 0;
  rows.forEach((cells, index) => {
    const rowNumber = index + 2;
    if (isBlank(cells)) return void blankRows++;
    const raw = Object.fromEntries(farmerFields.map((field) => [field, cells[mapping[field]] ?? ''])) as Record<FarmerField, string>;
    if (raw.farmerName.trim() === '') return void droppedRows++;
    const checked = validateFarmer(raw);
    if (!checked.ok) return void result.push({ rowNumber, status: 'invalid', issues: checked.issues });
    const value = checked.value;
    const details = duplicateDetailsKey(value);
    const earlier = firstRowByPhone.get(value.phoneNumber) ?? firstRowByDetails.get(details);
    if (earlier !== undefined) return void result.push({ rowNumber, status: 'duplicate_in_file', value, duplicateOf: earlier });
    firstRowByPhone.set(value.phoneNumber, rowNumber);
    firstRowByDetails.set(details, rowNumber);
    result.push({ rowNumber, status: 'ready', value });
  });
  return { rows: result, blankRows, droppedRows };
};
