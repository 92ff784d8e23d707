import {
  FIELD_DATA_ERRORS_SHOWN,
  FIELD_DATA_MAX_ROWS,
  FIELD_DATA_MAX_RUPEES,
  fieldDataColumns,
  matchFieldDataColumns,
  readBusinessRow,
  readFarmerRow,
  type BusinessFieldRow,
  type FarmerFieldRow,
  type FieldDataColumn,
  type FieldDataImportResult,
  type FieldDataKind,
  type FieldIssue,
} from '@sangam/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { farmerIntelligence } from '../../db/schema/farmers.ts';
import { businessIntelligence } from '../../db/schema/inventory.ts';
import { fpoMembers, fpos } from '../../db/schema/tenancy.ts';
import { recordBusinessIntelligence, rupeesIn } from '../inventory/business-intelligence.service.ts';

/** A refused file: `validation_failed` with issues on `csv`, then `columns.<key>` or `rows.<n>.<key>`. */
const refuse = (code: string, more: FieldIssue[] = []) =>
  new AppError('validation_failed', { status: 400, issues: [{ field: 'csv', code }, ...more] });

const isBlank = (cell: string | undefined) => cell === undefined || cell.trim() === '';

/**
 * The file's records, each with the row number a spreadsheet shows for it (the header is row 1;
 * blank rows count, as Excel shows them). Quoted cells may hold commas, quotes and line breaks.
 */
const readCsv = (csv: string) => {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), {
    delimiter: ',',
    skipEmptyLines: false,
  });
  // An unclosed quote swallows the rest of the file into one cell: the file is not what it seems.
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw refuse('unreadable');
  const records = parsed.data.map((cells, at) => ({ number: at + 1, cells }));
  const headerAt = records.findIndex((record) => record.cells.some((cell) => !isBlank(cell)));
  if (headerAt < 0) throw refuse('no_rows');
  const header = records[headerAt] as (typeof records)[number];
  const rows = records.slice(headerAt + 1).filter((record) => record.cells.some((cell) => !isBlank(cell)));
  return { headers: header.cells.map((cell) => cell.trim()), rows };
};

