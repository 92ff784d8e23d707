import zlib from 'node:zlib';
import {
  checkSheetRows,
  classifyRows,
  countRows,
  farmerInputSchema,
  importFields,
  toCsv,
  type SpreadsheetKind,
} from '@sangam/domain';
import fc from 'fast-check';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { createOperator, originHeaders } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { testDatabaseKind } from '../../test/test-database.ts';
import { fuzz, fuzzTimeout } from '../../test/fuzz.ts';
import { databaseDigest, oddText } from '../../test/json-fuzz.ts';
import { spreadsheetNamespace, xlsxWithXml } from '../../test/spreadsheet-bombs.ts';
import { workbook } from '../../test/spreadsheets.ts';
import { uploadSpreadsheet } from '../../test/uploads.ts';
import { encodeSheets, sheetRows } from './parsed-sheets.ts';
import {
  readSpreadsheet,
  SpreadsheetLimitError,
  UnreadableFileError,
  type ReadLimits,
  type SheetText,
} from './spreadsheet-reader.ts';
import { runSpreadsheetTask, toArrayBuffer } from './spreadsheet-task.ts';

/**
 * The spreadsheet reader under fast-check (decision 039): CSV and XLSX bytes and cell contents,
 * malformed, huge, nested thousands deep, of the wrong cell type, full of control characters. Limits
 * smaller than the real ones make the limit paths run on small files. What must hold: a file reads
 * as well-formed sheets of text within the limits, or is refused as unreadable, empty, of the wrong
 * type or too complex, never anything else; what reads survives the stored copy unchanged; what the
 * check would import is what the add form accepts; and our own exports read back as written.
 */
const limits: ReadLimits = { uncompressedBytes: 4 * 1024 * 1024, rows: 400, columns: 40 };

type Outcome = { sheets: SheetText[] } | { refused: string };

/** Reads as the worker does and names the refusal the upload would answer with. */
const read = (bytes: Uint8Array, kind: SpreadsheetKind): Outcome => {
  try {
    return { sheets: readSpreadsheet(bytes, kind, limits) };
  } catch (error) {
    if (error instanceof UnreadableFileError) return { refused: error.code };
    if (error instanceof SpreadsheetLimitError) return { refused: `file_too_complex:${error.limit}` };
    // The worker refuses a string past V8's length as too complex, and anything else as unreadable;
    // here anything else is reported, so a crash of our own code is not hidden as "unreadable".
    if (error instanceof RangeError && /string length/i.test(error.message))
      return { refused: 'file_too_complex' };
    throw error;
  }
};

/** Everything a read may return is well-formed, within the limits, and survives the stored copy. */
const expectSound = (outcome: Outcome) => {
  if ('refused' in outcome) return;
  let chars = 0;
  for (const sheet of outcome.sheets) {
    expect(typeof sheet.name).toBe('string');
    const width = sheet.headers.length;
    expect(width).toBeLessThanOrEqual(limits.columns);
    expect(sheet.rows.length).toBeLessThanOrEqual(limits.rows);
    for (const row of [sheet.headers, ...sheet.rows]) {
      expect(row).toHaveLength(width);
      for (const cell of row) {
        expect(typeof cell).toBe('string');
        chars += cell.length;
      }
    }
  }
  expect(chars).toBeLessThanOrEqual(limits.uncompressedBytes / 2);

  const stored = zlib.gunzipSync(encodeSheets(outcome.sheets).data);
  const names = new Set<string>();
  for (const sheet of outcome.sheets) {
    // A second sheet of the same name cannot be asked for by name.
    if (names.has(sheet.name)) continue;
    names.add(sheet.name);
    const found = sheetRows(stored, sheet.name);
    expect(found && found.sheet ? found.rows : found, `sheet ${sheet.name} after the stored copy`).toEqual(
      sheet.rows,
    );
  }

  for (const sheet of outcome.sheets.filter((s) => s.headers.length)) {
    const width = sheet.headers.length;
    const mapping = Object.fromEntries(importFields.map((field, i) => [field, i % width])) as Parameters<
      typeof checkSheetRows
    >[1];
    const checked = checkSheetRows(sheet.rows, mapping);
    const classified = classifyRows(checked.rows, { phones: new Set(), details: new Set() }, false);
    const counts = countRows(classified, checked.droppedRows);
    expect(
      counts.ready + counts.duplicateInFile + counts.invalid + checked.droppedRows + checked.blankRows,
    ).toBe(sheet.rows.length);
    // A row the import would write is a farmer the add form would take.
    for (const row of classified)
      if (row.status === 'ready') {
        const form = farmerInputSchema.safeParse(row.value);
        expect(
          form.success,
          `row ${row.rowNumber} ${JSON.stringify(row.value)}: ${JSON.stringify(form.error?.issues)}`,
        ).toBe(true);
      }
  }
};

