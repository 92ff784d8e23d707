import { UPLOADS_PAGE_SIZE, type UploadsList } from '@sangam/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fileAnalyses, fileUploads } from '../../db/schema/files.ts';

/** The FPO's uploads, newest first, a page at a time, with the row count of each file's last import. */
export const listUploads = async ({
  db,
  fpoId,
  page,
}: {
  db: Db;
  fpoId: string;
  page: number;
}): Promise<UploadsList> => {
  const where = eq(fileUploads.fpoId, fpoId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: fileUploads.id,
        filename: fileUploads.filename,
        fileType: fileUploads.fileType,
        analysisStatus: fileUploads.analysisStatus,
        createdAt: fileUploads.createdAt,
        rowCount: fileAnalyses.rowCount,
      })
      .from(fileUploads)
      .leftJoin(fileAnalyses, eq(fileAnalyses.fileId, fileUploads.id))
      .where(where)
      // The id breaks ties between files saved in the same instant, so pages never overlap.
      .orderBy(desc(fileUploads.createdAt), desc(fileUploads.id))
      .limit(UPLOADS_PAGE_SIZE)
      .offset((page - 1) * UPLOADS_PAGE_SIZE),
    db.select({ value: count() }).from(fileUploads).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.value ?? 0,
    page,
    pageSize: UPLOADS_PAGE_SIZE,
  };
};
