import type { ClassifiedRow, ColumnMapping, ImportJob } from '@sangam/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { Database, Db } from '../../db/client.ts';
import { farmerImportRows, fileAnalyses, fileUploads, importJobs } from '../../db/schema/files.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { analyseFile } from './file-analysis.ts';
import { checkUpload, findUpload } from './uploads.service.ts';

/** Rows per COPY chunk: small enough that other requests get the database between chunks. */
const CHUNK_ROWS = 5000;
/** A running job whose heartbeat is older than this was cut off (the server stopped). */
const STALE_AFTER_MS = 2 * 60 * 1000;

type JobRow = typeof importJobs.$inferSelect;

const toJob = (row: JobRow): ImportJob => {
  const stale = row.status === 'running' && Date.now() - row.heartbeatAt.getTime() > STALE_AFTER_MS;
  return {
    id: row.id,
    fileId: row.fileId,
    status: stale ? 'failed' : row.status,
    phase: row.phase,
    total: row.total,
    processed: row.processed,
    inserted: row.inserted,
    updated: row.updated,
    skipped: row.skipped,
    failed: row.failed,
    hasRejectedRows: row.rejectedKey !== null,
    errorCode: stale ? 'import_interrupted' : row.errorCode,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
};

const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

type ImportContext = {
  database: Database;
  store: FileStore;
  log: FastifyBaseLogger;
  fpoId: string;
  fileId: string;
  sheet: string;
  mapping: ColumnMapping;
  updateExisting: boolean;
};

/** Starts an import and returns at once; the work goes on in the background and reports progress. */
export const startImport = async (context: ImportContext): Promise<ImportJob> => {
  const { database, fpoId, fileId, sheet, mapping, updateExisting } = context;
  await findUpload(database.db, fpoId, fileId);
  const [job] = await database.db
    .insert(importJobs)
    .values({ fpoId, fileId, sheet, mapping, updateExisting })
    .returning();
  const row = job as JobRow;
  await database.db
    .update(fileUploads)
    .set({ analysisStatus: 'processing' })
    .where(eq(fileUploads.id, fileId));
  void runImport(context, row.id).catch((error: unknown) =>
    context.log.error({ err: error, jobId: row.id }, 'import failed'),
  );
  return toJob(row);
};

const runImport = async (
  { database, store, fpoId, fileId, sheet, mapping, updateExisting }: ImportContext,
  jobId: string,
) => {
  const db = database.db;
  const touch = (values: Partial<typeof importJobs.$inferInsert>) =>
    db
      .update(importJobs)
      .set({ ...values, heartbeatAt: new Date() })
      .where(eq(importJobs.id, jobId));
  try {
    const { classified, counts, cells, headers } = await checkUpload(
      { db, store, fpoId, fileId, sheet, mapping, updateExisting },
      'take',
    );
    const writes = classified.filter(
      (r): r is Extract<ClassifiedRow, { status: 'ready' | 'update' }> =>
        r.status === 'ready' || r.status === 'update',
    );
    await touch({ phase: 'writing', total: writes.length });

    for (let start = 0; start < writes.length; start += CHUNK_ROWS) {
      const chunk = writes.slice(start, start + CHUNK_ROWS);
      const csv = chunk
        .map(({ rowNumber, status, value: v }) =>
          [
            jobId,
            rowNumber,
            status === 'update' ? 'update' : 'insert',
            v.farmerName,
            v.phoneNumber,
            v.acres,
            v.gender,
            v.village,
            v.block,
            v.district,
            v.state,
            v.pincode,
          ]
            .map(csvField)
            .join(','),
        )
        .join('\n');
      await database.copyCsv(
        'farmer_import_rows (job_id, row_number, action, farmer_name, phone_number, acres, gender, village, block, district, state, pincode)',
        `${csv}\n`,
      );
      await touch({ processed: start + chunk.length });
    }

    await touch({ phase: 'committing' });
    const rejectedRows = classified.filter((r) => r.status !== 'ready' && r.status !== 'update');
    const rejectedKey = rejectedRows.length ? `${fpoId}/imports/${jobId}-rejected.json` : null;
    if (rejectedKey) {
      await store.put(
        rejectedKey,
        Buffer.from(
          JSON.stringify({
            headers,
            rows: rejectedRows.map((r) => ({
              rowNumber: r.rowNumber,
              cells: cells[r.rowNumber] ?? [],
              status: r.status,
              issues: r.issues,
              duplicateOf: r.duplicateOf,
            })),
          }),
        ),
      );
    }
    const analysis = analyseFile({ counts, columnCount: headers.length });

    // The register changes in one transaction: every row of the file, or none.
    const updates = writes.filter((r) => r.status === 'update').length;
    const inserts = writes.length - updates;
    await db.transaction(async (tx) => {
      // Updates first, while the FPO's rows are only those the planner's statistics know about:
      // after 100,000 fresh inserts in this transaction it would misjudge the join (it once spun
      // for minutes). Each statement runs only when it has rows to move.
      const updated = updates
        ? await tx.execute<{ count: number }>(sql`
        with changed as (
          update farmers f set farmer_name = r.farmer_name, acres = r.acres, gender = r.gender, village = r.village, block = r.block,
            district = r.district, state = r.state, pincode = r.pincode, source = 'upload', file_id = ${fileId}, updated_at = now()
          from farmer_import_rows r
          where r.job_id = ${jobId} and r.action = 'update' and f.fpo_id = ${fpoId} and f.phone_number = r.phone_number
          returning 1
        ) select count(*)::int as count from changed`)
        : null;
      const inserted = inserts
        ? await tx.execute<{ count: number }>(sql`
        with moved as (
          insert into farmers (fpo_id, farmer_name, phone_number, acres, gender, village, block, district, state, pincode, source, file_id)
          select ${fpoId}, farmer_name, phone_number, acres, gender, village, block, district, state, pincode, 'upload', ${fileId}
          from farmer_import_rows where job_id = ${jobId} and action = 'insert'
          on conflict (fpo_id, phone_number) do nothing
          returning 1
        ) select count(*)::int as count from moved`)
        : null;
      const insertedCount = inserted ? (rowsOf<{ count: number }>(inserted)[0]?.count ?? 0) : 0;
      const updatedCount = updated ? (rowsOf<{ count: number }>(updated)[0]?.count ?? 0) : 0;
      // Rows another add claimed meanwhile are skipped like any duplicate.
      const raced = writes.length - insertedCount - updatedCount;
      await tx.delete(farmerImportRows).where(eq(farmerImportRows.jobId, jobId));
      await tx
        .update(importJobs)
        .set({
          status: 'completed',
          phase: 'done',
          processed: writes.length,
          inserted: insertedCount,
          updated: updatedCount,
          skipped: counts.duplicateExisting + counts.duplicateInFile + raced,
          failed: counts.invalid,
          rejectedKey,
          finishedAt: new Date(),
          heartbeatAt: new Date(),
        })
        .where(eq(importJobs.id, jobId));
      await tx.update(fileUploads).set({ analysisStatus: 'completed' }).where(eq(fileUploads.id, fileId));
      await tx
        .insert(fileAnalyses)
        .values({ fileId, ...analysis })
        .onConflictDoUpdate({ target: fileAnalyses.fileId, set: { ...analysis, createdAt: new Date() } });
    });
  } catch (error) {
    const code = error instanceof AppError ? error.code : 'import_failed';
    await db
      .delete(farmerImportRows)
      .where(eq(farmerImportRows.jobId, jobId))
      .catch(() => {});
    await touch({ status: 'failed', phase: 'done', errorCode: code, finishedAt: new Date() });
    await db.update(fileUploads).set({ analysisStatus: 'failed' }).where(eq(fileUploads.id, fileId));
    if (!(error instanceof AppError)) throw error;
  }
};

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

export const getImportJob = async ({
  db,
  fpoId,
  jobId,
}: {
  db: Db;
  fpoId: string;
  jobId: string;
}): Promise<ImportJob> => {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.id, jobId), eq(importJobs.fpoId, fpoId)));
  if (!row) throw new AppError('not_found');
  return toJob(row);
};