// ---- Cell contents --------------------------------------------------------------------------

/** What people and programs put in cells, and what attackers do. */
const cellText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ...oddText,
      '"',
      '""',
      '","',
      '\n',
      '\r\n',
      '\r',
      ',',
      ';',
      '\t',
      '|',
      "'",
      '=1+1',
      "=cmd|' /C calc'!A0",
      '',
      '9845012345',
      '1e5',
      '00123',
      '1/2/2024',
      'TRUE',
      '#N/A',
      '#REF!',
      '_x0041_',
      '&amp;',
      ']]>',
    ),
  },
  // The fields of a real row, so some rows get as far as the import.
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'Ramesh Kumar',
      'ಲಕ್ಷ್ಮಿ',
      '9845012345',
      '2.5',
      'Male',
      'F',
      'Hosur',
      'Krishnagiri',
      'Tamil Nadu',
      '635109',
      'hi',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3000 }).map((n) => 'ಅ'.repeat(n)) },
);

/** Cells a UTF-8 file can hold as written: no lone surrogates, no NUL (a NUL makes it binary). */
const writableCell = cellText.filter((s) => !/\p{Cs}/u.test(s) && !s.includes('\u0000'));

/**
 * A header and rows, every row as wide as the header and ending in a cell with something in it; at
 * least two columns, as every export has (one column of cells that all hold a ';' is a ';' file).
 */
const grid = (cell: fc.Arbitrary<string>) =>
  fc.integer({ min: 2, max: 10 }).chain((width) => {
    const lastCell = cell.filter((s) => s.trim() !== '');
    const row = fc
      .tuple(fc.array(cell, { minLength: width - 1, maxLength: width - 1 }), lastCell)
      .map(([cells, last]) => [...cells, last]);
    return fc.tuple(row, fc.array(row, { maxLength: 12 }));
  });

/** Fails naming the first cell that differs, which a deep-equality message of two whole sheets does not. */
const expectSheet = (outcome: Outcome, expected: SheetText) => {
  if ('refused' in outcome) throw new Error(`refused with ${outcome.refused}`);
  const [sheet, ...others] = outcome.sheets;
  expect(others).toEqual([]);
  expect(sheet?.name).toBe(expected.name);
  const rows = [expected.headers, ...expected.rows];
  const got = [sheet?.headers ?? [], ...(sheet?.rows ?? [])];
  rows.forEach((row, r) =>
    row.forEach((cell, c) =>
      expect(got[r]?.[c], `row ${r + 1}, cell ${c + 1}: ${JSON.stringify(cell)}`).toBe(cell),
    ),
  );
  expect(got.map((row) => row.length)).toEqual(rows.map((row) => row.length));
};

/** What toCsv does to a cell that a spreadsheet would run as a formula. */
const neutralised = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

// ---- Bytes ------------------------------------------------------------------------------------

const csvBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 600 }),
  // Text with the characters CSV parsing turns on, in any order.
  fc
    .array(fc.oneof(cellText, fc.constantFrom(',', '"', '\n', '\r', '\r\n', '\uFEFF', ';', '\t')), {
      maxLength: 200,
    })
    .map((parts) => Buffer.from(parts.join(''), 'utf8')),
  // Not UTF-8: the Windows code page, or broken sequences.
  fc
    .array(fc.oneof(cellText, fc.constantFrom('\xE9', '\x80', '\xFF')), { maxLength: 60 })
    .map((parts) => Buffer.from(parts.join(','), 'latin1')),
  // Wide and long: past the column and row limits, or just under them.
  fc.integer({ min: 1, max: 90 }).map((columns) => Buffer.from(`${'c,'.repeat(columns - 1)}c\nRamesh\n`)),
  fc
    .integer({ min: 1, max: 900 })
    .chain((rows) =>
      fc
        .constantFrom('Farmer Name\n', '\n\n\n')
        .map((head) => Buffer.from(`${head}${'Ramesh,\n'.repeat(rows)}`)),
    ),
  // One cell of megabytes, and one unclosed quote swallowing the rest of the file.
  fc.integer({ min: 1, max: 3 }).map((mb) => Buffer.from(`Farmer Name\n"${'x'.repeat(mb * 1024 * 1024)}`)),
  fc.constant(Buffer.from(`Farmer Name,Phone\n"Ramesh,9845012345\n${'Suresh,9845012346\n'.repeat(200)}`)),
);

