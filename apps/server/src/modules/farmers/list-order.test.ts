import { describe, expect, it } from 'vitest';
import { createOperator, originHeaders } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { csv, header } from '../../test/spreadsheets.ts';
import { finishedImport, uploadSpreadsheet } from '../../test/uploads.ts';

describe('the list after an import', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp, undefined, { fpoPhone: '9845000031' });
  const get = (url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { cookie: operator.cookie } });
  const post = (url: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url, headers: originHeaders(testApp, operator.cookie), payload });

  it("shows one file's farmers in the file's row order, after newer farmers", async () => {
    // Names in no sorted order, so neither a name nor a random id could give this order by chance.
    const names = Array.from({ length: 27 }, (_, i) => {
      const n = (i * 11) % 27;
      return `Member ${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(97 + Math.floor(n / 26))}`;
    });
    const rows = names.map(
      (name, i) => `${name},${9_700_100_000 + i},1,F,Hosur,Hosur,Krishnagiri,Tamil Nadu,635109`,
    );
    const uploaded = await uploadSpreadsheet(
      testApp,
      operator.cookie,
      'members.csv',
      csv(`${header.join(',')}\n${rows.join('\n')}\n`),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const started = await post(`/api/uploads/${uploaded.json().id}/import`, {
      sheet: 'CSV',
      mapping: uploaded.json().sheets[0].suggestedMapping,
      updateExisting: false,
    });
    expect(started.statusCode, started.body).toBe(202);
    const job = await finishedImport(testApp, operator.cookie, started.json().id);
    expect(job).toMatchObject({ status: 'completed', inserted: names.length });
    const added = await post('/api/farmers', {
      farmerName: 'Added Later',
      phoneNumber: '9700199999',
      acres: '2',
      gender: 'M',
      village: 'Hosur',
      block: 'Hosur',
      district: 'Krishnagiri',
      state: 'Tamil Nadu',
      pincode: '635109',
    });
    expect(added.statusCode).toBe(201);

    const listed = [
      ...(await get('/api/farmers')).json().items,
      ...(await get('/api/farmers?page=2')).json().items,
    ];
    expect(listed.map((f: { farmerName: string }) => f.farmerName)).toEqual(['Added Later', ...names]);
  });
});