/** The newest import of a file, so a user who left the page finds the running import again. */
export const latestImportJob = async ({
  db,
  fpoId,
  fileId,
}: {
  db: Db;
  fpoId: string;
  fileId: string;
}): Promise<ImportJob | null> => {
  await findUpload(db, fpoId, fileId);
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.fileId, fileId), eq(importJobs.fpoId, fpoId)))
    .orderBy(desc(importJobs.createdAt))
    .limit(1);
  return row ? toJob(row) : null;
};

export type RejectedRows = {
  headers: string[];
  rows: {
    rowNumber: number;
    cells: string[];
    status: string;
    issues: { field: string; code: string }[];
    duplicateOf: number | null;
  }[];
};

export const getRejectedRows = async ({
  db,
  store,
  fpoId,
  jobId,
}: {
  db: Db;
  store: FileStore;
  fpoId: string;
  jobId: string;
}): Promise<RejectedRows> => {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.id, jobId), eq(importJobs.fpoId, fpoId)));
  if (!row) throw new AppError('not_found');
  if (!row.rejectedKey) return { headers: [], rows: [] };
  const data = await store.get(row.rejectedKey);
  if (!data) throw new AppError('file_missing', { status: 410 });
  return JSON.parse(data.toString('utf8')) as RejectedRows;
};
