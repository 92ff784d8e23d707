import * as XLSX from '@e965/xlsx';
import { header } from '../apps/server/src/test/spreadsheets.ts';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const name = (i: number) =>
  `Farmer ${letters[i % 26]}${letters[Math.floor(i / 26) % 26]}${letters[Math.floor(i / 676) % 26]} ${letters[Math.floor(i / 17576) % 26]}kumar`;

/** Realistic member rows: unique names and phones, repeated places, the odd decimal acreage. */
export const memberRows = (count: number, phoneBase = 7000000000) =>
  Array.from({ length: count }, (_, i) => [
    name(i),
    String(phoneBase + i * 7),
    String(((i % 400) + 10) / 20),
    i % 2 ? 'Female' : 'Male',
    `Village ${i % 700}`,
    `Block ${i % 60}`,
    `District ${i % 25}`,
    'Karnataka',
    String(560001 + (i % 900)),
  ]);

export const memberCsv = (count: number) =>
  Buffer.from(`${[header, ...memberRows(count)].map((row) => row.join(',')).join('\r\n')}\r\n`);

/** Phones and pincodes as number cells, as Excel users type them. */
export const memberXlsx = (count: number) => {
  const rows = memberRows(count, 8000000000).map((row) =>
    row.map((cell, c) => (c === 1 || c === 2 || c === 8 ? Number(cell) : cell)),
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows], { dense: true }), 'Members');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
};
