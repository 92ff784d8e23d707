import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { ClassifiedRow, ColumnMapping, ImportJob } from '@sangam/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { Database, Db } from '../../db/client.ts';
import { farmerImportRows, fileAnalyses, fileUploads, importJobs } from '../../db/schema/files.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { applyFigureDeltas, figureDeltasOf, rowsOf, type WrittenDelta } from '../farmers/farmer-figures.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { analyseFile } from './file-analysis.ts';
import { checkUpload, findUpload } from './uploads.service.ts';

/**
 * Rows per COPY, and per statement moving staged rows into the register (PostgreSQL moves them all
 * in one). Between two, other requests reach the database and the job reports progress.
 */
const SLICE_ROWS = {
  copy: { pglite: 1000, postgres: 10_000 },
  move: { pglite: 500, postgres: Number.POSITIVE_INFINITY },
};
/**
 * PGlite runs each statement synchronously on the server's one thread: every request waits for the
 * statement under way. There each slice is sized from the last one's time to take about this long.
 */
const PGLITE_STATEMENT_MS = 30;

/**
 * Runs `work` over consecutive ranges `[start, end)` of `from` to `to`. On PGlite the ranges follow
 * PGLITE_STATEMENT_MS and the event loop turns between them: PGlite answers within the same turn,
 * so otherwise the whole import would run as one chain of promises and no request (not even this
 * job's progress) would be served until it ended (bench/README.md, import).
 */
const inSlices = async (
  kind: Database['kind'],
  [from, to]: [number, number],
  firstSize: number,
  work: (start: number, end: number) => Promise<void>,
) => {
  let size = firstSize;
  for (let start = from; start < to;) {
    const end = Math.min(to, start + size);
    const began = performance.now();
    await work(start, end);
    start = end;
    if (kind !== 'pglite') continue;
    const took = Math.max(1, performance.now() - began);
    size = Math.max(50, Math.min(size * 4, Math.round((size * PGLITE_STATEMENT_MS) / took)));
    await yieldToEventLoop();
  }
};
/** The queue name of imports (decision 007). */
export const IMPORT_JOB = 'import';
/**
 * `startedBy`: the member who started the import, recorded as who added and changed its farmers
 * (issue 20). Absent from imports queued before teams.
 */
type ImportPayload = { importJobId: string; startedBy?: string | null };

type JobRow = typeof importJobs.$inferSelect;

const toJob = (row: JobRow): ImportJob => ({
  id: row.id,
  fileId: row.fileId,
  status: row.status,
  phase: row.phase,
  total: row.total,
  processed: row.processed,
  inserted: row.inserted,
  updated: row.updated,
  skipped: row.skipped,
  failed: row.failed,
  hasRejectedRows: row.rejectedKey !== null,
  errorCode: row.errorCode,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

type ImportRunner = { database: Database; store: FileStore; log: FastifyBaseLogger };

/** Registers the import with the job queue: how it runs, and how a lost one is put right. */
export const defineImportJob = (jobs: JobQueue, runner: ImportRunner) =>
  jobs.define<ImportPayload>(IMPORT_JOB, {
    run: ({ importJobId, startedBy }) => runImport(runner, importJobId, startedBy ?? null),
    interrupted: async ({ importJobId }) => {
      if (await failImport(runner.database.db, importJobId, 'import_interrupted'))
        runner.log.warn({ jobId: importJobId }, 'import interrupted: its server stopped; marked failed');
    },
    underway: async () =>
      (
        await runner.database.db
          .select({ id: importJobs.id })
          .from(importJobs)
          .where(eq(importJobs.status, 'running'))
      ).map(({ id }) => ({ importJobId: id })),
    expireInSeconds: 30 * 60,
  });

/**
 * Ends a running import as failed, in one transaction: its staging rows go, the job says why and
 * the file says failed. Returns false when the import had already ended (then only stray staging
 * rows are removed), so a late second call changes nothing.
 */
const failImport = (db: Db, jobId: string, code: string) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: importJobs.status, fileId: importJobs.fileId })
      .from(importJobs)
      .where(eq(importJobs.id, jobId))
      .for('update');
    await tx.delete(farmerImportRows).where(eq(farmerImportRows.jobId, jobId));
    if (row?.status !== 'running') return false;
    const now = new Date();
    await tx
      .update(importJobs)
      .set({ status: 'failed', phase: 'done', errorCode: code, finishedAt: now, heartbeatAt: now })
      .where(eq(importJobs.id, jobId));
    await tx.update(fileUploads).set({ analysisStatus: 'failed' }).where(eq(fileUploads.id, row.fileId));
    return true;
  });

