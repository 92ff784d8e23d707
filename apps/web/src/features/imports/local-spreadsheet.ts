import { spreadsheetExtensions, type SpreadsheetKind } from '@sangam/domain';

/** One sheet read in the browser: the first non-blank row as headers, every cell as text. */
export type LocalSheet = { name: string; headers: string[]; rows: string[][] };

export class LocalReadError extends Error {
  constructor(readonly code: 'wrong_type' | 'file_empty' | 'parse_failed') {
    super(code);
  }
}

const kindOf = (name: string): SpreadsheetKind | null => {
  const ext = name.split('.').pop()?.toLowerCase();
  return (spreadsheetExtensions as readonly string[]).includes(ext ?? '') ? (ext as SpreadsheetKind) : null;
};

const toSheet = (name: string, grid: unknown[][]): LocalSheet => {
  const text = grid
    .map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))))
    .filter((row) => row.some((cell) => cell.trim() !== ''));
  const [head = [], ...body] = text;
  const width = Math.max(head.length, ...body.map((row) => row.length));
  const pad = (row: string[]) => [...row, ...Array<string>(Math.max(0, width - row.length)).fill('')];
  return { name, headers: pad(head).map((h) => h.trim()), rows: body.map(pad) };
};

/**
 * Reads a spreadsheet the operator picked again, entirely in the browser (spec 2.14): nothing is
 * uploaded and no upload record is made. The parsers are loaded only now, so they stay out of the
 * bundle every other screen downloads. CSV goes through papaparse because SheetJS would turn its
 * phone numbers into numbers.
 */
export const readSpreadsheetLocally = async (file: File): Promise<LocalSheet[]> => {
  const kind = kindOf(file.name);
  if (!kind) throw new LocalReadError('wrong_type');
  let sheets: LocalSheet[];
  try {
    if (kind === 'csv') {
      const { default: Papa } = await import('papaparse');
      const parsed = Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ''), {
        skipEmptyLines: 'greedy',
      });
      sheets = [toSheet(file.name.replace(/\.[^.]+$/, ''), parsed.data)];
    } else {
      const XLSX = await import('@e965/xlsx');
      const book = XLSX.read(await file.arrayBuffer(), { type: 'array', dense: true });
      sheets = book.SheetNames.map((name) =>
        toSheet(
          name,
          XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name] as never, {
            header: 1,
            raw: false,
            defval: '',
          }),
        ),
      );
    }
  } catch {
    throw new LocalReadError('parse_failed');
  }
  const withData = sheets.filter((sheet) => sheet.headers.length > 0);
  if (!withData.length) throw new LocalReadError('file_empty');
  return withData;
};
