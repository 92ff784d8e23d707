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

export const toCsv = (rows: readonly (readonly unknown[])[]): string =>
  `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
