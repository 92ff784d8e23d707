import { MAX_UPLOAD_BYTES } from '@sangam/domain';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOperator, originHeaders } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { csv, header, workbook, fullMapping } from '../../test/spreadsheets.ts';
import { finishedImport, uploadSpreadsheet } from '../../test/uploads.ts';

const client = (testApp: TestApp, cookie: string) => ({
  upload: (filename: string, data: Buffer) => uploadSpreadsheet(testApp, cookie, filename, data),
  finished: (jobId: string) => finishedImport(testApp, cookie, jobId),
  get: (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } }),
  post: (url: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url, headers: originHeaders(testApp, cookie), payload }),
});

describe('spreadsheet import', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp, undefined, { fpoPhone: '9845000001' });
  const other = await createOperator(testApp, undefined, { fpoPhone: '9845000002' });
  const api = client(testApp, operator.cookie);
  const theirs = client(testApp, other.cookie);

  const uploadOk = async (filename: string, data: Buffer) => {
    const response = await api.upload(filename, data);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('reads a CSV with a BOM, CRLF, quoted commas and doubled quotes, keeping every cell as typed', async () => {
    const file = await uploadOk(
      'members.csv',
      csv(
        '\uFEFFFarmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode\r\n"Rao, K. ""Raju""",09845012345,2.50,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109\r\n',
      ),
    );
    expect(file).toMatchObject({ filename: 'members.csv', fileType: 'csv', analysisStatus: 'pending' });
    expect(file.sheets[0]).toMatchObject({ rowCount: 1, headers: header, suggestedMapping: fullMapping });
    expect(file.sheets[0].sample[0]).toEqual([
      'Rao, K. "Raju"',
      '09845012345',
      '2.50',
      'M',
      'Hosur',
      'Hosur',
      'Krishnagiri',
      'Tamil Nadu',
      '635109',
    ]);
  });

  it('reads phones and pincodes stored as numbers exactly, skips blank rows, and offers every sheet', async () => {
    const data = workbook({
      Members: [
        header,
        ['Ramesh', 9845012345, 2.5, 'Male', 'Hosur', 'Hosur', 'Krishnagiri', 'Tamil Nadu', 635109],
        [],
        ['Geetha', 919900112233, 1.75, 'F', 'Kolar', 'Kolar', 'Kolar', 'Karnataka', 563101],
      ],
      Notes: [['Note'], ['Collected at the gram sabha']],
    });
    const file = await uploadOk('members.xlsx', data);
    expect(file.sheets.map((s: { name: string }) => s.name)).toEqual(['Members', 'Notes']);
    expect(file.sheets[0].rowCount).toBe(2);
    expect(file.sheets[0].sample).toEqual([
      ['Ramesh', '9845012345', '2.5', 'Male', 'Hosur', 'Hosur', 'Krishnagiri', 'Tamil Nadu', '635109'],
      ['Geetha', '919900112233', '1.75', 'F', 'Kolar', 'Kolar', 'Kolar', 'Karnataka', '563101'],
    ]);
    const preview = (
      await api.post(`/api/uploads/${file.id}/preview`, { sheet: 'Members', mapping: fullMapping })
    ).json();
    expect(preview.counts).toMatchObject({ ready: 2, invalid: 0 });
  });

  it('reads a small .xls', async () => {
    const file = await uploadOk(
      'old.xls',
      workbook(
        {
          Sheet1: [
            header,
            ['Suresh', '9845012399', '3', 'male', 'Hosur', 'Hosur', 'Krishnagiri', 'Tamil Nadu', '635109'],
          ],
        },
        'xls',
      ),
    );
    expect(file).toMatchObject({ fileType: 'xls' });
    expect(file.sheets[0].sample[0][1]).toBe('9845012399');
  });

  it('maps Hindi and Kannada headers and keeps names in their script', async () => {
    const hindi = await uploadOk(
      'hindi.csv',
      csv(
        'किसान का नाम,मोबाइल,एकड़,लिंग,गांव,ब्लॉक,जिला,राज्य,पिन कोड\nसुनीता यादव,9876543210,2,महिला,बाराबंकी,बाराबंकी,बाराबंकी,उत्तर प्रदेश,225001\n',
      ),
    );
    expect(hindi.sheets[0].suggestedMapping).toEqual(fullMapping);
    const kannada = await uploadOk(
      'kannada.csv',
      csv(
        'ರೈತರ ಹೆಸರು,ಮೊಬೈಲ್,ಎಕರೆ,ಲಿಂಗ,ಗ್ರಾಮ,ತಾಲೂಕು,ಜಿಲ್ಲೆ,ರಾಜ್ಯ,ಪಿನ್ ಕೋಡ್\nಲಕ್ಷ್ಮೀ ದೇವಿ,9900112244,1.5,ಹೆಣ್ಣು,ಮುಳಬಾಗಿಲು,ಮುಳಬಾಗಿಲು,ಕೋಲಾರ,ಕರ್ನಾಟಕ,563131\n',
      ),
    );
    expect(kannada.sheets[0].suggestedMapping).toEqual(fullMapping);
    const preview = (
      await api.post(`/api/uploads/${kannada.id}/preview`, { sheet: 'CSV', mapping: fullMapping })
    ).json();
    expect(preview.rows[0]).toMatchObject({ status: 'ready', cells: expect.arrayContaining(['ಲಕ್ಷ್ಮೀ ದೇವಿ']) });
  });

  it('previews duplicates in the file and against the register, every invalid case, and imports in one go', async () => {
    await api.post('/api/farmers', {
      farmerName: 'Existing One',
      phoneNumber: '9811100001',
      acres: '1',
      gender: 'male',
      village: 'Hosur',
      block: 'Hosur',
      district: 'Krishnagiri',
      state: 'Tamil Nadu',
      pincode: '635109',
    });
    const rows = [
      'Farmer Name,Phone,Acres,Gender,Village,Block,District,State,Pincode',
      'New Farmer,9811100002,2,male,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
      'Phone Again,+91 98111-00002,2,male,Bagalur,Hosur,Krishnagiri,Tamil Nadu,635103',
      'Existing One,9811100009,1,male,hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
      'Stored Phone,9811100001,5,female,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
      'R,12345,0,x,1,Hosur,Krishnagiri,Tamil Nadu,012345',
      'Too Precise,9811100003,2.345,female,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
      ',9811100004,2,male,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
      '=HYPERLINK("http://evil"),9811100005,2,male,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109',
    ];
    const file = await uploadOk('mixed.csv', csv(`${rows.join('\n')}\n`));
    const options = { sheet: 'CSV', mapping: fullMapping };
    const preview = (await api.post(`/api/uploads/${file.id}/preview`, options)).json();
    expect(preview.counts).toEqual({
      ready: 1,
      update: 0,
      duplicateExisting: 2,
      duplicateInFile: 1,
      invalid: 3,
      dropped: 1,
      placeFilled: 0,
      placeMismatched: 0,
    });
    expect(
      preview.problemRows.map((r: { rowNumber: number; status: string }) => [r.rowNumber, r.status]),
    ).toEqual([
      [3, 'duplicate_in_file'],
      [4, 'duplicate_existing'],
      [5, 'duplicate_existing'],
      [6, 'invalid'],
      [7, 'invalid'],
      [9, 'invalid'],
    ]);
    expect(preview.problemRows[3].issues).toEqual([
      { field: 'farmerName', code: 'farmer_name_invalid' },
      { field: 'phoneNumber', code: 'phone_invalid' },
      { field: 'acres', code: 'acres_invalid' },
      { field: 'gender', code: 'gender_invalid' },
      { field: 'village', code: 'place_invalid' },
      { field: 'pincode', code: 'pincode_invalid' },
    ]);
    expect(preview.problemRows[4].issues).toEqual([{ field: 'acres', code: 'acres_too_precise' }]);

    const updatePreview = (
      await api.post(`/api/uploads/${file.id}/preview`, { ...options, updateExisting: true })
    ).json();
    expect(updatePreview.counts).toMatchObject({ ready: 1, update: 1, duplicateExisting: 1 });

    const before = (await api.get('/api/farmers/stats')).json().totalFarmers;
    const started = await api.post(`/api/uploads/${file.id}/import`, { ...options, updateExisting: true });
    expect(started.statusCode).toBe(202);
    const job = await api.finished(started.json().id);
    expect(job).toMatchObject({
      status: 'completed',
      inserted: 1,
      updated: 1,
      skipped: 2,
      failed: 3,
      hasRejectedRows: true,
    });
    expect((await api.get('/api/farmers/stats')).json().totalFarmers).toBe(before + 1);
    const updated = (await api.get('/api/farmers?q=9811100001')).json().items[0];
    expect(updated).toMatchObject({
      farmerName: 'Stored Phone',
      gender: 'Female',
      source: 'upload',
      fileId: file.id,
    });

    const rejected = (await api.get(`/api/imports/${job.id}/rejected`)).json();
    expect(rejected.rows.map((r: { rowNumber: number }) => r.rowNumber)).toEqual([3, 4, 6, 7, 9]);
    expect((await api.get(`/api/uploads/${file.id}/import`)).json().job.id).toBe(job.id);

    const details = (await api.get(`/api/uploads/${file.id}/details`)).json();
    expect(details).toMatchObject({
      available: true,
      sheetNames: ['CSV'],
      file: { analysisStatus: 'completed' },
    });
    expect(details.analysis).toMatchObject({ rowCount: 8, dataQualityScore: 50 });
  });

  it("reads the optional preferred language column; an empty cell or no column gives the FPO's language", async () => {
    // An FPO founded in Hindi (issue 18).
    const hindi = await createOperator(testApp, undefined, { language: 'hi', fpoPhone: '9845000003' });
    const their = client(testApp, hindi.cookie);
    const upload = async (name: string, text: string) => {
      const response = await their.upload(name, csv(text));
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const languageOf = async (phone: string) =>
      (await their.get(`/api/farmers?q=${phone}`)).json().items[0]?.preferredLanguage;

    const withColumn = await upload(
      'languages.csv',
      [
        [...header, 'Preferred Language'].join(','),
        'Kannada Farmer,9822200011,1,M,Kolar,Kolar,Kolar,Karnataka,563101,Kannada',
        'Empty Cell,9822200012,1,F,Kolar,Kolar,Kolar,Karnataka,563101,',
        'Own Script,9822200013,1,F,Kolar,Kolar,Kolar,Karnataka,563101,தமிழ்',
        'Unreadable,9822200014,1,M,Kolar,Kolar,Kolar,Karnataka,563101,Latin',
      ].join('\n'),
    );
    const mapping = withColumn.sheets[0].suggestedMapping;
    expect(mapping).toEqual({ ...fullMapping, preferredLanguage: 9 });
    const options = { sheet: 'CSV', mapping };
    const preview = (await their.post(`/api/uploads/${withColumn.id}/preview`, options)).json();
    expect(preview.counts).toMatchObject({ ready: 3, invalid: 1 });
    expect(preview.problemRows).toMatchObject([
      { rowNumber: 5, issues: [{ field: 'preferredLanguage', code: 'language_invalid' }] },
    ]);
    const job = await their.finished(
      (await their.post(`/api/uploads/${withColumn.id}/import`, options)).json().id,
    );
    expect(job).toMatchObject({ status: 'completed', inserted: 3, failed: 1 });
    expect(await languageOf('9822200011')).toBe('kn');
    expect(await languageOf('9822200012')).toBe('hi');
    expect(await languageOf('9822200013')).toBe('ta');
    expect(await languageOf('9822200014')).toBeUndefined();

    const withoutColumn = await upload(
      'plain.csv',
      `${header.join(',')}\nNo Column,9822200015,1,M,Kolar,Kolar,Kolar,Karnataka,563101\n`,
    );
    expect(withoutColumn.sheets[0].suggestedMapping.preferredLanguage).toBeNull();
    // A client from before the column existed sends a mapping without it.
    const { preferredLanguage: _omitted, ...oldMapping } = fullMapping;
    const plain = await their.finished(
      (
        await their.post(`/api/uploads/${withoutColumn.id}/import`, { sheet: 'CSV', mapping: oldMapping })
      ).json().id,
    );
    expect(plain).toMatchObject({ status: 'completed', inserted: 1 });
    expect(await languageOf('9822200015')).toBe('hi');

    // Updating existing farmers: a language given replaces theirs, an empty cell keeps it.
    const again = await upload(
      'update.csv',
      [
        [...header, 'Language'].join(','),
        'Kannada Farmer,9822200011,2,M,Kolar,Kolar,Kolar,Karnataka,563101,',
        'Own Script,9822200013,2,F,Kolar,Kolar,Kolar,Karnataka,563101,te',
      ].join('\n'),
    );
    const update = { sheet: 'CSV', mapping: again.sheets[0].suggestedMapping, updateExisting: true };
    const updated = await their.finished(
      (await their.post(`/api/uploads/${again.id}/import`, update)).json().id,
    );
    expect(updated).toMatchObject({ status: 'completed', updated: 2 });
    expect(await languageOf('9822200011')).toBe('kn');
    expect(await languageOf('9822200013')).toBe('te');
  });

  it('checks again at import time when the register changed after the preview', async () => {
    const file = await uploadOk(
      'late.csv',
      csv(`${header.join(',')}\nLate Comer,9833300001,1,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109\n`),
    );
    const options = { sheet: 'CSV', mapping: fullMapping };
    expect((await api.post(`/api/uploads/${file.id}/preview`, options)).json().counts.ready).toBe(1);
    // Someone adds the same farmer by hand before the import starts.
    const added = await api.post('/api/farmers', {
      farmerName: 'Late Comer',
      phoneNumber: '9833300001',
      acres: '1',
      gender: 'male',
      village: 'Hosur',
      block: 'Hosur',
      district: 'Krishnagiri',
      state: 'Tamil Nadu',
      pincode: '635109',
    });
    expect(added.statusCode).toBe(201);
    const job = await api.finished((await api.post(`/api/uploads/${file.id}/import`, options)).json().id);
    expect(job).toMatchObject({ status: 'completed', inserted: 0, skipped: 1 });
  });

  it('exports the sheet as <name>_export.csv with formulas neutralised', async () => {
    const file = await uploadOk(
      'risky list.csv',
      csv('Farmer Name,Phone\n=1+2,+919845012345\n@SUM(A1),-3\n'),
    );
    const response = await api.get(`/api/uploads/${file.id}/export.csv`);
    expect(response.headers['content-disposition']).toContain('risky list_export.csv');
    expect(response.body.replace(/^\uFEFF/, '')).toBe(
      "Farmer Name,Phone\r\n'=1+2,'+919845012345\r\n'@SUM(A1),'-3\r\n",
    );
  });

  it('pages the stored spreadsheet 50 rows at a time and switches sheets', async () => {
    const many = [
      header,
      ...Array.from({ length: 120 }, (_, i) => [
        `Farmer ${i}`,
        String(9800000000 + i),
        '1',
        'M',
        'Hosur',
        'Hosur',
        'Krishnagiri',
        'Tamil Nadu',
        '635109',
      ]),
    ];
    const file = await uploadOk('many.xlsx', workbook({ First: many, Second: [['Only'], ['one']] }));
    const page3 = (await api.get(`/api/uploads/${file.id}/rows?sheet=First&page=3`)).json();
    expect(page3).toMatchObject({ sheet: 'First', page: 3, pageSize: 50, totalRows: 120 });
    expect(page3.rows).toHaveLength(20);
    expect(page3.rows[0][0]).toBe('Farmer 100');
    expect((await api.get(`/api/uploads/${file.id}/rows?sheet=Second`)).json().rows).toEqual([['one']]);
  });

  it.each([
    [
      'a PDF renamed .csv',
      'report.csv',
      Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
      415,
      'file_type_invalid',
    ],
    [
      'random bytes named .xlsx',
      'noise.xlsx',
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)),
      415,
      'file_type_invalid',
    ],
    [
      'a zip that is not a workbook',
      'broken.xlsx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]),
      422,
      'file_unreadable',
    ],
    ['a Word file', 'letter.docx', Buffer.from('PK'), 415, 'file_type_invalid'],
    ['an empty file', 'empty.csv', Buffer.alloc(0), 422, 'file_empty'],
    ['a header without rows', 'header.csv', csv('Farmer Name,Phone\n\n'), 422, 'no_farmer_rows'],
  ])('refuses %s, storing nothing', async (_label, filename, data, status, code) => {
    const filesDir = path.join(testApp.config.dataDir, 'files', operator.fpoId);
    const before = fs.existsSync(filesDir) ? fs.readdirSync(filesDir).length : 0;
    const response = await api.upload(filename, data);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(fs.existsSync(filesDir) ? fs.readdirSync(filesDir).length : 0).toBe(before);
  });

  it('refuses a file of 10 MB and one byte', async () => {
    const response = await api.upload('huge.csv', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x61));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('file_too_large');
  });

  it('says when the stored file is gone, and still shows the file record', async () => {
    const file = await uploadOk('vanishing.csv', csv('Farmer Name,Phone\nA,9845012345\n'));
    // The upload and the text read from it, kept beside it, both go.
    const dir = path.join(testApp.config.dataDir, 'files', operator.fpoId);
    for (const stored of fs.readdirSync(dir).filter((name) => name.startsWith(file.id)))
      fs.rmSync(path.join(dir, stored));
    const details = await api.get(`/api/uploads/${file.id}/details`);
    expect(details.json()).toMatchObject({ available: false, file: { filename: 'vanishing.csv' } });
    expect((await api.get(`/api/uploads/${file.id}/rows`)).statusCode).toBe(410);
  });

  it('refuses a mapping that leaves a field out', async () => {
    const file = await uploadOk('short.csv', csv('Farmer Name,Phone\nA,9845012345\n'));
    const response = await api.post(`/api/uploads/${file.id}/preview`, {
      sheet: 'CSV',
      mapping: { ...fullMapping, acres: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('mapping_incomplete');
  });

  describe('isolation: another FPO', () => {
    it('gets 404 for the upload, its rows, its import and its file details', async () => {
      const file = await uploadOk(
        'private.csv',
        csv(`${header.join(',')}\nPrivate Farmer,9822200001,1,M,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109\n`),
      );
      const options = { sheet: 'CSV', mapping: fullMapping };
      const job = await api.finished((await api.post(`/api/uploads/${file.id}/import`, options)).json().id);
      for (const url of [
        `/api/uploads/${file.id}`,
        `/api/uploads/${file.id}/details`,
        `/api/uploads/${file.id}/rows`,
        `/api/uploads/${file.id}/export.csv`,
        `/api/uploads/${file.id}/import`,
        `/api/imports/${job.id}`,
        `/api/imports/${job.id}/rejected`,
      ]) {
        expect((await theirs.get(url)).statusCode, url).toBe(404);
      }
      expect((await theirs.post(`/api/uploads/${file.id}/preview`, options)).statusCode).toBe(404);
      expect((await theirs.post(`/api/uploads/${file.id}/import`, options)).statusCode).toBe(404);
      expect((await theirs.get('/api/farmers?q=Private')).json().total).toBe(0);
    });
  });
});
