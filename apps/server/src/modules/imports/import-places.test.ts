import { describe, expect, it } from 'vitest';
import { createOperator } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { clientFor } from '../../test/clients.ts';
import { csv, fullMapping, header } from '../../test/spreadsheets.ts';
import { finishedImport, uploadSpreadsheet } from '../../test/uploads.ts';

/** Decision 035: the import preview fills places from the pincode and warns where they disagree. */
describe('places in an import, from the pincode directory', async () => {
  const testApp = await buildTestApp();
  const operator = await createOperator(testApp);
  const api = clientFor(testApp, operator.cookie);
  const file = (
    await uploadSpreadsheet(
      testApp,
      operator.cookie,
      'places.csv',
      csv(
        [
          header.join(','),
          'Filled Farmer,9833300001,2,F,Navanagar,Hubballi,,,580029',
          'Wrong District,9833300002,2,M,Navanagar,Hubballi,Belagavi,Karnataka,580029',
          'Old Name,9833300003,2,M,Navanagar,Hubballi,Dharwar,Karnataka,580029',
          'Own Script,9833300004,2,F,ಹುಬ್ಬಳ್ಳಿ,ಹುಬ್ಬಳ್ಳಿ,ಧಾರವಾಡ,ಕರ್ನಾಟಕ,580029',
          'Unknown Pincode,9833300005,2,F,Navanagar,Hubballi,,,999999',
          'Only State,9833300006,2,F,Hosur,Hosur,,Tamil Nadu,635109',
        ].join('\n'),
      ),
    )
  ).json();
  const options = { sheet: 'CSV', mapping: fullMapping };

  it('fills empty districts and states, and counts and marks places that do not match', async () => {
    const answer = await api.post(`/api/uploads/${file.id}/preview`, options);
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json();
    expect(preview.counts).toMatchObject({ ready: 5, invalid: 1, placeFilled: 2, placeMismatched: 1 });
    const byRow = new Map(preview.rows.map((row: { rowNumber: number }) => [row.rowNumber, row]));
    expect(byRow.get(2)).toMatchObject({
      status: 'ready',
      place: { filled: ['district', 'state'], mismatched: [], district: 'Dharwad', state: 'Karnataka' },
    });
    expect(byRow.get(3)).toMatchObject({
      status: 'ready',
      place: { filled: [], mismatched: ['district'], district: 'Dharwad', state: 'Karnataka' },
    });
    // An old name, or a place in Kannada script, is no warning.
    expect(byRow.get(4)).toMatchObject({ status: 'ready', place: null });
    expect(byRow.get(5)).toMatchObject({ status: 'ready', place: null });
    // A pincode the directory does not list fills nothing: the empty district is still missing.
    expect(byRow.get(6)).toMatchObject({
      status: 'invalid',
      place: null,
      issues: [
        { field: 'district', code: 'district_required' },
        { field: 'state', code: 'state_required' },
      ],
    });
    expect(byRow.get(7)).toMatchObject({ place: { filled: ['district'], district: 'Krishnagiri' } });
    expect(preview.placeRows.map((row: { rowNumber: number }) => row.rowNumber)).toEqual([3]);
    expect(preview.placeRows[0].cells).toContain('Belagavi');
  });

  it('imports what the preview showed: the filled places, and the mismatched ones as written', async () => {
    const started = await api.post(`/api/uploads/${file.id}/import`, options);
    expect(started.statusCode, started.body).toBe(202);
    expect(await finishedImport(testApp, operator.cookie, started.json().id)).toMatchObject({
      status: 'completed',
      inserted: 5,
      failed: 1,
    });
    const farmer = async (phone: string) => (await api.get(`/api/farmers?q=${phone}`)).json().items[0];
    expect(await farmer('9833300001')).toMatchObject({
      district: 'Dharwad',
      state: 'Karnataka',
      pincode: '580029',
    });
    expect(await farmer('9833300002')).toMatchObject({ district: 'Belagavi', state: 'Karnataka' });
    expect(await farmer('9833300006')).toMatchObject({ district: 'Krishnagiri', state: 'Tamil Nadu' });
  });
});
