import * as XLSX from '@e965/xlsx';

/**
 * A one-sheet XLSX. Numbers stay numbers so a spreadsheet can sum them; every other cell is a text
 * cell, which Excel shows as typed and never runs as a formula, so no CSV-style prefix is needed.
 * Columns are as wide as their header or a dozen characters, whichever is more.
 */
export const writeWorkbook = (sheetName: string, rows: readonly (readonly unknown[])[]): Buffer => {
  const sheet = XLSX.utils.aoa_to_sheet(rows as unknown[][], { dense: true });
  sheet['!cols'] = (rows[0] ?? []).map((header) => ({ wch: Math.max(12, String(header).length + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
};
