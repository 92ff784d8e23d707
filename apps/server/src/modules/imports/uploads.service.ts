import {
  FILE_PREVIEW_PAGE_SIZE,
  IMPORT_PREVIEW_ROWS,
  MAX_UPLOAD_BYTES,
  spreadsheetExtensions,
  suggestMapping,
  type ColumnMapping,
  type FileDetails,
  type FilePreview,
  type ImportPreview,
  type SheetSummary,
  type SpreadsheetKind,
  type UploadedFile,
} from '@sangam/domain';
import { and, eq } from 'drizzle-orm';
import path from 'node:path';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { fileAnalyses, fileUploads } from '../../db/schema/files.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { checkKey, rememberCheck, takeCheck } from './check-cache.ts';
import { loadExistingFarmers } from './existing-farmers.ts';
import {
  inflateSheets,
  parsedKey,
  readSheetsHead,
  sheetRows,
  shown,
  type ParsedSheet,
  type ParsedSheets,
} from './parsed-sheets.ts';
import { runSpreadsheetTask, toArrayBuffer, type SpreadsheetTaskFailure } from './spreadsheet-task.ts';

type UploadRow = typeof fileUploads.$inferSelect;

/** One FPO's upload and where its files are kept: what every call below starts from. */
type UploadRef = { db: Db; store: FileStore; fpoId: string; fileId: string };

export const spreadsheetKind = (filename: string): SpreadsheetKind | null => {
  const extension = path.extname(filename).slice(1).toLowerCase();
  return (spreadsheetExtensions as readonly string[]).includes(extension)
    ? (extension as SpreadsheetKind)
    : null;
};

const refuse = (code: string, status = 400) => new AppError(code, { status });

/** A task's failure as the refusal the web app words ('Failed to parse file…', 'Empty CSV file'…). */
const failed = (failure: SpreadsheetTaskFailure) => {
  if (failure.code === 'file_too_complex')
    return new AppError('file_too_complex', {
      status: 422,
      issues: [{ field: failure.limit, code: 'limit_exceeded' }],
    });
  if (failure.code === 'mapping_incomplete') return refuse('mapping_incomplete');
  return refuse(failure.code, failure.code === 'file_type_invalid' ? 415 : 422);
};

/** What the upload and mapping steps show of each sheet: never megabytes, whatever the file. */
const toSummary = (sheet: ParsedSheet): SheetSummary => ({
  name: sheet.name,
  rowCount: sheet.rowCount,
  columnCount: sheet.headers.length,
  headers: sheet.headers.map(shown),
  sample: sheet.sample,
  suggestedMapping: suggestMapping(sheet.headers),
});

/** Reads the upload's bytes once in a worker into the stored copy of its text. */
const parseBytes = async (data: Buffer, kind: SpreadsheetKind) => {
  const result = await runSpreadsheetTask({ task: 'parse', bytes: toArrayBuffer(data), kind });
  if (!result.ok) throw failed(result);
  return { head: { v: 1, sheets: result.sheets } satisfies ParsedSheets, parsed: Buffer.from(result.parsed) };
};

