import { z } from 'zod';
import { apiObject, text } from './field-atoms.ts';
import { normaliseDigits, validateFarmerPhone } from './farmer-fields.ts';
import { normaliseHeader } from './header-normalise.ts';
import { isCalendarDate } from './india-dates.ts';
import { packagingTypes } from './inventory-api.ts';

/**
 * Business opportunities (document 2: /business, business_intelligence, error catalogue 8, and 9):
 * what field teams found an FPO's farmers need, and what its products are worth; and the admin's
 * CSV import of that field data, for business-intelligence and farmer-intelligence rows.
 */

/** The most business-intelligence rows the screen lists; the totals count every row. */
export const BUSINESS_ROWS_SHOWN = 1000;

export const businessRowSchema = z.object({
  id: z.string(),
  crop: z.string(),
  /** Acres. */
  estimatedArea: z.nullable(z.number()),
  farmersAffected: z.number().int(),
  issue: z.nullable(z.string()),
  suggestedInput: z.nullable(z.string()),
  /** As the field team wrote it, e.g. "₹1,27,500 per season". */
  opportunity: z.nullable(z.string()),
  /** Its rupee amount (document 2, 9: the numeric part), whole rupees. */
  rupees: z.number().int(),
});
export type BusinessRow = z.infer<typeof businessRowSchema>;

/** One active product and what its stock is worth (document 2, 9). */
export const productOpportunitySchema = z.object({
  id: z.string(),
  productName: z.string(),
  packagingType: z.enum(packagingTypes),
  /** Packets when packaged, tonnes when open. */
  quantity: z.number(),
  /** Per packet or per tonne. */
  salePrice: z.number(),
  /** Sale price times packets or tonnes, whole rupees. */
  value: z.number().int(),
});
export type ProductOpportunity = z.infer<typeof productOpportunitySchema>;

export const businessOpportunitiesSchema = z.object({
  /** By crop; at most BUSINESS_ROWS_SHOWN. */
  rows: z.array(businessRowSchema),
  totals: z.object({
    /** Every row of the FPO, shown or not. */
    rows: z.number().int(),
    farmersAffected: z.number().int(),
    acres: z.number(),
    rupees: z.number().int(),
  }),
  products: z.object({
    /** Largest value first. */
    items: z.array(productOpportunitySchema),
    totalValue: z.number().int(),
  }),
});
export type BusinessOpportunities = z.infer<typeof businessOpportunitiesSchema>;

// ---------------------------------------------------------------------------------------------
// The admin's import of field data

export const fieldDataKinds = ['business', 'farmer'] as const;
export type FieldDataKind = (typeof fieldDataKinds)[number];

/** A CSV file of at most this many bytes (UTF-8). */
export const FIELD_DATA_MAX_BYTES = 2 * 1024 * 1024;
/** Data rows in one file. */
export const FIELD_DATA_MAX_ROWS = 20_000;
/** A refused file names at most this many of its row problems. */
export const FIELD_DATA_ERRORS_SHOWN = 20;

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

export const fieldDataImportSchema = apiObject({
  kind: z.enum(fieldDataKinds, { error: 'kind_invalid' }),
  csv: text({ max: FIELD_DATA_MAX_BYTES, required: 'csv_required', multiline: true }).refine(
    (value) => utf8Bytes(value) <= FIELD_DATA_MAX_BYTES,
    'too_long',
  ),
});
export type FieldDataImport = z.infer<typeof fieldDataImportSchema>;

export const fieldDataImportResultSchema = z.object({
  kind: z.enum(fieldDataKinds),
  /** Rows stored. */
  imported: z.number().int(),
  /** The named FPOs' earlier rows of this kind, removed. */
  replaced: z.number().int(),
  fpos: z.array(
    z.object({
      fpoId: z.string(),
      fpoName: z.string(),
      imported: z.number().int(),
      replaced: z.number().int(),
    }),
  ),
});
export type FieldDataImportResult = z.infer<typeof fieldDataImportResultSchema>;

/**
 * The columns of each kind. The first header is the one the field teams' sheets use (document 2,
 * 3), the others are accepted spellings; headers are compared after normaliseHeader, so case,
 * spaces, underscores and punctuation do not matter. Other columns (Id, user_id) are ignored.
 */
const fpoColumn = { key: 'fpo', headers: ['fpo', 'fpo_id', 'fpo_email'], required: true } as const;

