import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import type { SpreadsheetKind } from '@sangam/domain';

/** A sheet as the text a person sees in each cell; the first non-blank row is the header. */
export type SheetText = { name: string; headers: string[]; rows: string[][] };

/** Why a file could not be read, as the code the web app words. */
export class UnreadableFileError extends Error {
  readonly code: 'file_unreadable' | 'file_empty' | 'file_type_invalid';

  constructor(code: UnreadableFileError['code']) {
    super(code);
    this.code = code;
  }
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = [0x25, 0x50, 0x44, 0x46];

/** The bytes must be what the name says: a renamed PDF or random bytes are refused before parsing. */
export const checkFileBytes = (bytes: Uint8Array, kind: SpreadsheetKind) => {
  if (bytes.length === 0) throw new UnreadableFileError('file_empty');
  if (kind === 'xlsx' && !startsWith(bytes, ZIP)) throw new UnreadableFileError('file_type_invalid');
  if (kind === 'xls' && !startsWith(bytes, OLE) && !startsWith(bytes, ZIP) && !looksLikeText(bytes))
    throw new UnreadableFileError('file_type_invalid');
  if (
    kind === 'csv' &&
    (startsWith(bytes, PDF) || startsWith(bytes, ZIP) || startsWith(bytes, OLE) || !looksLikeText(bytes))
  ) {
    throw new UnreadableFileError('file_type_invalid');
  }
};

const looksLikeText = (bytes: Uint8Array) => !bytes.subarray(0, 8192).includes(0);

const decodeText = (bytes: Uint8Array) => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    // Older Excel saves CSV in the Windows code page.
    return new TextDecoder('windows-1252').decode(bytes);
  }
};

/**
 * A number cell as exact text: whole numbers in full (a phone 9845012345 never becomes 9.85E+09),
 * others in the shortest form that reads back as the same number.
 */
export const numberText = (value: number) => (Number.isSafeInteger(value) ? value.toFixed(0) : String(value));

const cellText = (cell: XLSX.CellObject | undefined): string => {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 's':
      return String(cell.v);
    case 'n':
      // A date-formatted number is shown as the date; every other number exactly.
      return cell.z && XLSX.SSF.is_date(String(cell.z))
        ? (cell.w ?? numberText(cell.v as number))
        : numberText(cell.v as number);
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'd':
      return cell.w ?? (cell.v as Date).toISOString().slice(0, 10);
    default:
      return cell.w ?? '';
  }
};

const isBlankRow = (row: string[]) => row.every((cell) => cell.trim() === '');

/** Splits off the header (the first non-blank row) and pads every row to the header's width. */
const toSheet = (name: string, grid: string[][]): SheetText => {
  const headerIndex = grid.findIndex((row) => !isBlankRow(row));
  if (headerIndex < 0) return { name, headers: [], rows: [] };
  const body = grid.slice(headerIndex + 1);
  // Trailing blank rows are the end of the sheet, not data.
  while (body.length && isBlankRow(body[body.length - 1] as string[])) body.pop();
  const width = Math.max((grid[headerIndex] as string[]).length, ...body.map((row) => row.length));
  const pad = (row: string[]) =>
    row.length < width ? [...row, ...Array<string>(width - row.length).fill('')] : row;
  return { name, headers: pad(grid[headerIndex] as string[]).map((h) => h.trim()), rows: body.map(pad) };
};

export const readSpreadsheet = (bytes: Uint8Array, kind: SpreadsheetKind): SheetText[] => {
  checkFileBytes(bytes, kind);
  let sheets: SheetText[];
  if (kind === 'csv') {
    const parsed = Papa.parse<string[]>(decodeText(bytes), { skipEmptyLines: false });
    if (!parsed.data.length && parsed.errors.length) throw new UnreadableFileError('file_unreadable');
    sheets = [toSheet('CSV', parsed.data)];
  } else {
    let book: XLSX.WorkBook;
    try {
      book = XLSX.read(bytes, {
        type: 'array',
        dense: true,
        cellDates: false,
        cellHTML: false,
        cellFormula: false,
      });
    } catch {
      throw new UnreadableFileError('file_unreadable');
    }
    if (!book.SheetNames.length) throw new UnreadableFileError('file_unreadable');
    sheets = book.SheetNames.map((name) => {
      const sheet = book.Sheets[name] as XLSX.WorkSheet & { '!data'?: XLSX.CellObject[][] };
      const data = sheet['!data'] ?? [];
      const grid = Array.from(data, (row) => Array.from(row ?? [], (cell) => cellText(cell)));
      return toSheet(name, grid);
    });
  }
  if (sheets.every((sheet) => sheet.headers.length === 0)) throw new UnreadableFileError('file_empty');
  return sheets;
};
