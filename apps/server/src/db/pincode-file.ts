import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serverRoot } from '../paths.ts';

/**
 * India Post's pincode directory, one district and state per pincode, as committed in
 * `src/db/pincodes/` (its README says where it comes from and how to rebuild it; decision 035).
 */
export const pincodeFile = path.join(serverRoot, 'src/db/pincodes/pincodes.csv.gz');

export type PincodeRow = { pincode: string; district: string; state: string };
export type PincodeFile = { sha256: string; rows: PincodeRow[] };

/** One CSV line of the file: three cells, any of them quoted. */
const cellsOf = (line: string): string[] => {
  const cells: string[] = [];
  for (let at = 0; at <= line.length;) {
    if (line[at] === '"') {
      let value = '';
      let end = at + 1;
      for (;;) {
        const quote = line.indexOf('"', end);
        if (quote < 0) throw new Error('pincodes.csv: unclosed quote');
        value += line.slice(end, quote);
        if (line[quote + 1] !== '"') {
          end = quote + 1;
          break;
        }
        value += '"';
        end = quote + 2;
      }
      cells.push(value);
      at = end + 1;
    } else {
      const comma = line.indexOf(',', at);
      const end = comma < 0 ? line.length : comma;
      cells.push(line.slice(at, end));
      at = end + 1;
    }
  }
  return cells;
};

/** Reads and checks the committed file (about 10 ms); its sha256 names the copy. */
export const readPincodeFile = (file = pincodeFile): PincodeFile => {
  const gzipped = fs.readFileSync(file);
  const lines = zlib.gunzipSync(gzipped).toString('utf8').split('\n');
  if (lines[0] !== 'pincode,district,state') throw new Error('pincodes.csv: unexpected header');
  const rows: PincodeRow[] = [];
  for (const line of lines.slice(1)) {
    if (!line) continue;
    const [pincode = '', district = '', state = ''] = cellsOf(line);
    if (!/^[1-9]\d{5}$/.test(pincode) || !district || !state)
      throw new Error(`pincodes.csv: bad row ${JSON.stringify(line)}`);
    rows.push({ pincode, district, state });
  }
  return { sha256: crypto.createHash('sha256').update(gzipped).digest('hex'), rows };
};

let lookup: { sha256: string; find: (pincode: string) => { district: string; state: string } | null } | null =
  null;

/**
 * The committed directory as a lookup, read once per process: what the spreadsheet check fills and
 * compares places with. The same file `loadPincodeDirectory` puts in the database at start.
 */
export const pincodeLookup = () => {
  if (lookup) return lookup;
  const { sha256, rows } = readPincodeFile();
  const places = new Map(rows.map(({ pincode, district, state }) => [pincode, { district, state }]));
  lookup = { sha256, find: (pincode) => places.get(pincode) ?? null };
  return lookup;
};
