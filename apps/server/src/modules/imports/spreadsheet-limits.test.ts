import { spreadsheetLimits } from '@sangam/domain';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberCsv } from '../../../../../bench/import-fixtures.ts';
import { createOperator, originHeaders } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { longCsv, sharedStringBombXlsx, wideCsv, xmlBombXlsx } from '../../test/spreadsheet-bombs.ts';
import { csv, fullMapping, header, workbook } from '../../test/spreadsheets.ts';
import { uploadSpreadsheet } from '../../test/uploads.ts';
import { parsedKey } from './parsed-sheets.ts';
import { readSpreadsheet, SpreadsheetLimitError } from './spreadsheet-reader.ts';
import { runSpreadsheetTask, toArrayBuffer } from './spreadsheet-task.ts';

const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
const limitOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof SpreadsheetLimitError) return error.limit;
    throw error;
  }
  return null;
};

describe('spreadsheet limits', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp, undefined, { fpoPhone: '9845000011' });
  const upload = (filename: string, data: Buffer) =>
    uploadSpreadsheet(testApp, operator.cookie, filename, data);
  const get = (url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { cookie: operator.cookie } });
  const filesDir = path.join(testApp.config.dataDir, 'files', operator.fpoId);
  const storedCount = () => (fs.existsSync(filesDir) ? fs.readdirSync(filesDir).length : 0);

  const expectRefused = async (filename: string, data: Buffer, limit: string) => {
    const before = storedCount();
    const response = await upload(filename, data);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      error: { code: 'file_too_complex', issues: [{ field: limit, code: 'limit_exceeded' }] },
    });
    expect(storedCount()).toBe(before);
  };

  it('refuses a 1.4 MB .xlsx that unpacks to 400 MB of XML before parsing it, and keeps its memory', async () => {
    const bomb = await xmlBombXlsx(400);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const rss = rssMb();
    const started = Date.now();
    await expectRefused('bomb.xlsx', bomb, 'uncompressed_size');
    // Before the limits this took 80 s and left the server 1.4 GB bigger.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(rssMb() - rss).toBeLessThan(150);
  });

  it('refuses a bomb whose zip directory understates its size', async () => {
    await expectRefused(
      'liar.xlsx',
      await xmlBombXlsx(200, { descriptor: true, claimedSize: 1000 }),
      'uncompressed_size',
    );
  });

  it('refuses cells that all point at one long shared string (gigabytes of text from kilobytes)', async () => {
    await expectRefused('shared.xlsx', sharedStringBombXlsx(60_000, 30_000), 'uncompressed_size');
  });

  it('refuses a CSV with a million columns in its header', async () => {
    await expectRefused('wide.csv', wideCsv(1_000_000), 'columns');
  });

  it('refuses a CSV with more rows than the limit', async () => {
    await expectRefused('long.csv', longCsv(spreadsheetLimits.rows + 1), 'rows');
  });

  it('counts rows and columns as a person would: to the last cell with something in it', () => {
    const limits = { ...spreadsheetLimits, rows: 3, columns: 3 };
    const read = (text: string) => () => readSpreadsheet(csv(text), 'csv', limits);
    // Trailing empty cells and trailing blank lines are not columns or rows.
    expect(limitOf(read('a,b,c,,,,\n1,2,3,,\n4\n5\n\n\n\n'))).toBeNull();
    expect(readSpreadsheet(csv('a,b,c,,,,\n1,2,3,,\n'), 'csv', limits)[0]?.headers).toEqual(['a', 'b', 'c']);
    expect(limitOf(read('a,b,c\n1\n2\n3\n4\n'))).toBe('rows');
    // A blank row between rows counts: it is shown in the file's pages.
    expect(limitOf(read('a\n1\n\n\n4\n'))).toBe('rows');
    expect(limitOf(read('a,b,c\n1,2,3,4\n'))).toBe('columns');
    const xlsx = workbook({ Members: [['a'], ['1'], ['2'], ['3'], ['4']] });
    expect(limitOf(() => readSpreadsheet(xlsx, 'xlsx', limits))).toBe('rows');
  });

  it('stops a parse that runs out of time, and the next one still runs', async () => {
    const data = memberCsv(100_000);
    const slow = await runSpreadsheetTask(
      { task: 'parse', bytes: toArrayBuffer(data), kind: 'csv' },
      { timeoutMs: 50, heapMb: 768 },
    );
    expect(slow).toEqual({ ok: false, code: 'file_too_complex', limit: 'time' });
    const next = await runSpreadsheetTask({
      task: 'parse',
      bytes: toArrayBuffer(csv('Name\nA\n')),
      kind: 'csv',
    });
    expect(next.ok).toBe(true);
  });

  it('refuses a parse that outgrows its heap instead of taking the server down', async () => {
    const data = memberCsv(100_000);
    const starved = await runSpreadsheetTask(
      { task: 'parse', bytes: toArrayBuffer(data), kind: 'csv' },
      { timeoutMs: 60_000, heapMb: 32 },
    );
    expect(starved).toEqual({ ok: false, code: 'file_too_complex', limit: 'memory' });
    const next = await runSpreadsheetTask({
      task: 'parse',
      bytes: toArrayBuffer(csv('Name\nA\n')),
      kind: 'csv',
    });
    expect(next.ok).toBe(true);
  });

  it('reads the 100,000-farmer CSV of the import benchmark within every limit', async () => {
    const result = await runSpreadsheetTask({
      task: 'parse',
      bytes: toArrayBuffer(memberCsv(100_000)),
      kind: 'csv',
    });
    expect(result).toMatchObject({ ok: true, sheets: [{ rowCount: 100_000 }] });
  });

  it('sends a short sheet summary even for 200 columns of very long headers', async () => {
    const long = Array.from({ length: 200 }, (_, i) => `Column ${i} ${'x'.repeat(5000)}`);
    const response = await upload('long-headers.csv', csv(`${long.join(',')}\n${long.join(',')}\n`));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.body.length).toBeLessThan(200_000);
    expect(response.json().sheets[0].columnCount).toBe(200);
  });

  it('reads a file once: every later view uses the stored text, not the spreadsheet', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [
      `किसान ${i}`,
      String(9800000000 + i),
      '1',
      'F',
      'Hosur',
      'Hosur',
      'Krishnagiri',
      'Tamil Nadu',
      '635109',
    ]);
    const created = await upload('members.xlsx', workbook({ Members: [header, ...rows] }));
    expect(created.statusCode, created.body).toBe(201);
    const file = created.json();
    const original = path.join(filesDir, `${file.id}.xlsx`);
    expect(
      fs.existsSync(
        path.join(testApp.config.dataDir, 'files', parsedKey(`${operator.fpoId}/${file.id}.xlsx`)),
      ),
    ).toBe(true);
    // Were any view to parse the spreadsheet again, these bytes would make it fail.
    fs.writeFileSync(original, Buffer.from('PK\x03\x04 not a workbook any more'));

    expect((await get(`/api/uploads/${file.id}`)).json().sheets[0]).toMatchObject({ rowCount: 120 });
    expect((await get(`/api/uploads/${file.id}/details`)).json()).toMatchObject({
      available: true,
      sheetNames: ['Members'],
    });
    const page3 = (await get(`/api/uploads/${file.id}/rows?page=3`)).json();
    expect(page3).toMatchObject({ totalRows: 120, headers: header });
    expect(page3.rows[0]).toEqual(rows[100]);
    expect((await get(`/api/uploads/${file.id}/export.csv`)).body).toContain('किसान 119,9800000119');
    const preview = await testApp.app.inject({
      method: 'POST',
      url: `/api/uploads/${file.id}/preview`,
      headers: originHeaders(testApp, operator.cookie),
      payload: {
        sheet: 'Members',
        mapping: fullMapping,
      },
    });
    expect(preview.json().counts).toMatchObject({ ready: 120 });
  });

  it('writes the stored text on first view for an upload from before it existed', async () => {
    const created = await upload('old.csv', csv('Farmer Name,Phone\nA,9845012345\nB,9845012346\n'));
    const file = created.json();
    const stored = path.join(testApp.config.dataDir, 'files', parsedKey(`${operator.fpoId}/${file.id}.csv`));
    fs.rmSync(stored);
    expect((await get(`/api/uploads/${file.id}/rows`)).json()).toMatchObject({ totalRows: 2 });
    expect(fs.existsSync(stored)).toBe(true);
  });
});
