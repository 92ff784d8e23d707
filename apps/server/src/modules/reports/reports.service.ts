import { Readable } from 'node:stream';
import {
  CSV_BOM,
  csvLine,
  farmerExportHeaders,
  farmerExportRow,
  farmerReport,
  isLanguage,
  reportExportJson,
  reportFileName,
  reportSince,
  type FarmerReport,
  type ReportFormat,
} from '@sangam/domain';
import { and, asc, eq, gt, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { farmers } from '../../db/schema/farmers.ts';
import { readFarmerTotalsSince } from '../farmers/farmer-figures.ts';
import { runSpreadsheetTask } from '../imports/spreadsheet-task.ts';

type ReportRequest = { db: Db; fpoId: string; days: number; now?: Date };

/** Farmers added in the last `days` days (spec 2.13), from the per-FPO figures (decision 011). */
export const getFarmerReport = async ({
  db,
  fpoId,
  days,
  now = new Date(),
}: ReportRequest): Promise<FarmerReport> => {
  const since = reportSince(days, now);
  return farmerReport(await readFarmerTotalsSince(db, fpoId, since), { days, since });
};

/** Rows read per query while exporting: an FPO's whole register never sits in one result. */
const EXPORT_PAGE = 2000;

/**
 * The farmers added since `since`, oldest first and in the order they were written (spec 7), a page
 * at a time. The cursor keeps the database's own timestamp text: a JavaScript date would drop its
 * microseconds and repeat or skip the rows of one import, which share their creation time.
 */
async function* farmersSince(db: Db, fpoId: string, since: Date) {
  let after: { createdAt: string; seq: number } | undefined;
  for (;;) {
    const page = await db
      .select({
        farmerName: farmers.farmerName,
        phoneNumber: farmers.phoneNumber,
        acres: farmers.acres,
        gender: farmers.gender,
        village: farmers.village,
        block: farmers.block,
        district: farmers.district,
        state: farmers.state,
        pincode: farmers.pincode,
        preferredLanguage: farmers.preferredLanguage,
        createdAt: farmers.createdAt,
        cursor: sql<string>`${farmers.createdAt}::text`,
        seq: farmers.seq,
      })
      .from(farmers)
      .where(
        and(
          eq(farmers.fpoId, fpoId),
          after
            ? and(
                gte(farmers.createdAt, sql`${after.createdAt}::timestamptz`),
                or(gt(farmers.createdAt, sql`${after.createdAt}::timestamptz`), gt(farmers.seq, after.seq)),
              )
            : gte(farmers.createdAt, since),
        ),
      )
      .orderBy(asc(farmers.createdAt), asc(farmers.seq))
      .limit(EXPORT_PAGE);
    for (const row of page)
      yield farmerExportRow({
        ...row,
        acres: Number(row.acres),
        preferredLanguage: isLanguage(row.preferredLanguage) ? row.preferredLanguage : 'en',
      });
    const last = page.at(-1);
    if (!last || page.length < EXPORT_PAGE) return;
    after = { createdAt: last.cursor, seq: last.seq };
  }
}

export type ReportExport = { filename: string; contentType: string; body: string | Buffer | Readable };

/**
 * The report as a file: JSON of the figures (spec 8), or the farmers of the range as CSV (streamed,
 * page by page) or XLSX (written by the spreadsheet process, off the event loop).
 */
export const exportFarmerReport = async ({
  format,
  ...request
}: ReportRequest & { format: ReportFormat }): Promise<ReportExport> => {
  const { db, fpoId, days, now = new Date() } = request;
  const filename = reportFileName(days, now, format);
  if (format === 'json') {
    const report = await getFarmerReport({ ...request, now });
    return {
      filename,
      contentType: 'application/json; charset=utf-8',
      body: `${JSON.stringify(reportExportJson(report, now), null, 2)}\n`,
    };
  }
  const since = reportSince(days, now);
  if (format === 'csv') {
    async function* lines() {
      yield CSV_BOM + csvLine(farmerExportHeaders);
      for await (const row of farmersSince(db, fpoId, since)) yield csvLine(row);
    }
    return { filename, contentType: 'text/csv; charset=utf-8', body: Readable.from(lines()) };
  }
  const rows: unknown[][] = [[...farmerExportHeaders]];
  for await (const row of farmersSince(db, fpoId, since)) rows.push(row);
  const result = await runSpreadsheetTask({ task: 'workbook', sheet: 'Farmers', rows });
  if (!result.ok) throw new Error(`the report workbook could not be written: ${result.code}`);
  return {
    filename,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(result.xlsx),
  };
};
