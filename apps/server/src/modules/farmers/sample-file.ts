/** The nine columns of the farmer spreadsheet, in order (spec 3). */
export const sampleHeaders = [
  'Farmer Name',
  'Phone',
  'Acres',
  'Gender',
  'Village',
  'Block',
  'District',
  'State',
  'Pincode',
];
const sampleRows = [
  ['Ramesh Kumar', '9845012345', '2.5', 'Male', 'Hosur', 'Hosur', 'Krishnagiri', 'Tamil Nadu', '635109'],
  ['Lakshmi Devi', '9900112233', '1.75', 'Female', 'Mulbagal', 'Mulbagal', 'Kolar', 'Karnataka', '563131'],
];

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** CSV with a BOM so Excel opens it as UTF-8. */
export const sampleCsv = () =>
  `\uFEFF${[sampleHeaders, ...sampleRows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/**
 * XLSX whose phone and pincode cells are text, so Excel shows the digits as typed. The spreadsheet
 * library loads with the first download rather than with the server (bench/README.md, memory).
 */
export const sampleXlsx = async (): Promise<Buffer> => {
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([
    sampleHeaders,
    ...sampleRows.map((row) => row.map((cell, i) => (i === 2 ? Number(cell) : cell))),
  ]);
  sheet['!cols'] = sampleHeaders.map((h) => ({ wch: Math.max(12, h.length + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Farmers');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};
