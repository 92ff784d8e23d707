import { farmerSheetHeaders, toCsv } from '@sangam/domain';

/** The language column may name a language in English or in its own script, or stay empty (the FPO's). */
const sampleRows = [
  [
    'Ramesh Kumar',
    '9845012345',
    '2.5',
    'Male',
    'Hosur',
    'Hosur',
    'Krishnagiri',
    'Tamil Nadu',
    '635109',
    'Tamil',
  ],
  [
    'Lakshmi Devi',
    '9900112233',
    '1.75',
    'Female',
    'Mulbagal',
    'Mulbagal',
    'Kolar',
    'Karnataka',
    '563131',
    'ಕನ್ನಡ',
  ],
];

/** CSV with a BOM so Excel opens it as UTF-8. */
export const sampleCsv = () => toCsv([farmerSheetHeaders, ...sampleRows]);

/**
 * XLSX whose phone and pincode cells are text, so Excel shows the digits as typed. The spreadsheet
 * library loads with the first download rather than with the server (bench/README.md, memory).
 */
export const sampleXlsx = async (): Promise<Buffer> => {
  const { writeWorkbook } = await import('../imports/workbook.ts');
  return writeWorkbook('Farmers', [
    farmerSheetHeaders,
    ...sampleRows.map((row) => row.map((cell, i) => (i === 2 ? Number(cell) : cell))),
  ]);
};