export const fieldDataColumns = {
  business: [
    fpoColumn,
    { key: 'crop', headers: ['Crop'], required: true },
    {
      key: 'estimatedArea',
      headers: ['estimated_area', 'estimated_area_acres', 'area_acres'],
      required: false,
    },
    { key: 'farmersAffected', headers: ['FarmersAffected', 'farmers'], required: false },
    { key: 'issue', headers: ['Disease/Issue', 'issue', 'disease'], required: false },
    {
      key: 'suggestedInput',
      headers: ['suggestedagriinput', 'suggested_input', 'agri_input'],
      required: false,
    },
    {
      key: 'potentialOpportunity',
      headers: ['potentialBusinessOpportunity', 'potential_opportunity', 'opportunity'],
      required: false,
    },
  ],
  farmer: [
    fpoColumn,
    { key: 'contact', headers: ['Contact', 'phone', 'phone_number', 'mobile'], required: true },
    { key: 'createdAt', headers: ['Created_at', 'date'], required: false },
    { key: 'cropEnterprise', headers: ['Crop / Enterprise', 'crop', 'enterprise'], required: false },
    { key: 'issueFaced', headers: ['Issue Faced', 'issue'], required: false },
    { key: 'solutionSuggested', headers: ['Solution Suggested', 'solution'], required: false },
    { key: 'likelyNextIssue', headers: ['Likely Next Issue', 'next_issue'], required: false },
    { key: 'productsToBuy', headers: ['Products to Buy', 'products'], required: false },
    { key: 'estSpendInr', headers: ['Est. Spend (INR)', 'est_spend', 'estimated_spend'], required: false },
  ],
} as const;

export type BusinessColumn = (typeof fieldDataColumns.business)[number]['key'];
export type FarmerColumn = (typeof fieldDataColumns.farmer)[number]['key'];
export type FieldDataColumn = BusinessColumn | FarmerColumn;

/** Where each known column is in a file's header row, and what is missing or given twice. */
export const matchFieldDataColumns = (kind: FieldDataKind, headers: readonly string[]) => {
  const keys = headers.map(normaliseHeader);
  const index: Partial<Record<FieldDataColumn, number>> = {};
  const missing: FieldDataColumn[] = [];
  const duplicate: FieldDataColumn[] = [];
  for (const column of fieldDataColumns[kind]) {
    const aliases = new Set(column.headers.map(normaliseHeader));
    const found = keys.flatMap((key, at) => (key && aliases.has(key) ? [at] : []));
    if (found.length > 1) duplicate.push(column.key);
    if (found[0] !== undefined) index[column.key] = found[0];
    else if (column.required) missing.push(column.key);
  }
  return { index, missing, duplicate };
};

/** Why a cell of an imported row was refused; the web app words each. */
export const fieldDataCellCodes = [
  'required',
  'too_long',
  'not_a_number',
  'negative',
  'not_whole',
  'too_large',
  'phone_invalid',
  'date_invalid',
  'fpo_unknown',
  'extra_cells',
] as const;
export type FieldDataCellCode = (typeof fieldDataCellCodes)[number];

type Cell<T> = { ok: true; value: T } | { ok: false; code: FieldDataCellCode };
const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const fail = (code: FieldDataCellCode): Cell<never> => ({ ok: false, code });

/**
 * A text cell: line breaks and runs of spaces become one space. Kept exactly as written otherwise,
 * a cell that starts with = + - @ included: it is stored as text and never evaluated (exports
 * escape it, see csv.ts). Blank is null, or `required`.
 */
export const fieldDataText = (
  raw: string,
  { max, required = false }: { max: number; required?: boolean },
) => {
  const value = raw.replace(/\s+/g, ' ').trim();
  if (!value) return required ? fail('required') : ok(null);
  return [...value].length > max ? fail('too_long') : ok(value);
};

const plainNumber = /^\d[\d,]*(?:\.\d+)?$/;
const currencyPrefix = /^(?:₹|rs\.?|inr)\s*/i;

/**
 * A count or an amount as people type it: Indian or Western digit grouping, Indian-script digits,
 * and for amounts a leading ₹, Rs or INR. Blank is null; below zero, text and too large are refused.
 */
export const fieldDataNumber = (
  raw: string,
  { max, integer = false, currency = false }: { max: number; integer?: boolean; currency?: boolean },
): Cell<number | null> => {
  let text = normaliseDigits(raw).trim();
  if (!text) return ok(null);
  if (currency) text = text.replace(currencyPrefix, '');
  if (/^-\s*\d/.test(text)) return fail('negative');
  if (!plainNumber.test(text)) return fail('not_a_number');
  const value = Number(text.replaceAll(',', ''));
  if (!Number.isFinite(value)) return fail('not_a_number');
  if (integer && !Number.isInteger(value)) return fail('not_whole');
  if (value > max) return fail('too_large');
  return ok(integer ? value : Math.round(value * 100) / 100);
};

const isoDateTime =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
const indianDateTime = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const pad = (value: string | undefined, size = 2) => (value ?? '0').padStart(size, '0');

/**
 * When a conversation was recorded: `2026-03-14`, `2026-03-14 10:30`, an ISO time with its zone,
 * or India's day-first `14/03/2026` (also with - or .). A time without a zone is India's. Blank is
 * null; a date before 2000 or in the future is refused.
 */
