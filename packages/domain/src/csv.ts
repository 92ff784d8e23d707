/**
 * CSV for people to open in Excel: UTF-8 with a BOM, quoted where needed, and a cell that starts
 * with = + - @ (or a tab or carriage return) is prefixed with an apostrophe so a spreadsheet shows
 * it as text instead of running it as a formula (CSV injection).
 */
export const csvCell = (value: unknown): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One row and its line end, for a file written a row at a time. */
export const csvLine = (row: readonly unknown[]): string => `${row.map(csvCell).join(',')}\r\n`;

/** Starts the file, so Excel reads it as UTF-8 rather than the machine's code page. */
export const CSV_BOM = '\uFEFF';

export const toCsv = (rows: readonly (readonly unknown[])[]): string => CSV_BOM + rows.map(csvLine).join('');
