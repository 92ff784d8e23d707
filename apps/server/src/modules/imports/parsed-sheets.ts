import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { SheetText } from './spreadsheet-reader.ts';

/**
 * An upload read once, kept in the file store beside it, so that every later view (the sheets, the
 * file details, the row pages, the export, the check) reads text instead of parsing the spreadsheet
 * again, on whichever server instance answers. Gzipped JSON lines: the first line describes the
 * sheets, then each sheet's rows follow in order, one JSON array per line, without trailing blank
 * cells. A view decodes only the lines it shows.
 */
const VERSION = 1;
const SAMPLE_ROWS = 10;
/** Sample cells and headers are for reading on a screen; longer text is cut there. */
const SHOWN_CHARS = 200;
/** Rows are compressed in pieces of about this many characters (gzip members join into one stream). */
const PIECE_CHARS = 4_000_000;

export type ParsedSheet = {
  name: string;
  headers: string[];
  /** Lines after the header, blank ones included: what the row pages count. */
  lines: number;
  /** Rows with something in them. */
  rowCount: number;
  sample: string[][];
};
export type ParsedSheets = { v: number; sheets: ParsedSheet[] };

export const parsedKey = (storageKey: string) => `${storageKey}.sheets.jsonl.gz`;

export const shown = (text: string) => (text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text);

const withoutTrailingBlanks = (row: string[]) => {
  let end = row.length;
  while (end > 0 && row[end - 1] === '') end--;
  return end === row.length ? row : row.slice(0, end);
};

/** The sheets as the stored copy (done in the worker that read them), and its first line. */
export const encodeSheets = (sheets: SheetText[]): { head: ParsedSheets; data: Buffer } => {
  const head: ParsedSheets = {
    v: VERSION,
    sheets: sheets.map((sheet) => {
      const filled = sheet.rows.filter((row) => row.some((cell) => cell.trim() !== ''));
      return {
        name: sheet.name,
        headers: sheet.headers,
        lines: sheet.rows.length,
        rowCount: filled.length,
        sample: filled.slice(0, SAMPLE_ROWS).map((row) => row.map(shown)),
      };
    }),
  };
  const pieces: Buffer[] = [];
  let lines = [JSON.stringify(head)];
  let chars = 0;
  const flush = () => {
    // The fastest level: a tenth of the text's size is small enough, and uploads wait on it.
    pieces.push(zlib.gzipSync(`${lines.join('\n')}\n`, { level: 1 }));
    lines = [];
    chars = 0;
  };
  for (const sheet of sheets)
    for (const row of sheet.rows) {
      const line = JSON.stringify(withoutTrailingBlanks(row));
      lines.push(line);
      chars += line.length;
      if (chars > PIECE_CHARS) flush();
    }
  flush();
  return { head, data: Buffer.concat(pieces) };
};

const NEWLINE = 0x0a;

const headOf = (text: Buffer, end: number): ParsedSheets | null => {
  try {
    const head = JSON.parse(text.toString('utf8', 0, end)) as ParsedSheets;
    return head.v === VERSION && Array.isArray(head.sheets) ? head : null;
  } catch {
    return null;
  }
};

/** Just the first line: the sheets' names, headers and samples, without inflating the rows. */
export const readSheetsHead = (data: Buffer): Promise<ParsedSheets | null> =>
  new Promise((resolve) => {
    const gunzip = zlib.createGunzip();
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (head: ParsedSheets | null) => {
      if (done) return;
      done = true;
      gunzip.destroy();
      resolve(head);
    };
    gunzip.on('data', (chunk: Buffer) => {
      const end = chunk.indexOf(NEWLINE);
      chunks.push(chunk);
      if (end < 0) return;
      const text = Buffer.concat(chunks);
      finish(headOf(text, text.length - chunk.length + end));
    });
    gunzip.on('error', () => finish(null));
    gunzip.on('end', () => finish(null));
    gunzip.end(data);
  });

export type SheetRows = { head: ParsedSheets; sheet: ParsedSheet; rows: string[][] };

/**
 * Rows `from` (0-based, after the header) of one sheet, `count` of them or all that follow, padded
 * to the header's width. Null when the stored copy is damaged or of another version; `sheet: null`
 * when no sheet has that name.
 */
export const sheetRows = (
  text: Buffer,
  sheetName: string | undefined,
  from = 0,
  count = Infinity,
): SheetRows | { head: ParsedSheets; sheet: null } | null => {
  const end = text.indexOf(NEWLINE);
  const head = end < 0 ? null : headOf(text, end);
  if (!head) return null;
  const index = sheetName === undefined ? 0 : head.sheets.findIndex((s) => s.name === sheetName);
  const sheet = head.sheets[index];
  if (!sheet) return { head, sheet: null };
  let skip = from;
  for (let i = 0; i < index; i++) skip += (head.sheets[i] as ParsedSheet).lines;
  const take = Math.max(0, Math.min(count, sheet.lines - from));
  let start = end + 1;
  for (; skip > 0 && start > 0; skip--) start = text.indexOf(NEWLINE, start) + 1;
  let stop = start;
  for (let i = 0; i < take && stop > 0; i++) stop = text.indexOf(NEWLINE, stop) + 1;
  if (start <= 0 || (take > 0 && stop <= 0)) return null;
  let rows: string[][];
  try {
    // One parse for the whole range: JSON never holds a raw newline, so lines join with commas.
    rows = take
      ? (JSON.parse(`[${text.toString('utf8', start, stop - 1).replaceAll('\n', ',')}]`) as string[][])
      : [];
  } catch {
    return null;
  }
  const width = sheet.headers.length;
  for (const row of rows) while (row.length < width) row.push('');
  return { head, sheet, rows };
};

const gunzip = promisify(zlib.gunzip);

/** Inflates on libuv's pool, so the event loop keeps answering meanwhile. */
export const inflateSheets = async (data: Buffer): Promise<Buffer | null> => {
  try {
    return await gunzip(data);
  } catch {
    return null;
  }
};