type StartImport = {
  database: Database;
  jobs: JobQueue;
  fpoId: string;
  /** The member who starts it. */
  userId: string;
  fileId: string;
  sheet: string;
  mapping: ColumnMapping;
  updateExisting: boolean;
};

/** Queues an import and returns at once; any instance works on it and reports progress. */
export const startImport = async ({
  database,
  jobs,
  fpoId,
  userId,
  fileId,
  sheet,
  mapping,
  updateExisting,
}: StartImport): Promise<ImportJob> => {
  await findUpload(database.db, fpoId, fileId);
  // The job's row and its queue entry commit together: no import waits for a worker that never comes.
  const row = await database.db.transaction(async (tx) => {
    const [job] = await tx
      .insert(importJobs)
      .values({ fpoId, fileId, sheet, mapping, updateExisting })
      .returning();
    const inserted = job as JobRow;
    await tx.update(fileUploads).set({ analysisStatus: 'processing' }).where(eq(fileUploads.id, fileId));
    await jobs.enqueue<ImportPayload>(
      IMPORT_JOB,
      { importJobId: inserted.id, startedBy: userId },
      { id: inserted.id, tx },
    );
    return inserted;
  });
  jobs.wake(IMPORT_JOB);
  return toJob(row);
};

const runImport = async ({ database, store, log }: ImportRunner, jobId: string, startedBy: string | null) => {
  const db = database.db;
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, jobId));
  if (job?.status !== 'running') return;
  const { fpoId, fileId, sheet, updateExisting } = job;
  const mapping = job.mapping as ColumnMapping;
  // Progress only while the import is still running: one settled as interrupted stays as it is.
  const touch = (values: Partial<typeof importJobs.$inferInsert>) =>
    db
      .update(importJobs)
      .set({ ...values, heartbeatAt: new Date() })
      .where(and(eq(importJobs.id, jobId), eq(importJobs.status, 'running')));
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
    // Updates first, then inserts, each in the file's row order: `ord` numbers the staged rows so,
    // and each statement below takes one range of it.
    const updateRows = writes.filter((r) => r.status === 'update');
    const ordered = [...updateRows, ...writes.filter((r) => r.status !== 'update')];
    const updates = updateRows.length;
    const inserts = writes.length - updates;

    await database.withConnection(async (connection) => {
      const staging = sql.identifier(`import_rows_${jobId.replaceAll('-', '')}`);
      // A temporary table on the connection that commits: never written to the WAL nor vacuumed,
      // gone with its connection when the server dies, and dropped at the end instead of emptied.
      await connection.db.execute(sql`create temporary table ${staging} (
        ord integer primary key, farmer_name text not null, phone_number text not null,
        acres numeric(7, 2) not null, gender text not null, village text not null, block text not null,
        district text not null, state text not null, pincode text not null, preferred_language text)`);
      try {
        await inSlices(
          database.kind,
          [0, ordered.length],
          SLICE_ROWS.copy[database.kind],
          async (from, to) => {
            const csv = ordered
              .slice(from, to)
              .map(({ value: v }, i) =>
                [
                  from + i,
                  v.farmerName,
                  v.phoneNumber,
                  v.acres,
                  v.gender,
                  v.village,
                  v.block,
                  v.district,
                  v.state,
                  v.pincode,
                  // An empty field is NULL to COPY: the FPO's language, or the farmer's own on update.
                  v.preferredLanguage ?? '',
                ]
                  .map(csvField)
                  .join(','),
              )
              .join('\n');
            await connection.copyCsv(
              `${staging.value} (ord, farmer_name, phone_number, acres, gender, village, block, district, state, pincode, preferred_language)`,
              `${csv}\n`,
            );
            await touch({ processed: to });
          },
        );
        // The update joins the staged rows to the register; a plan on a table of unknown size once spun.
        if (updates) await connection.db.execute(sql`analyze ${staging}`);

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
        await connection.db.transaction(async (tx) => {
          // The import may have been settled as interrupted meanwhile (this process looked dead to
          // another instance); its row lock makes that and this commit take turns, and only one wins.
          const [current] = await tx
            .select({ status: importJobs.status })
            .from(importJobs)
            .where(eq(importJobs.id, jobId))
            .for('update');
          if (current?.status !== 'running') throw new AppError('import_interrupted');
          // Updates first, while the FPO's rows are only those the planner's statistics know about:
          // after 100,000 fresh inserts in this transaction it would misjudge the join (it once spun
          // for minutes). Each statement runs only when it has rows to move. Both report how they
          // change the FPO's figures, applied last (decision 011); an update locks the farmers it
          // replaces first, so it subtracts exactly the values it overwrites.
          // On PGlite the rows move in short statements with a turn of the event loop between them
          // (see inSlices); the transaction keeps them all or none.
          const updateDeltas: WrittenDelta[] = [];
          await inSlices(database.kind, [0, updates], SLICE_ROWS.move[database.kind], async (from, to) => {
            const updated = await tx.execute(
              figureDeltasOf(
                sql`changed as (
          update farmers f set farmer_name = r.farmer_name, acres = r.acres, gender = r.gender, village = r.village, block = r.block,
            district = r.district, state = r.state, pincode = r.pincode,
            preferred_language = coalesce(r.preferred_language, f.preferred_language),
            source = 'upload', file_id = ${fileId}, updated_by = ${startedBy}, version = f.version + 1,
            updated_at = now()
          from ${staging} r, (
            select id, acres, gender from farmers
            where fpo_id = ${fpoId} and phone_number in (
              select phone_number from ${staging} where ord >= ${from} and ord < ${to})
            for update
          ) old
          where r.ord >= ${from} and r.ord < ${to} and f.fpo_id = ${fpoId} and f.phone_number = r.phone_number
            and f.id = old.id
          returning f.created_at, f.acres, f.gender, old.acres as old_acres, old.gender as old_gender
        )`,
                sql`select created_at, acres, gender, 1 as sign from changed
        union all
        select created_at, old_acres, old_gender, -1 from changed`,
              ),
            );
            updateDeltas.push(...rowsOf<WrittenDelta>(updated));
          });
          // In the file's row order: the rows share one creation time and the list keeps them in it.
          const insertDeltas: WrittenDelta[] = [];
          await inSlices(
            database.kind,
            [updates, updates + inserts],
            SLICE_ROWS.move[database.kind],
            async (from, to) => {
              const inserted = await tx.execute(
                figureDeltasOf(
                  sql`moved as (
          insert into farmers (fpo_id, farmer_name, phone_number, acres, gender, village, block, district, state, pincode,
            preferred_language, source, file_id, created_by, updated_by)
          select ${fpoId}, farmer_name, phone_number, acres, gender, village, block, district, state, pincode,
            coalesce(preferred_language, (select fp.language from fpos fp where fp.id = ${fpoId})), 'upload', ${fileId},
            ${startedBy}, ${startedBy}
          from ${staging} where ord >= ${from} and ord < ${to}
          order by ord
          on conflict (fpo_id, phone_number) do nothing
          returning created_at, acres, gender
        )`,
                  sql`select created_at, acres, gender, 1 as sign from moved`,
                ),
              );
              insertDeltas.push(...rowsOf<WrittenDelta>(inserted));
            },
          );
          const insertedCount = insertDeltas.reduce((sum, d) => sum + d.written, 0);
          const updatedCount = updateDeltas.reduce((sum, d) => sum + d.written, 0);
          // Rows another add claimed meanwhile are skipped like any duplicate.
          const raced = writes.length - insertedCount - updatedCount;
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
          await applyFigureDeltas(tx as unknown as Db, fpoId, [...updateDeltas, ...insertDeltas]);
        });
      } finally {
        // Also after a failure: PGlite's one connection lives on (PostgreSQL's is destroyed anyway).
        await connection.db.execute(sql`drop table if exists ${staging}`).catch(() => {});
      }
    });
  } catch (error) {
    const code = error instanceof AppError ? error.code : 'import_failed';
    if (!(error instanceof AppError)) log.error({ err: error, jobId }, 'import failed');
    // When this cannot reach the database either, the queue fails the job and its interrupted
    // handler settles it later, on whichever instance is up.
    await failImport(db, jobId, code);
  }
};

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
