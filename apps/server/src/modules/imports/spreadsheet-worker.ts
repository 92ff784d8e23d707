import { parentPort, workerData } from 'node:worker_threads';
import {
  IMPORT_PREVIEW_ROWS,
  checkSheetRows,
  classifyRows,
  countRows,
  isCompleteMapping,
  suggestMapping,
} from '@sangam/domain';
import { readSpreadsheet, UnreadableFileError, type SheetText } from './spreadsheet-reader.ts';
import type { SpreadsheetTask, SpreadsheetTaskResult } from './spreadsheet-task.ts';

/**
 * Parsing and checking a spreadsheet is synchronous work of up to seconds; it runs here, in a
 * worker thread, so the server keeps answering other requests meanwhile.
 */
const SAMPLE_ROWS = 10;
const PREVIEW_ROWS = IMPORT_PREVIEW_ROWS;

const findSheet = (sheets: SheetText[], name: string | undefined) => {
  const sheet = name === undefined ? sheets[0] : sheets.find((s) => s.name === name);
  if (!sheet) throw new UnreadableFileError('file_unreadable');
  return sheet;
};

const run = (task: SpreadsheetTask): SpreadsheetTaskResult => {
  const sheets = readSpreadsheet(new Uint8Array(task.bytes), task.kind);
  if (task.task === 'inspect') {
    return {
      ok: true,
      task: 'inspect',
      sheets: sheets.map((sheet) => {
        const nonBlank = sheet.rows.filter((row) => row.some((cell) => cell.trim() !== ''));
        return {
          name: sheet.name,
          rowCount: nonBlank.length,
          columnCount: sheet.headers.length,
          headers: sheet.headers,
          sample: nonBlank.slice(0, SAMPLE_ROWS),
          suggestedMapping: suggestMapping(sheet.headers),
        };
      }),
    };
  }
  const sheet = findSheet(sheets, task.sheet);
  if (task.task === 'sheet') return { ok: true, task: 'sheet', sheet, sheetNames: sheets.map((s) => s.name) };
  if (
    !isCompleteMapping(task.mapping) ||
    Object.values(task.mapping).some((column) => column >= sheet.headers.length)
  ) {
    return { ok: false, code: 'mapping_incomplete' };
  }
  const checked = checkSheetRows(sheet.rows, task.mapping);
  const classified = classifyRows(
    checked.rows,
    { phones: new Set(task.existing.phones), details: new Set(task.existing.details) },
    task.updateExisting,
  );
  // Only the cells someone will look at travel back: the preview's first rows and every row that
  // will not be imported. Rows to import travel as their checked values.
  const cells: Record<number, string[]> = {};
  classified.forEach((row, index) => {
    if (index < PREVIEW_ROWS || (row.status !== 'ready' && row.status !== 'update'))
      cells[row.rowNumber] = sheet.rows[row.rowNumber - 2] as string[];
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

try {
  parentPort?.postMessage(run(workerData as SpreadsheetTask));
} catch (error) {
  parentPort?.postMessage({
    ok: false,
    code: error instanceof UnreadableFileError ? error.code : 'file_unreadable',
  } satisfies SpreadsheetTaskResult);
}