type FpoRef = { id: string; name: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The FPOs a file names, by id or by its owner's e-mail, as a lookup from the cell's text
 * (lower-cased) to the FPO. A name that matches nothing is simply absent.
 */
const findFpos = async (db: Db, refs: string[]) => {
  const found = new Map<string, FpoRef>();
  const ids = [...new Set(refs.filter((ref) => uuidPattern.test(ref)))];
  const emails = [...new Set(refs.filter((ref) => ref.includes('@')))];
  if (ids.length)
    for (const fpo of await db
      .select({ id: fpos.id, name: fpos.name })
      .from(fpos)
      .where(inArray(fpos.id, ids)))
      found.set(fpo.id.toLowerCase(), fpo);
  if (emails.length)
    for (const owner of await db
      .select({ email: user.email, id: fpos.id, name: fpos.name })
      .from(fpoMembers)
      .innerJoin(user, eq(user.id, fpoMembers.userId))
      .innerJoin(fpos, eq(fpos.id, fpoMembers.fpoId))
      .where(and(eq(fpoMembers.role, 'owner'), inArray(sql`lower(${user.email})`, emails))))
      found.set(owner.email.toLowerCase(), { id: owner.id, name: owner.name });
  return found;
};

/**
 * Stores what advisory conversations learned about an FPO's farmers, keyed by the register's phone
 * form; a row without its own date is dated now.
 */
export const recordFarmerIntelligence = async (db: Db, fpoId: string, rows: FarmerFieldRow[]) => {
  if (!rows.length) return;
  await db
    .insert(farmerIntelligence)
    .values(rows.map(({ createdAt, ...row }) => ({ ...row, fpoId, ...(createdAt ? { createdAt } : {}) })));
};

type Parsed =
  | { kind: 'business'; fpoRef: string; row: BusinessFieldRow }
  | { kind: 'farmer'; fpoRef: string; row: FarmerFieldRow };

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at ten columns a row. */
const BATCH = 1000;

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

/**
 * The admin's import of field data (document 2, 3: business_intelligence and farmer intelligence):
 * every row is judged first and one bad row refuses the whole file, naming the first
 * FIELD_DATA_ERRORS_SHOWN problems by row. A good file replaces, for each FPO it names, that FPO's
 * rows of this kind (a new survey supersedes the old one), in one transaction with its audit row.
 */
export const importFieldData = async ({
  db,
  actorUserId,
  kind,
  csv,
  now = new Date(),
}: {
  db: Db;
  actorUserId: string;
  kind: FieldDataKind;
  csv: string;
  now?: Date;
}): Promise<FieldDataImportResult> => {
  const { headers, rows } = readCsv(csv);
  const { index, missing, duplicate } = matchFieldDataColumns(kind, headers);
  if (missing.length || duplicate.length)
    throw refuse(missing.length ? 'columns_missing' : 'columns_duplicate', [
      ...missing.map((key) => ({ field: `columns.${key}`, code: 'missing' })),
      ...duplicate.map((key) => ({ field: `columns.${key}`, code: 'duplicate' })),
    ]);
  if (!rows.length) throw refuse('no_rows');
  if (rows.length > FIELD_DATA_MAX_ROWS) throw refuse('too_many_rows');

  const problems: FieldIssue[] = [];
  const parsed: (Parsed & { number: number })[] = [];
  /** Every row's FPO, bad rows included, so an unknown FPO is named wherever it is. */
  const refs: { number: number; fpoRef: string }[] = [];
  const width = headers.length;
  for (const { number, cells } of rows) {
    const bad = (column: FieldDataColumn | null, code: string) =>
      problems.push({ field: column ? `rows.${number}.${column}` : `rows.${number}`, code });
    // A cell past the header's last column is usually an unquoted comma inside a text: every
    // following cell of the row would be read under the wrong header.
    if (cells.slice(width).some((cell) => !isBlank(cell))) {
      bad(null, 'extra_cells');
      continue;
    }
    const cellsOf = Object.fromEntries(
      fieldDataColumns[kind].flatMap(({ key }) =>
        index[key] === undefined ? [] : [[key, cells[index[key]] ?? '']],
      ),
    ) as Partial<Record<FieldDataColumn, string>>;
    const fpoRef = (cellsOf.fpo ?? '').trim().toLowerCase();
    if (fpoRef) refs.push({ number, fpoRef });
    else bad('fpo', 'required');
    const reading = kind === 'business' ? readBusinessRow(cellsOf) : readFarmerRow(cellsOf, now);
    for (const issue of reading.issues) bad(issue.column, issue.code);
    if (
      kind === 'business' &&
      reading.row &&
      rupeesIn((reading.row as BusinessFieldRow).potentialOpportunity) > FIELD_DATA_MAX_RUPEES
    ) {
      bad('potentialOpportunity', 'too_large');
      continue;
    }
    if (reading.row && fpoRef)
      parsed.push({ kind, fpoRef, number, row: reading.row } as Parsed & { number: number });
  }

  const found = await findFpos(
    db,
    refs.map((ref) => ref.fpoRef),
  );
  for (const { fpoRef, number } of refs)
    if (!found.has(fpoRef)) problems.push({ field: `rows.${number}.fpo`, code: 'fpo_unknown' });
  if (problems.length) {
    // Row order, so the admin reads them top to bottom.
    const rowOf = (issue: FieldIssue) => Number(issue.field.split('.')[1]);
    problems.sort((a, b) => rowOf(a) - rowOf(b));
    throw refuse('rows_invalid', problems.slice(0, FIELD_DATA_ERRORS_SHOWN));
  }

  const byFpo = new Map<string, { fpo: FpoRef; rows: Parsed[] }>();
  for (const item of parsed) {
    const fpo = found.get(item.fpoRef) as FpoRef;
    const entry = byFpo.get(fpo.id) ?? { fpo, rows: [] };
    entry.rows.push(item);
    byFpo.set(fpo.id, entry);
  }

  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const summary: FieldDataImportResult['fpos'] = [];
    for (const { fpo, rows: items } of byFpo.values()) {
      let replaced: number;
      if (kind === 'business') {
        const [held] = await tx
          .select({ n: count() })
          .from(businessIntelligence)
          .where(eq(businessIntelligence.fpoId, fpo.id));
        replaced = held?.n ?? 0;
        await tx.delete(businessIntelligence).where(eq(businessIntelligence.fpoId, fpo.id));
        for (const batch of chunks(items))
          await recordBusinessIntelligence(
            txDb,
            fpo.id,
            batch.map((item) => item.row as BusinessFieldRow),
          );
      } else {
        const [held] = await tx
          .select({ n: count() })
          .from(farmerIntelligence)
          .where(eq(farmerIntelligence.fpoId, fpo.id));
        replaced = held?.n ?? 0;
        await tx.delete(farmerIntelligence).where(eq(farmerIntelligence.fpoId, fpo.id));
        for (const batch of chunks(items))
          await recordFarmerIntelligence(
            txDb,
            fpo.id,
            batch.map((item) => item.row as FarmerFieldRow),
          );
      }
      summary.push({ fpoId: fpo.id, fpoName: fpo.name, imported: items.length, replaced });
    }
    const result: FieldDataImportResult = {
      kind,
      imported: parsed.length,
      replaced: summary.reduce((sum, fpo) => sum + fpo.replaced, 0),
      fpos: summary,
    };
    await tx.insert(auditEvents).values({
      actorUserId,
      action: 'field_data.imported',
      targetType: 'field_data',
      targetId: kind,
      details: {
        kind,
        imported: result.imported,
        replaced: result.replaced,
        fpos: summary.map(({ fpoId, imported, replaced }) => ({ fpoId, imported, replaced })),
      },
    });
    return result;
  });
};
