import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { spreadsheetLimits, type SpreadsheetKind, type SpreadsheetLimitField } from '@sangam/domain';
import { zipUncompressedSize } from './zip-sizes.ts';

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

const isBlank = (cell: string | undefined) => cell === undefined || cell.trim() === '';

/** Refused before or while reading: the file asks for more than one upload may take. */
export class SpreadsheetLimitError extends Error {
  readonly limit: SpreadsheetLimitField;

  constructor(limit: SpreadsheetLimitField) {
    super(`spreadsheet limit: ${limit}`);
    this.limit = limit;
  }
}

export type ReadLimits = { uncompressedBytes: number; rows: number; columns: number };

/**
 * Text cells may add up to this many characters over the whole file. A cell of an .xlsx can point
 * at one shared string any number of times, so a small file can still stand for gigabytes of text.
 */
const textChars = (limits: ReadLimits) => limits.uncompressedBytes / 2;

/**
 * Collects one sheet row by row, refusing it as soon as it passes a limit: the header is the first
 * non-blank row, blank rows count only once something follows them, and the width runs to the last
 * column with anything in it (Excel's trailing empty cells do not count).
 */
const sheetCollector = (limits: ReadLimits, text: { chars: number }) => {
  let headers: string[] | null = null;
  const rows: string[][] = [];
  let blanks = 0;
  let width = 0;
  return {
    add(row: string[]) {
      let last = row.length - 1;
      while (last >= 0 && isBlank(row[last])) last--;
      if (last < 0) {
        if (headers) blanks++;
        return;
      }
      if (last + 1 > limits.columns) throw new SpreadsheetLimitError('columns');
      width = Math.max(width, last + 1);
      const cells = row.length === last + 1 ? row : row.slice(0, last + 1);
      for (const cell of cells) text.chars += cell?.length ?? 0;
      if (text.chars > textChars(limits)) throw new SpreadsheetLimitError('uncompressed_size');
      if (!headers) {
        headers = cells;
        return;
      }
      if (rows.length + blanks + 1 > limits.rows) throw new SpreadsheetLimitError('rows');
      for (; blanks > 0; blanks--) rows.push([]);
      rows.push(cells);
    },
    /** Every row padded to the sheet's width. */
    sheet(name: string): SheetText {
      const pad = (row: string[]) => {
        for (let i = 0; i < width; i++) if (row[i] === undefined) row[i] = '';
        return row;
      };
      return { name, headers: headers ? pad(headers).map((h) => h.trim()) : [], rows: rows.map(pad) };
    },
  };
};

/** Blank lines before the header and after the last row are not rows; this many are read past the limit. */
const BLANK_LINES_ALLOWED = 1000;

/**
 * A comma when the first lines split on commas into the same number of fields, two or more (what
 * Excel writes here, and our own exports); otherwise Papa's guess among , tab | ; made without the
 * empty lines. Left to itself Papa counts the line break that ends a file as one more line of one
 * field, so a comma file with a ';' or a tab in a cell of every line looked more consistent split
 * on that, and a header alone was split on whichever it held more of.
 */
const delimiterOf = (text: string) => {
  const commaRows = Papa.parse<string[]>(text, {
    delimiter: ',',
    preview: 10,
    skipEmptyLines: 'greedy',
  }).data;
  const widths = new Set(commaRows.map((row) => row.length));
  if (widths.size === 1 && (commaRows[0]?.length ?? 0) >= 2) return ',';
  return Papa.parse<string[]>(text, { preview: 10, skipEmptyLines: 'greedy' }).meta.delimiter;
};

const readCsv = (bytes: Uint8Array, limits: ReadLimits): SheetText[] => {
  const text = decodeText(bytes);
  const maxLines = limits.rows + 1 + BLANK_LINES_ALLOWED;
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0 && lines <= maxLines; at = text.indexOf('\n', at + 1)) lines++;
  // With `preview` Papa stops after that many lines, so a file of millions of lines never becomes
  // millions of arrays; it costs a third more time, so only a file that may be that long gets it.
  const parsed = Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: false,
    ...(lines > maxLines ? { preview: maxLines } : {}),
  });
  if (!parsed.data.length && parsed.errors.length) throw new UnreadableFileError('file_unreadable');
  if (parsed.meta.truncated && /[^\s,"]/.test(text.slice(parsed.meta.cursor)))
    throw new SpreadsheetLimitError('rows');
  const sheet = sheetCollector(limits, { chars: 0 });
  for (const row of parsed.data) sheet.add(row);
  return [sheet.sheet('CSV')];
};

const readWorkbook = (bytes: Uint8Array, limits: ReadLimits): SheetText[] => {
  if (startsWith(bytes, ZIP)) {
    const sizes = zipUncompressedSize(bytes, limits.uncompressedBytes);
    if (!sizes.ok)
      throw sizes.reason === 'too_large'
        ? new SpreadsheetLimitError('uncompressed_size')
        : new UnreadableFileError('file_unreadable');
  }
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      cellDates: false,
      cellHTML: false,
      cellFormula: false,
      cellStyles: false,
    });
  } catch {
    throw new UnreadableFileError('file_unreadable');
  }
  if (!book.SheetNames.length) throw new UnreadableFileError('file_unreadable');
  const text = { chars: 0 };
  return book.SheetNames.map((name) => {
    const sheet = book.Sheets[name] as (XLSX.WorkSheet & { '!data'?: XLSX.CellObject[][] }) | undefined;
    // SheetJS names a sheet it could not read (a shared-string cell whose index is not a whole
    // number, say) but leaves its cells out: the file is damaged, not empty.
    if (!sheet) throw new UnreadableFileError('file_unreadable');
    const collector = sheetCollector(limits, text);
    for (const row of sheet['!data'] ?? []) collector.add(Array.from(row ?? [], (cell) => cellText(cell)));
    // The workbook's cells go as soon as each sheet is text.
    delete book.Sheets[name];
    return collector.sheet(name);
  });
};

export const readSpreadsheet = (
  bytes: Uint8Array,
  kind: SpreadsheetKind,
  limits: ReadLimits = spreadsheetLimits,
): SheetText[] => {
  checkFileBytes(bytes, kind);
  const sheets = kind === 'csv' ? readCsv(bytes, limits) : readWorkbook(bytes, limits);
  if (sheets.every((sheet) => sheet.headers.length === 0)) throw new UnreadableFileError('file_empty');
  return sheets;
};
