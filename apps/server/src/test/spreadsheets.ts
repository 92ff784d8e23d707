import * as XLSX from '@e965/xlsx';

/** Spreadsheets made by the tests themselves, as FPOs' own files look. */
export const header = [
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

export const workbook = (sheets: Record<string, unknown[][]>, bookType: 'xlsx' | 'xls' = 'xlsx'): Buffer => {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets))
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
};

/**
 * Each of the nine farmer fields from the column of the same place in `header`; `header` has no
 * preferred language column (optional: the FPO's language applies).
 */
export const fullMapping = {
  farmerName: 0,
  phoneNumber: 1,
  acres: 2,
  gender: 3,
  village: 4,
  block: 5,
  district: 6,
  state: 7,
  pincode: 8,
  preferredLanguage: null,
};

export const csv = (text: string) => Buffer.from(text, 'utf8');

/** A multipart/form-data body with one file field, as a browser sends it. */
export const multipart = (filename: string, data: Buffer) => {
  const boundary = `----sangam${crypto.randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};
