import { z } from 'zod';
import { farmerFields, optionalFarmerFields } from './farmer.ts';
import { apiObject, flag, queryInteger, text, uuid } from './field-atoms.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const spreadsheetExtensions = ['xlsx', 'xls', 'csv'] as const;
export type SpreadsheetKind = (typeof spreadsheetExtensions)[number];
export const IMPORT_PREVIEW_ROWS = 100;
export const FILE_PREVIEW_PAGE_SIZE = 50;

export const fileIdParamsSchema = apiObject({ fileId: uuid('file_id_invalid') });
export const jobIdParamsSchema = apiObject({ jobId: uuid('job_id_invalid') });

/** Excel's own last column is the 16,384th; a CSV wider than that is no farmer register. */
const MAX_COLUMN_INDEX = 16_383;
/** Excel caps a sheet name at 31 characters; the cap leaves room for other writers. */
const sheetName = () => text({ max: 255, required: 'sheet_required' });

const column = () =>
  z
    .number({ error: 'column_invalid' })
    .int('column_invalid')
    .min(0, 'column_invalid')
    .max(MAX_COLUMN_INDEX, 'column_invalid')
    .nullable();

/**
 * Which spreadsheet column (0-based) holds each farmer field, or null when none does. An optional
 * field may be left out: a client from before it existed sends none, and the sheet has none.
 */
export const columnMappingSchema = apiObject({
  ...(Object.fromEntries(farmerFields.map((field) => [field, column()])) as Record<
    (typeof farmerFields)[number],
    ReturnType<typeof column>
  >),
  ...(Object.fromEntries(optionalFarmerFields.map((field) => [field, column().default(null)])) as Record<
    (typeof optionalFarmerFields)[number],
    z.ZodDefault<ReturnType<typeof column>>
  >),
});

export const sheetSummarySchema = z.object({
  name: z.string(),
  rowCount: z.number().int(),
  columnCount: z.number().int(),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  suggestedMapping: columnMappingSchema,
});
export type SheetSummary = z.infer<typeof sheetSummarySchema>;

export const analysisStatuses = ['pending', 'processing', 'completed', 'failed'] as const;

export const uploadedFileSchema = z.object({
  id: z.string(),
  filename: z.string(),
  fileSize: z.number().int(),
  fileType: z.enum(spreadsheetExtensions),
  analysisStatus: z.enum(analysisStatuses),
  createdAt: z.string(),
  sheets: z.array(sheetSummarySchema),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const importOptionsSchema = apiObject({
  sheet: sheetName(),
  mapping: columnMappingSchema,
  updateExisting: flag().default(false),
});
export type ImportOptions = z.infer<typeof importOptionsSchema>;

export const rowStatuses = ['ready', 'update', 'duplicate_existing', 'duplicate_in_file', 'invalid'] as const;
export type RowStatus = (typeof rowStatuses)[number];

/**
 * What a row's pincode said of its place (decision 035): the district and state it filled, those it
 * disagrees with (a warning; the row is imported as written), and India Post's district and state.
 */
export const placeNoteSchema = z.object({
  pincode: z.string(),
  filled: z.array(z.enum(['district', 'state'])),
  mismatched: z.array(z.enum(['district', 'state'])),
  district: z.string(),
  state: z.string(),
});
export type PlaceNote = z.infer<typeof placeNoteSchema>;

export const previewRowSchema = z.object({
  rowNumber: z.number().int(),
  status: z.enum(rowStatuses),
  cells: z.array(z.string()),
  issues: z.array(z.object({ field: z.string(), code: z.string() })),
  duplicateOf: z.number().int().nullable(),
  place: placeNoteSchema.nullable(),
});
export type PreviewRow = z.infer<typeof previewRowSchema>;

export const importCountsSchema = z.object({
  ready: z.number().int(),
  update: z.number().int(),
  duplicateExisting: z.number().int(),
  duplicateInFile: z.number().int(),
  invalid: z.number().int(),
  dropped: z.number().int(),
  /** Rows to be written whose district or state came from their pincode. */
  placeFilled: z.number().int(),
  /** Rows to be written whose district or state does not match their pincode (still imported). */
  placeMismatched: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importPreviewSchema = z.object({
  counts: importCountsSchema,
  totalRows: z.number().int(),
  rows: z.array(previewRowSchema),
  problemRows: z.array(previewRowSchema),
  /** The first rows to be written whose place does not match their pincode. */
  placeRows: z.array(previewRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importJobSchema = z.object({
  id: z.string(),
  fileId: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  phase: z.enum(['reading', 'writing', 'committing', 'done']),
  total: z.number().int(),
  processed: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  hasRejectedRows: z.boolean(),
  errorCode: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const fileAnalysisSchema = z.object({
  rowCount: z.number().int(),
  dataQualityScore: z.number(),
  complexityScore: z.number(),
  summary: z.string(),
});

export const fileDetailsSchema = z.object({
  file: uploadedFileSchema.omit({ sheets: true }),
  available: z.boolean(),
  sheetNames: z.array(z.string()),
  analysis: fileAnalysisSchema.nullable(),
});
export type FileDetails = z.infer<typeof fileDetailsSchema>;

export const filePreviewQuerySchema = apiObject({
  sheet: sheetName().optional(),
  page: queryInteger({ code: 'page_invalid', min: 1, max: 1_000_000 }).default(1),
});

export const fileExportQuerySchema = apiObject({ sheet: sheetName().optional() });

export const filePreviewSchema = z.object({
  sheet: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalRows: z.number().int(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type FilePreview = z.infer<typeof filePreviewSchema>;

/** The FPO's uploads, newest first (GET /api/uploads), so an operator can find a file again. */
export const UPLOADS_PAGE_SIZE = 20;

export const uploadsListQuerySchema = apiObject({
  page: queryInteger({ code: 'page_invalid', min: 1, max: 1_000_000 }).default(1),
});

export const uploadListItemSchema = z.object({
  id: z.string(),
  filename: z.string(),
  fileType: z.enum(spreadsheetExtensions),
  analysisStatus: z.enum(analysisStatuses),
  createdAt: z.string(),
  /** Rows the last import read; null until the file has been imported. */
  rowCount: z.number().int().nullable(),
});
export type UploadListItem = z.infer<typeof uploadListItemSchema>;

export const uploadsListSchema = z.object({
  items: z.array(uploadListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UploadsList = z.infer<typeof uploadsListSchema>;
