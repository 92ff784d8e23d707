import { describe, expect, it } from 'vitest';
import { checkSheetRows, classifyRows, countRows } from './import-rows.ts';

const mapping = {
  farmerName: 0,
  phoneNumber: 1,
  acres: 2,
  gender: 3,
  village: 4,
  block: 5,
  district: 6,
  state: 7,
  pincode: 8,
};
const row = (
  name: string,
  phone: string,
  extra: Partial<Record<'acres' | 'village' | 'pincode', string>> = {},
) => [
  name,
  phone,
  extra.acres ?? '2',
  'male',
  extra.village ?? 'Hosur',
  'Hosur',
  'Krishnagiri',
  'Tamil Nadu',
  extra.pincode ?? '635109',
];

describe('checkSheetRows', () => {
  it('numbers rows as the spreadsheet does, skips blank rows and drops rows without a name', () => {
    const checked = checkSheetRows(
      [row('Ramesh', '9845012345'), ['', '', ''], row('', '9845012346'), row('Suresh', '9845012347')],
      mapping,
    );
    expect(checked.blankRows).toBe(1);
    expect(checked.droppedRows).toBe(1);
    expect(checked.rows.map((r) => [r.rowNumber, r.status])).toEqual([
      [2, 'ready'],
      [5, 'ready'],
    ]);
  });

  it('marks a repeated phone, however written, as a duplicate of the earlier row', () => {
    const checked = checkSheetRows([row('Ramesh', '9845012345'), row('Someone', '+91 98450-12345')], mapping);
    expect(checked.rows[1]).toMatchObject({ status: 'duplicate_in_file', duplicateOf: 2 });
  });

  it('marks a repeated name, village and pincode as a duplicate', () => {
    const checked = checkSheetRows(
      [row('Ramesh Kumar', '9845012345'), row('RAMESH  kumar', '9845099999')],
      mapping,
    );
    expect(checked.rows[1]).toMatchObject({ status: 'duplicate_in_file', duplicateOf: 2 });
  });

  it('reads the optional language column, an empty cell leaving it to the FPO', () => {
    const withLanguage = { ...mapping, preferredLanguage: 9 };
    const checked = checkSheetRows(
      [
        [...row('Ramesh', '9845012345'), 'Kannada'],
        [...row('Suresh', '9845012346'), ''],
        [...row('Mahesh', '9845012347'), 'ಹಿಂದಿ'],
        row('Ganesh', '9845012348'),
        [...row('Naresh', '9845012349'), 'Latin'],
      ],
      withLanguage,
    );
    expect(checked.rows.map((r) => (r.status === 'invalid' ? r.issues : r.value.preferredLanguage))).toEqual([
      'kn',
      undefined,
      'hi',
      undefined,
      [{ field: 'preferredLanguage', code: 'language_invalid' }],
    ]);
    // A mapping saved before the column existed, or one without it, reads no language.
    expect(checkSheetRows([[...row('Ramesh', '9845012345'), 'Latin']], mapping).rows[0]).toMatchObject({
      status: 'ready',
    });
    expect(
      checkSheetRows([[...row('Ramesh', '9845012345'), 'Latin']], { ...mapping, preferredLanguage: null })
        .rows[0],
    ).toMatchObject({ status: 'ready' });
  });

  it('reports every invalid field of a row', () => {
    const checked = checkSheetRows([row('R', '123', { acres: '0', pincode: '012345' })], mapping);
    expect(checked.rows[0]).toEqual({
      rowNumber: 2,
      status: 'invalid',
      issues: [
        { field: 'farmerName', code: 'farmer_name_invalid' },
        { field: 'phoneNumber', code: 'phone_invalid' },
        { field: 'acres', code: 'acres_invalid' },
        { field: 'pincode', code: 'pincode_invalid' },
      ],
    });
  });
});

describe('places from the pincode directory (decision 035)', () => {
  const directory = (pincode: string) =>
    ({
      '635109': { district: 'Krishnagiri', state: 'Tamil Nadu' },
      '580029': { district: 'Dharwad', state: 'Karnataka' },
    })[pincode] ?? null;
  const place = (name: string, phone: string, district: string, state: string, pincode: string) => [
    name,
    phone,
    '2',
    'male',
    'Hosur',
    'Hosur',
    district,
    state,
    pincode,
  ];
  const rows = [
    place('Ramesh', '9845012345', '', '', '635109'),
    place('Suresh', '9845012346', 'Belgaum', 'Karnataka', '580029'),
    place('Mahesh', '9845012347', 'Hubli', 'Karnataka', '580029'),
    place('Ganesh', '9845012348', '', 'Karnataka', '580029'),
    place('Naresh', '9845012349', '', '', '999999'),
    place('Dinesh', '9845012350', 'Dharwad District', '', '5800'),
  ];
  const checked = checkSheetRows(rows, mapping, directory);

  it('fills an empty district and state from the pincode', () => {
    expect(checked.rows[0]).toEqual({
      rowNumber: 2,
      status: 'ready',
      value: expect.objectContaining({ district: 'Krishnagiri', state: 'Tamil Nadu', pincode: '635109' }),
      place: {
        pincode: '635109',
        filled: ['district', 'state'],
        mismatched: [],
        district: 'Krishnagiri',
        state: 'Tamil Nadu',
      },
    });
    expect(checked.rows[3]).toMatchObject({
      value: { district: 'Dharwad', state: 'Karnataka' },
      place: { filled: ['district'], mismatched: [] },
    });
  });

  it('keeps a place that does not match its pincode, with a warning', () => {
    expect(checked.rows[1]).toMatchObject({
      status: 'ready',
      value: { district: 'Belgaum', state: 'Karnataka' },
      place: { filled: [], mismatched: ['district'], district: 'Dharwad', state: 'Karnataka' },
    });
    // An old or local name is no mismatch.
    expect(checked.rows[2]).toMatchObject({ status: 'ready', place: null });
  });

  it('leaves the place to the row when the directory cannot say', () => {
    expect(checked.rows[4]).toEqual({
      rowNumber: 6,
      status: 'invalid',
      issues: [
        { field: 'district', code: 'district_required' },
        { field: 'state', code: 'state_required' },
      ],
    });
    expect(checked.rows[5]).toMatchObject({
      status: 'invalid',
      issues: [
        { field: 'state', code: 'state_required' },
        { field: 'pincode', code: 'pincode_invalid' },
      ],
    });
  });

  it('counts the rows to be written that were filled and that disagree', () => {
    const classified = classifyRows(
      checked.rows,
      { phones: new Set(['+919845012348']), details: new Set() },
      false,
    );
    expect(countRows(classified, 0)).toMatchObject({
      ready: 3,
      duplicateExisting: 1,
      invalid: 2,
      // Row 5 was filled too, but is a saved farmer: it will not be written.
      placeFilled: 1,
      placeMismatched: 1,
    });
  });
});