const cellRef = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 16383 }), fc.integer({ min: 1, max: 1_048_576 }))
    .map(([column, row]) => {
      let name = '';
      for (let c = column + 1; c > 0; c = Math.floor((c - 1) / 26))
        name = String.fromCharCode(65 + ((c - 1) % 26)) + name;
      return `${name}${row}`;
    }),
  fc.constantFrom(
    'A1',
    'B2',
    'A0',
    'ZZZZZ1',
    '1A',
    '-1',
    '',
    'A99999999999',
    'XFD1048577',
    'a1',
    'A1:B2',
    '$A$1',
  ),
);

const xmlText = fc.oneof(
  cellText.map((text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')),
  fc.constantFrom(
    '&#0;',
    '&#x1;',
    '&#xD800;',
    '&#99999999;',
    '&unknown;',
    '&amp',
    '<![CDATA[<b>x</b>]]>',
    '_x0000_',
    '_xD800_',
    '&#10;=1+1',
  ),
  fc.constantFrom('\u0001', '\u0000', '\uFFFE'),
);

const inlineString = fc.oneof(
  xmlText.map((t) => `<is><t>${t}</t></is>`),
  fc
    .array(xmlText, { maxLength: 4 })
    .map(
      (runs) =>
        `<is>${runs.map((t) => `<r><rPr><b/></rPr><t xml:space="preserve">${t}</t></r>`).join('')}</is>`,
    ),
  fc
    .integer({ min: 2, max: 20_000 })
    .map((depth) => `<is>${'<r>'.repeat(depth)}<t>deep</t>${'</r>'.repeat(depth)}</is>`),
  fc.constant('<is/>'),
);

const cellXml = fc
  .record(
    {
      r: cellRef,
      t: fc.constantFrom('s', 'n', 'b', 'e', 'str', 'inlineStr', 'd', 'zz', ''),
      s: fc.nat(5000),
      v: fc.oneof(
        fc.integer().map(String),
        fc.double().map(String),
        fc.constantFrom(
          '1e400',
          '-1e400',
          'NaN',
          'Infinity',
          '-1',
          '99999999',
          '0',
          '1',
          'true',
          '2024-13-45T99:99:99',
          '45000.5',
        ),
        xmlText,
      ),
      f: fc.constantFrom(
        'SUM(A1:A2)',
        'HYPERLINK("http://x.example")',
        "cmd|' /C calc'!A0",
        'A1',
        'INDIRECT("A"&1)',
      ),
      is: inlineString,
    },
    { requiredKeys: [] },
  )
  .map(
    ({ r, t, s, v, f, is }) =>
      `<c${r === undefined ? '' : ` r="${r}"`}${t === undefined ? '' : ` t="${t}"`}${s === undefined ? '' : ` s="${s}"`}>${f === undefined ? '' : `<f>${f}</f>`}${v === undefined ? '' : `<v>${v}</v>`}${is ?? ''}</c>`,
  );

const rowXml = fc
  .tuple(
    fc.option(fc.oneof(fc.integer({ min: 1, max: 1_048_576 }), fc.constantFrom(0, -1, 1_048_577, 2 ** 31))),
    fc.array(cellXml, { maxLength: 12 }),
  )
  .map(([r, cells]) => `<row${r === null ? '' : ` r="${r}"`}>${cells.join('')}</row>`);

/** Entities that grow a few hundred bytes into gigabytes, if anything expands them. */
const laughs = `<!DOCTYPE worksheet [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 8 }, (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`).join('')}]>`;

const sheetXml = fc
  .record({
    doctype: fc.constantFrom('', '', laughs, '<!DOCTYPE worksheet SYSTEM "file:///etc/passwd">'),
    dimension: fc.option(fc.tuple(cellRef, cellRef).map(([a, b]) => `<dimension ref="${a}:${b}"/>`)),
    rows: fc.array(rowXml, { maxLength: 20 }),
    nesting: fc.option(fc.integer({ min: 2, max: 30_000 })),
    entity: fc.constantFrom('', '<row><c t="inlineStr"><is><t>&i;</t></is></c></row>'),
    close: fc.boolean(),
  })
  .map(({ doctype, dimension, rows, nesting, entity, close }) => {
    const nested = nesting === null ? '' : `${'<x>'.repeat(nesting)}${'</x>'.repeat(nesting)}`;
    const body = `<?xml version="1.0" encoding="UTF-8"?>${doctype}<worksheet xmlns="${spreadsheetNamespace}">${dimension ?? ''}${nested}<sheetData>${entity}${rows.join('')}</sheetData>`;
    return close ? `${body}</worksheet>` : body;
  });

const sharedStringsXml = fc.option(
  fc
    .array(
      fc.oneof(
        xmlText.map((t) => `<si><t>${t}</t></si>`),
        inlineString.map((is) =>
          is
            .replace(/^<is>|<\/is>$|^<is\/>$/g, '')
            .replace(/^/, '<si>')
            .concat('</si>'),
        ),
      ),
      {
        maxLength: 8,
      },
    )
    .map(
      (items) =>
        `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${spreadsheetNamespace}" count="${items.length}" uniqueCount="${items.length}">${items.join('')}</sst>`,
    ),
  { nil: undefined },
);