export const fieldDataDate = (raw: string, now: Date = new Date()): Cell<Date | null> => {
  const text = normaliseDigits(raw).trim();
  if (!text) return ok(null);
  let date: string;
  let time = '00:00:00';
  let zone = '+05:30';
  const iso = isoDateTime.exec(text);
  const indian = iso ? null : indianDateTime.exec(text);
  if (iso) {
    date = iso[1] as string;
    if (iso[2] !== undefined) time = `${iso[2]}:${iso[3]}:${pad(iso[4])}`;
    if (iso[5]) zone = iso[5].toUpperCase() === 'Z' ? 'Z' : iso[5].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  } else if (indian) {
    date = `${indian[3]}-${pad(indian[2])}-${pad(indian[1])}`;
    if (indian[4] !== undefined) time = `${pad(indian[4])}:${indian[5]}:${pad(indian[6])}`;
  } else return fail('date_invalid');
  const [hours, minutes, seconds] = time.split(':').map(Number) as [number, number, number];
  if (!isCalendarDate(date) || hours > 23 || minutes > 59 || seconds > 59) return fail('date_invalid');
  const instant = new Date(`${date}T${time}${zone}`);
  if (Number.isNaN(instant.getTime())) return fail('date_invalid');
  if (instant.getUTCFullYear() < 2000 || instant.getTime() > now.getTime() + 86_400_000)
    return fail('date_invalid');
  return ok(instant);
};

/** Largest accepted acres, farmers and rupees: beyond any FPO, inside the columns' precision. */
const MAX_ACRES = 10_000_000;
const MAX_FARMERS = 10_000_000;
export const FIELD_DATA_MAX_RUPEES = 100_000_000_000;

export type BusinessFieldRow = {
  crop: string;
  estimatedArea: number | null;
  farmersAffected: number;
  issue: string | null;
  suggestedInput: string | null;
  potentialOpportunity: string | null;
};

export type FarmerFieldRow = {
  /** The register's form, +91 and ten digits, so the farmer detail finds it. */
  phoneNumber: string;
  /** As written in the file. */
  contact: string;
  createdAt: Date | null;
  cropEnterprise: string | null;
  issueFaced: string | null;
  solutionSuggested: string | null;
  likelyNextIssue: string | null;
  productsToBuy: string | null;
  estSpendInr: number | null;
};

export type FieldDataIssue = { column: FieldDataColumn; code: FieldDataCellCode };
type RowReading<T> = { row: T | null; issues: FieldDataIssue[] };

/** Reads each cell with its rule, collecting every problem of the row rather than the first. */
const reader = (cells: Partial<Record<FieldDataColumn, string>>) => {
  const issues: FieldDataIssue[] = [];
  const read = <T>(column: FieldDataColumn, rule: (raw: string) => Cell<T>): T | null => {
    const result = rule(cells[column] ?? '');
    if (result.ok) return result.value;
    issues.push({ column, code: result.code });
    return null;
  };
  return { issues, read };
};

/** A business-intelligence row of the file, its cells by column; the FPO is judged by the caller. */
export const readBusinessRow = (
  cells: Partial<Record<BusinessColumn, string>>,
): RowReading<BusinessFieldRow> => {
  const { issues, read } = reader(cells);
  const row = {
    crop: read('crop', (raw) => fieldDataText(raw, { max: 120, required: true })),
    estimatedArea: read('estimatedArea', (raw) => fieldDataNumber(raw, { max: MAX_ACRES })),
    farmersAffected: read('farmersAffected', (raw) =>
      fieldDataNumber(raw, { max: MAX_FARMERS, integer: true }),
    ),
    issue: read('issue', (raw) => fieldDataText(raw, { max: 500 })),
    suggestedInput: read('suggestedInput', (raw) => fieldDataText(raw, { max: 200 })),
    potentialOpportunity: read('potentialOpportunity', (raw) => fieldDataText(raw, { max: 200 })),
  };
  if (issues.length) return { row: null, issues };
  return { row: { ...row, crop: row.crop as string, farmersAffected: row.farmersAffected ?? 0 }, issues };
};

/** A farmer-intelligence row of the file; the phone is normalised as the farmer register's. */
export const readFarmerRow = (
  cells: Partial<Record<FarmerColumn, string>>,
  now: Date = new Date(),
): RowReading<FarmerFieldRow> => {
  const { issues, read } = reader(cells);
  const phoneNumber = read('contact', (raw): Cell<string> => {
    const phone = validateFarmerPhone(raw);
    if (phone.ok) return ok(phone.value);
    return fail(phone.code === 'phone_required' ? 'required' : 'phone_invalid');
  });
  const long = (raw: string) => fieldDataText(raw, { max: 1000 });
  const row = {
    createdAt: read('createdAt', (raw) => fieldDataDate(raw, now)),
    cropEnterprise: read('cropEnterprise', (raw) => fieldDataText(raw, { max: 200 })),
    issueFaced: read('issueFaced', long),
    solutionSuggested: read('solutionSuggested', long),
    likelyNextIssue: read('likelyNextIssue', long),
    productsToBuy: read('productsToBuy', long),
    estSpendInr: read('estSpendInr', (raw) => fieldDataNumber(raw, { max: 1_000_000_000, currency: true })),
  };
  if (issues.length || !phoneNumber) return { row: null, issues };
  return { row: { ...row, phoneNumber, contact: (cells.contact ?? '').replace(/\s+/g, ' ').trim() }, issues };
};