const toUploadedFile = (row: UploadRow): Omit<UploadedFile, 'sheets'> => ({
  id: row.id,
  filename: row.filename,
  fileSize: row.fileSize,
  fileType: row.fileType,
  analysisStatus: row.analysisStatus,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Keeps an uploaded spreadsheet: checks its name, size and bytes, reads its sheets in a worker, and
 * only then stores it. A file that cannot be read leaves nothing behind.
 */
export const saveUpload = async ({
  db,
  store,
  fpoId,
  filename,
  data,
}: {
  db: Db;
  store: FileStore;
  fpoId: string;
  filename: string;
  data: Buffer;
}): Promise<UploadedFile> => {
  const kind = spreadsheetKind(filename);
  if (!kind) throw refuse('file_type_invalid', 415);
  if (data.length > MAX_UPLOAD_BYTES) throw refuse('file_too_large', 413);
  const { head, parsed } = await parseBytes(data, kind);
  if (head.sheets.every((sheet) => sheet.rowCount === 0)) throw refuse('no_farmer_rows', 422);

  const id = crypto.randomUUID();
  const storageKey = `${fpoId}/${id}${path.extname(filename).toLowerCase()}`;
  await store.put(storageKey, data);
  try {
    await store.put(parsedKey(storageKey), parsed);
    const [row] = await db
      .insert(fileUploads)
      .values({
        id,
        fpoId,
        filename: path.basename(filename).slice(0, 255),
        fileSize: data.length,
        fileType: kind,
        storageKey,
      })
      .returning();
    return { ...toUploadedFile(row as UploadRow), sheets: head.sheets.map(toSummary) };
  } catch (error) {
    // Both go, and the first failure is the one reported: a store that is down now fails the
    // removals too (nothing was written then, or a file is left that no row names).
    await Promise.all([storageKey, parsedKey(storageKey)].map((key) => store.remove(key).catch(() => {})));
    throw error;
  }
};

export const findUpload = async (db: Db, fpoId: string, fileId: string) => {
  const [row] = await db
    .select()
    .from(fileUploads)
    .where(and(eq(fileUploads.id, fileId), eq(fileUploads.fpoId, fpoId)));
  // Another FPO's file is indistinguishable from a missing one.
  if (!row) throw new AppError('not_found');
  return row;
};

const readStored = async (store: FileStore, row: UploadRow) => {
  const data = await store.get(row.storageKey);
  if (!data) throw new AppError('file_missing', { status: 410 });
  return data;
};

/**
 * The upload's stored text (parsed-sheets.ts). An upload from before it existed, or whose copy is
 * damaged, is read from its bytes once more and the copy written, so the next view finds it.
 */
const loadParsed = async (
  store: FileStore,
  row: UploadRow,
): Promise<{ head: ParsedSheets; parsed: Buffer }> => {
  const parsed = await store.get(parsedKey(row.storageKey));
  const head = parsed && (await readSheetsHead(parsed));
  if (parsed && head) return { head, parsed };
  const made = await parseBytes(await readStored(store, row), row.fileType);
  // Kept for the next view; a store that takes no writes now (a read-only or full disk) only
  // means it is made again then.
  await store.put(parsedKey(row.storageKey), made.parsed).catch(() => {});
  return made;
};

export const getUpload = async ({ db, store, fpoId, fileId }: UploadRef): Promise<UploadedFile> => {
  const row = await findUpload(db, fpoId, fileId);
  const { head } = await loadParsed(store, row);
  return { ...toUploadedFile(row), sheets: head.sheets.map(toSummary) };
};

/** Checks every row of a sheet with the farmer rules and the duplicate rule, as an import would. */
type CheckOptions = UploadRef & {
  sheet: string;
  mapping: ColumnMapping;
  updateExisting: boolean;
};

/**
 * Reads a sheet and checks every row against the field rules and the FPO's register. `reuse`
 * takes the preview's result when nothing it depended on has changed (see check-cache.ts).
 */
export const checkUpload = async (
  { db, store, fpoId, fileId, sheet, mapping, updateExisting }: CheckOptions,
  reuse: 'remember' | 'take',
) => {
  const row = await findUpload(db, fpoId, fileId);
  const existing = await loadExistingFarmers(db, fpoId);
  const key = checkKey([sheet, mapping, updateExisting], existing);
  const remembered = reuse === 'take' ? takeCheck<CheckResult>(fileId, key) : null;
  if (remembered) return { upload: row, ...remembered };
  const { parsed } = await loadParsed(store, row);
  const result = await runSpreadsheetTask({
    task: 'check',
    parsed: toArrayBuffer(parsed),
    sheet,
    mapping,
    existing,
    updateExisting,
  });
  if (!result.ok) throw failed(result);
  const checked: CheckResult = {
    headers: result.headers,
    cells: result.cells,
    classified: result.classified,
    counts: result.counts,
  };
  if (reuse === 'remember') rememberCheck(fileId, key, checked);
  return { upload: row, ...checked };
};

type CheckResult = Pick<
  Extract<Awaited<ReturnType<typeof runSpreadsheetTask>>, { task: 'check' }>,
  'headers' | 'cells' | 'classified' | 'counts'
>;

export const previewUpload = async (options: CheckOptions): Promise<ImportPreview> => {
  const { classified, counts, cells } = await checkUpload(options, 'remember');
  const withCells = (rows: typeof classified) =>
    rows.slice(0, IMPORT_PREVIEW_ROWS).map((r) => ({
      rowNumber: r.rowNumber,
      status: r.status,
      cells: cells[r.rowNumber] ?? [],
      issues: r.issues,
      duplicateOf: r.duplicateOf,
      place: r.place,
    }));
  const written = (r: (typeof classified)[number]) => r.status === 'ready' || r.status === 'update';
  return {
    counts,
    totalRows: classified.length,
    rows: withCells(classified),
    problemRows: withCells(classified.filter((r) => !written(r))),
    placeRows: withCells(classified.filter((r) => written(r) && r.place?.mismatched.length)),
  };
};

export const getFileDetails = async ({ db, store, fpoId, fileId }: UploadRef): Promise<FileDetails> => {
  const row = await findUpload(db, fpoId, fileId);
  const [analysis] = await db.select().from(fileAnalyses).where(eq(fileAnalyses.fileId, fileId));
  // A stored file that is gone, or that cannot be read today, leaves the record and its analysis.
  const sheetNames = await loadParsed(store, row).then(
    ({ head }) => head.sheets.map((s) => s.name),
    (error: unknown) => {
      // A store that cannot be reached now says so (503), rather than "file not available".
      if (error instanceof AppError && error.code !== 'storage_unavailable') return [];
      throw error;
    },
  );
  return {
    file: toUploadedFile(row),
    available: sheetNames.length > 0,
    sheetNames,
    analysis: analysis
      ? {
          rowCount: analysis.rowCount,
          dataQualityScore: Number(analysis.dataQualityScore),
          complexityScore: Number(analysis.complexityScore),
          summary: analysis.summary,
        }
      : null,
  };
};

/** Rows of one sheet of the stored copy; a sheet name the file does not have is not found. */
const readSheet = async (
  { db, store, fpoId, fileId, sheet }: UploadRef & { sheet?: string },
  from = 0,
  count = Infinity,
) => {
  const row = await findUpload(db, fpoId, fileId);
  const { parsed } = await loadParsed(store, row);
  const text = await inflateSheets(parsed);
  const found = text && sheetRows(text, sheet, from, count);
  if (!found) throw failed({ ok: false, code: 'file_unreadable' });
  if (!found.sheet) throw new AppError('not_found');
  return { upload: row, sheet: found.sheet, rows: found.rows };
};

/** The stored spreadsheet, 50 rows a page (spec 2.14). */
export const previewFile = async (
  options: UploadRef & { sheet?: string; page: number },
): Promise<FilePreview> => {
  const start = (options.page - 1) * FILE_PREVIEW_PAGE_SIZE;
  const { sheet, rows } = await readSheet(options, start, FILE_PREVIEW_PAGE_SIZE);
  return {
    sheet: sheet.name,
    page: options.page,
    pageSize: FILE_PREVIEW_PAGE_SIZE,
    totalRows: sheet.lines,
    headers: sheet.headers,
    rows,
  };
};

/** The sheet as `<name>_export.csv`, safe to open in a spreadsheet, built in a worker. */
export const exportFileCsv = async ({ db, store, fpoId, fileId, sheet }: UploadRef & { sheet?: string }) => {
  const upload = await findUpload(db, fpoId, fileId);
  const { parsed } = await loadParsed(store, upload);
  const result = await runSpreadsheetTask({ task: 'export', parsed: toArrayBuffer(parsed), sheet });
  if (!result.ok) throw failed(result);
  if (!result.csv) throw new AppError('not_found');
  const base = upload.filename.replace(/\.[^.]+$/, '');
  return { filename: `${base}_export.csv`, csv: Buffer.from(result.csv) };
};