/** The parts as text, so a counterexample reads as XML; `bytes` zips them. */
const xlsxFromXml = fc.record({ sheet: sheetXml, shared: sharedStringsXml }, { requiredKeys: ['sheet'] });
const bytesOf = ({ sheet, shared }: { sheet: string; shared?: string }) => xlsxWithXml(sheet, shared);

/** A sound file with a few bytes changed, cut short, or a slice of it repeated. */
const damaged = (file: Buffer) =>
  fc.oneof(
    fc
      .array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 })
      .map((flips) => {
        const copy = Buffer.from(file);
        for (const [at, byte] of flips) copy[at % copy.length] = byte;
        return copy;
      }),
    fc.nat().map((n) => file.subarray(0, n % file.length)),
    fc.tuple(fc.nat(), fc.nat(), fc.nat()).map(([a, b, c]) => {
      const [from, to] = [a % file.length, b % file.length].sort((x, y) => x - y) as [number, number];
      const at = c % file.length;
      return Buffer.concat([file.subarray(0, at), file.subarray(from, to), file.subarray(at)]);
    }),
  );

const soundXlsx = workbook({
  Members: [
    ['Farmer Name', 'Phone', 'Acres', 'Gender', 'Village', 'Block', 'District', 'State', 'Pincode'],
    ['Ramesh Kumar', '9845012345', 2, 'Male', 'Hosur', 'Hosur', 'Krishnagiri', 'Tamil Nadu', '635109'],
    ['=1+1', 45000.5, true, null, '', 'ಲಕ್ಷ್ಮಿ', '\u0001', '-5', '@x'],
  ],
  Other: [['a'], ['b']],
});
const soundXls = workbook(
  {
    Members: [
      ['Farmer Name', 'Phone'],
      ['Ramesh', '9845012345'],
    ],
  },
  'xls',
);

