import zlib from 'node:zlib';
import {
  IMPORT_PREVIEW_ROWS,
  checkSheetRows,
  classifyRows,
  countRows,
  isCompleteMapping,
  toCsv,
} from '@sangam/domain';
import { pincodeLookup } from '../../db/pincode-file.ts';
import { encodeSheets, sheetRows } from './parsed-sheets.ts';
import { readSpreadsheet, SpreadsheetLimitError, UnreadableFileError } from './spreadsheet-reader.ts';
import type { SpreadsheetTask, SpreadsheetTaskResult } from './spreadsheet-task.ts';
import { writeWorkbook } from './workbook.ts';
import { toArrayBuffer } from './spreadsheet-task.ts';

/**
 * Parsing, checking and writing a spreadsheet is synchronous work of up to seconds; it runs here, in a
 * child process with its own heap limit, so the server keeps answering other requests meanwhile and
 * the machine gets the memory back when the process ends.
 */
const PREVIEW_ROWS = IMPORT_PREVIEW_ROWS;

const run = (task: SpreadsheetTask): SpreadsheetTaskResult => {
  if (task.task === 'parse') {
    const sheets = readSpreadsheet(new Uint8Array(task.bytes), task.kind, task.limits);
    const { head, data } = encodeSheets(sheets);
    const parsed = toArrayBuffer(data);
    return { ok: true, task: 'parse', sheets: head.sheets, parsed };
  }
  if (task.task === 'workbook') {
    return { ok: true, task: 'workbook', xlsx: toArrayBuffer(writeWorkbook(task.sheet, task.rows)) };
  }
  const found = sheetRows(zlib.gunzipSync(Buffer.from(task.parsed)), task.sheet);
  if (task.task === 'export') {
    if (!found) throw new UnreadableFileError('file_unreadable');
    if (!found.sheet) return { ok: true, task: 'export', csv: null };
    const csv = toArrayBuffer(Buffer.from(toCsv([found.sheet.headers, ...found.rows])));
    return { ok: true, task: 'export', csv };
  }
  if (!found?.sheet) throw new UnreadableFileError('file_unreadable');
  const { sheet, rows } = found;
  if (
    !isCompleteMapping(task.mapping) ||
    Object.values(task.mapping).some((column) => column !== null && column >= sheet.headers.length)
  ) {
    return { ok: false, code: 'mapping_incomplete' };
  }
  // Empty districts and states come from the pincode, and places that disagree with it are noted.
  const checked = checkSheetRows(rows, task.mapping, pincodeLookup().find);
  const classified = classifyRows(
    checked.rows,
    { phones: new Set(task.existing.phones), details: new Set(task.existing.details) },
    task.updateExisting,
  );
  // Only the cells someone will look at travel back: the preview's first rows, the first rows whose
  // place does not match their pincode, and every row that will not be imported. Rows to import
  // travel as their checked values.
  const cells: Record<number, string[]> = {};
  let placeRows = 0;
  classified.forEach((row, index) => {
    const written = row.status === 'ready' || row.status === 'update';
    const misplaced = written && row.place?.mismatched.length && placeRows++ < PREVIEW_ROWS;
    if (index < PREVIEW_ROWS || misplaced || !written)
      cells[row.rowNumber] = rows[row.rowNumber - 2] as string[];
  });
  return {
    ok: true,
    task: 'check',
    headers: sheet.headers,
    cells,
    classified,
    counts: countRows(classified, checked.droppedRows),
  };
};

const failure = (error: unknown): SpreadsheetTaskResult => {
  if (error instanceof SpreadsheetLimitError)
    return { ok: false, code: 'file_too_complex', limit: error.limit };
  // A string longer than V8 allows is the text outgrowing any sane limit, not a broken file.
  if (error instanceof RangeError && /string length/i.test(error.message))
    return { ok: false, code: 'file_too_complex', limit: 'uncompressed_size' };
  return { ok: false, code: error instanceof UnreadableFileError ? error.code : 'file_unreadable' };
};

// One task per process: the parent sends it, this process answers and ends, and the operating
// system takes back every page it used (spreadsheet-task.ts says why a process, not a thread).
process.once('message', (task: SpreadsheetTask) => {
  let result: SpreadsheetTaskResult;
  try {
    result = run(task);
  } catch (error) {
    result = failure(error);
  }
  process.send?.(result, undefined, undefined, () => process.exit(0));
});
