import {
  duplicateDetailsKey,
  importFields,
  validateFarmer,
  type FarmerField,
  type FarmerInput,
  type ImportField,
} from './farmer.ts';
import { validatePincode, type FarmerFieldCode } from './farmer-fields.ts';
import type { ImportCounts, PlaceNote, RowStatus } from './import-api.ts';
import { checkPlaceAgainstPincode, type TypedPlace } from './pincode-place.ts';

export type ImportRowIssue = { field: ImportField; code: FarmerFieldCode };

/** A data row after checking it on its own and against the rows above it in the file. */
export type CheckedRow =
  | { rowNumber: number; status: 'ready'; value: FarmerInput; place: PlaceNote | null }
  | {
      rowNumber: number;
      status: 'duplicate_in_file';
      value: FarmerInput;
      duplicateOf: number;
      place: PlaceNote | null;
    }
  | { rowNumber: number; status: 'invalid'; issues: ImportRowIssue[] };

/** India Post's district and state of a pincode, or null when the directory does not list it. */
export type PincodeDirectory = (pincode: string) => TypedPlace | null;

/**
 * A row's district and state against its pincode (decision 035): empty ones are filled in `raw`,
 * and the note says what was filled and what disagrees. Null when there is nothing to say. A sheet
 * repeats its places, so each (district, state, pincode) is judged once and its note shared.
 */
const placeFromPincode = (
  raw: Record<ImportField, string>,
  directory: PincodeDirectory,
  judged: Map<string, PlaceNote | null>,
): PlaceNote | null => {
  const key = `${raw.district}\u0000${raw.state}\u0000${raw.pincode}`;
  let note = judged.get(key);
  if (note === undefined) {
    const pincode = validatePincode(raw.pincode);
    const known = pincode.ok ? directory(pincode.value) : null;
    const check = known && checkPlaceAgainstPincode({ district: raw.district, state: raw.state }, known);
    note =
      pincode.ok && known && check && (check.filled.length || check.mismatched.length)
        ? {
            pincode: pincode.value,
            filled: check.filled,
            mismatched: check.mismatched,
            district: known.district,
            state: known.state,
          }
        : null;
    judged.set(key, note);
  }
  if (note?.filled.includes('district')) raw.district = note.district;
  if (note?.filled.includes('state')) raw.state = note.state;
  return note;
};

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
 * a column (null, or missing from a mapping saved before it existed) reads as an empty cell. With a
 * pincode directory, a row's empty district and state come from its pincode and a place that does
 * not match it is noted (a warning: the row is imported as written).
 */
export const checkSheetRows = (
  rows: readonly (readonly string[])[],
  mapping: Record<FarmerField, number> & Partial<Record<ImportField, number | null>>,
  directory: PincodeDirectory = () => null,
): CheckedSheet => {
  const result: CheckedRow[] = [];
  const firstRowByPhone = new Map<string, number>();
  const firstRowByDetails = new Map<string, number>();
  const judged = new Map<string, PlaceNote | null>();
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
    const place = placeFromPincode(raw, directory, judged);
    const checked = validateFarmer(raw);
    if (!checked.ok) return void result.push({ rowNumber, status: 'invalid', issues: checked.issues });
    const value = checked.value;
    const details = duplicateDetailsKey(value);
    const earlier = firstRowByPhone.get(value.phoneNumber) ?? firstRowByDetails.get(details);
    if (earlier !== undefined)
      return void result.push({ rowNumber, status: 'duplicate_in_file', value, duplicateOf: earlier, place });
    firstRowByPhone.set(value.phoneNumber, rowNumber);
    firstRowByDetails.set(details, rowNumber);
    result.push({ rowNumber, status: 'ready', value, place });
  });
  return { rows: result, blankRows, droppedRows };
};

export type ClassifiedRow =
  | {
      rowNumber: number;
      status: 'ready' | 'update';
      value: FarmerInput;
      issues: [];
      duplicateOf: null;
      place: PlaceNote | null;
    }
  | {
      rowNumber: number;
      status: Exclude<RowStatus, 'ready' | 'update'>;
      value: FarmerInput | null;
      issues: { field: string; code: string }[];
      duplicateOf: number | null;
      place: PlaceNote | null;
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
    const { rowNumber } = row;
    if (row.status === 'invalid')
      return {
        rowNumber,
        status: 'invalid',
        value: null,
        issues: row.issues,
        duplicateOf: null,
        place: null,
      };
    const { value, place } = row;
    if (row.status === 'duplicate_in_file')
      return {
        rowNumber,
        status: 'duplicate_in_file',
        value,
        issues: [],
        duplicateOf: row.duplicateOf,
        place,
      };
    if (existing.phones.has(value.phoneNumber)) {
      return updateExisting
        ? { rowNumber, status: 'update', value, issues: [], duplicateOf: null, place }
        : { rowNumber, status: 'duplicate_existing', value, issues: [], duplicateOf: null, place };
    }
    if (existing.details.has(duplicateDetailsKey(value)))
      return { rowNumber, status: 'duplicate_existing', value, issues: [], duplicateOf: null, place };
    return { rowNumber, status: 'ready', value, issues: [], duplicateOf: null, place };
  });

export const countRows = (rows: ClassifiedRow[], dropped: number): ImportCounts => {
  const counts: ImportCounts = {
    ready: 0,
    update: 0,
    duplicateExisting: 0,
    duplicateInFile: 0,
    invalid: 0,
    dropped,
    placeFilled: 0,
    placeMismatched: 0,
  };
  for (const row of rows) {
    if (row.status === 'ready') counts.ready++;
    else if (row.status === 'update') counts.update++;
    else if (row.status === 'duplicate_existing') counts.duplicateExisting++;
    else if (row.status === 'duplicate_in_file') counts.duplicateInFile++;
    else counts.invalid++;
    // Of the rows to be written: what the import will store.
    if (row.place && (row.status === 'ready' || row.status === 'update')) {
      if (row.place.filled.length) counts.placeFilled++;
      if (row.place.mismatched.length) counts.placeMismatched++;
    }
  }
  return counts;
};