// The reader touches no database: its properties run once, in the PGlite run of `npm test`.
describe.skipIf(testDatabaseKind() === 'postgres')('the spreadsheet reader under fuzzing', () => {
  it(
    'reads back every CSV our own exports write, cell for cell',
    { timeout: fuzzTimeout(30_000) },
    async () => {
      await fuzz(
        'csv round trip',
        grid(writableCell),
        ([header, rows]) => {
          const outcome = read(Buffer.from(toCsv([header, ...rows])), 'csv');
          expectSheet(outcome, {
            name: 'CSV',
            headers: header.map((cell) => neutralised(cell).trim()),
            rows: rows.map((row) => row.map(neutralised)),
          });
          expectSound(outcome);
        },
        60,
      );
    },
  );

  // Found by the run above: Papa counted the file's final line break as a line of one field, so a
  // line with a ';' in a cell looked more consistent split on ';' (spreadsheet-reader.ts).
  it('reads a comma file with a semicolon in a cell as commas, and a tab file as tabs', () => {
    const header = ['Village', 'Notes; remarks', "'; drop table farmers; --"];
    expectSheet(read(Buffer.from(toCsv([header])), 'csv'), { name: 'CSV', headers: header, rows: [] });
    expectSheet(read(Buffer.from('Farmer Name,Village; ward\nRamesh,Hosur; 3\n'), 'csv'), {
      name: 'CSV',
      headers: ['Farmer Name', 'Village; ward'],
      rows: [['Ramesh', 'Hosur; 3']],
    });
    expectSheet(read(Buffer.from('Farmer Name\tPhone\nRamesh\t9845012345\n'), 'csv'), {
      name: 'CSV',
      headers: ['Farmer Name', 'Phone'],
      rows: [['Ramesh', '9845012345']],
    });
    expectSheet(read(Buffer.from('Farmer Name;Village\nRamesh;Hosur, ward 3\n'), 'csv'), {
      name: 'CSV',
      headers: ['Farmer Name', 'Village'],
      rows: [['Ramesh', 'Hosur, ward 3']],
    });
  });

  // Found by the XML run below: SheetJS names a sheet whose shared-string index is not a whole
  // number but leaves its cells out, and the reader then failed on the missing sheet.
  it('refuses a workbook with a sheet SheetJS could not read as unreadable', () => {
    const sheet = (index: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${spreadsheetNamespace}"><sheetData><row><c t="s"><v>${index}</v></c></row></sheetData></worksheet>`;
    for (const index of ['1.5', '-1', '99'])
      expect(read(xlsxWithXml(sheet(index)), 'xlsx'), index).toEqual({ refused: 'file_unreadable' });
  });

  it('reads back every cell of an XLSX as it was written', { timeout: fuzzTimeout(30_000) }, async () => {
    // SheetJS, our stand-in for Excel here, writes the text "_x0041_" or "&amp;" as if it were
    // already escaped (Excel writes "_x005F_x0041_" and "&amp;amp;", which the reader reads right),
    // and no XML holds U+FFFE or U+FFFF: such cells are left out. A CR LF in a cell reads as LF.
    const excelCell = writableCell.filter(
      (s) => !/_x[0-9a-f]{4}_|&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);|[\uFFFE\uFFFF]/i.test(s),
    );
    const asRead = (cell: string) => cell.replaceAll('\r\n', '\n');
    await fuzz(
      'xlsx round trip',
      grid(excelCell),
      ([header, rows]) => {
        const outcome = read(workbook({ Members: [header, ...rows] }), 'xlsx');
        expectSheet(outcome, {
          name: 'Members',
          headers: header.map((cell) => asRead(cell).trim()),
          rows: rows.map((row) => row.map(asRead)),
        });
        expectSound(outcome);
      },
      40,
    );
  });

  it('reads or refuses any CSV bytes', { timeout: fuzzTimeout(60_000) }, async () => {
    await fuzz('csv bytes', csvBytes, (bytes) => expectSound(read(bytes, 'csv')), 80);
  });

  it(
    'reads or refuses any sheet XML: wrong cell types, bad references, entities, nesting thousands deep',
    { timeout: fuzzTimeout(60_000) },
    async () => {
      await fuzz('xlsx xml', xlsxFromXml, (parts) => expectSound(read(bytesOf(parts), 'xlsx')), 40);
    },
  );

  it(
    'reads or refuses damaged XLSX and XLS files, and any text or bytes named .xls',
    { timeout: fuzzTimeout(60_000) },
    async () => {
      // SheetJS reports each unknown .xls record on the console; the run only needs what it returns.
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      onTestFinished(() => quiet.mockRestore());
      await fuzz(
        'damaged workbooks',
        fc.oneof(
          damaged(soundXlsx).map((bytes) => ({ bytes, kind: 'xlsx' as const })),
          damaged(soundXls).map((bytes) => ({ bytes, kind: 'xls' as const })),
          csvBytes.map((bytes) => ({ bytes, kind: 'xls' as const })),
          xlsxFromXml.map((parts) => ({ bytes: bytesOf(parts), kind: 'xls' as const })),
        ),
        ({ bytes, kind }) => expectSound(read(bytes, kind)),
        80,
      );
    },
  );
});

