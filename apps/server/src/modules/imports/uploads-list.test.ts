import { UPLOADS_PAGE_SIZE } from '@sangam/domain';
import { describe, expect, it } from 'vitest';
import { fileUploads } from '../../db/schema/files.ts';
import { createOperator, originHeaders } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { csv, header, fullMapping as mapping } from '../../test/spreadsheets.ts';
import { finishedImport, uploadSpreadsheet } from '../../test/uploads.ts';

const sheet = (rows: string[]) => csv(`${header.join(',')}\n${rows.join('\n')}\n`);

const client = (testApp: TestApp, cookie: string) => ({
  upload: async (filename: string, data: Buffer) => {
    const response = await uploadSpreadsheet(testApp, cookie, filename, data);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  },
  get: (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } }),
  post: (url: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url, headers: originHeaders(testApp, cookie), payload }),
});

describe("the FPO's uploads list", async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp);
  const other = await createOperator(testApp);
  const mine = client(testApp, operator.cookie);
  const theirs = client(testApp, other.cookie);

  it('answers 401 without a session', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/uploads' })).statusCode).toBe(401);
  });

  it('lists the uploads newest first with name, date, status and, once imported, the rows read', async () => {
    const first = await mine.upload(
      'january.csv',
      sheet(['Ravi,9845012345,2,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109']),
    );
    const second = await mine.upload(
      'february.csv',
      sheet([
        'Asha,9845012346,1.5,F,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
        ',9845012347,1,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
      ]),
    );
    const started = await mine.post(`/api/uploads/${second.id}/import`, { sheet: 'CSV', mapping });
    expect(started.statusCode, started.body).toBe(202);
    await finishedImport(testApp, operator.cookie, started.json().id);

    const list = (await mine.get('/api/uploads')).json();
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: UPLOADS_PAGE_SIZE });
    expect(list.items.map((f: { id: string }) => f.id)).toEqual([second.id, first.id]);
    expect(list.items[0]).toMatchObject({
      filename: 'february.csv',
      fileType: 'csv',
      analysisStatus: 'completed',
      rowCount: 2,
    });
    expect(list.items[1]).toMatchObject({
      filename: 'january.csv',
      analysisStatus: 'pending',
      rowCount: null,
    });
    expect(Date.parse(list.items[0].createdAt)).not.toBeNaN();
  });

  it("shows another FPO none of this FPO's files", async () => {
    expect((await theirs.get('/api/uploads')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('pages 20 at a time, newest first, without repeating a file saved in the same instant', async () => {
    const fresh = await createOperator(testApp);
    const at = new Date('2026-11-01T10:00:00Z');
    // Files saved straight into the table: two share each timestamp, as a busy office's might.
    await testApp.database.db.insert(fileUploads).values(
      Array.from({ length: UPLOADS_PAGE_SIZE + 2 }, (_, i) => ({
        fpoId: fresh.fpoId,
        filename: `file-${i}.csv`,
        fileSize: 100,
        fileType: 'csv' as const,
        storageKey: `${fresh.fpoId}/file-${i}.csv`,
        createdAt: new Date(at.getTime() + Math.floor(i / 2) * 60_000),
      })),
    );
    const api = client(testApp, fresh.cookie);
    const one = (await api.get('/api/uploads?page=1')).json();
    const two = (await api.get('/api/uploads?page=2')).json();
    expect(one.items).toHaveLength(UPLOADS_PAGE_SIZE);
    expect(two.items).toHaveLength(2);
    expect(two.total).toBe(UPLOADS_PAGE_SIZE + 2);
    const files = [...one.items, ...two.items] as { id: string; filename: string; createdAt: string }[];
    expect(new Set(files.map((f) => f.id)).size).toBe(UPLOADS_PAGE_SIZE + 2);
    const times = files.map((f) => Date.parse(f.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(two.items.map((f: { filename: string }) => f.filename).sort()).toEqual([
      'file-0.csv',
      'file-1.csv',
    ]);
  });

  it('refuses a page that is not a positive number', async () => {
    const response = await mine.get('/api/uploads?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues[0]).toMatchObject({ field: 'page', code: 'page_invalid' });
  });
});