/** Any of the files above, with the name it is uploaded under. */
const anyFile = fc.oneof(
  csvBytes.map((bytes) => ({ bytes: Buffer.from(bytes), name: 'members.csv', kind: 'csv' as const })),
  grid(cellText).map(([header, rows]) => ({
    bytes: Buffer.from(toCsv([header, ...rows])),
    name: 'members.csv',
    kind: 'csv' as const,
  })),
  xlsxFromXml.map((parts) => ({ bytes: bytesOf(parts), name: 'members.xlsx', kind: 'xlsx' as const })),
  damaged(soundXlsx).map((bytes) => ({ bytes, name: 'members.xlsx', kind: 'xlsx' as const })),
  damaged(soundXls).map((bytes) => ({ bytes, name: 'members.xls', kind: 'xls' as const })),
);

describe('the spreadsheet worker and the upload under fuzzing', async () => {
  // Each run starts a reader process: a few runs, enough to prove the process answers whatever it reads.
  it(
    'answers every file with sheets or a refusal, never by dying',
    { timeout: fuzzTimeout(60_000) },
    async () => {
      const codes = new Set(['file_unreadable', 'file_empty', 'file_type_invalid', 'file_too_complex']);
      await fuzz(
        'worker',
        anyFile,
        async ({ bytes, kind }) => {
          const result = await runSpreadsheetTask({ task: 'parse', bytes: toArrayBuffer(bytes), kind });
          if (result.ok) expect(result.sheets.length).toBeGreaterThan(0);
          else expect(codes, JSON.stringify(result)).toContain(result.code);
        },
        4,
      );
    },
  );

  const testApp = await buildTestApp();
  const operator = await createOperator(testApp);
  const headers = originHeaders(testApp, operator.cookie);
  const digest = await databaseDigest(testApp.database);
  const filesDir = path.join(testApp.config.dataDir, 'files', operator.fpoId);
  const storedFiles = () =>
    fs.existsSync(filesDir) ? fs.readdirSync(filesDir, { recursive: true }).length : 0;

  it(
    'answers every upload with a 2xx or a 4xx, stores nothing it refused, and keeps answering',
    { timeout: fuzzTimeout(90_000) },
    async () => {
      await fuzz(
        'upload',
        anyFile,
        async ({ bytes, name }) => {
          const before = { database: await digest(), files: storedFiles() };
          const uploaded = await uploadSpreadsheet(testApp, operator.cookie, name, bytes);
          expect(uploaded.statusCode, uploaded.body).toBeLessThan(500);
          if (uploaded.statusCode >= 400) {
            expect(uploaded.json()).toMatchObject({ error: { code: expect.any(String) } });
            expect({ database: await digest(), files: storedFiles() }).toEqual(before);
          } else {
            // The mapping step, then the check of every row, as the screens ask for them.
            const { id, sheets } = uploaded.json() as {
              id: string;
              sheets: { name: string; headers: string[] }[];
            };
            for (const url of [
              `/api/uploads/${id}`,
              `/api/uploads/${id}/details`,
              `/api/uploads/${id}/rows?page=1`,
            ]) {
              const reply = await testApp.app.inject({ method: 'GET', url, headers });
              expect(reply.statusCode, `${url}: ${reply.body}`).toBeLessThan(500);
            }
            const sheet = sheets?.[0];
            const width = Math.max(1, sheet?.headers.length ?? 1);
            const mapping = Object.fromEntries(importFields.map((field, i) => [field, i % width]));
            const preview = await testApp.app.inject({
              method: 'POST',
              url: `/api/uploads/${id}/preview`,
              headers,
              payload: { sheet: sheet?.name ?? 'CSV', mapping, updateExisting: false },
            });
            expect(preview.statusCode, preview.body).toBeLessThan(500);
          }
          const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
          expect(health.statusCode).toBe(200);
        },
        6,
      );
    },
  );
});
